// What the Help menu's windows say: the keyboard shortcuts (the editor's own, as menu_bar.cpp, the panel host, the map
// view and the tools read them), the getting-started page, and the libraries in the program with their licences.
// Plain data, so the windows (help_windows.h) only lay it out. A shortcut added in the code belongs here too.
#pragma once

#include <string>
#include <vector>

namespace cartouche {

struct ShortcutRow {
  std::string keys;    // "Ctrl+Shift+S"
  std::string action;  // "Save as..."
};

struct ShortcutGroup {
  std::string title;  // "File"
  std::vector<ShortcutRow> rows;
};

// A tool as the Tools menu and the shortcut sheet name it.
struct ToolKey {
  std::string name;  // "Terrain brush"
  int key = 0;       // upper-case ASCII letter, 0 for none
};

// The window's shortcuts: File, Edit, View and windows, the map.
std::vector<ShortcutGroup> windowShortcuts();
// The tools with their letters (from the tool box), then the keys each tool reads while it is active.
std::vector<ShortcutGroup> toolShortcuts(const std::vector<ToolKey>& tools);

struct GuideSection {
  const char* title;
  const char* text;
};
// The getting-started page, one section a step, written for a wargame designer.
const std::vector<GuideSection>& gettingStarted();

struct LibraryNotice {
  const char* name;
  const char* licence;
  const char* use;
};
// The libraries the editor links (editor/ and engine/ CMakeLists.txt), with their licences.
const std::vector<LibraryNotice>& libraryNotices();

}  // namespace cartouche
