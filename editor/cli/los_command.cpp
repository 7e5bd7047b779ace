// `cartouche los FILE FROM TO [--json]`: line of sight between two hexes under the battle's rules family
// (info["system"]), with the hexes the line crosses and the first thing that blocks it. Exit 0 visible, 1 blocked,
// 2 bad input. Units do not block yet: the file holds no set-up.
#include <ostream>

#include "battle_input.h"
#include "json_output.h"
#include "parsed_args.h"
#include "rules/los.h"
#include "rules/validate.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

std::optional<Hex> parseHexOperand(const Battle& b, const std::string& text, Console& console) {
  Result<Hex> h = b.map.grid().parseLabel(text);
  if (!h) {
    usageError(console, findCommand("los"), "bad hex label '" + text + "': " + h.status().message());
    return std::nullopt;
  }
  if (!b.map.contains(*h)) {
    usageError(console, findCommand("los"), "hex " + text + " is not on the map");
    return std::nullopt;
  }
  return *h;
}

std::string stepLabel(const GridSettings& g, const LineStep& s) {
  return s.alongHexside ? g.label(s.hex) + "/" + g.label(s.other) : g.label(s.hex);
}

const char* systemName(const LosRules& r) {
  return r.elevation == ElevationRule::Raclawice ? "raclawice" : "la-bataille";
}

ExitCode runLos(const ParsedArgs& args, Console& console) {
  const std::string& path = args.operand(0);
  std::optional<Battle> battle = readBattleInput(path, "los", console);
  if (!battle) return ExitCode::Usage;
  std::optional<Hex> from = parseHexOperand(*battle, args.operand(1), console);
  if (!from) return ExitCode::Usage;
  std::optional<Hex> to = parseHexOperand(*battle, args.operand(2), console);
  if (!to) return ExitCode::Usage;
  const LosRules rules = losRulesFor(*battle);
  const LosResult r = los(*battle, rules, *from, *to);
  const GridSettings& g = battle->map.grid();
  std::string blockerName;
  if (r.blocker == LosBlocker::Hexside)
    blockerName = hexsideName(g, r.blockingHexside);
  else if (r.blocker != LosBlocker::None)
    blockerName = g.label(r.blockingHex);
  if (args.has("json")) {
    Json crossed = Json::array();
    for (const LineStep& s : r.crossed) {
      if (s.alongHexside)
        crossed.push_back(Json::array({g.label(s.hex), g.label(s.other)}));
      else
        crossed.push_back(g.label(s.hex));
    }
    Json blocker = nullptr;
    if (r.blocker != LosBlocker::None)
      blocker = {{"kind", r.blocker == LosBlocker::Hexside ? "hexside"
                          : r.blocker == LosBlocker::Unit  ? "unit"
                                                           : "hex"},
                 {"at", blockerName},
                 {"reason", r.reason},
                 {"ground", r.ground}};
    printJson(console, {{"json_version", kJsonVersion},
                        {"file", path},
                        {"rules", systemName(rules)},
                        {"from", g.label(*from)},
                        {"to", g.label(*to)},
                        {"visible", r.visible},
                        {"range", r.range},
                        {"crossed", crossed},
                        {"blocker", blocker}});
  } else {
    console.out << g.label(*from) << " -> " << g.label(*to) << ": " << (r.visible ? "visible" : "blocked") << ", range "
                << r.range << " (" << systemName(rules) << " rules)\n";
    console.out << "Crossed:";
    for (const LineStep& s : r.crossed) console.out << " " << stepLabel(g, s);
    console.out << "\n";
    if (!r.visible)
      console.out << "Blocked by " << (r.blocker == LosBlocker::Hexside ? "hexside " : "hex ") << blockerName << " ("
                  << (r.ground ? "higher ground, " : "") << r.reason << ")\n";
  }
  return r.visible ? ExitCode::Ok : ExitCode::Failed;
}

}  // namespace

Command losCommand() {
  Command c;
  c.name = "los";
  c.operands = {"FILE", "FROM", "TO"};
  c.summary = "Line of sight between two hexes: visible or blocked, range, hexes crossed, first blocker.";
  c.description =
      "Traces the centre-to-centre line from hex FROM to hex TO (map labels, as printed) under the rules family\n"
      "of FILE (info \"system\": raclawice or la-bataille) and prints whether it is visible, the range in hexes,\n"
      "the hexes crossed (A/B where the line runs along the hexside between A and B) and the first hex or\n"
      "hexside that blocks it with its terrain code. Units do not block yet. Exit status: 0 visible, 1 blocked,\n"
      "2 bad input. The --json document is described in editor/cli/README.md.\n";
  c.options = {{"json", "", "print one JSON object instead of text"}};
  c.run = runLos;
  return c;
}

}  // namespace cartouche::cli
