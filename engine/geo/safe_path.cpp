#include "geo/safe_path.h"

#include <cpl_minixml.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/folder_names.h"
#include "base/whole_file.h"

namespace cartouche::geo {

namespace fs = std::filesystem;

namespace {

constexpr uintmax_t kMaxVrtBytes = 16u << 20;

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return s;
}

std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(uint8_t(s[a]))) ++a;
  while (b > a && std::isspace(uint8_t(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

bool isInside(const fs::path& real, const fs::path& folder) {
  auto r = real.begin();
  for (auto f = folder.begin(); f != folder.end(); ++f, ++r) {
    if (f->empty()) continue;  // a trailing separator
    if (r == real.end() || *r != *f) return false;
  }
  return r != real.end();
}

// The first bytes of a file, enough to tell a VRT.
bool looksLikeVrt(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char buf[256] = {};
  in.read(buf, sizeof buf);
  std::string head(buf, size_t(in.gcount()));
  size_t i = 0;
  if (head.compare(0, 3, "\xEF\xBB\xBF") == 0) i = 3;
  while (i < head.size() && std::isspace(uint8_t(head[i]))) ++i;
  return lower(head.substr(i, 11)) == "<vrtdataset";
}

// An SRS a VRT may declare: WKT, an authority code or a PROJ string. Anything else (a URL, a file name) could make
// PROJ or GDAL read a file or the network.
bool isPlainSrs(const std::string& text) {
  const std::string t = lower(trim(text));
  if (t.empty()) return true;
  if (t.rfind("epsg:", 0) == 0 || t.rfind("esri:", 0) == 0 || t.rfind("iau_2015:", 0) == 0 || t.rfind("+proj=", 0) == 0)
    return t.find('/') == std::string::npos || t.rfind("+proj=", 0) == 0;
  // WKT: a keyword, then '['.
  size_t k = 0;
  while (k < t.size() && (std::isalnum(uint8_t(t[k])) || t[k] == '_')) ++k;
  return k > 0 && k < t.size() && t[k] == '[';
}

std::string attribute(const CPLXMLNode* node, const std::string& name) {
  for (const CPLXMLNode* c = node->psChild; c; c = c->psNext)
    if (c->eType == CXT_Attribute && lower(c->pszValue) == lower(name) && c->psChild && c->psChild->pszValue)
      return c->psChild->pszValue;
  return "";
}

std::string elementText(const CPLXMLNode* node) {
  std::string s;
  for (const CPLXMLNode* c = node->psChild; c; c = c->psNext)
    if (c->eType == CXT_Text && c->pszValue) s += c->pszValue;
  return s;
}

struct VrtCheck {
  std::string path, vrtFolder, folder;
  std::string srs;
  Status status;

  void fail(const std::string& what, Status::Code code = Status::Code::Unsupported) {
    if (!status) return;
    status =
        code == Status::Code::NotFound ? Status::notFound(path + ": " + what) : Status::unsupported(path + ": " + what);
  }

  void walk(const CPLXMLNode* node) {
    for (; node && status; node = node->psNext) {
      if (node->eType != CXT_Element) continue;
      const std::string name = lower(node->pszValue ? node->pszValue : "");
      if (name == "vrtdataset" || name == "vrtrasterband") {
        const std::string sub = lower(attribute(node, "subClass"));
        if (!sub.empty() && sub != "vrtsourcedrasterband")
          fail("a VRT of kind '" + attribute(node, "subClass") +
               "' is refused (only plain VRTs of files beside them are opened from a battle)");
      }
      if (name == "sourcedataset" || name == "pixelfunctioncode" || name == "pixelfunctionlanguage" ||
          name == "pixelfunctiontype")
        fail("the VRT element <" + std::string(node->pszValue) +
             "> is refused (only plain VRTs of files beside them are opened from a battle)");
      if (name == "srs" && !isPlainSrs(elementText(node)))
        fail("the VRT's SRS '" + trim(elementText(node)) + "' is not WKT, an EPSG code or a PROJ string");
      if (name == "srs" && srs.empty()) srs = trim(elementText(node));
      if (name == "sourcefilename") source(node);
      walk(node->psChild);
    }
  }

  void source(const CPLXMLNode* node) {
    const std::string text = trim(elementText(node));
    if (Status s = checkRelativePathText(text, "VRT source '" + text + "'"); !s) return fail(s.message());
    if (attribute(node, "relativeToVRT") != "1")
      return fail("VRT source '" + text + "' is not marked relativeToVRT=\"1\"; only files beside the VRT are read");
    // Relative to the VRT's folder, which must itself lie in the confining folder.
    const fs::path base = fs::path(vrtFolder);
    std::error_code ec;
    const fs::path candidate = base / text;
    if (!fs::exists(candidate, ec))
      return fail("VRT source '" + text + "' is missing (looked for " + candidate.string() + ")",
                  Status::Code::NotFound);
    const fs::path real = fs::canonical(candidate, ec);
    const fs::path realFolder = fs::canonical(folder, ec);
    if (ec || !isInside(real, realFolder))
      return fail("VRT source '" + text + "' leads outside the folder " + folder + " (a symlink?)");
    if (!fs::is_regular_file(real, ec)) return fail("VRT source '" + text + "' is not a regular file");
    if (looksLikeVrt(real.string())) return fail("VRT source '" + text + "' is itself a VRT; nested VRTs are refused");
  }
};

}  // namespace

Status checkRelativePathText(const std::string& text, const std::string& what) {
  if (text.empty()) return Status::invalidArgument(what + " is empty");
  if (text.find('\0') != std::string::npos || text.find('\\') != std::string::npos)
    return Status::unsupported(what + " holds a backslash or NUL");
  const std::string l = lower(text);
  if (l.rfind("/vsi", 0) == 0 || l.find("/vsi") != std::string::npos)
    return Status::unsupported(what + " is a GDAL virtual file system path (/vsi...): never read from a battle");
  if (l.find("://") != std::string::npos || l.find(':') != std::string::npos)
    return Status::unsupported(what + " is a URL or names a scheme: only plain relative paths are read");
  if (text[0] == '/')
    return Status::unsupported(what + " is an absolute path: only paths relative to the folder are read");
  for (const fs::path& part : fs::path(text))
    if (part == "..") return Status::unsupported(what + " leaves its folder (a '..' part)");
  return Status::ok();
}

Result<std::string> confinePath(const std::string& folder, const std::string& relative, const std::string& what) {
  if (Status s = checkRelativePathText(relative, what + " '" + relative + "'"); !s) return s;
  std::error_code ec;
  const fs::path realFolder = fs::canonical(folder.empty() ? "." : folder, ec);
  if (ec) return Status::notFound(folder + ": " + ec.message());
  const fs::path candidate = realFolder / relative;
  if (!fs::exists(candidate, ec)) return Status::notFound(candidate.string() + ": no such file");
  const fs::path real = fs::canonical(candidate, ec);
  if (ec) return Status::notFound(candidate.string() + ": " + ec.message());
  if (!isInside(real, realFolder))
    return Status::unsupported(what + " '" + relative + "' leads outside the folder " + realFolder.string() +
                               " (through a symlink)");
  if (!fs::is_regular_file(real, ec)) return Status::invalidArgument(candidate.string() + ": not a regular file");
  return real.string();
}

Status checkSidecars(const std::string& realPath, const std::string& folder) {
  std::error_code ec;
  const fs::path realFolder = fs::canonical(folder.empty() ? "." : folder, ec);
  if (ec) return Status::notFound(folder + ": " + ec.message());
  const fs::path raster(realPath);
  const std::string stem = raster.stem().string();
  // Not directory_iterator: see base/folder_names.h. A folder that large is not searched to the end.
  const std::string parent = raster.parent_path().empty() ? "." : raster.parent_path().string();
  const std::optional<std::vector<std::string>> names = folderNames(parent, 100000);
  if (!names) return Status::ok();  // as before: a folder that cannot be listed has nothing to check
  for (const std::string& name : *names) {
    if (name.rfind(stem, 0) != 0) continue;
    const fs::path e = raster.parent_path() / name;
    if (!fs::is_symlink(e, ec)) continue;
    const fs::path target = fs::weakly_canonical(e, ec);
    if (ec || !isInside(target, realFolder))
      return Status::unsupported(e.string() + ": a file GDAL reads beside " + raster.filename().string() +
                                 " is a symlink that leads outside the folder " + realFolder.string());
  }
  return Status::ok();
}

const std::vector<std::string>& confinedDrivers() {
  static const std::vector<std::string> drivers = {"GTiff", "COG", "PNG",     "JPEG", "GIF",
                                                   "BMP",   "VRT", "SRTMHGT", "GPKG", "JP2OpenJPEG"};
  return drivers;
}

Result<std::string> inspectVrt(const std::string& path, const std::string& folder) {
  if (!looksLikeVrt(path)) return std::string();
  std::error_code ec;
  const uintmax_t size = fs::file_size(path, ec);
  if (ec) return Status::ioError(path + ": " + ec.message());
  if (size > kMaxVrtBytes)
    return Status::unsupported(path + ": a VRT of " + std::to_string(size) + " bytes is too large");
  // Not through a string stream, which stops quietly where memory runs out and would leave a VRT cut short
  // (base/whole_file.h). Memory running out throws std::bad_alloc, as GDAL's does here (geo.h).
  const std::optional<std::string> text = readWholeFile(path, kMaxVrtBytes);
  if (!text && errno == EFBIG)
    return Status::unsupported(path + ": a VRT of more than " + std::to_string(kMaxVrtBytes) + " bytes is too large");
  if (!text) return Status::ioError(path + ": cannot be read (" + std::strerror(errno) + ")");
  std::unique_ptr<CPLXMLNode, void (*)(CPLXMLNode*)> root(CPLParseXMLString(text->c_str()), CPLDestroyXMLNode);
  if (!root) return Status::corrupt(path + ": not a well-formed VRT (XML)");
  VrtCheck check;
  check.path = path;
  check.vrtFolder = fs::path(path).parent_path().string();
  if (check.vrtFolder.empty()) check.vrtFolder = ".";
  check.folder = folder;
  check.walk(root.get());
  if (!check.status) return check.status;
  return check.srs;
}

Status checkRasterFile(const std::string& path, const std::string& folder) {
  auto srs = inspectVrt(path, folder);
  return srs ? Status::ok() : srs.status();
}

}  // namespace cartouche::geo
