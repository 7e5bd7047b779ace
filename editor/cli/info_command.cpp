// `cartouche info FILE [--json]`: what a battle file holds, for people or as JSON for scripts.
#include <algorithm>
#include <iomanip>
#include <ostream>

#include "battle_input.h"
#include "battle_summary.h"
#include "json_output.h"
#include "parsed_args.h"

namespace cartouche::cli {

namespace {

std::string infoValue(const Battle& b, const std::string& key) {
  auto it = b.info.find(key);
  return it == b.info.end() ? std::string() : it->second;
}

Json typeCountsJson(const std::vector<TypeCount>& counts) {
  Json list = Json::array();
  for (const TypeCount& t : counts)
    list.push_back({{"code", t.code}, {"name", t.name}, {"known", t.known}, {"count", t.count}});
  return list;
}

Json optionalNumber(const std::optional<double>& v) { return v ? Json(*v) : Json(nullptr); }

Json infoJson(const std::string& path, const Battle& b, const BattleSummary& s) {
  const GridSettings& g = b.map.grid();
  const LabelFormat& f = g.labels;
  Json info = Json::object();
  for (const auto& [key, value] : b.info) info[key] = value;
  Json scenarios = Json::array();
  for (const Scenario& sc : b.scenarios)
    scenarios.push_back({{"code", sc.code},
                         {"name", sc.name},
                         {"description", sc.description},
                         {"start_time", sc.startTime},
                         {"turn_minutes", sc.turnMinutes},
                         {"turns", sc.turns}});
  Json tables = Json::array();
  for (const RuleTable& t : b.rules)
    tables.push_back({{"code", t.code},
                      {"kind", std::string(tableKindName(t.kind))},
                      {"title", t.title},
                      {"columns", t.columns.size()},
                      {"rows", t.rows.size()}});
  return {
      {"json_version", kJsonVersion},
      {"file", path},
      {"title", b.title()},
      {"provenance", infoValue(b, "map_provenance")},
      {"info", info},
      {"grid",
       {{"orientation", s.orientation},
        {"shifted", s.shifted},
        {"columns", g.columns},
        {"rows", g.rows},
        {"hexes", g.hexCount()},
        {"hex_size_metres", g.hexSizeMetres},
        {"labels",
         {{"pattern", s.labelPattern},
          {"first", s.firstLabel},
          {"last", s.lastLabel},
          {"first_column", f.firstColumn},
          {"first_row", f.firstRow},
          {"column_digits", f.columnDigits},
          {"row_digits", f.rowDigits},
          {"leading_zeros", f.leadingZeros},
          {"column_letters", f.columnLetters},
          {"separator", f.separator}}}}},
      {"terrain", {{"hexes", typeCountsJson(s.hexTerrain)}, {"hexsides", typeCountsJson(s.hexsideFeatures)}}},
      {"hexsides_with_features", s.hexsidesWithFeatures},
      {"slopes",
       {{"derived", s.derivedSlopes},
        {"forced_on", s.slopesForcedOn},
        {"forced_off", s.slopesForcedOff},
        {"effective", s.slopes}}},
      {"elevation",
       {{"min_level", s.minLevel},
        {"max_level", s.maxLevel},
        {"min_metres", optionalNumber(s.minMetres)},
        {"max_metres", optionalNumber(s.maxMetres)}}},
      {"scenarios", scenarios},
      {"rule_tables", {{"count", b.rules.size()}, {"tables", tables}}},
  };
}

void printCounts(std::ostream& out, const std::vector<TypeCount>& counts) {
  size_t width = 4;
  for (const TypeCount& t : counts) width = std::max(width, t.code.size());
  for (const TypeCount& t : counts) {
    out << "  " << std::left << std::setw(int(width)) << t.code << std::right << std::setw(9) << t.count;
    if (!t.name.empty()) out << "  " << t.name;
    if (!t.known) out << "  (not in the vocabulary as this kind)";
    out << "\n";
  }
}

void printInfo(std::ostream& out, const std::string& path, const Battle& b, const BattleSummary& s) {
  const GridSettings& g = b.map.grid();
  out << "File:        " << path << "\n";
  out << "Title:       " << b.title() << "\n";
  out << "Provenance:  " << infoValue(b, "map_provenance") << "\n";
  for (const auto& [key, value] : b.info) {
    if (key == "title" || key == "map_provenance") continue;
    out << std::left << std::setw(std::max(13, int(key.size()) + 2)) << (key + ":") << value << "\n";
  }
  out << "Grid:        " << g.columns << " x " << g.rows << " = " << g.hexCount() << " hexes, " << s.orientation << ", "
      << s.shifted << " shifted\n";
  out << "Labels:      " << s.labelPattern << ", " << s.firstLabel << " to " << s.lastLabel << "\n";
  out << "Hex size:    " << g.hexSizeMetres << " m\n";
  out << "Elevation:   levels " << s.minLevel << " to " << s.maxLevel;
  if (s.minMetres) out << ", " << *s.minMetres << " to " << *s.maxMetres << " m";
  out << "\n";
  out << "Slopes:      " << s.slopes << " (" << s.derivedSlopes << " derived from levels, " << s.slopesForcedOn
      << " forced on, " << s.slopesForcedOff << " forced off)\n";
  out << "Hex terrain (hexes):\n";
  printCounts(out, s.hexTerrain);
  out << "Hexside features (hexsides), " << s.hexsidesWithFeatures << " hexsides with features:\n";
  printCounts(out, s.hexsideFeatures);
  out << "Scenarios:   " << b.scenarios.size() << "\n";
  for (const Scenario& sc : b.scenarios) {
    out << "  " << sc.code << ": " << sc.name;
    if (!sc.startTime.empty()) out << ", starts " << sc.startTime;
    if (sc.turns > 0) out << ", " << sc.turns << " turns";
    if (sc.turnMinutes > 0) out << " of " << sc.turnMinutes << " min";
    out << "\n";
  }
  out << "Rule tables: " << b.rules.size() << "\n";
  for (const RuleTable& t : b.rules)
    out << "  " << t.code << ": " << t.title << " (" << tableKindName(t.kind) << ", " << t.columns.size()
        << " columns, " << t.rows.size() << " rows)\n";
}

ExitCode runInfo(const ParsedArgs& args, Console& console) {
  const std::string& path = args.operand(0);
  std::optional<Battle> battle = readBattleInput(path, "info", console);
  if (!battle) return ExitCode::Usage;
  BattleSummary summary = summarizeBattle(*battle);
  if (args.has("json"))
    printJson(console, infoJson(path, *battle, summary));
  else
    printInfo(console.out, path, *battle, summary);
  return ExitCode::Ok;
}

}  // namespace

Command infoCommand() {
  Command c;
  c.name = "info";
  c.operands = {"FILE"};
  c.summary = "Describe a battle file: grid, terrain counts, elevation, scenarios, rule tables.";
  c.description =
      "Reads FILE (a .gpkg battle) and prints its title and metadata, the grid (orientation, shifted lines,\n"
      "size, label format, first and last label, hex size), the hexes per terrain, the hexsides per feature,\n"
      "the slopes (derived from levels and forced), the elevation range, the scenarios and the ruleset\n"
      "tables (how many, and each one's code, title, kind and size).\n"
      "The --json document is described in editor/cli/README.md.\n";
  c.options = {{"json", "", "print one JSON object instead of text"}};
  c.run = runInfo;
  return c;
}

}  // namespace cartouche::cli
