#include "vassal_setups.h"

#include <cctype>
#include <map>

#include "vassal_build_file.h"
#include "vassal_zip.h"

namespace cartouche::vassal {

int facingsFor(const Battle& battle) {
  for (const Formation& f : battle.armyVocabulary.formations)
    if (f.facing == FacingRule::Vertex || f.facing == FacingRule::Either) return 12;
  for (const Scenario& s : battle.scenarios)
    for (const Placement& p : s.setup)
      if (p.facing && isVertexFacing(*p.facing)) return 12;
  return 6;
}

int facingIndex(Facing f, int facings) {
  int twelfths = ((-f) % 12 + 12) % 12;  // clockwise twelfths from the wedge
  return (twelfths * facings / 12) % facings;
}

namespace {

std::string fileNameFor(const std::string& code, size_t index) {
  std::string safe;
  for (char c : code) safe += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') ? c : '_';
  return "setups/" + std::to_string(index + 1) + "-" + (safe.empty() ? "scenario" : safe) + ".vsav";
}

}  // namespace

std::optional<Hex> leaderHex(const Battle& battle, const EffectiveSetup& setup, const LeaderPlacement& p) {
  switch (p.at) {
    case LeaderAt::Hex:
      return p.hex;
    case LeaderAt::Unit:
      for (const Placement& u : setup.units)
        if (u.unit == p.unit) return u.hex;
      return std::nullopt;
    case LeaderAt::AnyOfHisUnits: {
      const Leader* l = battle.army.leader(p.leader);
      if (!l) return std::nullopt;
      for (const Placement& u : setup.units) {
        const Unit* unit = battle.army.unit(u.unit);
        if (!u.hex || !unit) continue;
        for (const std::string& node : l->commands)
          if (battle.army.isUnder(unit->node, node)) return u.hex;
      }
      return std::nullopt;
    }
    case LeaderAt::OffMap:
      return std::nullopt;
  }
  return std::nullopt;
}

Result<std::vector<SavedGame>> savedGames(const Battle& battle, const HexGridSettings& grid,
                                          const std::vector<UnitPiece>& pieces,
                                          const std::vector<UnitPiece>& leaderPieces, const std::string& onlyScenario) {
  if (!onlyScenario.empty() && !findScenario(battle.scenarios, onlyScenario)) {
    std::string codes;
    for (const Scenario& s : battle.scenarios) codes += (codes.empty() ? "" : ", ") + s.code;
    return Status::notFound("scenario \"" + onlyScenario + "\" is not in the battle; its scenarios are " +
                            (codes.empty() ? "none" : codes));
  }
  std::map<std::string, size_t> unitIndex, leaderIndex;
  for (size_t i = 0; i < battle.army.units.size(); ++i) unitIndex.emplace(battle.army.units[i].code, i);
  for (size_t i = 0; i < battle.army.leaders.size() && i < leaderPieces.size(); ++i)
    leaderIndex.emplace(battle.army.leaders[i].code, i);
  // One piece in a stack: its spec, gpid and angle.
  struct StackEntry {
    const PieceSpec* spec;
    const std::string* gpid;
    int angle;
  };
  const GridSettings& g = battle.map.grid();
  std::vector<SavedGame> games;
  for (size_t si = 0; si < battle.scenarios.size(); ++si) {
    const Scenario& scenario = battle.scenarios[si];
    if (!onlyScenario.empty() && scenario.code != onlyScenario) continue;
    EffectiveSetup setup = effectiveSetup(battle.scenarios, scenario);
    // Stacks by map index, in map order; rows keep their set-up order within a hex, leaders on top.
    std::map<int, std::vector<StackEntry>> stacks;
    for (const Placement& p : setup.units) {
      if (!p.hex) continue;  // off map: in the palette only
      auto where = "scenario " + scenario.code + ", unit " + p.unit;
      if (!unitIndex.count(p.unit)) return Status::invalidArgument(where + ": the army has no such unit");
      if (!g.contains(*p.hex)) return Status::invalidArgument(where + ": its hex is off the map");
      const UnitPiece& piece = pieces[unitIndex.at(p.unit)];
      const PieceSpec& spec = p.facing ? piece.faced : piece.unfaced;
      stacks[battle.map.indexOf(*p.hex)].push_back(
          {&spec, &piece.gpid, p.facing ? facingIndex(*p.facing, spec.facings) : 0});
    }
    for (const LeaderPlacement& p : setup.leaders) {
      auto it = leaderIndex.find(p.leader);
      auto where = "scenario " + scenario.code + ", leader " + p.leader;
      if (it == leaderIndex.end()) return Status::invalidArgument(where + ": the army has no such leader");
      std::optional<Hex> hex = leaderHex(battle, setup, p);
      if (!hex) continue;  // off map, or his units are: in the palette only
      if (!g.contains(*hex)) return Status::invalidArgument(where + ": his hex is off the map");
      const UnitPiece& piece = leaderPieces[it->second];
      stacks[battle.map.indexOf(*hex)].push_back({&piece.unfaced, &piece.gpid, 0});
    }
    std::vector<std::string> commands;
    int nextId = 1000;
    SavedGame game;
    for (const auto& [index, entries] : stacks) {
      PixelPoint at = vassalCentre(grid, g.toOffset(battle.map.hexAt(index)));
      std::vector<std::string> ids;
      for (const StackEntry& e : entries) {
        std::string id = std::to_string(nextId++);
        commands.push_back(
            addPieceCommand(id, pieceType(*e.spec), pieceState(*e.spec, kMapName, at.x, at.y, e.angle, *e.gpid)));
        ids.push_back(id);
        ++game.pieces;
      }
      commands.push_back(addStackCommand(std::to_string(nextId++), kMapName, at.x, at.y, ids));
    }
    ZipWriter zip;
    if (Status s = zip.add("savedGame", savedGameText(commands)); !s) return s;
    game.scenario = scenario.code;
    game.name = scenario.name.empty() ? scenario.code : scenario.name;
    game.file = fileNameFor(scenario.code, si);
    game.zip = zip.finish();
    games.push_back(std::move(game));
  }
  return games;
}

}  // namespace cartouche::vassal
