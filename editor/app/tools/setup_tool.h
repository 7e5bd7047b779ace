// The set-up tool (U): places and arranges the current scenario's counters (EditorState::scenario). A drag moves
// the counter under the pointer to the hex where it is let go (one SetPlacement, one undo step); [ and ] turn the
// counter under the pointer, else the selected one, through the 12 facings; the wheel turns the counter being
// dragged (the turn is part of the drop) and Shift+wheel the counter under the pointer (notches on one counter in a
// row are one undo step), a notch away from the user clockwise, as ]; Shift+click on a neighbour of the
// selected unit's hex gives it that second hex (a two-hex line), Shift+click on its own hex takes it away. A click
// selects, on empty ground clears the selection. Units and nodes dropped from the order-of-battle tree are placed
// through place() and placeNode(): a node's units go in stacks of kStackOnDrop, the dropped hex first, then its
// neighbours ring by ring. The tool options list the stack under the pointer (or the selected unit's), bottom to
// top, with buttons that reorder it (RestackHex). A leader's badge dragged and let go over the map moves him there,
// as a leader's row dropped from the tree does (placeLeader): onto a unit he commands he is set up on it, anywhere
// else at the hex. Main thread.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tool.h"

namespace cartouche {

// How many of a dropped node's units go in one hex.
constexpr int kStackOnDrop = 3;

// Where the units of `node` (its subtree, in the army's order) go when the node is dropped on `hex`: stacks of
// `perHex` on the map, `hex` first, then the hexes around it ring by ring. Their formation and facing stay
// unknown; units the scenario already places elsewhere are moved.
std::vector<Placement> nodePlacements(const Battle& battle, const std::string& node, Hex hex, int perHex);
// The facing one step round from `facing` (+1 counter-clockwise, -1 clockwise); an unknown facing starts at 0.
Facing turnedFacing(std::optional<Facing> facing, int step);

class SetupTool : public Tool {
 public:
  const char* name() const override { return "Set-up"; }
  const char* label() const override { return "U"; }
  const char* icon() const override { return "\uf024"; }  // fa-flag
  int shortcut() const override { return 'U'; }
  const char* tooltip() const override {
    return "Drag a counter or a leader's badge to move it, [ and ] or Shift+wheel turn a counter (the wheel while "
           "dragging), Shift+click a "
           "neighbour for a two-hex unit's second hex. "
           "Drag units or nodes from the order of battle onto the map to place them.";
  }

  void press(ToolContext& ctx, const ToolInput& in) override;
  void drag(ToolContext& ctx, const ToolInput& in) override;
  void release(ToolContext& ctx, const ToolInput& in) override;
  void hover(ToolContext& ctx, const ToolInput& in) override;
  void cancel(ToolContext& ctx) override;
  void keys(ToolContext& ctx) override;
  bool wheel(ToolContext& ctx, const ToolInput& in, float notches) override;
  void drawPreview(const ToolContext& ctx, ImDrawList* list) const override;
  void drawOptions(ToolContext& ctx) override;

  // What the pointer and the tree's drops do, also for tests and scripts. Each is one undo step and reports a
  // refusal through ctx.message.
  // `facing`: the facing it takes there (none: it keeps its own).
  bool place(ToolContext& ctx, const std::string& unit, Hex hex, std::optional<Facing> facing = std::nullopt);
  bool placeNode(ToolContext& ctx, const std::string& node, Hex hex);
  // `stroke`: a non-zero id joins the turns made under it into one undo step.
  bool turn(ToolContext& ctx, const std::string& unit, int step, uint64_t stroke = 0);
  bool setSecondHex(ToolContext& ctx, const std::string& unit, std::optional<Hex> second);
  bool restack(ToolContext& ctx, Hex hex, std::vector<std::string> bottomToTop);
  // `leader` let go at `world`: on the unit he commands there, else at the hex (leaderDropPlacement). Nothing is done
  // (and true returned) when that is where he already is.
  bool placeLeader(ToolContext& ctx, const std::string& leader, Point world);

 private:
  std::optional<Placement> currentPlacement(ToolContext& ctx, const std::string& unit) const;

  std::string dragging_;        // the unit being dragged
  std::string draggingLeader_;  // the leader whose badge is being dragged
  Point pressPoint_;            // where the badge was taken, world units
  bool leaderMoved_ = false;    // the pointer has left the badge: a drag, not a click
  Point pointer_;               // where the pointer is, world units
  Hex dragHex_;
  bool dragOnMap_ = false;
  std::optional<Facing> dragFacing_;  // the wheel's turn of the dragged counter, applied on the drop
  float wheelRest_ = 0.f;             // a fraction of a notch (touchpads) not turned yet
  std::string wheelUnit_;             // the counter Shift+wheel last turned, and the undo step its turns join
  uint64_t wheelStroke_ = 0;
  std::optional<Hex> stackHex_;  // the stack the tool options list
};

}  // namespace cartouche
