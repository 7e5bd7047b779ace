// `cartouche setup FILE --scenario S [--json]`: the effective set-up of one scenario (a variant's inherited rows
// resolved): each hex with its units in stack order, formation and facing, the leaders, the units off map and the
// reinforcements with their turn and entry hexes.
#include <algorithm>
#include <ostream>
#include <utility>

#include "battle_input.h"
#include "json_output.h"
#include "parsed_args.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

constexpr const char* kName = "setup";

const char* whenOccupiedText(WhenOccupied w) {
  switch (w) {
    case WhenOccupied::NearestFree:
      return "nearest free hex";
    case WhenOccupied::Wait:
      return "waits";
    case WhenOccupied::NoLimit:
      return "no limit";
    case WhenOccupied::Unspecified:
      break;
  }
  return "";
}

struct View {
  const Battle& b;
  std::string label(Hex h) const { return b.map.grid().label(h); }
  std::string facing(const std::optional<Facing>& f) const {
    return f ? facingName(b.map.grid().orientation, *f) : "unknown";
  }
  std::string unitName(const std::string& code) const {
    const Unit* u = b.army.unit(code);
    return (u ? u->name : "?") + " [" + code + "]";
  }
  std::string leaderName(const std::string& code) const {
    const Leader* l = b.army.leader(code);
    return (l ? l->name : "?") + " [" + code + "]";
  }
  std::string where(const LeaderPlacement& lp) const {
    switch (lp.at) {
      case LeaderAt::Hex:
        return lp.hex ? "at " + label(*lp.hex) : "at an unknown hex";
      case LeaderAt::AnyOfHisUnits:
        return "with any of his units";
      case LeaderAt::Unit:
        return "with " + unitName(lp.unit);
      case LeaderAt::OffMap:
        return "off map";
    }
    return "";
  }
  // The hexes units stand in, in the order their first unit is listed.
  std::vector<Hex> hexes(const EffectiveSetup& s) const {
    std::vector<Hex> out;
    for (const Placement& p : s.units)
      if (p.hex && std::find(out.begin(), out.end(), *p.hex) == out.end()) out.push_back(*p.hex);
    return out;
  }
};

Json placementJson(const View& v, const Placement& p) {
  return {{"unit", p.unit},
          {"name", v.b.army.unit(p.unit) ? v.b.army.unit(p.unit)->name : ""},
          {"second_hex", p.second ? Json(v.label(*p.second)) : Json(nullptr)},
          {"formation", p.formation},
          {"facing", v.facing(p.facing)},
          {"note", p.note}};
}

