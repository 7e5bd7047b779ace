// The New Battle dialog (File > New, Ctrl+N): the title, columns and rows, pointy- or flat-topped hexes, which
// printed rows or columns are shifted (in the map's own 1-based numbering), the label format with a live preview of
// the first labels, the hex size on the ground, the rules family, and optionally another battle (a .gpkg file or a
// text folder) whose terrain types and rules tables the new one starts from. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <map>
#include <optional>
#include <string>

#include "new_battle.h"

namespace cartouche {

class NewBattleDialog {
 public:
  void open();
  bool showing() const { return showing_; }
  // Draws the dialog while it is open; returns the new battle once Create is pressed and the battle could be made
  // (a bad grid or an unreadable battle to start from is said in the dialog, which stays open).
  std::optional<Battle> draw();
  // Where its controls were drawn ("newbattle:title", "newbattle:columns", "newbattle:rows", "newbattle:from",
  // "newbattle:create", "newbattle:cancel", "newbattle:system" and, while its list is open,
  // "newbattle:system:la-bataille"...), for --script.
  const std::map<std::string, ImVec2>& places() const { return places_; }

 private:
  void drawGrid();
  void drawLabels();
  void drawPreview();
  void keep(const char* name);

  NewBattleSpec spec_;
  char title_[256] = "";
  char from_[1024] = "";
  int system_ = 0;  // 0 not chosen, 1 La Bataille, 2 Racławice
  std::string error_;
  bool showing_ = false;
  bool opened_ = false;
  std::map<std::string, ImVec2> places_;
};

}  // namespace cartouche
