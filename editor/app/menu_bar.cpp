#include "menu_bar.h"

#include <imgui.h>

#include <algorithm>

namespace cartouche {

namespace {

// Where drawMenuBar left room for the scenario switcher: the end of the menus and the start of the file name, kept in
// the menu bar window's storage for appendScenarioSwitcher later in the frame.
constexpr const char* kMenusEndKey = "##menus-end";
constexpr const char* kNameStartKey = "##name-start";

constexpr int kKeyF1 = 290;  // GLFW's key code, which ImGui 1.86 indexes io.KeysDown by
constexpr int kKeyF5 = 294;

// A menu title in the bar, its centre kept in `places` as "menu:LABEL".
bool beginMenu(const char* label, MenuPlaces* places) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 text = ImGui::CalcTextSize(label);
  const bool open = ImGui::BeginMenu(label);
  if (places)
    places->items[std::string("menu:") + label] =
        ImVec2(at.x + ImGui::GetStyle().ItemSpacing.x * 0.5f + text.x * 0.5f, at.y + text.y * 0.5f);
  return open;
}

// The last item drawn, kept as "menu:MENU/LABEL".
void keepPlace(MenuPlaces* places, const char* menu, const std::string& label) {
  if (!places) return;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  places->items[std::string("menu:") + menu + "/" + label] = ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y));
}

void drawToolsMenu(MenuRequests& r, const MenuTools& tools, MenuPlaces* places) {
  for (size_t i = 0; i < tools.tools.size(); ++i) {
    const ToolMenuEntry& t = tools.tools[i];
    char key[2] = {t.key > 0 && t.key < 128 ? char(t.key) : '\0', '\0'};
    if (ImGui::MenuItem(t.name.c_str(), key[0] ? key : nullptr, i == tools.active)) r.tool = i;
    keepPlace(places, "Tools", t.name);
  }
}

void drawHelpMenu(const HelpToggles& help, MenuPlaces* places) {
  ImGui::MenuItem("Keyboard shortcuts", "F1", help.shortcuts);
  keepPlace(places, "Help", "Keyboard shortcuts");
  ImGui::MenuItem("Getting started", nullptr, help.gettingStarted);
  keepPlace(places, "Help", "Getting started");
  ImGui::Separator();
  ImGui::MenuItem("About Cartouche", nullptr, help.about);
  keepPlace(places, "Help", "About Cartouche");
}

void drawFileMenu(MenuRequests& r, const MenuFileState& file, MenuPlaces* places) {
  r.newBattle = ImGui::MenuItem("New", "Ctrl+N");
  r.open = ImGui::MenuItem("Open...", "Ctrl+O");
  bool hasRecent = file.recent && !file.recent->empty();
  if (ImGui::BeginMenu("Open recent", hasRecent)) {
    for (const std::string& path : *file.recent)
      if (ImGui::MenuItem(path.c_str())) r.openRecent = path;
    ImGui::EndMenu();
  }
  ImGui::Separator();
  r.save = ImGui::MenuItem("Save", "Ctrl+S");
  r.saveAs = ImGui::MenuItem("Save as...", "Ctrl+Shift+S");
  ImGui::Separator();
  r.importRules = ImGui::MenuItem("Import rules from another battle...", nullptr, false, !file.playing);
  keepPlace(places, "File", "Import rules");
  r.exportPdf = ImGui::MenuItem("Export print (PDF)...");
  keepPlace(places, "File", "Export print (PDF)...");
  r.exportGis = ImGui::MenuItem("Export for QGIS (GeoPackage)...");
  keepPlace(places, "File", "Export for QGIS (GeoPackage)...");
  r.exportVassal = ImGui::MenuItem("Export for VASSAL (module)...");
  keepPlace(places, "File", "Export for VASSAL (module)...");
  ImGui::Separator();
  r.quit = ImGui::MenuItem("Quit", "Ctrl+Q");
}

}  // namespace

