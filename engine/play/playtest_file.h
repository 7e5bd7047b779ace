// A saved playtest: a short header (the battle's title, the scenario, the fingerprint of the map, army and set-up
// it was played on, the dice seed and how far the dice had gone) and the actions played, each with the dice it
// used, in the action format of actions.h. Resuming replays the actions on the same engine, so the file is also a
// script `cartouche play --script` runs. The format:
//
//   # Cartouche playtest
//   playtest = 1
//   battle = "Racławice 1794"
//   scenario = historical-1
//   fingerprint = map=0123456789abcdef;army=...;setup=...
//   seed = 42
//   draws = 17
//   [actions]
//   move pl-1 1203 1204
//   fire pl-1 at 1305 dice 7
//
// Thread-safety: pure functions.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "model/battle.h"
#include "play/actions.h"

namespace cartouche {

struct PlaytestFile {
  std::string battleTitle;
  std::string scenario;
  std::string fingerprint;
  uint64_t seed = 1;
  uint64_t draws = 0;
  std::vector<Action> actions;
};

std::string formatPlaytest(const Battle& battle, const PlaytestFile& file);
// Reads a playtest saved against `battle`: refuses a newer format, a missing header key, and a battle whose
// fingerprint differs from the saved one ("the playtest was saved against another version of the battle: the map
// and the set-up have changed since"), then its actions (messages give the file's line numbers).
Result<PlaytestFile> parsePlaytest(const Battle& battle, std::string_view text);

}  // namespace cartouche