ExitCode runSetup(const ParsedArgs& args, Console& console) {
  const Command* self = findCommand(kName);
  const std::string& path = args.operand(0);
  std::optional<std::string> code = args.value("scenario");
  if (!code) return usageError(console, self, "--scenario S is required: the code of a scenario in FILE");
  std::optional<Battle> battle = readBattleInput(path, kName, console);
  if (!battle) return ExitCode::Usage;
  const Scenario* sc = findScenario(battle->scenarios, *code);
  if (!sc) {
    std::string known;
    for (const Scenario& s : battle->scenarios) known += (known.empty() ? "" : ", ") + s.code;
    printError(console, kName,
               path + ": no scenario \"" + *code + "\" (" + (known.empty() ? "the battle has none" : known) + ")");
    return ExitCode::Usage;
  }
  View v{*battle};
  EffectiveSetup s = effectiveSetup(battle->scenarios, *sc);
  if (args.has("json")) {
    Json hexes = Json::array(), offMap = Json::array(), leaders = Json::array(), reinforcements = Json::array();
    for (Hex h : v.hexes(s)) {
      Json units = Json::array();
      for (const Placement& p : s.units)
        if (p.hex == h) units.push_back(placementJson(v, p));
      hexes.push_back({{"hex", v.label(h)}, {"units", units}});
    }
    for (const Placement& p : s.units)
      if (!p.hex) offMap.push_back(placementJson(v, p));
    for (const LeaderPlacement& lp : s.leaders)
      leaders.push_back({{"leader", lp.leader},
                         {"name", battle->army.leader(lp.leader) ? battle->army.leader(lp.leader)->name : ""},
                         {"at", lp.at == LeaderAt::Hex             ? "hex"
                                : lp.at == LeaderAt::AnyOfHisUnits ? "any-of-his-units"
                                : lp.at == LeaderAt::Unit          ? "unit"
                                                                   : "off-map"},
                         {"hex", lp.at == LeaderAt::Hex && lp.hex ? Json(v.label(*lp.hex)) : Json(nullptr)},
                         {"unit", lp.at == LeaderAt::Unit ? Json(lp.unit) : Json(nullptr)},
                         {"note", lp.note}});
    for (const Reinforcement& r : s.reinforcements) {
      Json entry = Json::array();
      for (Hex h : r.entry) entry.push_back(v.label(h));
      reinforcements.push_back({{"turn", r.turn},
                                {"units", r.units},
                                {"leaders", r.leaders},
                                {"entry", entry},
                                {"when_occupied", whenOccupiedText(r.whenOccupied)},
                                {"note", r.note}});
    }
    printJson(console, {{"json_version", kJsonVersion},
                        {"file", path},
                        {"scenario", sc->code},
                        {"name", sc->name},
                        {"base", sc->base.empty() ? Json(nullptr) : Json(sc->base)},
                        {"hexes", hexes},
                        {"off_map", offMap},
                        {"leaders", leaders},
                        {"reinforcements", reinforcements}});
    return ExitCode::Ok;
  }
  console.out << "Scenario " << sc->code << ": " << sc->name
              << (sc->base.empty() ? "" : " (a variant of " + sc->base + ")") << "\n";
  auto unitLine = [&](const Placement& p) {
    std::string line = v.unitName(p.unit);
    if (p.second) line += " and " + v.label(*p.second);
    if (!p.formation.empty()) line += ", " + p.formation;
    line += ", facing " + v.facing(p.facing);
    if (!p.note.empty()) line += " (" + p.note + ")";
    return line;
  };
  console.out << "On the map, bottom of each stack first:\n";
  for (Hex h : v.hexes(s)) {
    console.out << "  " << v.label(h) << ":";
    bool first = true;
    for (const Placement& p : s.units)
      if (p.hex == h) {
        console.out << (first ? " " : "; ") << unitLine(p);
        first = false;
      }
    console.out << "\n";
  }
  console.out << "Leaders:\n";
  for (const LeaderPlacement& lp : s.leaders)
    console.out << "  " << v.leaderName(lp.leader) << " " << v.where(lp)
                << (lp.note.empty() ? "" : " (" + lp.note + ")") << "\n";
  console.out << "Off map:\n";
  for (const Placement& p : s.units)
    if (!p.hex) console.out << "  " << unitLine(p) << "\n";
  console.out << "Reinforcements:\n";
  for (const Reinforcement& r : s.reinforcements) {
    console.out << "  turn " << r.turn << ":";
    std::string sep = " ";
    for (const std::string& u : r.units) console.out << std::exchange(sep, ", ") << v.unitName(u);
    for (const std::string& l : r.leaders) console.out << std::exchange(sep, ", ") << v.leaderName(l);
    console.out << "; entering at";
    sep = " ";
    for (Hex h : r.entry) console.out << std::exchange(sep, ", ") << v.label(h);
    if (r.whenOccupied != WhenOccupied::Unspecified)
      console.out << " (when occupied: " << whenOccupiedText(r.whenOccupied) << ")";
    if (!r.note.empty()) console.out << " (" << r.note << ")";
    console.out << "\n";
  }
  return ExitCode::Ok;
}

}  // namespace

Command setupCommand() {
  Command c;
  c.name = kName;
  c.operands = {"FILE"};
  c.summary = "A scenario's effective set-up: units per hex in stack order, leaders, off-map units, reinforcements.";
  c.description =
      "Prints what is on the map at the start of scenario S of FILE, a variant's inherited set-up resolved: each\n"
      "hex (as labelled on the map) with its units bottom first, their formation and facing (a compass name, or\n"
      "\"unknown\" when the source prints none), the leaders and where they start, the units set up off map and\n"
      "the reinforcements with their turn and entry hexes. Exit status: 0 done, 2 an unreadable battle or an\n"
      "unknown scenario. The --json document is described in editor/cli/README.md.\n";
  c.options = {{"scenario", "S", "the scenario's code (required)"},
               {"json", "", "print one JSON object instead of text"}};
  c.run = runSetup;
  return c;
}

}  // namespace cartouche::cli
