// What lets the user arrange the side columns: a splitter on each column's inner edge (drag it to resize, the pointer
// shows the left-right resize cursor; widths clamped by clampColumns), a small arrow button on each edge that
// collapses the column and, on the window's edge, brings it back, and the tab strips where two panels share a
// column (Terrain | Battle on the left, Grid | History on the right). It changes the ColumnLayout it is given; the
// panel host saves it. Every control's centre is kept for --script as splitter:left, splitter:right,
// collapse:left, collapse:right and tab:NAME. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <map>
#include <string>

#include "layout_state.h"
#include "panel_layout.h"

namespace cartouche {

class ColumnFrame {
 public:
  // The splitters and the collapse buttons of `columns` laid out as `in` (drawn after the docked panels).
  void drawEdges(ColumnLayout& columns, const PanelLayoutInput& in);
  // The left column's tab strip; `battle` whether the battle panel is open (else only Terrain is offered).
  void drawLeftTabs(ColumnLayout& columns, const PanelLayoutInput& in, bool battle);
  void drawRightTabs(ColumnLayout& columns, const PanelLayoutInput& in);
  // The tab strips show the layout's tabs on the next frames (after a reset, a file read, a menu toggle).
  void showChosenTabs() { forceTabs_ = 2; }
  // A splitter is being dragged: the width is not final yet.
  bool dragging() const { return dragging_; }
  const std::map<std::string, ImVec2>& places() const { return places_; }
  // Called once a frame before drawing: forgets last frame's places and drags.
  void beginFrame();

 private:
  void splitter(const char* id, float& width, float x, const PanelLayoutInput& in, bool left, float otherShown);
  void collapseButton(const char* id, bool& collapsed, float x, const PanelLayoutInput& in, bool left);

  std::map<std::string, ImVec2> places_;
  int forceTabs_ = 2;   // frames left that select the layout's tabs
  bool force_ = false;  // this frame selects them
  bool dragging_ = false;
  float grab_[2] = {0.f, 0.f};  // where each splitter was grabbed, from the column's edge
};

}  // namespace cartouche
