// The XML files of a VASSAL module: buildFile.xml (GameModule and its components: the command encoder, options,
// player sides, the piece palette, the map with its board, hex grid and numbering and the components that let
// pieces be dragged, and one predefined set-up per scenario) and moduledata (AbstractMetaData). Element and
// attribute names are VASSAL's class names and attribute keys. Thread-safety: plain values.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "export/xml_text.h"
#include "vassal_grid.h"

namespace cartouche::vassal {

constexpr const char* kVassalVersion = "3.6.0";
constexpr const char* kMapName = "Main map";
constexpr const char* kBoardName = "Board";

struct PieceSlotEntry {
  std::string entryName;  // shown in the palette: the unit's name
  std::string gpid;
  int width = 0, height = 0;
  std::string definition;  // the add-piece command
};

struct PaletteList {
  std::string name;  // a side
  std::vector<PieceSlotEntry> slots;
};

struct PredefinedSetupEntry {
  std::string name;  // the scenario's name
  std::string file;  // the saved game inside the module
};

struct ModuleDescription {
  std::string name;
  std::string version = "1.0";
  std::string description;
  std::string boardImage;  // under images/
  int boardWidth = 0, boardHeight = 0;
  HexGridSettings grid;
  bool cornersLegal = false;  // units face vertices: pieces may also snap to hex corners
  std::vector<std::string> sides;
  std::vector<PaletteList> palette;
  std::vector<PredefinedSetupEntry> setups;
  int nextPieceSlotId = 0;
};

using cartouche::xmlAttribute;
using cartouche::xmlText;

std::string buildFileXml(const ModuleDescription& module);
std::string moduleDataXml(const ModuleDescription& module, int64_t dateSavedMs);

}  // namespace cartouche::vassal
