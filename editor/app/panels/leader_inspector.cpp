#include "leader_inspector.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "../tools/leader_rows.h"
#include "edit/army_commands.h"
#include "edit/setup_commands.h"
#include "inspector_fields.h"
#include "panel_layout.h"
#include "unit_inspector.h"

namespace cartouche {

void LeaderInspector::reload(const Leader& l) {
  leader_ = l.code;
  name_ = l.name;
  rank_ = l.rank;
  range_ = l.commandRange ? std::to_string(*l.commandRange) : "";
  notes_ = l.notes;
  placedIn_.clear();  // the placement is read again
  values_.clear();
  for (const auto& [k, v] : l.values) values_[k] = v;
  errors_.clear();
}

void LeaderInspector::flush(PanelContext& ctx) {
  const Battle& battle = ctx.tool.battle();
  const Leader* l = leader_.empty() ? nullptr : battle.army.leader(leader_);
  leader_.clear();
  if (!l) return;
  // Only buffers that hold the element as the battle has it plus what was typed: after an undo or any other change
  // they were not reloaded for, what they hold is stale and is dropped.
  if (ctx.tool.state.changes.watch(ctx.tool.document) != loadedAt_) return;
  const Leader before = *l;  // a copy: storing replaces the army's leaders
  Leader after = before;
  after.name = name_;
  after.rank = rank_;
  after.notes = notes_;
  after.values = withTypedValues(battle.armyVocabulary, values_, before.values);
  const std::string range = trimmedField(range_);
  if (range.empty()) {
    after.commandRange.reset();
  } else if (std::optional<long> n = wholeNumber(range); n && *n >= 0 && *n <= 1000000) {
    after.commandRange = int(*n);
  }
  store(ctx, before, after, "fields");
}

bool LeaderInspector::store(PanelContext& ctx, const Leader& before, Leader after, const std::string& what) {
  if (after == before) return true;
  std::string label = "Set leader " + before.code + " " + what;
  Status s = runCommand(ctx.tool, std::make_unique<SetLeader>(before.code, std::move(after), std::nullopt, label));
  if (!s) {
    errors_[what] = s.message();
    return false;
  }
  errors_.erase(what);
  loadedAt_ = ctx.tool.state.changes.watch(ctx.tool.document);  // the buffers hold this change: no reload needed
  return true;
}

void LeaderInspector::drawCommands(PanelContext& ctx, const Leader& leader) {
  const Army& army = ctx.tool.battle().army;
  ImGui::TextDisabled("Commands");
  for (size_t i = 0; i < leader.commands.size(); ++i) {
    ImGui::PushID(int(i));
    const OobNode* n = army.node(leader.commands[i]);
    ImGui::BulletText("%s", n && !n->name.empty() ? n->name.c_str() : leader.commands[i].c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("x")) {
      Leader after = leader;
      after.commands.erase(after.commands.begin() + std::ptrdiff_t(i));
      store(ctx, leader, after, "commands");
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("He no longer commands it");
    ImGui::PopID();
  }
  if (leader.commands.empty()) ImGui::TextDisabled("  (no nodes)");
  ImGui::SetNextItemWidth(-FLT_MIN);
  if (ImGui::BeginCombo("##addcommand", "Add a node he commands")) {
    for (const OobNode& n : army.nodes) {
      if (n.side != leader.side || std::count(leader.commands.begin(), leader.commands.end(), n.code)) continue;
      ImGui::PushID(n.code.c_str());
      if (ImGui::Selectable((n.name.empty() ? n.code : n.name).c_str())) {
        Leader after = leader;
        after.commands.push_back(n.code);
        store(ctx, leader, after, "commands");
      }
      ImGui::PopID();
    }
    ImGui::EndCombo();
  }
}

void LeaderInspector::place(PanelContext& ctx, const Leader& leader, const LeaderPlacement& at,
                            const std::string& where) {
  const std::string& scenario = ctx.tool.state.scenario;
  std::string label = "Place leader " + leader.code + " " + where;
  Status s = runCommand(ctx.tool, std::make_unique<SetLeaderPlacement>(scenario, leader.code, at, label));
  if (!s)
    errors_["placement"] = s.message();
  else
    errors_.erase("placement");
}

void LeaderInspector::drawPlacement(PanelContext& ctx, const Leader& leader) {
  const Battle& battle = ctx.tool.battle();
  const std::string& scenario = ctx.tool.state.scenario;
  if (!findScenario(battle.scenarios, scenario)) {
    ImGui::TextDisabled("No scenario: no placement.");
    return;
  }
  std::optional<LeaderPlacement> placed = leaderPlacement(battle, scenario, leader.code);
  if (placedIn_ != scenario) {
    placedIn_ = scenario;
    shownAt_ = placed ? std::optional<LeaderAt>(placed->at) : std::nullopt;
    hex_ = placed && placed->at == LeaderAt::Hex && placed->hex ? battle.map.grid().label(*placed->hex) : "";
  }
  static constexpr const char* kKinds[] = {"Hex", "On any one of his units", "On a unit", "Off map"};
  LeaderAt shown = shownAt_.value_or(LeaderAt::Hex);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Placed");
  ImGui::SameLine(ImGui::GetFontSize() * 6.f);
  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 2.f);
  if (ImGui::BeginCombo("##placed", shownAt_ ? kKinds[int(*shownAt_)] : "not set up")) {
    for (int k = 0; k < 4; ++k)
      if (ImGui::Selectable(kKinds[k], shownAt_ && int(*shownAt_) == k)) {
        shownAt_ = LeaderAt(k);
        LeaderPlacement p{leader.code, LeaderAt(k), std::nullopt, "", placed ? placed->note : ""};
        // A hex or a unit is needed first for those two kinds: the fields below take it.
        if (p.at == LeaderAt::AnyOfHisUnits) place(ctx, leader, p, "on his units");
        if (p.at == LeaderAt::OffMap) place(ctx, leader, p, "off map");
      }
    ImGui::EndCombo();
  }
  if (shown == LeaderAt::Hex) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Hex");
    ImGui::SameLine(ImGui::GetFontSize() * 6.f);
    ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 2.f);
    ImGui::InputTextWithHint("##hex", "map label", &hex_);
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      Result<Hex> h = battle.map.grid().parseLabel(trimmedField(hex_));
      if (!h) {
        errors_["placement"] = h.status().message();
      } else {
        LeaderPlacement p{leader.code, LeaderAt::Hex, *h, "", placed ? placed->note : ""};
        place(ctx, leader, p, "at " + battle.map.grid().label(*h));
      }
    }
  } else if (shown == LeaderAt::Unit) {
    std::vector<const Unit*> his = unitsOfLeader(battle.army, leader);
    const Unit* on = placed && placed->at == LeaderAt::Unit ? battle.army.unit(placed->unit) : nullptr;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Unit");
    ImGui::SameLine(ImGui::GetFontSize() * 6.f);
    ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 2.f);
    if (ImGui::BeginCombo("##unit", on ? on->name.c_str() : his.empty() ? "he commands no units" : "choose one")) {
      for (const Unit* u : his) {
        ImGui::PushID(u->code.c_str());
        if (ImGui::Selectable((u->name.empty() ? u->code : u->name).c_str(), u == on)) {
          LeaderPlacement p{leader.code, LeaderAt::Unit, std::nullopt, u->code, placed ? placed->note : ""};
          place(ctx, leader, p, "on " + u->code);
        }
        ImGui::PopID();
      }
      ImGui::EndCombo();
    }
  }
  ImGui::TextDisabled("in %s: %s", scenario.c_str(), leaderPlaceText(battle, placed).c_str());
}