MenuRequests drawMenuBar(const Document& document, const ViewToggles& toggles, const MenuFileState& file,
                         const MenuTools& tools, const HelpToggles& help, MenuPlaces* places) {
  MenuRequests r;
  if (places) places->items.clear();
  if (!ImGui::BeginMainMenuBar()) return r;
  if (beginMenu("File", places)) {
    drawFileMenu(r, file, places);
    ImGui::EndMenu();
  }
  if (beginMenu("Edit", places)) {
    const UndoStack& h = document.history();
    // While playing, Undo and Redo are the game's (the play mode knows what it can undo).
    r.undo = ImGui::MenuItem("Undo", "Ctrl+Z", false, file.playing || h.canUndo());
    r.redo = ImGui::MenuItem("Redo", "Ctrl+Y", false, file.playing || h.canRedo());
    ImGui::EndMenu();
  }
  if (beginMenu("View", places)) {
    r.fitMap = ImGui::MenuItem("Fit map", "Home");
    keepPlace(places, "View", "Fit map");
    ImGui::Separator();
    ImGui::MenuItem("Hex labels", nullptr, toggles.labels);
    keepPlace(places, "View", "Hex labels");
    ImGui::MenuItem("Grid", nullptr, toggles.grid);
    keepPlace(places, "View", "Grid");
    ImGui::MenuItem("Terrain patterns", nullptr, toggles.patterns);
    keepPlace(places, "View", "Terrain patterns");
    for (const MenuToggle& t : toggles.panels) {
      ImGui::MenuItem(t.label, t.shortcut, t.shown);
      keepPlace(places, "View", t.label);
    }
    ImGui::EndMenu();
  }
  // Tools and Help come before the file name: a menu after it would land at the bar's far right.
  if (beginMenu("Tools", places)) {
    drawToolsMenu(r, tools, places);
    ImGui::EndMenu();
  }
  if (beginMenu("Play", places)) {
    r.play = ImGui::MenuItem(file.playing ? "Stop playing" : "Play a scenario...", "F5");
    keepPlace(places, "Play", file.playing ? "Stop playing" : "Play a scenario...");
    if (file.playing) {
      r.playSave = ImGui::MenuItem("Save playtest...");
      keepPlace(places, "Play", "Save playtest...");
    } else {
      r.playResume = ImGui::MenuItem("Resume a playtest...");
      keepPlace(places, "Play", "Resume a playtest...");
    }
    ImGui::EndMenu();
  }
  if (places) places->helpX = ImGui::GetCursorScreenPos().x;
  if (beginMenu("Help", places)) {
    drawHelpMenu(help, places);
    ImGui::EndMenu();
  }
  ImGuiStorage* storage = ImGui::GetStateStorage();
  storage->SetFloat(ImGui::GetID(kMenusEndKey), ImGui::GetCursorPosX());
  // The file name, marked with a star (as in the window title) while the file lacks edits.
  std::string name = file.modified ? "*" + file.name + "  (unsaved)" : file.name;
  float w = ImGui::CalcTextSize(name.c_str()).x;
  storage->SetFloat(ImGui::GetID(kNameStartKey), ImGui::GetWindowWidth() - w - 16.f);
  ImGui::SameLine(ImGui::GetWindowWidth() - w - 16.f);
  if (file.modified)
    ImGui::TextColored(ImVec4(1.f, 0.78f, 0.35f, 1.f), "%s", name.c_str());
  else
    ImGui::TextUnformatted(name.c_str());
  ImGui::EndMainMenuBar();
  // Shortcuts, only when no text field has the keyboard.
  ImGuiIO& io = ImGui::GetIO();
  if (!io.WantTextInput && io.KeyCtrl) {
    r.quit |= ImGui::IsKeyPressed('Q', false);
    r.newBattle |= ImGui::IsKeyPressed('N', false);
    r.open |= ImGui::IsKeyPressed('O', false);
    r.save |= ImGui::IsKeyPressed('S', false) && !io.KeyShift;
    r.saveAs |= ImGui::IsKeyPressed('S', false) && io.KeyShift;
    r.undo |= ImGui::IsKeyPressed('Z', false) && !io.KeyShift && (file.playing || document.history().canUndo());
    r.redo |= (ImGui::IsKeyPressed('Y', false) || (ImGui::IsKeyPressed('Z', false) && io.KeyShift)) &&
              (file.playing || document.history().canRedo());
  }
  if (!io.WantCaptureKeyboard) r.fitMap |= ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Home), false);
  // F1 types nothing, so it works while a text field has the keyboard; not while a prompt, menu or combo is open.
  if (help.shortcuts && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup) && ImGui::IsKeyPressed(kKeyF1, false))
    *help.shortcuts = !*help.shortcuts;
  if (!ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup) && ImGui::IsKeyPressed(kKeyF5, false)) r.play = true;
  return r;
}

