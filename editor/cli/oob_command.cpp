// `cartouche oob FILE [--json]`: the order of battle of each side as a tree, with the units under each node and the
// leaders, and counts per side.
#include <ostream>

#include "battle_input.h"
#include "json_output.h"
#include "parsed_args.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

std::string valuesText(const ArmyVocabulary& v, const UnitValues& values) {
  std::string out;
  for (const ValueField& f : v.fields)
    if (auto it = values.find(f.code); it != values.end()) out += " " + f.code + "=" + it->second;
  return out;
}

Json valuesJson(const ArmyVocabulary& v, const UnitValues& values) {
  Json j = Json::object();
  for (const ValueField& f : v.fields)
    if (auto it = values.find(f.code); it != values.end()) j[f.code] = it->second;
  return j;
}

struct Counts {
  size_t nodes = 0, units = 0, leaders = 0;
};

Counts countSide(const Army& army, const std::string& side) {
  Counts c;
  for (const OobNode& n : army.nodes) c.nodes += n.side == side;
  for (const Unit& u : army.units) c.units += army.sideOfUnit(u) == side;
  for (const Leader& l : army.leaders) c.leaders += l.side == side;
  return c;
}

void printNode(Console& console, const Battle& b, const OobNode& node, int depth) {
  std::string indent(size_t(2 * depth), ' ');
  console.out << indent << node.name << " [" << node.code << "]" << (node.level.empty() ? "" : " " + node.level)
              << (node.commander.empty() ? "" : ", " + node.commander) << "\n";
  for (const Unit& u : b.army.units)
    if (u.node == node.code)
      console.out << indent << "  - " << u.name << " [" << u.code << "]"
                  << (u.troopType.empty() ? "" : " " + u.troopType) << valuesText(b.armyVocabulary, u.values) << "\n";
  for (const OobNode& child : b.army.nodes)
    if (child.parent == node.code) printNode(console, b, child, depth + 1);
}

Json nodeJson(const Battle& b, const OobNode& node) {
  Json units = Json::array(), children = Json::array();
  for (const Unit& u : b.army.units)
    if (u.node == node.code)
      units.push_back({{"code", u.code},
                       {"name", u.name},
                       {"short_name", u.shortName},
                       {"troop_type", u.troopType},
                       {"values", valuesJson(b.armyVocabulary, u.values)},
                       {"loss_steps", u.losses.size()},
                       {"counters", u.counters ? Json(*u.counters) : Json(nullptr)}});
  for (const OobNode& child : b.army.nodes)
    if (child.parent == node.code) children.push_back(nodeJson(b, child));
  return {{"code", node.code},           {"level", node.level}, {"name", node.name},   {"short_name", node.shortName},
          {"commander", node.commander}, {"units", units},      {"children", children}};
}

ExitCode runOob(const ParsedArgs& args, Console& console) {
  const std::string& path = args.operand(0);
  std::optional<Battle> battle = readBattleInput(path, "oob", console);
  if (!battle) return ExitCode::Usage;
  const Battle& b = *battle;
  if (args.has("json")) {
    Json sides = Json::array();
    for (const ArmySide& side : b.army.sides) {
      Counts c = countSide(b.army, side.code);
      Json nodes = Json::array(), leaders = Json::array();
      for (const OobNode& n : b.army.nodes)
        if (n.side == side.code && n.parent.empty()) nodes.push_back(nodeJson(b, n));
      for (const Leader& l : b.army.leaders)
        if (l.side == side.code)
          leaders.push_back({{"code", l.code},
                             {"name", l.name},
                             {"rank", l.rank},
                             {"commands", l.commands},
                             {"values", valuesJson(b.armyVocabulary, l.values)},
                             {"command_range", l.commandRange ? Json(*l.commandRange) : Json(nullptr)}});
      sides.push_back({{"code", side.code},
                       {"name", side.name},
                       {"counts", {{"nodes", c.nodes}, {"units", c.units}, {"leaders", c.leaders}}},
                       {"nodes", nodes},
                       {"leaders", leaders}});
    }
    printJson(console, {{"json_version", kJsonVersion}, {"file", path}, {"sides", sides}});
    return ExitCode::Ok;
  }
  if (b.army.sides.empty()) console.out << path << ": no armies\n";
  for (const ArmySide& side : b.army.sides) {
    Counts c = countSide(b.army, side.code);
    console.out << side.name << " [" << side.code << "]: " << plural(c.nodes, "node") << ", " << plural(c.units, "unit")
                << ", " << plural(c.leaders, "leader") << "\n";
    for (const OobNode& n : b.army.nodes)
      if (n.side == side.code && n.parent.empty()) printNode(console, b, n, 1);
    for (const Leader& l : b.army.leaders) {
      if (l.side != side.code) continue;
      console.out << "  Leader " << (l.rank.empty() ? "" : l.rank + " ") << l.name << " [" << l.code << "]";
      if (!l.commands.empty()) {
        console.out << ", commands";
        for (const std::string& n : l.commands) console.out << " " << n;
      }
      console.out << valuesText(b.armyVocabulary, l.values) << "\n";
    }
  }
  return ExitCode::Ok;
}

}  // namespace

Command oobCommand() {
  Command c;
  c.name = "oob";
  c.operands = {"FILE"};
  c.summary = "The order of battle: each side's tree with its units and leaders, and counts per side.";
  c.description =
      "Prints each side of FILE with its numbers of nodes, units and leaders, then its order-of-battle tree in\n"
      "display order: each node with its code, level and commander, its units (code, troop type, the values the\n"
      "sources give; unknown values are left out), then the side's leaders and the nodes they command. Exit\n"
      "status: 0 done, 2 an unreadable battle. The --json document is described in editor/cli/README.md.\n";
  c.options = {{"json", "", "print one JSON object instead of text"}};
  c.run = runOob;
  return c;
}

}  // namespace cartouche::cli
