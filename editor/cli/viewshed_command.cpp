// `cartouche viewshed FILE FROM [--range R] [--json]`: the hexes visible from one hex under the battle's rules
// family, within a range (default: the whole map).
#include <algorithm>
#include <ostream>

#include "battle_input.h"
#include "json_output.h"
#include "parsed_args.h"
#include "rules/los.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

ExitCode runViewshed(const ParsedArgs& args, Console& console) {
  Result<std::optional<int>> range = args.positiveInt("range", 2 * kMaxMapSide);
  if (!range) return usageError(console, findCommand("viewshed"), range.status().message());
  const std::string& path = args.operand(0);
  std::optional<Battle> battle = readBattleInput(path, "viewshed", console);
  if (!battle) return ExitCode::Usage;
  const GridSettings& g = battle->map.grid();
  Result<Hex> from = hexOnMap(*battle, args.operand(1));
  if (!from) return usageError(console, findCommand("viewshed"), from.status().message());
  // Default: far enough to reach every hex of the map.
  const int maxRange = range->value_or(g.columns + g.rows);
  const LosRules rules = losRulesFor(*battle);
  const std::vector<uint8_t> seen = LosMap(*battle, rules).viewshed(*from, maxRange, 0);  // on every core
  std::vector<std::string> labels;
  for (int i = 0; i < battle->map.hexCount(); ++i)
    if (seen[size_t(i)]) labels.push_back(g.label(battle->map.hexAt(i)));
  std::sort(labels.begin(), labels.end());
  const char* system = rules.elevation == ElevationRule::Raclawice ? "raclawice" : "la-bataille";
  if (args.has("json")) {
    printJson(console, {{"json_version", kJsonVersion},
                        {"file", path},
                        {"rules", system},
                        {"from", g.label(*from)},
                        {"range", maxRange},
                        {"visible_count", labels.size()},
                        {"visible", labels}});
  } else {
    console.out << labels.size() << " hexes visible from " << g.label(*from) << " within range " << maxRange << " ("
                << system << " rules)\n";
  }
  return ExitCode::Ok;
}

}  // namespace

Command viewshedCommand() {
  Command c;
  c.name = "viewshed";
  c.operands = {"FILE", "FROM"};
  c.summary = "Count the hexes visible from one hex (and list them as JSON).";
  c.description =
      "Traces line of sight from hex FROM (a map label) to every hex of FILE within --range (default: the whole\n"
      "map) under the battle's rules family and prints how many are visible, FROM itself included. --json adds\n"
      "the visible labels, sorted. Units do not block yet.\n";
  c.options = {{"range", "R", "only hexes at most R hexes away"},
               {"json", "", "print one JSON object instead of text"}};
  c.run = runViewshed;
  return c;
}

}  // namespace cartouche::cli
