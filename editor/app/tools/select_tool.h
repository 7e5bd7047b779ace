// The select tool: a drag selects a rectangle of hexes in offset (column, row) coordinates, Alt+click (or the
// wand option) the contiguous area of one terrain; Shift adds to the selection. The selection lives in
// EditorState::selection. Ctrl+C copies it to EditorState::clipboard (terrain, level and the hexsides between
// selected hexes), Ctrl+X cuts, Delete paints the default terrain; Ctrl+V enters paste mode: the piece follows the
// pointer, R turns it 60 degrees clockwise, M mirrors it left to right, a click places it (one undo step, all or
// nothing, and it stays in paste mode for more copies), Escape leaves. The tool polls its keys from hover and
// drawOptions, once a frame. Main thread.
#pragma once

#include <optional>
#include <vector>

#include "edit/map_clipboard.h"
#include "tool.h"

namespace cartouche {

class SelectTool : public Tool {
 public:
  const char* name() const override { return "Select"; }
  const char* label() const override { return "S"; }
  const char* icon() const override { return "\uf245"; }  // fa-mouse-pointer
  int shortcut() const override { return 'S'; }
  const char* tooltip() const override {
    return "Drag to select a rectangle, Alt+click an area of one terrain, Shift adds. Ctrl+C, Ctrl+X, Ctrl+V (R "
           "turns, M mirrors, click places, Escape leaves), Delete clears.";
  }

  void press(ToolContext& ctx, const ToolInput& in) override;
  void drag(ToolContext& ctx, const ToolInput& in) override;
  void release(ToolContext& ctx, const ToolInput& in) override;
  void hover(ToolContext& ctx, const ToolInput& in) override;
  void cancel(ToolContext& ctx) override;
  void drawPreview(const ToolContext& ctx, ImDrawList* list) const override;
  void drawOptions(ToolContext& ctx) override;

  // The commands behind the keys and buttons. Each reports what it refused through ctx.message.
  bool copy(ToolContext& ctx);
  bool cut(ToolContext& ctx);
  bool deleteSelection(ToolContext& ctx);
  bool startPaste(ToolContext& ctx);
  void rotate() { transform_.rotation = (transform_.rotation + 1) % 6; }
  void mirror() { transform_.mirror = !transform_.mirror; }
  bool pasting() const { return pasting_; }
  PasteTransform transform() const { return transform_; }
  // The keys of this tool, read from ImGui at most once a frame (see the header comment).
  void pollKeys(ToolContext& ctx);

  bool wandMode = false;  // the option: a click selects an area of one terrain, as Alt does

 private:
  void select(ToolContext& ctx, const ToolInput& in);
  void place(ToolContext& ctx, Hex anchor);

  std::optional<Hex> pressHex_;
  std::vector<int> before_;  // the selection a Shift drag adds to
  bool pasting_ = false;
  PasteTransform transform_;
  std::optional<Hex> pointer_;
  int keyFrame_ = -1;
  // The selection's outline, found again only when the selection or the grid changes: a magic wand can select
  // most of a million-hex map, too many hexes to walk every frame.
  mutable std::vector<int> outlineOf_;
  mutable GridSettings outlineGrid_;
  mutable std::vector<HexsideId> outline_;
};

}  // namespace cartouche
