// File > Import rules from another battle...: a path to a battle file or text folder, the plan
// (edit/rules_import.h) as a list with a checkbox per table and terrain type, each clash marked with what differs
// and a keep/replace choice, and Import, which hands back the one command that imports the chosen items. Clashes
// are listed first. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "edit/rules_import.h"

namespace cartouche {

// The battle at `path`: a text folder or a battle file; errors name the path.
Result<Battle> readRulesSource(const std::string& path);

class ImportRulesDialog {
 public:
  void open(const std::string& folder);  // the path field starts in `folder`
  bool showing() const { return showing_; }
  // Draws the dialog while it is open; returns the import command once the user presses Import (null when the
  // choice changes nothing), compared against `target`.
  std::optional<CommandPtr> draw(const Battle& target);
  // Where its controls were drawn, for --script: "importrules:path", "importrules:compare", "importrules:import",
  // "importrules:cancel", "importrules:table:CODE" and "importrules:terrain:CODE" (the checkboxes),
  // "importrules:replace:CODE" (a clash's Replace choice, which also ticks it).
  const std::map<std::string, ImVec2>& places() const { return places_; }

 private:
  void compare(const Battle& target);
  void drawItems(const char* kind, const std::vector<ImportItem>& items, std::set<std::string>& chosen);
  void keep(const std::string& name);

  char path_[1024] = {};
  std::optional<Battle> source_;
  std::string sourcePath_;
  ImportPlan plan_;
  std::string error_;
  std::set<std::string> tables_, terrain_, replace_;
  bool showing_ = false;
  bool opened_ = false;
  std::map<std::string, ImVec2> places_;
};

}  // namespace cartouche
