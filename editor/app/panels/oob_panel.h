// The order-of-battle panel (View > Order of battle, F9): the scenario switcher (a combo of the battle's scenarios
// by name; the current scenario is EditorState::scenario, whose set-up the map's counters show), then the tree of
// sides, nodes and units with each unit's hex in that scenario. Rows are drawn through ImGuiListClipper, so a tree
// of 5,000 units scrolls at frame rate. A click selects (Ctrl adds), a node's arrow opens and closes it. Units
// (the selection when the dragged unit is in it) are dragged onto a node or before a unit (MoveUnits), nodes onto
// another node or their side (MoveOobNode), and onto the map to place them (the set-up tool takes the drop).
// Each side's leaders follow its nodes under "Leaders", with rank, name and where the current scenario places him;
// a click chooses a leader for the leader inspector, and a leader's row dragged onto the map places him there (on a
// unit he commands, else at the hex; the set-up tool takes the drop). Buttons add a side, node, unit or leader (to the
// side of what is chosen), duplicate a unit with numbering and remove the selection (a side only once nothing names
// it). A chosen side or node shows its fields in a form under the buttons (oob_form.h). Every change is one command.
// The buttons are script places "oob:add-side", "oob:add-node", "oob:add-unit", "oob:add-leader", "oob:remove".
// Main thread, inside an ImGui frame.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "oob_form.h"
#include "panel_context.h"
#include "script_places.h"

namespace cartouche {

// ImGui drag and drop payloads: a unit, node or leader code, NUL-terminated.
inline constexpr const char* kUnitPayload = "CARTOUCHE_UNIT";
inline constexpr const char* kNodePayload = "CARTOUCHE_NODE";
inline constexpr const char* kLeaderPayload = "CARTOUCHE_LEADER";

struct OobRow {
  enum class Kind : uint8_t { Side, Node, Unit, Leaders, Leader };
  Kind kind = Kind::Side;
  int index = 0;  // into army.sides (Side, Leaders), army.nodes, army.units or army.leaders
  int depth = 0;  // a side 0, a top node 1, ...
  friend bool operator==(const OobRow&, const OobRow&) = default;
};

// The rows the tree shows: each side, its nodes in pre-order, each node's units right after it, then (when the side
// has leaders) its "Leaders" group and his leaders in the army's order. `closed` holds
// "side:CODE", "node:CODE" and "leaders:SIDE" for closed rows, whose nodes and units below are left out. Nodes or units
// whose node or side does not exist are left out (validation names them).
std::vector<OobRow> oobRows(const Army& army, const std::set<std::string>& closed);
// The number the first copy of `unit` takes when duplicated: one past the first number in its code (2 when none).
int nextCopyNumber(const Unit& unit);

class OobPanel {
 public:
  bool open = true;
  void draw(PanelContext& ctx);
  // Opens the ancestors of the unit, node or leader `code` ("leader:CODE" for the leader's row when a node has his
  // code too; "side:CODE" for a side's row) and scrolls the tree to it on the next frame (a script's way to show a
  // row before dragging it).
  void reveal(const Army& army, const std::string& code);
  // Where the row of the unit or node `code`, of the leader "leader:CODE" or the side "side:CODE" (either also as
  // `code` when no unit or node row has it), was drawn on the last frame (screen coordinates), if it was.
  std::optional<ImVec2> rowCentre(const std::string& code) const;
  const std::string& selectedNode() const { return selectedNode_; }
  // The side chosen in the tree (empty: none); choosing anything else clears it.
  const std::string& selectedSide() const { return selectedSide_; }
  // The buttons' and the form's places on the last frame ("oob:add-side", "oob:name"...).
  const ScriptPlaces& places() const { return places_; }
  // The leader chosen in the tree (empty: none); choosing a unit or node clears it.
  const std::string& selectedLeader() const { return selectedLeader_; }
  void chooseLeader(EditorState& state, const std::string& code);

 private:
  void drawScenarioSwitcher(PanelContext& ctx);
  void drawButtons(PanelContext& ctx);
  void addSide(PanelContext& ctx);
  void removeChosen(PanelContext& ctx);
  // The node new things go under and Remove takes: the chosen node, else the first chosen unit's node, else "".
  std::string chosenNode(const Army& army, const EditorState& state) const;
  // Chooses nothing in the tree: no side, node, leader or unit.
  void chooseNothing(EditorState& state);
  void drawRow(PanelContext& ctx, const OobRow& row);
  void acceptDrop(PanelContext& ctx, const OobRow& row);
  void runPending(PanelContext& ctx);

  std::set<std::string> closed_;
  std::vector<OobRow> rows_;
  uint64_t rowsAt_ = 0;
  bool rowsStale_ = true;
  std::map<std::string, ImVec2> drawnRows_, drawingRows_;
  std::string scrollTo_;
  std::string selectedNode_;
  std::string selectedSide_;
  OobForm form_;
  ScriptPlaces places_, drawingPlaces_;
  std::string selectedLeader_;
  std::map<std::string, std::string> leaderWhere_;  // leader code -> where the current scenario places him
  std::string whereScenario_;                       // the scenario leaderWhere_ was read from
  int copies_ = 1;
  CommandPtr pending_;  // a drop, run once the rows are drawn
  std::string error_;
};

}  // namespace cartouche
