// Counters on the map, drawn into an ImGui draw list over the map (the editor's background list, or the offscreen
// overlay for PNGs and benchmarks) from a CounterLayout (view/counter_layout.h). Zoomed in, a counter shows its side's
// colour, a NATO box with its arm's symbol (infantry a cross, cavalry one diagonal, artillery a dot, "?" when the
// troop type is not known), its short name, its main values ("9-?-3"), a wedge at its facing and, on top of a stack,
// a badge with the count. Smaller counters become chips in the side's colour (the arm's symbol while there is room).
// Only visible counters are drawn; with `things`, each begins a thing of that overlay (map_overlay.h). Coordinates:
// map_view.h; `origin` is the viewport's top-left corner in ImGui screen coordinates. Thread-safety: REQUIRES the draw
// list's ImGui context current.
#pragma once

#include <imgui.h>

#include <set>
#include <string>

#include "map_overlay.h"
#include "view/counter_layout.h"

namespace cartouche {

// Counters narrower than this on screen (pixels) are drawn as chips; narrower than kMinChipSymbol, as plain chips.
constexpr double kMinFullCounter = 40.0;
constexpr double kMinChipSymbol = 12.0;

struct CounterHighlight {
  std::set<std::string> selected;  // unit codes drawn with a bright frame
  std::string hovered;             // a unit code drawn with a light frame
  std::string hidden;              // a unit being dragged: left out (the tool draws it under the pointer)
};

struct CounterDrawStats {
  int full = 0, chips = 0;
};

CounterDrawStats drawCounters(ImDrawList* list, ImFont* font, const CounterLayout& layout, const GridSettings& grid,
                              const MapView& view, ImVec2 origin, int width, int height,
                              const CounterHighlight& highlight = {}, MapOverlay* things = nullptr);
// What a counter's look depends on, for MapOverlay::thing().
uint64_t counterKey(const CounterPlace& counter, bool selected, bool hovered);

// A leader's counter with its top-left corner at `at` and `side` pixels wide: his side's colour, a white star where a
// unit's NATO box stands, his rank small above his name (counter.label), and his values (counter.values) below.
void drawLeaderCounter(ImDrawList* list, ImFont* font, const CounterPlace& counter, const std::string& rank, ImVec2 at,
                       float side);
// One counter with its top-left corner at `at` and `side` pixels wide (also the set-up tool's drag image).
void drawCounter(ImDrawList* list, ImFont* font, const CounterPlace& counter, ImVec2 at, float side, ImVec2 facing,
                 bool selected, bool hovered);

}  // namespace cartouche
