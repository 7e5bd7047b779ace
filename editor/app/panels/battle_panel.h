// The battle panel: the battle's information (title, date, place, sides, sources, map provenance and any other
// entry the file holds), each field editable where it stands and each change one undo step (SetInfo); then the
// scenarios, and the terrain vocabulary as a legend of colour swatches and names (any script). Thread-safety: main
// thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <map>
#include <string>

#include "panel_context.h"

namespace cartouche {

class BattlePanel {
 public:
  void draw(PanelContext& ctx);
  bool open = true;
  // Where each information field was drawn, "battle:KEY" ("battle:title", "battle:date"...), for --script.
  const std::map<std::string, ImVec2>& places() const { return places_; }

 private:
  void drawInformation(PanelContext& ctx);

  std::map<std::string, ImVec2> places_;
  std::map<std::string, std::string> editing_;  // the text of fields being edited, by key, until they lose focus
};

}  // namespace cartouche
