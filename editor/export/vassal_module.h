// `cartouche export vassal`: a battle as a VASSAL module (.vmod). The board is the map drawn by the renderer with
// its labels; the hex grid and its numbering find the battle's hexes and labels on it (vassal_grid.h); every unit
// is a piece with its counter image, name, code, side and facing (vassal_encoding.h) in a palette per side, and so is
// every leader (a counter with a star, his rank, name and values; no facing); every scenario and variant is a
// predefined set-up (vassal_setups.h). The module is written beside OUT and renamed over it, so OUT is the old file or
// the whole new one. Thread-safety: as render_image.h (one GL context per call).
#pragma once

#include <string>

#include "base/status.h"
#include "model/battle.h"

namespace cartouche::vassal {

constexpr int kDefaultHexPixels = 84;

struct ModuleOptions {
  std::string outputPath;
  int hexPixels = kDefaultHexPixels;  // across a hex's flats on the board
  std::string scenario;               // empty: every scenario
};

struct ModuleSummary {
  int units = 0;
  int leaders = 0;
  int setups = 0;
  int boardWidth = 0, boardHeight = 0;
  int facings = 6;
  size_t bytes = 0;
};

// InvalidArgument or NotFound for what the battle or the options cannot give (named: scenario, grid setting, hex
// size); IoError when OUT cannot be written. OUT is untouched on any failure.
Result<ModuleSummary> writeModule(const Battle& battle, const ModuleOptions& options);

}  // namespace cartouche::vassal
