#include "import_rules_dialog.h"

#include <algorithm>
#include <cstring>
#include <filesystem>

#include "store/battle_file.h"
#include "text/battle_text.h"

namespace cartouche {

Result<Battle> readRulesSource(const std::string& path) {
  std::error_code ec;
  if (path.empty()) return Status::invalidArgument("give the path of a battle file or text folder");
  if (!std::filesystem::exists(path, ec)) return Status::notFound(path + ": no such file or folder");
  Result<Battle> b = std::filesystem::is_directory(path, ec) ? loadBattleText(path) : readBattleFile(path);
  if (!b && b.status().message().find(path) == std::string::npos)
    return Status::invalidArgument(path + ": " + b.status().message());
  return b;
}

void ImportRulesDialog::open(const std::string& folder) {
  std::memset(path_, 0, sizeof path_);
  if (!folder.empty()) std::strncpy(path_, (folder + "/").c_str(), sizeof path_ - 1);
  source_.reset();
  plan_ = {};
  error_.clear();
  tables_.clear();
  terrain_.clear();
  replace_.clear();
  showing_ = true;
  opened_ = false;
}

void ImportRulesDialog::keep(const std::string& name) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  places_["importrules:" + name] = ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y));
}

void ImportRulesDialog::compare(const Battle& target) {
  Result<Battle> b = readRulesSource(path_);
  source_.reset();
  tables_.clear();
  terrain_.clear();
  replace_.clear();
  if (!b) {
    error_ = b.status().message();
    return;
  }
  error_.clear();
  source_ = std::move(b).value();
  sourcePath_ = path_;
  plan_ = planRulesImport(target, *source_);
  // New tables start chosen; clashes, identical items and terrain types are the user's to tick.
  for (const ImportItem& i : plan_.tables)
    if (i.state == ImportState::New) tables_.insert(i.code);
}

void ImportRulesDialog::drawItems(const char* kind, const std::vector<ImportItem>& items,
                                  std::set<std::string>& chosen) {
  // Clashes first, then new items, then identical ones.
  for (ImportState state : {ImportState::Clash, ImportState::New, ImportState::Identical})
    for (const ImportItem& i : items) {
      if (i.state != state) continue;
      ImGui::PushID((std::string(kind) + i.code).c_str());
      bool on = chosen.count(i.code) != 0;
      if (ImGui::Checkbox("##on", &on)) {
        if (on)
          chosen.insert(i.code);
        else
          chosen.erase(i.code);
      }
      keep(std::string(kind) + ":" + i.code);
      ImGui::SameLine();
      const ImVec4 colour = state == ImportState::Clash ? ImVec4(0.95f, 0.6f, 0.2f, 1)
                            : state == ImportState::New ? ImVec4(0.5f, 0.85f, 0.5f, 1)
                                                        : ImVec4(0.6f, 0.6f, 0.6f, 1);
      ImGui::TextColored(colour, "%-9s", importStateName(state));
      ImGui::SameLine();
      ImGui::Text("%s  \"%s\"", i.code.c_str(), i.name.c_str());
      if (!i.bringsTerrain.empty()) {
        std::string s;
        for (const std::string& c : i.bringsTerrain) s += (s.empty() ? "" : ", ") + c;
        ImGui::SameLine();
        ImGui::TextDisabled("(brings terrain %s)", s.c_str());
      }
      if (!i.broughtBy.empty()) {
        std::string s;
        for (const std::string& c : i.broughtBy) s += (s.empty() ? "" : ", ") + c;
        ImGui::SameLine();
        ImGui::TextDisabled("(comes with table %s)", s.c_str());
      }
      if (state == ImportState::Clash) {
        ImGui::Indent(ImGui::GetFontSize() * 2.f);
        ImGui::PushTextWrapPos(0.f);
        for (const std::string& d : i.differences) ImGui::TextDisabled("%s", d.c_str());
        ImGui::PopTextWrapPos();
        const bool replacing = replace_.count(i.code) != 0;
        if (ImGui::RadioButton("Keep this battle's", !replacing)) replace_.erase(i.code);
        ImGui::SameLine();
        // Choosing Replace also ticks the item: that is what the user means.
        if (ImGui::RadioButton("Replace with the source's", replacing)) {
          replace_.insert(i.code);
          chosen.insert(i.code);
        }
        keep("replace:" + i.code);
        ImGui::Unindent(ImGui::GetFontSize() * 2.f);
      }
      ImGui::PopID();
    }
}

std::optional<CommandPtr> ImportRulesDialog::draw(const Battle& target) {
  if (!showing_) return std::nullopt;
  places_.clear();
  const char* id = "Import rules from another battle###import-rules-dialog";
  if (!opened_) {
    ImGui::OpenPopup(id);
    opened_ = true;
  }
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowSize(ImVec2(io.DisplaySize.x * 0.8f, io.DisplaySize.y * 0.8f), ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(id, nullptr)) {
    showing_ = false;
    return std::nullopt;
  }
  std::optional<CommandPtr> result;
  ImGui::TextUnformatted("Ruleset tables and terrain types from a battle file (.gpkg) or a text folder:");
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 8.f);
  const bool entered = ImGui::InputText("##path", path_, sizeof path_, ImGuiInputTextFlags_EnterReturnsTrue);
  keep("path");
  ImGui::SameLine();
  if (ImGui::Button("Compare") || entered) compare(target);
  keep("compare");
  if (!error_.empty()) ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "%s", error_.c_str());
  ImGui::Separator();
  const float footer = ImGui::GetFrameHeightWithSpacing() * 2.f;
  ImGui::BeginChild("##plan", ImVec2(0, -footer), false);
  if (source_) {
    ImGui::Text("Tables of %s:", sourcePath_.c_str());
    if (plan_.tables.empty()) ImGui::TextDisabled("none");
    drawItems("table", plan_.tables, tables_);
    ImGui::Spacing();
    ImGui::TextUnformatted("Terrain types (those a chosen new or replaced table names come with it):");
    drawItems("terrain", plan_.terrain, terrain_);
  } else {
    ImGui::TextDisabled("Compare to see the source's tables and terrain types against this battle's.");
  }
  ImGui::EndChild();
  ImGui::Separator();
  Result<RulesImport> made = Status::invalidArgument("no source");
  if (source_) {
    ImportChoice choice{{tables_.begin(), tables_.end()}, {terrain_.begin(), terrain_.end()}, replace_};
    made = makeRulesImport(target, *source_, choice,
                           "Import rules from " + std::filesystem::path(sourcePath_).filename().string());
    if (made) {
      const ImportCounts& c = made->counts;
      ImGui::Text("Import adds %zu tables and replaces %zu; adds %zu terrain types and replaces %zu.", c.tablesAdded,
                  c.tablesReplaced, c.terrainAdded, c.terrainReplaced);
    } else {
      ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "%s", made.status().message().c_str());
    }
  }
  ImGui::BeginDisabled(!made || !made->command);
  if (ImGui::Button("Import")) {
    result = std::move(made->command);
    showing_ = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndDisabled();
  keep("import");
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    showing_ = false;
    ImGui::CloseCurrentPopup();
  }
  keep("cancel");
  ImGui::EndPopup();
  return result;
}

}  // namespace cartouche
