#include "text/map_legend.h"

#include <algorithm>
#include <optional>
#include <set>

#include "text/text_syntax.h"

namespace cartouche::text {

namespace {

constexpr std::string_view kDigits62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
// One-character symbols: letters and digits first, then punctuation that reads well on a map.
constexpr std::string_view kSingle =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.+*~^%&@!?$:;,<>/|-_()[]{}'`";

bool isAsciiLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
char lower(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }
char upper(char c) { return c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c; }

}  // namespace

std::vector<LegendEntry> deriveLegend(const TerrainVocabulary& vocabulary, const std::vector<TerrainId>& used) {
  std::set<TerrainId> ids;
  for (size_t i = 0; i < vocabulary.size(); ++i)
    if (vocabulary.at(TerrainId(i)).kind == TerrainKind::Hex) ids.insert(TerrainId(i));
  for (TerrainId t : used) ids.insert(t);

  std::vector<LegendEntry> legend;
  if (ids.size() <= kSingle.size()) {
    std::set<char> taken;
    // The first hex terrain is usually the open ground that fills most of the map: a dot keeps it quiet.
    std::optional<TerrainId> background;
    for (size_t i = 0; i < vocabulary.size() && !background; ++i)
      if (vocabulary.at(TerrainId(i)).kind == TerrainKind::Hex) background = TerrainId(i);
    if (background) taken.insert('.');
    for (TerrainId id : ids) {
      if (id == background) {
        legend.push_back({".", id});
        continue;
      }
      std::string candidates;
      if (vocabulary.contains(id)) {
        const std::string& code = vocabulary.at(id).code;
        for (char c : code)
          if (isAsciiLetter(c)) candidates += lower(c);
        for (char c : code)
          if (isAsciiLetter(c)) candidates += upper(c);
        for (char c : code)
          if (c >= '0' && c <= '9') candidates += c;
      }
      candidates += kSingle;
      for (char c : candidates)
        if (taken.insert(c).second) {
          legend.push_back({std::string(1, c), id});
          break;
        }
    }
    return legend;
  }
  size_t width = 1, capacity = kDigits62.size();
  while (capacity < ids.size()) {
    ++width;
    capacity *= kDigits62.size();
  }
  size_t index = 0;
  for (TerrainId id : ids) {
    std::string symbol(width, '0');
    size_t n = index++;
    for (size_t k = width; k-- > 0;) {
      symbol[k] = kDigits62[n % kDigits62.size()];
      n /= kDigits62.size();
    }
    legend.push_back({symbol, id});
  }
  return legend;
}

std::string terrainReference(const TerrainVocabulary& vocabulary, TerrainId id) {
  if (vocabulary.contains(id)) return vocabulary.at(id).code;
  return "#" + std::to_string(id);
}

Result<TerrainId> parseTerrainReference(const TerrainVocabulary& vocabulary, const std::string& text) {
  if (!text.empty() && text[0] == '#') {
    long long v = 0;
    if (text.size() < 2 || text[1] == '-' || text[1] == '+' || !parseLong(text.substr(1), v) || v > 0xffff)
      return Status::invalidArgument("\"" + text + "\" is not a terrain id (#0 to #65535)");
    return TerrainId(v);
  }
  if (std::optional<TerrainId> id = vocabulary.find(text)) return *id;
  return Status::invalidArgument("terrain \"" + text + "\" is not in terrain.txt");
}

bool validSymbol(const std::string& symbol) {
  // "legend" would make a row that starts with it read as a legend line.
  if (symbol.empty() || symbol == "legend") return false;
  return std::none_of(symbol.begin(), symbol.end(),
                      [](char c) { return c == ' ' || c == '\t' || c == '#' || c == '=' || c == '"'; });
}

}  // namespace cartouche::text
