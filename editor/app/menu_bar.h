// The main menu bar (File, Edit, View, Tools, Play, Help) and the editor's shortcuts (Ctrl+N, Ctrl+O, Ctrl+S,
// Ctrl+Shift+S, Ctrl+Q, Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y, Home, F1, F5). It changes nothing itself: it returns what the
// user asked for and the session acts on it (the Help windows' flags are the one thing it sets, as the View menu's
// toggles do). Thread-safety: main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "edit/document.h"

namespace cartouche {

struct MenuRequests {
  bool quit = false;
  bool undo = false;
  bool redo = false;
  bool fitMap = false;
  bool newBattle = false;
  bool open = false;
  bool save = false;
  bool saveAs = false;
  bool importRules = false;    // File > Import rules from another battle...
  bool exportPdf = false;      // File > Export print (PDF)
  bool exportGis = false;      // File > Export for QGIS (GeoPackage)
  bool exportVassal = false;   // File > Export for VASSAL (module)
  std::string openRecent;      // a path from the recent files, or ""
  std::optional<size_t> tool;  // the Tools menu's choice: an index into MenuTools::tools
  bool play = false;           // Play > Play a scenario (F5), or Stop playing while playing
  bool playSave = false;       // Play > Save playtest, while playing
  bool playResume = false;     // Play > Resume a playtest, while editing
};

// The Tools menu: the current mode's tools in toolbar order, each with its letter as the shortcut shown.
struct ToolMenuEntry {
  std::string name;  // "Terrain brush"
  int key = 0;       // upper-case ASCII letter, 0 for none
};
struct MenuTools {
  std::vector<ToolMenuEntry> tools;
  size_t active = 0;  // ticked
};

// The Help menu's windows (help_windows.h), opened and closed by the menu and by F1.
struct HelpToggles {
  bool* shortcuts = nullptr;
  bool* gettingStarted = nullptr;
  bool* about = nullptr;
};

// Where drawMenuBar drew things, for --script pointer actions: "menu:Tools" (a menu's title) and, while that menu is
// open, "menu:Tools/Fill" (its entries), in screen coordinates; and the Help menu's left edge, where its windows open.
struct MenuPlaces {
  std::map<std::string, ImVec2> items;
  float helpX = 0.f;
};

// A View menu entry that shows or hides something: "Battle panel".
struct MenuToggle {
  const char* label;
  bool* shown;
  const char* shortcut = nullptr;  // shown beside it, e.g. "Ctrl+["
};

struct ViewToggles {
  bool* labels;
  bool* grid;
  bool* patterns;
  std::vector<MenuToggle> panels;  // the current mode's, after the window's own
};

struct MenuFileState {
  std::string name;  // file name or battle name, shown at the right of the bar
  bool modified = false;
  const std::vector<std::string>* recent = nullptr;
  bool playing = false;  // the window is in play mode: the Play menu offers Stop
};

MenuRequests drawMenuBar(const Document& document, const ViewToggles& toggles, const MenuFileState& file,
                         const MenuTools& tools = {}, const HelpToggles& help = {}, MenuPlaces* places = nullptr);

// The View menu's entries for the panels the panel host owns: the problems strip (F8 goes to the next problem) and
// the rules tables (F7). Called after drawMenuBar in the same frame; ImGui appends them to the View menu drawn there.
struct PanelToggles {
  bool* problems;
  bool* rules;
};
void appendPanelMenu(const PanelToggles& toggles);

// The View menu's period map entries: the map layers window (F6; adding layers, the ground placement, comparing), the
// georeferencer, fitting the grid to a board scan, and importing DEM heights. Called after drawMenuBar in the same
// frame.
struct LayerToggles {
  bool* layers;
  bool* georeferencer;
  bool* gridFit;
  bool* demImport;
};
void appendLayerMenu(const LayerToggles& toggles);

// The scenario switcher in the menu bar, right after the menus: "Scenario" and a combo of `scenarios` by name (the
// code when a scenario has none) that sets `current`, the scenario whose set-up the map shows and the set-up tool
// edits (the order-of-battle panel's combo sets the same). As wide as the bar leaves between the menus and the file
// name, at most about 22 characters; left out when the battle has no scenario. Called after drawMenuBar in the same
// frame. `places` gets where the combo and, while it is open, each entry were drawn (screen coordinates; scripts
// click them).
struct SwitcherPlaces {
  std::optional<ImVec2> combo;
  std::map<std::string, ImVec2> entries;  // scenario code -> its entry's centre
};
void appendScenarioSwitcher(const std::vector<Scenario>& scenarios, std::string& current, SwitcherPlaces* places);

}  // namespace cartouche
