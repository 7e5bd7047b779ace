// Map editing tools. A tool keeps temporary state only (hover, the stroke in progress, its preview) and changes the
// battle solely by executing commands on the Document: it never modifies the map itself. Input reaches a tool as
// ToolInput, in world and hex terms, whether it came from the mouse or from a test script, so tests drive tools
// through the same code as a person. Coordinates: world units of view/map_view.h. Main thread only.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <string>
#include <vector>

#include "edit/document.h"
#include "editor_state.h"
#include "view/map_legend.h"
#include "view/map_view.h"

namespace cartouche {

struct ToolInput {
  Point world;  // the pointer in world units
  Hex hex;      // the hex under it (may be off the map)
  bool onMap = false;
  HexsideId nearestSide;  // the hexside of `hex` nearest to the pointer
  bool shift = false, ctrl = false, alt = false;
};

// What a tool may use while it works. `view`, `width` and `height` place previews on screen.
struct ToolContext {
  Document& document;
  EditorState& state;
  const MapView& view;
  int width = 1, height = 1;
  // Reports a refused command (shown as a notice over the map); tools never throw or print.
  std::string* message = nullptr;
  // Announces a finished action that took a while (a raster import, DEM heights read): each is shown as a notice.
  std::vector<std::string>* notices = nullptr;

  void announce(std::string text) const {
    if (notices) notices->push_back(std::move(text));
  }

  const Battle& battle() const { return document.battle(); }
  // Executes a command, reporting a refusal through `message`. A non-zero stroke joins one undo step.
  bool execute(CommandPtr cmd, uint64_t stroke = 0);
};

class Tool {
 public:
  virtual ~Tool() = default;
  virtual const char* name() const = 0;   // "Terrain brush"
  virtual const char* label() const = 0;  // toolbar button text, a glyph or two: "B"
  // The toolbar's icon: one glyph of the icon font (Fork Awesome's codepoints, U+F000 and up), "" for none. The
  // label stands in for it where the font is missing.
  virtual const char* icon() const { return ""; }
  // The key that selects the tool: an upper-case ASCII letter or digit, 0 for none. ImGui 1.86 indexes keys by the
  // platform's key codes, and GLFW's codes for letters and digits are their ASCII values.
  virtual int shortcut() const = 0;
  virtual const char* tooltip() const = 0;  // one or two sentences: what a click and a drag do
  // What the tool draws over the map now, for the map's legend (no rows when it draws nothing to explain).
  virtual LegendSection legend() const { return {}; }

  // The primary button went down, moved while down, and came up. `hover` runs on every move.
  virtual void press(ToolContext&, const ToolInput&) {}
  virtual void drag(ToolContext&, const ToolInput&) {}
  virtual void release(ToolContext&, const ToolInput&) {}
  virtual void hover(ToolContext&, const ToolInput&) {}
  // The wheel turned by `notches` (positive away from the user) with the pointer over the map at `in`, before the
  // map zooms. Returns true when the tool used it: the map then does not zoom.
  virtual bool wheel(ToolContext&, const ToolInput&, float /*notches*/) { return false; }
  // Escape, or another tool chosen mid-stroke.
  virtual void cancel(ToolContext&) {}
  // The active tool's own keys, once a frame while ImGui does not want the keyboard (ToolBox::handleShortcuts).
  virtual void keys(ToolContext&) {}
  // Preview on the map (the hexes a brush will paint, the path a river will take), in screen pixels.
  virtual void drawPreview(const ToolContext&, ImDrawList*) const {}
  // The tool's own options in the tool options panel (brush size, what the fill replaces...).
  virtual void drawOptions(ToolContext&) {}
};

}  // namespace cartouche
