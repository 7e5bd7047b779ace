// The .points reader is strict where QGIS is lenient: a line that does not parse is an error naming the line, never
// a point silently dropped or read as zero.
#include "geo/gcp_points_file.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <new>
#include <optional>

#include "base/text_pieces.h"
#include "base/whole_file.h"

namespace cartouche::geo {

namespace {

// Commas, or tabs in files from QGIS's first georeferencer (which is how QGIS itself tells them apart).
std::vector<std::string> splitCsv(const std::string& line) {
  const char sep = line.find(',') != std::string::npos ? ',' : '\t';
  std::vector<std::string> fields;
  std::string field;
  for (char c : line) {
    if (c == sep) {
      fields.push_back(field);
      field.clear();
    } else {
      field += c;
    }
  }
  fields.push_back(field);
  for (std::string& f : fields) {
    while (!f.empty() && (f.back() == ' ' || f.back() == '\t')) f.pop_back();
    size_t s = 0;
    while (s < f.size() && (f[s] == ' ' || f[s] == '\t')) ++s;
    f = f.substr(s);
  }
  return fields;
}

bool parseDouble(const std::string& s, double& out) {
  std::string_view v = s;
  if (!v.empty() && v.front() == '+') v.remove_prefix(1);
  auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
  return !v.empty() && ec == std::errc() && end == v.data() + v.size() && std::isfinite(out);
}

}  // namespace

Result<PointsFile> parsePointsText(const std::string& text, const std::string& name) {
  // Split without std::getline, which stops quietly where memory runs out: the file cut short would be taken for
  // fewer control points. Memory running out throws.
  int lineNo = 0;
  PointsFile file;
  bool haveHeader = false;
  bool residualColumns = false;
  const char* kColumns[] = {"mapX", "mapY", "sourceX", "sourceY", "enable", "dX", "dY", "residual"};
  for (std::string line : pieces(text, '\n')) {
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string where = name + " line " + std::to_string(lineNo) + ": ";
    if (!haveHeader) {
      if (lineNo == 1 && line.rfind("#CRS:", 0) == 0) {
        std::string crs = line.substr(5);
        if (!crs.empty() && crs.front() == ' ') crs.erase(0, 1);
        // Every carriage return and blank at the end, not only the line end's one: written back, a second one would
        // be the next read's line end, and the CRS text would shrink each time (found by fuzzing).
        while (!crs.empty() && (crs.back() == '\r' || crs.back() == ' ' || crs.back() == '\t')) crs.pop_back();
        if (!crs.empty()) file.gcps.crsText = crs;
        continue;
      }
      // QGIS skips the header unread; requiring its first two names keeps other CSV files from being taken for
      // control points.
      std::vector<std::string> h = splitCsv(line);
      if (h.size() < 4 || h[0] != "mapX" || h[1] != "mapY")
        return Status::corrupt(where + "expected the QGIS header 'mapX,mapY,sourceX,sourceY,enable', found '" +
                               line.substr(0, 80) + "'");
      residualColumns = h.size() >= 7;
      haveHeader = true;
      continue;
    }
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    std::vector<std::string> f = splitCsv(line);
    if (f.size() < 4 || f.size() > 8)
      return Status::corrupt(where + "expected 4 to 8 comma-separated values, found " + std::to_string(f.size()));
    double v[8] = {};
    for (size_t k = 0; k < f.size(); ++k) {
      if (k == 4) continue;
      if (!parseDouble(f[k], v[k]))
        return Status::corrupt(where + kColumns[k] + " '" + f[k].substr(0, 40) + "' is not a number");
    }
    Gcp g;
    g.map = {v[0], v[1]};
    g.pixel = {v[2], -v[3]};
    if (f.size() >= 5) {
      if (f[4] != "0" && f[4] != "1")
        return Status::corrupt(where + "enable '" + f[4].substr(0, 40) + "' is neither 0 nor 1");
      g.enabled = f[4] == "1";
    }
    file.gcps.points.push_back(g);
    if (residualColumns && f.size() >= 7) file.residuals.push_back({v[5], v[6]});
  }
  if (!haveHeader) return Status::corrupt(name + ": empty file, not a QGIS .points file");
  if (file.residuals.size() != file.gcps.points.size()) file.residuals.clear();
  return file;
}

Result<PointsFile> readPointsFile(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return Status::notFound(path + ": no such file");
  // A million control points fit in about 60 MB; anything larger is not a .points file anyone made by hand.
  constexpr std::uintmax_t kMaxBytes = 64u << 20;
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxBytes)
    return Status::unsupported(path + ": " + std::to_string(size) + " bytes is too large for a .points file (at most " +
                               std::to_string(kMaxBytes) + ")");
  // Not through a string stream, which stops quietly where memory runs out (base/whole_file.h).
  try {
    const std::optional<std::string> text = readWholeFile(path, kMaxBytes);
    if (!text && errno == EFBIG)
      return Status::unsupported(path + ": too large for a .points file (at most " + std::to_string(kMaxBytes) +
                                 " bytes)");
    if (!text) return Status::ioError(path + ": cannot be read (" + std::strerror(errno) + ")");
    return parsePointsText(*text, path);
  } catch (const std::bad_alloc&) {
    return Status::ioError(path + ": out of memory while reading it");
  }
}

std::string qgisNumber(double v) {
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.17f", v);
  std::string s = buf;
  if (s.find('.') != std::string::npos) {
    size_t idx = s.size() - 1;
    while (s[idx] == '0' && idx > 1) --idx;
    if (idx < s.size() - 1) s.resize(s[idx] == '.' ? idx : idx + 1);
  }
  if (s == "-0") return "0";
  return s;
}

std::string writePointsText(const PointsFile& file) {
  std::string out;
  out += "#CRS: " + file.gcps.crsText.value_or("") + "\n";
  out += "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n";
  for (size_t i = 0; i < file.gcps.points.size(); ++i) {
    const Gcp& g = file.gcps.points[i];
    PointsResidual r = i < file.residuals.size() ? file.residuals[i] : PointsResidual{};
    out += qgisNumber(g.map.x) + "," + qgisNumber(g.map.y) + "," + qgisNumber(g.pixel.x) + "," +
           qgisNumber(-g.pixel.y) + "," + (g.enabled ? "1" : "0") + "," + qgisNumber(r.dx) + "," + qgisNumber(r.dy) +
           "," + qgisNumber(std::sqrt(r.dx * r.dx + r.dy * r.dy)) + "\n";
  }
  return out;
}

Status writePointsFile(const std::string& path, const PointsFile& file) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return Status::ioError(path + ": cannot be written");
    out << writePointsText(file);
    out.flush();
    if (!out) {
      std::error_code ec;
      std::filesystem::remove(tmp, ec);
      return Status::ioError(path + ": cannot be written");
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp, ec);
    return Status::ioError(path + ": cannot be written (" + ec.message() + ")");
  }
  return Status::ok();
}

}  // namespace cartouche::geo
