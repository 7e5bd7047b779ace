// What the tool tests share: a Document over a small battle with the editor state, a view of the whole map and a
// ToolContext, pointer input aimed at hex centres or near a hexside (as the editor computes it from the mouse), and
// an ImGui context with no renderer for the tests of previews, options and keys.
#pragma once

#include <string>
#include <vector>

#include "edit/document.h"
#include "tool.h"

namespace cartouche::testing {

struct Keys {
  bool shift = false, ctrl = false, alt = false;
};

class ToolHarness {
 public:
  static constexpr int kWidth = 800, kHeight = 600;
  explicit ToolHarness(Battle battle);
  ToolHarness(const ToolHarness&) = delete;
  ToolHarness& operator=(const ToolHarness&) = delete;

  const Battle& battle() const { return document.battle(); }
  const HexMap& map() const { return document.battle().map; }
  Hex hex(int col, int row) const { return map().grid().toHex({col, row}); }
  int index(int col, int row) const { return map().indexOf(hex(col, row)); }

  // The pointer at a hex's centre, or nine tenths of the way from its centre to the middle of its edge `dir`.
  ToolInput at(Hex h, Keys keys = {}) const;
  ToolInput at(int col, int row, Keys keys = {}) const { return at(hex(col, row), keys); }
  ToolInput nearSide(Hex h, int dir, Keys keys = {}) const;

  // Press at the first input, drag through the rest, release at the last.
  void stroke(Tool& tool, const std::vector<ToolInput>& path);
  void click(Tool& tool, const ToolInput& in) { stroke(tool, {in}); }

  Battle original;  // the battle as it was built, for undo checks
  Document document;
  EditorState state;
  MapView view;
  std::string message;
  ToolContext ctx;

 private:
  ToolInput pointer(Point world, Keys keys) const;
};

// A fresh ImGui context with a built font atlas and a display, inside a frame. No renderer: EndFrame only.
class ImGuiFrame {
 public:
  ImGuiFrame();
  ~ImGuiFrame();
  ImGuiFrame(const ImGuiFrame&) = delete;
  ImGuiFrame& operator=(const ImGuiFrame&) = delete;
  // Ends this frame and starts the next one (key presses are seen on the frame after the key went down).
  void next();
};

}  // namespace cartouche::testing
