// Parsing of typed coordinates. DMS symbols (° ' " and their typographic forms) and spaces all separate the parts;
// what matters is how many numbers there are (1: degrees, 2: degrees minutes, 3: degrees minutes seconds).
#include "geo/crs_coordinates.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace cartouche::geo {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Every way of writing the degree, minute and second marks, longest first.
constexpr std::string_view kMarks[] = {
    "\xC2\xB0", "\xC2\xBA", "\xE2\x80\xB2", "\xE2\x80\xB3", "\xE2\x80\x99", "\xE2\x80\x9D", "''", "'", "\"", "d"};

std::optional<double> toNumber(std::string_view s) {
  if (s.empty()) return std::nullopt;
  if (s.front() == '+') s.remove_prefix(1);
  double v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<char> hemisphere(char c) {
  c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (c == 'N' || c == 'S' || c == 'E' || c == 'W') return c;
  return std::nullopt;
}

Status bad(std::string_view text, const std::string& why) {
  return Status::invalidArgument("'" + std::string(text) + "' is not an angle: " + why);
}

}  // namespace

Result<Angle> parseAngle(std::string_view original) {
  std::string_view s = trim(original);
  if (s.empty()) return bad(original, "it is empty");
  std::optional<char> hemi;
  if (auto h = hemisphere(s.back())) {
    hemi = h;
    s = trim(s.substr(0, s.size() - 1));
  } else if (auto h2 = hemisphere(s.front())) {
    hemi = h2;
    s = trim(s.substr(1));
  }
  bool negative = false;
  if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
    if (hemi) return bad(original, "give a sign or a hemisphere letter, not both");
    negative = s.front() == '-';
    s = trim(s.substr(1));
  }
  std::vector<std::string_view> parts;
  size_t i = 0;
  while (i < s.size()) {
    bool separator = std::isspace(static_cast<unsigned char>(s[i])) != 0;
    size_t len = 1;
    for (std::string_view m : kMarks)
      if (s.substr(i, m.size()) == m) {
        separator = true;
        len = m.size();
        break;
      }
    if (separator) {
      i += len;
      continue;
    }
    size_t j = i;
    while (j < s.size() && (std::isdigit(static_cast<unsigned char>(s[j])) || s[j] == '.')) ++j;
    if (j == i) return bad(original, "unexpected '" + std::string(1, s[i]) + "'");
    parts.push_back(s.substr(i, j - i));
    i = j;
  }
  if (parts.empty()) return bad(original, "no number in it");
  if (parts.size() > 3) return bad(original, "more than degrees, minutes and seconds");
  double value = 0;
  const double scale[] = {1.0, 60.0, 3600.0};
  const char* names[] = {"degrees", "minutes", "seconds"};
  for (size_t k = 0; k < parts.size(); ++k) {
    std::optional<double> v = toNumber(parts[k]);
    if (!v) return bad(original, std::string(names[k]) + " '" + std::string(parts[k]) + "' is not a number");
    if (k + 1 < parts.size() && parts[k].find('.') != std::string_view::npos)
      return bad(original, std::string("only the last part may have a fraction"));
    if (k > 0 && *v >= 60.0) return bad(original, std::string(names[k]) + " must be below 60");
    value += *v / scale[k];
  }
  Angle a;
  if (hemi) {
    a.axis = (*hemi == 'N' || *hemi == 'S') ? AngleAxis::Latitude : AngleAxis::Longitude;
    negative = *hemi == 'S' || *hemi == 'W';
  }
  a.degrees = negative ? -value : value;
  return a;
}

namespace {

// Splits "A, B" / "A; B" / "48 51 52 N 2 19 47 E" / "48.86 2.33" into two texts.
std::optional<std::pair<std::string_view, std::string_view>> splitPair(std::string_view s) {
  for (char sep : {',', ';'}) {
    size_t at = s.find(sep);
    if (at != std::string_view::npos) {
      if (s.find(sep, at + 1) != std::string_view::npos) return std::nullopt;
      return std::pair{trim(s.substr(0, at)), trim(s.substr(at + 1))};
    }
  }
  for (size_t i = 1; i + 1 < s.size(); ++i)
    if (hemisphere(s[i]) && s[i] != 'd' && std::isspace(static_cast<unsigned char>(s[i + 1])))
      return std::pair{trim(s.substr(0, i + 1)), trim(s.substr(i + 1))};
  size_t space = s.find_first_of(" \t");
  if (space == std::string_view::npos) return std::nullopt;
  std::string_view a = trim(s.substr(0, space)), b = trim(s.substr(space));
  if (b.find_first_of(" \t") != std::string_view::npos) return std::nullopt;
  return std::pair{a, b};
}

}  // namespace

Result<MapPoint> parseLatLon(std::string_view original) {
  std::string_view s = trim(original);
  auto pair = splitPair(s);
  if (!pair)
    return Status::invalidArgument("'" + std::string(original) +
                                   "' is not a latitude and longitude: write them as 'LAT, LON'");
  Result<Angle> first = parseAngle(pair->first);
  if (!first) return first.status();
  Result<Angle> second = parseAngle(pair->second);
  if (!second) return second.status();
  Angle lat = *first, lon = *second;
  if (first->axis == AngleAxis::Longitude || second->axis == AngleAxis::Latitude) std::swap(lat, lon);
  if (lat.axis == AngleAxis::Longitude || lon.axis == AngleAxis::Latitude)
    return Status::invalidArgument("'" + std::string(original) + "' gives two latitudes or two longitudes");
  if (std::abs(lat.degrees) > 90.0)
    return Status::invalidArgument("'" + std::string(original) + "': latitude beyond 90 degrees");
  if (std::abs(lon.degrees) > 180.0)
    return Status::invalidArgument("'" + std::string(original) + "': longitude beyond 180 degrees");
  return MapPoint{lon.degrees, lat.degrees};
}

Result<double> parseProjectedNumber(std::string_view original) {
  std::optional<double> v = toNumber(trim(original));
  if (!v) return Status::invalidArgument("'" + std::string(original) + "' is not a number");
  return *v;
}

std::string formatDms(double degrees, bool latitude) {
  const char hemisphere = latitude ? (degrees < 0 ? 'S' : 'N') : (degrees < 0 ? 'W' : 'E');
  // Round to tenths of a second first, so 59.96" carries into the next minute instead of printing 60.0".
  long long tenths = std::llround(std::fabs(degrees) * 36000.0);
  const long long d = tenths / 36000;
  tenths %= 36000;
  const long long m = tenths / 600;
  tenths %= 600;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%lld\xC2\xB0%02lld'%02lld.%lld\" %c", d, m, tenths / 10, tenths % 10, hemisphere);
  return buf;
}

Result<MapPoint> parseCoordinates(std::string_view text, const Crs& crs) {
  if (crs.isGeographic()) return parseLatLon(text);
  auto pair = splitPair(trim(text));
  if (!pair) return Status::invalidArgument("'" + std::string(text) + "' is not a coordinate pair: write it as 'X, Y'");
  Result<double> x = parseProjectedNumber(pair->first);
  if (!x) return x.status();
  Result<double> y = parseProjectedNumber(pair->second);
  if (!y) return y.status();
  return MapPoint{*x, *y};
}

}  // namespace cartouche::geo
