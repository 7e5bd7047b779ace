// The terrain palette: the battle's vocabulary as colour swatches with their names (any script), hex terrains and
// hexside features in two groups. A click on a hex terrain chooses what the brush and fill paint (state.terrain), a
// click on a hexside feature what the hexside tool draws (state.sideFeature). "Add terrain type..." and "Edit..."
// open a dialog whose OK is one AddTerrainType or EditTerrainType. Main thread, inside an ImGui frame.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "panel_context.h"

namespace cartouche {

// What a click on palette entry `id` chooses: the paint terrain for a hex terrain, the hexside feature otherwise.
void choosePaletteEntry(EditorState& state, const TerrainVocabulary& vocabulary, TerrainId id);

class TerrainPalettePanel {
 public:
  // REQUIRES: the next window's place is set (the host does).
  void draw(PanelContext& ctx);
  // Where each entry was drawn last frame ("terrain:CODE" -> its centre), for --script.
  const std::map<std::string, ImVec2>& places() const { return places_; }

 private:
  void drawGroup(PanelContext& ctx, TerrainKind kind);
  void openDialog(std::optional<TerrainId> id, TerrainType draft);
  void drawDialog(PanelContext& ctx);

  std::optional<TerrainId> focus_;  // the entry "Edit..." edits: the last one clicked
  bool dialogRequested_ = false;
  std::optional<TerrainId> editing_;  // none: the dialog adds a type
  TerrainType draft_;
  std::string error_;
  std::map<std::string, ImVec2> places_;
};

}  // namespace cartouche
