// The hexside tool: draws EditorState::sideFeature on hexsides. A click puts it on the hexside nearest the
// pointer; a drag draws a chain, along hex edges for edge features (stream, river, contour) and hex to hex through
// hexsides for crossings (road, bridge, ford). An edge chain runs from the press to the pointer now; a crossing
// follows the hexes the pointer passes through, and going back over the last hex takes it out again. Bridges and fords
// go only where a water feature already runs. Directional features point at the hex the press was in (Shift: the other
// one) and keep that hand along the chain. Alt, or the erase option, removes the feature instead. One drag is one undo
// step. Main thread.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "tool.h"

namespace cartouche {

class HexsideTool : public Tool {
 public:
  const char* name() const override { return "Hexside"; }
  const char* label() const override { return "H"; }
  const char* icon() const override { return "\uf018"; }  // fa-road
  int shortcut() const override { return 'H'; }
  const char* tooltip() const override {
    return "Click near a hex edge to put the hexside feature there; drag to draw a chain (rivers along edges, roads "
           "hex to hex). Shift flips a directional feature's side; Alt erases.";
  }

  void press(ToolContext& ctx, const ToolInput& in) override;
  void drag(ToolContext& ctx, const ToolInput& in) override;
  void release(ToolContext& ctx, const ToolInput& in) override;
  void hover(ToolContext& ctx, const ToolInput& in) override;
  void cancel(ToolContext& ctx) override;
  void drawPreview(const ToolContext& ctx, ImDrawList* list) const override;
  void drawOptions(ToolContext& ctx) override;

  bool eraseMode = false;  // the option: drawing erases, as Alt does

  // The hexsides the current drag would change, in order (for the preview and tests).
  const std::vector<HexsideId>& chain() const { return chain_; }

 private:
  struct Stroke {
    TerrainId feature = 0;
    HexsideId pressSide;
    Hex pressHex;
    bool erase = false;
    bool flip = false;
    // Where the chain was last found to: a drag sends many moves within one hex, and a long chain costs a search.
    std::optional<std::pair<HexsideId, Hex>> end;
    // A crossing's route: the hexes the pointer went through, in order, the press hex first.
    std::vector<Hex> route;
  };
  void follow(const ToolContext& ctx, const ToolInput& in);
  void commit(ToolContext& ctx);

  std::optional<Stroke> stroke_;
  std::vector<HexsideId> chain_;
  std::optional<HexsideId> hoverSide_;
};

}  // namespace cartouche
