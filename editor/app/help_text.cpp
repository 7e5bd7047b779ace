#include "help_text.h"

namespace cartouche {

std::vector<ShortcutGroup> windowShortcuts() {
  return {
      {"File",
       {{"Ctrl+N", "New battle"},
        {"Ctrl+O", "Open a battle file or folder"},
        {"Ctrl+S", "Save"},
        {"Ctrl+Shift+S", "Save as..."},
        {"Ctrl+Q", "Quit (asks to save first)"}}},
      {"Edit", {{"Ctrl+Z", "Undo"}, {"Ctrl+Y, Ctrl+Shift+Z", "Redo"}}},
      {"View and windows",
       {{"F1", "Keyboard shortcuts (this sheet)"},
        {"F6", "Map layers (period maps)"},
        {"F7", "Rules tables"},
        {"F8, Shift+F8", "Next, previous problem"},
        {"F9", "Order of battle (sides, units, leaders)"},
        {"Ctrl+[, Ctrl+]", "Hide or show the left, right panels"},
        {"Escape", "Close help; cancel a stroke"}}},
      {"Play",
       {{"F5", "Play a scenario; Stop, back to editing"},
        {"Click a counter", "Choose it (Shift adds another)"},
        {"Click a shaded hex", "Move the chosen units there"},
        {"Click the enemy's hex", "Aim fire or melee at it"},
        {"Escape", "Let go of the chosen units and the target"}}},
      {"Map",
       {{"Wheel", "Zoom about the pointer"},
        {"+  -", "Zoom in, out"},
        {"Right or middle drag", "Pan"},
        {"Arrow keys", "Pan"},
        {"Home", "Fit the whole map"}}},
  };
}

std::vector<ShortcutGroup> toolShortcuts(const std::vector<ToolKey>& tools) {
  ShortcutGroup chooser{"Tools", {}};
  for (const ToolKey& t : tools)
    chooser.rows.push_back({t.key > 0 && t.key < 128 ? std::string(1, char(t.key)) : std::string("-"), t.name});
  return {
      chooser,
      {"While a tool is active",
       {{"[  ]", "Brush: smaller, larger"},
        {"Alt+click", "Brush: take the hex's terrain"},
        {"Shift+click", "Fill: replace it on the whole map"},
        {"Shift, Alt", "Hexside: flip the side; erase"},
        {"Shift+click", "Elevation: force a slope on, off"},
        {"Ctrl+C, Ctrl+X, Ctrl+V", "Select: copy, cut, paste"},
        {"R, M", "Select, while pasting: turn, mirror"},
        {"Delete", "Select: clear the selection"},
        {"V", "Line of sight: shade what is hidden"},
        {"[  ], Shift+wheel", "Set-up: turn a counter"},
        {"Escape", "Leave a paste, clear a line of sight"}}},
  };
}

const std::vector<GuideSection>& gettingStarted() {
  static const std::vector<GuideSection> sections = {
      {"Open a sample",
       "File > Open (Ctrl+O) and pick a battle under sample-battles: a .gpkg file, or a folder holding battle.txt. "
       "Without a file the editor shows a small demo battle. The name at the right of the menu bar is starred while "
       "the battle has edits its file lacks."},
      {"Paint terrain",
       "Take the brush (B), choose a terrain in the palette on the left and click or drag over the hexes; [ and ] "
       "change the brush size. Fill (F) floods an area of one terrain, the eyedropper (I) picks a hex's terrain. "
       "Every stroke is one step of Edit > Undo (Ctrl+Z)."},
      {"Hexsides",
       "The hexside tool (H) puts the feature chosen in its options on the edge nearest the pointer: streams, rivers, "
       "hedges, roads. Drag to draw a chain; Alt erases. A bridge needs a stream or river under it, and the "
       "editor says so when there is none."},
      {"Elevation",
       "The elevation tool (E) raises, lowers, sets or flattens hex levels with a drag. Slopes between levels are "
       "derived; Shift+click a hexside to force one on or off. View > Import DEM heights turns a height model into "
       "levels."},
      {"Period maps",
       "View > Map layers (F6) adds a scan of a period map under the hexes. Place the grid on the ground, then "
       "georeference the scan (View > Georeferencer) so it lines up; Fit grid to a board scan matches a printed map."},
      {"Armies and set-up",
       "View > Order of battle lists the sides, their units and leaders: Add side, Add node and Add unit build it, "
       "and a chosen side or node shows its name, code and colour or level under the buttons; the Unit window edits "
       "a unit's values. View > Scenario adds a scenario or a variant. The set-up tool (U) places them: drag a unit "
       "from the tree onto the map, drag a counter to move it, [ and ] turn it. The Scenario combo in the menu bar "
       "picks whose set-up the map shows."},
      {"Play",
       "Play > Play a scenario (F5) asks for a scenario, its variant and a dice seed, then plays it in the same window "
       "on the battle's own tables: click a counter, then a shaded hex to move, or the enemy's hex to fire or melee; "
       "End phase moves the turn on. Stop goes back to editing where you left it; play never changes the battle."},
      {"Problems",
       "The strip along the bottom lists what the battle still lacks or contradicts, as you edit. Click a line, or "
       "press F8, to jump to the hex or the rules table at fault; F7 opens the rules tables."},
      {"Save",
       "File > Save (Ctrl+S) writes the battle file; a new battle asks for a name first. Every edit is also kept at "
       "once in a working copy, so a crash loses nothing: the editor offers to recover it on the next start."},
  };
  return sections;
}

const std::vector<LibraryNotice>& libraryNotices() {
  static const std::vector<LibraryNotice> libraries = {
      {"Dear ImGui", "MIT", "the editor's windows and controls"},
      {"stb (stb_truetype, stb_rect_pack, stb_textedit)", "public domain or MIT", "fonts and text fields, with ImGui"},
      {"GLFW", "zlib", "the window, keyboard and mouse"},
      {"libglvnd (OpenGL, EGL)", "MIT-style", "drawing the map"},
      {"GDAL", "MIT/X", "period map rasters, heights, coordinate systems"},
      {"PROJ (through GDAL)", "MIT", "coordinate transformations"},
      {"SQLite", "public domain", "the battle file (GeoPackage) and the working copy"},
      {"nlohmann-json", "MIT", "the command line's JSON output"},
      {"libpng", "libpng licence", "screenshots and map images"},
      {"zlib", "zlib", "compression, with libpng"},
      {"DejaVu fonts", "Bitstream Vera licence, public domain changes", "the interface and hex labels"},
  };
  return libraries;
}

}  // namespace cartouche
