// The scenarios as VASSAL saved games: for each scenario and variant (its effective set-up, variants resolved), every
// unit set up on the map as an add-piece command at the point VASSAL's grid gives its hex's label, with its facing
// as the Can Rotate trait's angle index, units sharing a hex in one stack in set-up order (the first row at the
// bottom). A unit whose facing is unknown keeps angle 0 and the counter image without a facing wedge. Leaders set up
// on the map go on top of the stack in their hex: at their hex, on their unit's hex, or, set up "on any one of his
// units", on the hex of the first of his units the set-up places on the map (the owner may move him to another of
// them). Thread-safety: plain values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "model/battle.h"
#include "vassal_encoding.h"
#include "vassal_grid.h"

namespace cartouche::vassal {

// One unit's piece, faced (its image with the facing wedge) and unfaced (without), and its palette gpid.
struct UnitPiece {
  PieceSpec faced;
  PieceSpec unfaced;
  std::string gpid;
};

// 12 when any formation faces vertices (or either) or any set-up row faces a vertex, else 6.
int facingsFor(const Battle& battle);
// The Can Rotate angle index of facing `f` (counter-clockwise twelfths, 0 along the image's wedge) with `facings`
// clockwise steps.
int facingIndex(Facing f, int facings);

struct SavedGame {
  std::string scenario;  // its code
  std::string name;      // shown in VASSAL's File > New menu
  std::string file;      // entry name inside the module
  std::vector<uint8_t> zip;
  int pieces = 0;
};

// `pieces` indexed like battle.army.units, `leaderPieces` like battle.army.leaders (their unfaced spec is used).
// `onlyScenario` empty: every scenario; else that one (NotFound when the battle has no such scenario).
// InvalidArgument, naming the scenario and the unit or leader, when a set-up row names one the army lacks or a hex
// off the map.
Result<std::vector<SavedGame>> savedGames(const Battle& battle, const HexGridSettings& grid,
                                          const std::vector<UnitPiece>& pieces,
                                          const std::vector<UnitPiece>& leaderPieces, const std::string& onlyScenario);
// Where the leader placement `p` puts him in `setup`: his hex; his unit's hex; the hex of the first of his units on
// the map (on any one of his units); none when off map, or when his unit or units are not on the map.
std::optional<Hex> leaderHex(const Battle& battle, const EffectiveSetup& setup, const LeaderPlacement& p);

}  // namespace cartouche::vassal
