#include "help_windows.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cstdio>

namespace cartouche {

namespace {

constexpr const char* kShortcutsTitle = "Keyboard shortcuts";
constexpr const char* kStartTitle = "Getting started";
constexpr const char* kAboutTitle = "About Cartouche";
const ImVec4 kHeadingColour(0.95f, 0.78f, 0.35f, 1.f);

// The Tools menu's letters and the tool-specific keys take the right half of the sheet, the window's own the left:
// one table of two key-and-action column pairs, so the sheet stays within 800 pixels of height.
struct SheetLine {
  const std::string* heading = nullptr;
  const ShortcutRow* row = nullptr;
};

std::vector<SheetLine> lines(const std::vector<ShortcutGroup>& groups) {
  std::vector<SheetLine> out;
  for (const ShortcutGroup& g : groups) {
    if (!out.empty()) out.push_back({});  // a blank line between groups
    out.push_back({&g.title, nullptr});
    for (const ShortcutRow& r : g.rows) out.push_back({nullptr, &r});
  }
  return out;
}

void cell(const SheetLine& line, bool keyColumn) {
  if (line.heading) {
    if (keyColumn) ImGui::TextColored(kHeadingColour, "%s", line.heading->c_str());
  } else if (line.row) {
    if (keyColumn) {
      ImGui::TextUnformatted(line.row->keys.c_str());
    } else {
      ImGui::PushTextWrapPos(0.f);  // wraps at the column's edge
      ImGui::TextUnformatted(line.row->action.c_str());
      ImGui::PopTextWrapPos();
    }
  }
}

}  // namespace

const char* cartoucheVersion() { return CARTOUCHE_VERSION; }

bool HelpWindows::begin(const char* title, bool* open, Shown& shown, float anchorX, float width) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float margin = 8.f;
  // Beside the Help menu, pulled left so that the whole window stays in sight; never taller than the space under
  // the menu bar (the rest scrolls).
  const float x = std::max(vp->WorkPos.x + margin, std::min(anchorX, vp->WorkPos.x + vp->WorkSize.x - width - margin));
  ImGui::SetNextWindowPos(ImVec2(x, vp->WorkPos.y + 4.f), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0.f),
                                      ImVec2(width, std::max(100.f, vp->WorkSize.y - 4.f - margin)));
  ImGui::SetNextWindowBgAlpha(1.f);  // opaque: the map's labels must not show through the text
  const bool appearing = shown.size.x == 0.f;
  if (appearing) ImGui::SetNextWindowFocus();
  const ImGuiWindowFlags flags = ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
  const bool visible = ImGui::Begin(title, open, flags);
  shown.pos = ImGui::GetWindowPos();
  shown.size = ImGui::GetWindowSize();
  return visible;
}

void HelpWindows::end(bool* open, Shown& shown) {
  ImGui::Spacing();
  if (ImGui::Button("Close")) *open = false;
  if (ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) &&
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    *open = false;
  ImGui::End();
  if (!*open) shown = Shown{};  // the next opening places and focuses it afresh
}

void HelpWindows::draw(float anchorX, const std::vector<ToolKey>& tools) {
  const float font = ImGui::GetFontSize();
  if (!shortcuts) shortcutsShown_ = Shown{};
  if (!gettingStarted) startShown_ = Shown{};
  if (!about) aboutShown_ = Shown{};
  if (shortcuts) {
    if (begin(kShortcutsTitle, &shortcuts, shortcutsShown_, anchorX, font * 55.f)) drawShortcuts(tools);
    end(&shortcuts, shortcutsShown_);
  }
  if (gettingStarted) {
    if (begin(kStartTitle, &gettingStarted, startShown_, anchorX, font * 40.f)) drawGettingStarted();
    end(&gettingStarted, startShown_);
  }
  if (about) {
    if (begin(kAboutTitle, &about, aboutShown_, anchorX, font * 40.f)) drawAbout();
    end(&about, aboutShown_);
  }
}