void LeaderInspector::draw(PanelContext& ctx, const std::string& code) {
  if (code != leader_) flush(ctx);  // a field left by choosing another leader, or none, keeps what was typed in it
  const Battle& battle = ctx.tool.battle();
  const Leader* found = battle.army.leader(code);
  if (!open || !found) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(
      ImVec2(vp->WorkPos.x + vp->WorkSize.x - shownRightWidth() - 308.f, vp->WorkPos.y + vp->WorkSize.y * 0.3f),
      ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(300.f, std::max(200.f, vp->WorkSize.y * 0.5f)), ImGuiCond_FirstUseEver);
  if (!ImGui::Begin("Leader", &open, ImGuiWindowFlags_NoFocusOnAppearing)) {
    ImGui::End();
    return;
  }
  const Leader leader = *found;  // a copy: storing an edit replaces the army's leaders
  EditorState& state = ctx.tool.state;
  uint64_t at = state.changes.watch(ctx.tool.document);
  if (leader_ != leader.code || (at != loadedAt_ && !ImGui::IsAnyItemActive())) {
    reload(leader);
    loadedAt_ = at;
  }
  const float labelW = ImGui::GetFontSize() * 6.f;
  auto row = [&](const char* label) { inspectorRow(label, labelW); };
  auto error = [&](const std::string& what) { drawFieldError(errors_, what); };
  const ArmySide* side = battle.army.side(leader.side);
  ImGui::TextDisabled("%s, %s", leader.code.c_str(), side && !side->name.empty() ? side->name.c_str() : "");
  row("Name");
  ImGui::InputText("##name", &name_);
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Leader after = leader;
    after.name = name_;
    store(ctx, leader, after, "name");
  }
  error("name");
  row("Rank");
  ImGui::InputText("##rank", &rank_);
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Leader after = leader;
    after.rank = rank_;
    store(ctx, leader, after, "rank");
  }
  error("rank");
  row("Range");
  ImGui::InputTextWithHint("##range", "unknown", &range_, ImGuiInputTextFlags_CharsDecimal);
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    std::string t = trimmedField(range_);
    std::optional<long> n = wholeNumber(t);
    if (!t.empty() && (!n || *n < 0 || *n > 1000000)) {
      errors_["range"] = "Command range takes a whole number of hexes, 0 or more (empty for unknown)";
    } else {
      Leader after = leader;
      after.commandRange = t.empty() ? std::nullopt : std::optional<int>(int(*n));
      store(ctx, leader, after, "range");
    }
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Command range in hexes; empty: unknown");
  error("range");
  drawPlacement(ctx, leader);
  error("placement");
  ImGui::Separator();
  drawCommands(ctx, leader);
  error("commands");
  ImGui::Separator();
  ImGui::TextDisabled("Values (empty: unknown)");
  for (const ValueField& f : battle.armyVocabulary.fields) {
    ImGui::PushID(f.code.c_str());
    row(f.name.c_str());
    std::string& text = values_[f.code];
    ImGuiInputTextFlags flags = f.kind == ValueKind::Integer ? ImGuiInputTextFlags_CharsDecimal : 0;
    ImGui::InputTextWithHint("##v", "unknown", &text, flags);
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      Result<std::optional<std::string>> v = fieldValue(f, text);
      if (!v)
        errors_[f.code] = v.status().message();
      else
        store(ctx, leader, withLeaderValue(leader, f.code, *v), f.code);
    }
    if (!f.notes.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", f.notes.c_str());
    error(f.code);
    ImGui::PopID();
  }
  if (battle.armyVocabulary.fields.empty()) ImGui::TextDisabled("The battle defines no value fields.");
  ImGui::Separator();
  ImGui::TextUnformatted("Notes");
  ImGui::InputTextMultiline("##notes", &notes_, ImVec2(-FLT_MIN, ImGui::GetTextLineHeight() * 3.f));
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Leader after = leader;
    after.notes = notes_;
    store(ctx, leader, after, "notes");
  }
  ImGui::End();
}

}  // namespace cartouche
