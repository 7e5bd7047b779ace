// The battle panel: title and metadata, scenarios, and the terrain vocabulary as a legend of colour swatches and
// names (any script). Read-only for now. Thread-safety: main thread, inside an ImGui frame.
#pragma once

#include "model/battle.h"

namespace cartouche {

class BattlePanel {
 public:
  void draw(const Battle& battle);
  bool open = true;
};

}  // namespace cartouche
