// The harnesses' scratch folder and input parts.
#include "fuzz_support.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace cartouche::fuzz {

namespace {

struct Scratch {
  std::string path;
  Scratch() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "cartouche-fuzz-XXXXXX").string();
    if (!mkdtemp(tmpl.data())) broken("cannot create a scratch folder under " + tmpl);
    path = tmpl;
  }
  ~Scratch() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
};

}  // namespace

const std::string& scratchDir() {
  static Scratch scratch;
  return scratch.path;
}

void writeFile(const std::string& path, std::string_view data) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(data.data(), std::streamsize(data.size()));
  if (!out) broken("cannot write " + path);
}

std::vector<std::pair<std::string, std::string>> splitParts(std::string_view data) {
  std::vector<std::pair<std::string, std::string>> out{{"", ""}};
  size_t at = 0;
  while (at <= data.size()) {
    size_t end = data.find('\n', at);
    const bool last = end == std::string_view::npos;
    if (last) end = data.size();
    const std::string_view line = data.substr(at, end - at);
    if (line.substr(0, 3) == "@@ ")
      out.emplace_back(std::string(line.substr(3)), "");
    else
      out.back().second.append(line).append(last ? "" : "\n");
    if (last) break;
    at = end + 1;
  }
  return out;
}

void say(const std::string& what) {
  static const bool verbose = std::getenv("CARTOUCHE_FUZZ_VERBOSE") != nullptr;
  if (verbose) std::cerr << what << "\n";
}

void broken(const std::string& what) {
  std::cerr << "fuzz property broken: " << what << "\n";
  std::abort();
}

}  // namespace cartouche::fuzz