void HelpWindows::drawShortcuts(const std::vector<ToolKey>& tools) {
  const std::vector<ShortcutGroup> left = windowShortcuts(), right = toolShortcuts(tools);
  const std::vector<SheetLine> a = lines(left), b = lines(right);
  const float font = ImGui::GetFontSize();
  const ImGuiTableFlags flags = ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("##shortcuts", 4, flags)) return;
  ImGui::TableSetupColumn("Key", ImGuiTableColumnFlags_WidthFixed, font * 9.f);
  ImGui::TableSetupColumn("Action", ImGuiTableColumnFlags_WidthFixed, font * 16.f);
  ImGui::TableSetupColumn("Key ", ImGuiTableColumnFlags_WidthFixed, font * 10.5f);
  ImGui::TableSetupColumn("Action ", ImGuiTableColumnFlags_WidthFixed, font * 16.5f);
  for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    ImGui::TableNextRow();
    const SheetLine none;
    const SheetLine& l = i < a.size() ? a[i] : none;
    const SheetLine& r = i < b.size() ? b[i] : none;
    ImGui::TableSetColumnIndex(0);
    cell(l, true);
    ImGui::TableSetColumnIndex(1);
    cell(l, false);
    ImGui::TableSetColumnIndex(2);
    cell(r, true);
    ImGui::TableSetColumnIndex(3);
    cell(r, false);
  }
  ImGui::EndTable();
}

void HelpWindows::drawGettingStarted() {
  ImGui::PushTextWrapPos(0.f);
  bool first = true;
  for (const GuideSection& s : cartouche::gettingStarted()) {
    if (!first) ImGui::Spacing();
    first = false;
    ImGui::TextColored(kHeadingColour, "%s", s.title);
    ImGui::TextUnformatted(s.text);
  }
  ImGui::Spacing();
  ImGui::TextDisabled("Help > Keyboard shortcuts (F1) lists every key.");
  ImGui::PopTextWrapPos();
}

void HelpWindows::drawAbout() {
  ImGui::TextColored(kHeadingColour, "Cartouche %s", cartoucheVersion());
  ImGui::PushTextWrapPos(0.f);
  ImGui::TextUnformatted(
      "An editor for hex wargame battles: maps, hexsides, elevation, period maps, armies and "
      "scenarios, checked against the rules as you edit.");
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  int major = 0, minor = 0, revision = 0;
  glfwGetVersion(&major, &minor, &revision);  // the library loaded, not the headers built against
  ImGui::TextDisabled("Built with Dear ImGui %s; running GLFW %d.%d.%d.", IMGUI_VERSION, major, minor, revision);
  ImGui::Spacing();
  ImGui::TextUnformatted("Libraries in this program:");
  const float font = ImGui::GetFontSize();
  const ImGuiTableFlags flags = ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  if (ImGui::BeginTable("##libraries", 3, flags)) {
    ImGui::TableSetupColumn("Library", ImGuiTableColumnFlags_WidthFixed, font * 12.f);
    ImGui::TableSetupColumn("Licence", ImGuiTableColumnFlags_WidthFixed, font * 10.f);
    ImGui::TableSetupColumn("Used for", ImGuiTableColumnFlags_WidthFixed, font * 15.5f);
    ImGui::TableHeadersRow();
    for (const LibraryNotice& l : libraryNotices()) {
      ImGui::TableNextRow();
      for (const char* text : {l.name, l.licence, l.use}) {
        ImGui::TableNextColumn();
        ImGui::PushTextWrapPos(0.f);
        ImGui::TextUnformatted(text);
        ImGui::PopTextWrapPos();
      }
    }
    ImGui::EndTable();
  }
}

std::vector<std::string> HelpWindows::describe() const {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  std::vector<std::string> out;
  auto line = [&](const char* title, const Shown& s, const std::string& extra) {
    char text[256];
    std::snprintf(text, sizeof text, "help: %s at %.0f,%.0f size %.0fx%.0f in %.0fx%.0f%s", title, s.pos.x, s.pos.y,
                  s.size.x, s.size.y, display.x, display.y, extra.c_str());
    out.push_back(text);
  };
  if (shortcuts) line(kShortcutsTitle, shortcutsShown_, "");
  if (gettingStarted) line(kStartTitle, startShown_, "");
  if (about) line(kAboutTitle, aboutShown_, std::string(" version ") + cartoucheVersion());
  return out;
}

}  // namespace cartouche