void appendPanelMenu(const PanelToggles& toggles) {
  if (!ImGui::BeginMainMenuBar()) return;
  if (ImGui::BeginMenu("View")) {
    ImGui::Separator();
    ImGui::MenuItem("Problems", "F8 next", toggles.problems);
    ImGui::MenuItem("Rules tables", "F7", toggles.rules);
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
}

void appendLayerMenu(const LayerToggles& toggles) {
  if (!ImGui::BeginMainMenuBar()) return;
  // Appended to the View menu: a new top-level menu would land right of the file name the bar ends with.
  if (ImGui::BeginMenu("View")) {
    ImGui::Separator();
    ImGui::MenuItem("Map layers", "F6", toggles.layers);
    ImGui::MenuItem("Georeferencer", nullptr, toggles.georeferencer);
    ImGui::MenuItem("Fit grid to a board scan", nullptr, toggles.gridFit);
    if (ImGui::MenuItem("Import DEM heights", nullptr, toggles.demImport) && *toggles.demImport)
      *toggles.layers = true;  // the DEM import is a section of the layers window
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
}

void appendScenarioSwitcher(const std::vector<Scenario>& scenarios, std::string& current, SwitcherPlaces* places) {
  if (places) *places = SwitcherPlaces{};
  if (scenarios.empty() || !ImGui::BeginMainMenuBar()) return;
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const float gap = ImGui::GetFontSize() * 1.5f;
  const float start = storage->GetFloat(ImGui::GetID(kMenusEndKey), 0.f) + gap;
  const float end = storage->GetFloat(ImGui::GetID(kNameStartKey), ImGui::GetWindowWidth()) - gap;
  const char* label = "Scenario";
  const float labelWidth = ImGui::CalcTextSize(label).x + ImGui::GetStyle().ItemSpacing.x;
  const float width = std::min(ImGui::GetFontSize() * 22.f, end - start - labelWidth);
  if (width >= ImGui::GetFontSize() * 5.f) {
    auto nameOf = [](const Scenario& s) { return s.name.empty() ? s.code : s.name; };
    const Scenario* chosen = findScenario(scenarios, current);
    ImGui::SameLine(start);
    ImGui::TextDisabled("%s", label);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(width);
    // Drawn like the menus beside it (the bar's own colour until hovered), not as a bright field.
    const ImVec4* colours = ImGui::GetStyle().Colors;
    ImGui::PushStyleColor(ImGuiCol_FrameBg, colours[ImGuiCol_MenuBarBg]);
    ImGui::PushStyleColor(ImGuiCol_Button, colours[ImGuiCol_MenuBarBg]);
    ImGui::PushStyleColor(ImGuiCol_FrameBgHovered, colours[ImGuiCol_HeaderHovered]);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, colours[ImGuiCol_HeaderHovered]);
    const bool open = ImGui::BeginCombo("##menu-scenario", chosen ? nameOf(*chosen).c_str() : "(no scenario)");
    ImGui::PopStyleColor(4);
    if (places) {
      ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      places->combo = ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y));
    }
    if (open) {
      for (const Scenario& s : scenarios) {
        ImGui::PushID(s.code.c_str());
        if (ImGui::Selectable(nameOf(s).c_str(), chosen == &s)) current = s.code;
        if (places) {
          ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
          places->entries[s.code] = ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y));
        }
        ImGui::PopID();
      }
      ImGui::EndCombo();
    }
  }
  ImGui::EndMainMenuBar();
}

}  // namespace cartouche
