#include "unit_inspector.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "edit/army_commands.h"
#include "inspector_fields.h"
#include "panel_layout.h"
#include "script_places.h"

namespace cartouche {

Unit withValue(Unit unit, const std::string& field, const std::optional<std::string>& value) {
  if (value)
    unit.values[field] = *value;
  else
    unit.values.erase(field);
  return unit;
}

void UnitInspector::reload(const Unit& u) {
  unit_ = u.code;
  code_ = u.code;
  name_ = u.name;
  shortName_ = u.shortName;
  counters_ = u.counters ? std::to_string(*u.counters) : "";
  notes_ = u.notes;
  values_.clear();
  for (const auto& [k, v] : u.values) values_[k] = v;
  errors_.clear();
}

void UnitInspector::flush(PanelContext& ctx) {
  const Battle& battle = ctx.tool.battle();
  const Unit* u = unit_.empty() ? nullptr : battle.army.unit(unit_);
  unit_.clear();
  if (!u) return;
  // Only buffers that hold the element as the battle has it plus what was typed: after an undo or any other change
  // they were not reloaded for, what they hold is stale and is dropped.
  if (ctx.tool.state.changes.watch(ctx.tool.document) != loadedAt_) return;
  const Unit before = *u;  // a copy: storing replaces the army's units
  Unit after = before;
  after.name = name_;
  after.shortName = shortName_;
  after.notes = notes_;
  after.values = withTypedValues(battle.armyVocabulary, values_, before.values);
  const std::string counters = trimmedField(counters_);
  if (counters.empty()) {
    after.counters.reset();
  } else if (std::optional<long> n = wholeNumber(counters); n && *n >= 0) {
    after.counters = int(*n);
  }
  if (!trimmedField(code_).empty()) after.code = trimmedField(code_);
  store(ctx, before, after, "fields");
}

bool UnitInspector::store(PanelContext& ctx, const Unit& before, Unit after, const std::string& what) {
  if (after == before) return true;
  std::string label = "Set unit " + before.code + " " + what;
  Status s = runCommand(ctx.tool, std::make_unique<SetUnit>(before.code, std::move(after), std::nullopt, label));
  if (!s) {
    errors_[what] = s.message();
    return false;
  }
  errors_.erase(what);
  loadedAt_ = ctx.tool.state.changes.watch(ctx.tool.document);  // the buffers hold this change: no reload needed
  return true;
}

void UnitInspector::draw(PanelContext& ctx) {
  places_.clear();  // a panel not drawn shows no places
  if (!open) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(
      ImVec2(vp->WorkPos.x + vp->WorkSize.x - shownRightWidth() - 308.f, vp->WorkPos.y + vp->WorkSize.y * 0.5f + 16.f),
      ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(300.f, std::max(160.f, vp->WorkSize.y * 0.4f)), ImGuiCond_FirstUseEver);
  if (!ImGui::Begin("Unit", &open, ImGuiWindowFlags_NoFocusOnAppearing)) {
    ImGui::End();
    return;
  }
  const Battle& battle = ctx.tool.battle();
  EditorState& state = ctx.tool.state;
  const Unit* found = state.units.size() == 1 ? battle.army.unit(*state.units.begin()) : nullptr;
  if (!found) {
    flush(ctx);  // what was typed for the unit chosen until now
    ImGui::TextDisabled(state.units.empty() ? "Choose a unit in the order of battle or on the map."
                                            : "%zu units chosen: choose one to edit it.",
                        state.units.size());
    ImGui::End();
    return;
  }
  const Unit unit = *found;  // a copy: storing an edit replaces the army's units
  uint64_t at = state.changes.watch(ctx.tool.document);
  if (unit_ != unit.code) flush(ctx);  // a field left by choosing another unit keeps what was typed in it
  if (unit_ != unit.code || (at != loadedAt_ && !ImGui::IsAnyItemActive())) {
    reload(unit);
    loadedAt_ = at;
  }
  const float labelW = ImGui::GetFontSize() * 6.f;
  auto row = [&](const char* label) { inspectorRow(label, labelW); };
  auto error = [&](const std::string& what) { drawFieldError(errors_, what); };
  row("Code");
  ImGui::InputText("##code", &code_);
  places_["unit:code"] = lastItemCentre();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Unit after = unit;
    after.code = trimmedField(code_);
    if (store(ctx, unit, after, "code")) {
      state.units = {after.code};
      unit_ = after.code;
    }
  }
  error("code");
  row("Name");
  ImGui::InputText("##name", &name_);
  places_["unit:name"] = lastItemCentre();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Unit after = unit;
    after.name = name_;
    store(ctx, unit, after, "name");
  }
  error("name");
  row("Short name");
  ImGui::InputText("##short", &shortName_);
  places_["unit:short"] = lastItemCentre();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Unit after = unit;
    after.shortName = shortName_;
    store(ctx, unit, after, "short name");
  }
  row("Troop type");
  const TroopType* type = battle.armyVocabulary.troopType(unit.troopType);
  std::string preview = type ? type->name : unit.troopType.empty() ? "unknown" : unit.troopType + " (not defined)";
  if (ImGui::BeginCombo("##type", preview.c_str())) {
    if (ImGui::Selectable("unknown", unit.troopType.empty())) {
      Unit after = unit;
      after.troopType.clear();
      store(ctx, unit, after, "troop type");
    }
    for (const TroopType& t : battle.armyVocabulary.troopTypes)
      if (ImGui::Selectable((t.name + " (" + armName(t.arm) + ")").c_str(), t.code == unit.troopType)) {
        Unit after = unit;
        after.troopType = t.code;
        store(ctx, unit, after, "troop type");
      }
    ImGui::EndCombo();
  }
  error("troop type");
  if (const OobNode* node = battle.army.node(unit.node)) {
    ImGui::TextDisabled("in %s", node->name.c_str());
  }
  ImGui::Separator();
  ImGui::TextDisabled("Values (empty: unknown)");
  for (const ValueField& f : battle.armyVocabulary.fields) {
    ImGui::PushID(f.code.c_str());
    row(f.name.c_str());
    std::string& text = values_[f.code];
    ImGuiInputTextFlags flags = f.kind == ValueKind::Integer ? ImGuiInputTextFlags_CharsDecimal : 0;
    ImGui::InputTextWithHint("##v", "unknown", &text, flags);
    places_["unit:" + f.code] = lastItemCentre();
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      Result<std::optional<std::string>> v = fieldValue(f, text);
      if (!v)
        errors_[f.code] = v.status().message();
      else if (store(ctx, unit, withValue(unit, f.code, *v), f.code))
        errors_.erase(f.code);
    }
    if (!f.notes.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", f.notes.c_str());
    ImGui::SameLine();
    ImGui::BeginDisabled(!unit.values.count(f.code));
    if (ImGui::SmallButton("x")) {
      text.clear();
      store(ctx, unit, withValue(unit, f.code, std::nullopt), f.code);
    }
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Clear: unknown");
    error(f.code);
    ImGui::PopID();
  }
  if (battle.armyVocabulary.fields.empty()) ImGui::TextDisabled("The battle defines no value fields.");
  ImGui::Separator();
  row("Counters");
  ImGui::InputTextWithHint("##counters", "unknown", &counters_, ImGuiInputTextFlags_CharsDecimal);
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Unit after = unit;
    std::string t = trimmedField(counters_);
    std::optional<long> n = wholeNumber(t);
    if (!t.empty() && (!n || *n < 0)) {
      errors_["counters"] = "Counters takes a whole number, 0 or more (empty for unknown)";
    } else {
      after.counters = t.empty() ? std::nullopt : std::optional<int>(int(*n));
      store(ctx, unit, after, "counters");
    }
  }
  error("counters");
  ImGui::TextUnformatted("Notes");
  ImGui::InputTextMultiline("##notes", &notes_, ImVec2(-FLT_MIN, ImGui::GetTextLineHeight() * 3.f));
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Unit after = unit;
    after.notes = notes_;
    store(ctx, unit, after, "notes");
  }
  ImGui::End();
}

}  // namespace cartouche
