// The scenario panel (View > Scenario): buttons that add a scenario, add a variant of the current one (its set-up
// adds to its base's) and remove the current one; then the current scenario's name, code, start time, turn length
// and number of turns (0 or empty: unknown), its turn track (dusk and night turns as lists, a note per turn), its
// reinforcements (turn, units, entry hexes, note; the entry hexes are marked on the map), its morale levels (a side
// or one node, the level empty when unknown) and its victory conditions (automatic victory points per side, a note).
// Fields are stored when they are left, each as one SetScenario or SetReinforcement, one undo step; what does not
// parse is not stored and the reason shows beside it. The controls are script places "scenario:add",
// "scenario:variant", "scenario:remove", "scenario:name", "scenario:code", "scenario:start", "scenario:turn-minutes"
// and "scenario:turns". Main thread, inside an ImGui frame.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "panel_context.h"
#include "script_places.h"

namespace cartouche {

// "7, 8 9" -> {7, 8, 9}: whole numbers of 1 or more separated by commas or spaces; an error names the bad word.
Result<std::vector<int>> parseTurnList(const std::string& text);
std::string formatTurnList(const std::vector<int>& turns);
// "0126, 0127" -> hexes by their labels on `grid`; an error names the label that is not on the map.
Result<std::vector<Hex>> parseHexList(const GridSettings& grid, const std::string& text);
std::string formatHexList(const GridSettings& grid, const std::vector<Hex>& hexes);
// "pl-1, pl-2" -> codes, separated by commas or spaces.
std::vector<std::string> parseCodeList(const std::string& text);

class ScenarioPanel {
 public:
  bool open = false;
  void draw(PanelContext& ctx);
  const ScriptPlaces& places() const { return places_; }

 private:
  void drawButtons(PanelContext& ctx);
  void drawBasics(PanelContext& ctx, const Scenario& s);
  void drawTurnTrack(PanelContext& ctx, const Scenario& s);
  void drawReinforcements(PanelContext& ctx, const Scenario& s);
  void drawMoraleAndVictory(PanelContext& ctx, const Scenario& s);
  // Stores `after` in place of the current scenario under "Set scenario CODE WHAT"; keeps the reason on refusal.
  void store(PanelContext& ctx, const Scenario& before, const Scenario& after, const std::string& what);
  // The text a field shows: what was typed while it is being edited or was refused, else `value`.
  std::string& buffer(const std::string& key, const std::string& value);

  std::string scenario_;
  uint64_t loadedAt_ = 0;
  std::map<std::string, std::string> buffers_;
  std::map<std::string, std::string> errors_;
  ScriptPlaces places_;
  bool focusName_ = false;
};

}  // namespace cartouche
