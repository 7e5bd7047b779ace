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

Result<std::vector<SavedGame>> savedGames(const Battle& battle, const HexGridSettings& grid,
                                          const std::vector<UnitPiece>& pieces, const std::string& onlyScenario) {
  if (!onlyScenario.empty() && !findScenario(battle.scenarios, onlyScenario)) {
    std::string codes;
    for (const Scenario& s : battle.scenarios) codes += (codes.empty() ? "" : ", ") + s.code;
    return Status::notFound("scenario \"" + onlyScenario + "\" is not in the battle; its scenarios are " +
                            (codes.empty() ? "none" : codes));
  }
  std::map<std::string, size_t> unitIndex;
  for (size_t i = 0; i < battle.army.units.size(); ++i) unitIndex.emplace(battle.army.units[i].code, i);
  const GridSettings& g = battle.map.grid();
  std::vector<SavedGame> games;
  for (size_t si = 0; si < battle.scenarios.size(); ++si) {
    const Scenario& scenario = battle.scenarios[si];
    if (!onlyScenario.empty() && scenario.code != onlyScenario) continue;
    EffectiveSetup setup = effectiveSetup(battle.scenarios, scenario);
    // Stacks by map index, in map order; rows keep their set-up order within a hex.
    std::map<int, std::vector<const Placement*>> stacks;
    for (const Placement& p : setup.units) {
      if (!p.hex) continue;  // off map: in the palette only
      auto where = "scenario " + scenario.code + ", unit " + p.unit;
      if (!unitIndex.count(p.unit)) return Status::invalidArgument(where + ": the army has no such unit");
      if (!g.contains(*p.hex)) return Status::invalidArgument(where + ": its hex is off the map");
      stacks[battle.map.indexOf(*p.hex)].push_back(&p);
    }
    std::vector<std::string> commands;
    int nextId = 1000;
    SavedGame game;
    for (const auto& [index, rows] : stacks) {
      PixelPoint at = vassalCentre(grid, g.toOffset(*rows.front()->hex));
      std::vector<std::string> ids;
      for (const Placement* p : rows) {
        const UnitPiece& piece = pieces[unitIndex.at(p->unit)];
        const PieceSpec& spec = p->facing ? piece.faced : piece.unfaced;
        int angle = p->facing ? facingIndex(*p->facing, spec.facings) : 0;
        std::string id = std::to_string(nextId++);
        commands.push_back(
            addPieceCommand(id, pieceType(spec), pieceState(spec, kMapName, at.x, at.y, angle, piece.gpid)));
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
