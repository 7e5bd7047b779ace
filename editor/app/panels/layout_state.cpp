#include "layout_state.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "base/text_pieces.h"
#include "base/whole_file.h"

namespace cartouche {

namespace fs = std::filesystem;

float maxColumnWidth(float windowWidth, float otherShown) {
  float most =
      std::min(windowWidth * ColumnLayout::kMaxFraction, windowWidth - otherShown - ColumnLayout::kMinMapWidth);
  return std::max(ColumnLayout::kMinWidth, most);
}

ColumnLayout clampColumns(ColumnLayout layout, float windowWidth) {
  layout.leftWidth =
      std::clamp(layout.leftWidth, ColumnLayout::kMinWidth, maxColumnWidth(windowWidth, layout.rightShown()));
  layout.rightWidth =
      std::clamp(layout.rightWidth, ColumnLayout::kMinWidth, maxColumnWidth(windowWidth, layout.leftShown()));
  return layout;
}

const char* leftTabName(LeftTab tab) { return tab == LeftTab::Battle ? "Battle" : "Terrain"; }
const char* rightTabName(RightTab tab) { return tab == RightTab::History ? "History" : "Grid"; }

// Built as a string, not in a string stream, which would stop quietly where memory runs out and leave a layout cut
// short to be written.
std::string layoutText(const ColumnLayout& l) {
  std::string out = "# Cartouche editor layout: the side columns' widths in pixels, collapsed or not, the tab shown.\n";
  out += "left-width " + std::to_string(std::lround(l.leftWidth)) + "\n";
  out += "right-width " + std::to_string(std::lround(l.rightWidth)) + "\n";
  out += std::string("left-collapsed ") + (l.leftCollapsed ? "yes" : "no") + "\n";
  out += std::string("right-collapsed ") + (l.rightCollapsed ? "yes" : "no") + "\n";
  out += std::string("left-tab ") + leftTabName(l.leftTab) + "\n";
  out += std::string("right-tab ") + rightTabName(l.rightTab) + "\n";
  return out;
}

Result<ColumnLayout> parseLayout(const std::string& text, const std::string& path) {
  ColumnLayout l;
  int n = 0;
  for (std::string line : pieces(text, '\n')) {
    ++n;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] == '#') continue;
    const std::vector<std::string> fields = words(line);
    const std::string key = fields[0], value = fields.size() > 1 ? fields[1] : "";
    auto bad = [&](const std::string& why) {
      return Status::corrupt(path + " line " + std::to_string(n) + ", field " + key + ": " + why);
    };
    if (value.empty()) return bad("no value");
    if (fields.size() > 2) return bad("more than one value");
    if (key == "left-width" || key == "right-width") {
      char* end = nullptr;
      double v = std::strtod(value.c_str(), &end);
      if (*end != '\0' || !std::isfinite(v) || v < 0 || v > 100000)
        return bad("'" + value + "' is not a width in pixels");
      (key == "left-width" ? l.leftWidth : l.rightWidth) = float(v);
    } else if (key == "left-collapsed" || key == "right-collapsed") {
      if (value != "yes" && value != "no") return bad("'" + value + "' is neither yes nor no");
      (key == "left-collapsed" ? l.leftCollapsed : l.rightCollapsed) = value == "yes";
    } else if (key == "left-tab") {
      if (value == "Terrain")
        l.leftTab = LeftTab::Terrain;
      else if (value == "Battle")
        l.leftTab = LeftTab::Battle;
      else
        return bad("no tab '" + value + "' (Terrain or Battle)");
    } else if (key == "right-tab") {
      if (value == "Grid")
        l.rightTab = RightTab::Grid;
      else if (value == "History")
        l.rightTab = RightTab::History;
      else
        return bad("no tab '" + value + "' (Grid or History)");
    } else {
      return bad("unknown field");
    }
  }
  return l;
}

Result<ColumnLayout> readLayoutFile(const std::string& path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) return ColumnLayout{};
  // Not through a string stream, which stops quietly where memory runs out (base/whole_file.h). A layout is a few
  // hundred bytes; a megabyte is not one.
  try {
    std::optional<std::string> text = readWholeFile(path, 1u << 20);
    if (!text && errno == EFBIG) return Status::invalidArgument(path + ": larger than 1 MiB; not a layout file");
    if (!text) return Status::ioError(path + ": cannot be read (" + std::strerror(errno) + ")");
    return parseLayout(*text, path);
  } catch (const std::bad_alloc&) {
    return Status::ioError(path + ": out of memory while reading it");
  }
}

Status writeLayoutFile(const std::string& path, const ColumnLayout& layout) {
  std::error_code ec;
  fs::create_directories(fs::path(path).parent_path(), ec);
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc | std::ios::binary);
    out << layoutText(layout);
    out.flush();
    if (!out) {
      fs::remove(tmp, ec);
      return Status::ioError(tmp + ": cannot be written");
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    fs::remove(tmp, ec);
    return Status::ioError(path + ": cannot be replaced (" + ec.message() + ")");
  }
  return Status::ok();
}

}  // namespace cartouche
