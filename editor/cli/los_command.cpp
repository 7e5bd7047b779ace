// `cartouche los FILE FROM TO [--scenario S] [--json]`: line of sight between two hexes under the battle's rules
// family (info["system"]), with the hexes the line crosses and the first thing that blocks it; with a scenario, its
// set-up's units block and the firer sees only through its front hexsides (rules/los_units.h). Exit 0 visible,
// 1 blocked, 2 bad input.
#include <ostream>

#include "battle_input.h"
#include "json_output.h"
#include "parsed_args.h"
#include "rules/los.h"
#include "rules/los_units.h"
#include "rules/validate.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

std::optional<Hex> parseHexOperand(const Battle& b, const std::string& text, Console& console) {
  Result<Hex> h = hexOnMap(b, text);
  if (!h) {
    usageError(console, findCommand("los"), h.status().message());
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
  std::optional<std::string> scenarioCode = args.value("scenario");
  const Scenario* scenario = nullptr;
  if (scenarioCode) {
    scenario = findScenario(battle->scenarios, *scenarioCode);
    if (!scenario) {
      usageError(console, findCommand("los"), "no scenario '" + *scenarioCode + "' in " + path);
      return ExitCode::Usage;
    }
  }
  UnitLos withUnits;
  if (scenario) {
    const LosMap map(*battle, rules);
    withUnits = losWithUnits(map, ScenarioUnits(*battle, *scenario), *from, *to);
  } else {
    withUnits.los = los(*battle, rules, *from, *to);
  }
  const LosResult& r = withUnits.los;
  const bool behind = !withUnits.throughFront;  // the line leaves the firer through a flank or rear hexside
  const Unit* blockingUnit = battle->army.unit(withUnits.blockingUnit);
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
    if (r.blocker != LosBlocker::None) {
      blocker = {{"kind", r.blocker == LosBlocker::Hexside ? "hexside"
                          : r.blocker == LosBlocker::Unit  ? "unit"
                                                           : "hex"},
                 {"at", blockerName},
                 {"reason", r.reason},
                 {"ground", r.ground}};
      if (r.blocker == LosBlocker::Unit) blocker["unit"] = withUnits.blockingUnit;
    } else if (behind) {
      blocker = {{"kind", "facing"},
                 {"at", g.label(*from)},
                 {"reason", "not a front hexside"},
                 {"ground", false},
                 {"unit", withUnits.firer}};
    }
    printJson(console, {{"json_version", kJsonVersion},
                        {"file", path},
                        {"rules", systemName(rules)},
                        {"from", g.label(*from)},
                        {"to", g.label(*to)},
                        {"visible", r.visible},
                        {"range", r.range},
                        {"crossed", crossed},
                        {"blocker", blocker},
                        {"scenario", scenario ? Json(scenario->code) : Json(nullptr)}});
  } else {
    console.out << g.label(*from) << " -> " << g.label(*to) << ": " << (r.visible ? "visible" : "blocked") << ", range "
                << r.range << " (" << systemName(rules) << " rules)\n";
    console.out << "Crossed:";
    for (const LineStep& s : r.crossed) console.out << " " << stepLabel(g, s);
    console.out << "\n";
    if (r.blocker == LosBlocker::Unit) {
      console.out << "Blocked by unit " << (blockingUnit && !blockingUnit->name.empty() ? blockingUnit->name : "")
                  << " (" << withUnits.blockingUnit << ") in hex " << blockerName << "\n";
    } else if (r.blocker != LosBlocker::None) {
      console.out << "Blocked by " << (r.blocker == LosBlocker::Hexside ? "hexside " : "hex ") << blockerName << " ("
                  << (r.ground ? "higher ground, " : "") << r.reason << ")\n";
    } else if (behind) {
      console.out << "Blocked: the line leaves " << g.label(*from) << " through a flank or rear hexside of "
                  << withUnits.firer << "\n";
    }
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
      "hexside that blocks it with its terrain code. With --scenario S, the units of scenario S's set-up block\n"
      "as the rules family says (and the blocking unit is named), and the unit at FROM sees only through its\n"
      "front hexsides. Exit status: 0 visible, 1 blocked, 2 bad input. The --json document is described in "
      "editor/cli/README.md.\n";
  c.options = {{"scenario", "S", "place the units of scenario S (its code)"},
               {"json", "", "print one JSON object instead of text"}};
  c.run = runLos;
  return c;
}

}  // namespace cartouche::cli
