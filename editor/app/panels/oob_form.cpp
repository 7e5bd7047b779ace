#include "oob_form.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <array>
#include <optional>

#include "command_runner.h"
#include "edit/army_commands.h"
#include "inspector_fields.h"

namespace cartouche {

Rgba newSideColour(size_t sides) {
  // Counter colours that stay apart from each other and from the terrain tints.
  static constexpr std::array<Rgba, 6> kColours = {{{40, 80, 170, 255},
                                                    {190, 40, 40, 255},
                                                    {40, 130, 60, 255},
                                                    {210, 170, 30, 255},
                                                    {120, 60, 150, 255},
                                                    {220, 110, 30, 255}}};
  return kColours[sides % kColours.size()];
}

void OobForm::reload(PanelContext& ctx, const std::string& key, const std::string& name, const std::string& code,
                     const std::string& level, const std::string& commander) {
  uint64_t at = ctx.tool.state.changes.watch(ctx.tool.document);
  if (key == key_ && (at == loadedAt_ || ImGui::IsAnyItemActive())) return;
  if (key != key_) {
    flush(ctx);  // a field left by choosing another row keeps what was typed in it
    at = ctx.tool.state.changes.watch(ctx.tool.document);
    errors_.clear();
  }
  key_ = key;
  loadedAt_ = at;
  name_ = name;
  code_ = code;
  level_ = level;
  commander_ = commander;
}

void OobForm::flush(PanelContext& ctx) {
  // Only buffers that hold the element as the battle has it plus what was typed: after an undo or any other change
  // they were not reloaded for, what they hold is stale and is dropped.
  if (ctx.tool.state.changes.watch(ctx.tool.document) != loadedAt_) return;
  const Army& army = ctx.tool.battle().army;
  const std::string sidePrefix = "side:", nodePrefix = "node:";
  if (key_.rfind(sidePrefix, 0) == 0) {
    for (const ArmySide& s : army.sides) {
      if (s.code != key_.substr(sidePrefix.size())) continue;
      ArmySide after = s;
      after.name = trimmedField(name_);
      after.code = trimmedField(code_);
      if (!(after == s)) storeSide(ctx, ArmySide(s), after, "fields");
      return;
    }
  } else if (const OobNode* n = key_.rfind(nodePrefix, 0) == 0 ? army.node(key_.substr(nodePrefix.size())) : nullptr) {
    OobNode after = *n;
    after.name = trimmedField(name_);
    after.code = trimmedField(code_);
    after.level = trimmedField(level_);
    after.commander = trimmedField(commander_);
    if (!(after == *n)) storeNode(ctx, OobNode(*n), after, "fields");
  }
}

template <typename SetCommand, typename Element>
bool OobForm::store(PanelContext& ctx, const char* noun, const Element& before, const Element& after,
                    const std::string& what, uint64_t stroke) {
  if (after == before) return true;
  std::string label = std::string("Set ") + noun + " " + before.code + " " + what;
  Status s = runCommand(ctx.tool, std::make_unique<SetCommand>(before.code, after, std::nullopt, label), stroke);
  if (!s) {
    errors_[what] = s.message();
    return false;
  }
  errors_.erase(what);
  loadedAt_ = ctx.tool.state.changes.watch(ctx.tool.document);  // the buffers hold this change
  return true;
}

bool OobForm::storeSide(PanelContext& ctx, const ArmySide& before, const ArmySide& after, const std::string& what,
                        uint64_t stroke) {
  return store<SetSide>(ctx, "side", before, after, what, stroke);
}

bool OobForm::storeNode(PanelContext& ctx, const OobNode& before, const OobNode& after, const std::string& what) {
  return store<SetOobNode>(ctx, "node", before, after, what, 0);
}

namespace {

// One text field of `element`'s `member`, labelled and placed as "oob:WHAT", stored trimmed when it is left through
// `store(before, after, what)`; the value stored, or none. The reason a refused edit was not stored shows beneath.
template <typename E, typename Store>
std::optional<std::string> editText(const char* label, const std::string& what, std::string& text, const char* hint,
                                    const E& element, std::string E::*member,
                                    const std::map<std::string, std::string>& errors, ScriptPlaces& places,
                                    Store&& store) {
  inspectorRow(label, ImGui::GetFontSize() * 5.5f);
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputTextWithHint(("##" + what).c_str(), hint, &text);
  places["oob:" + what] = lastItemCentre();
  std::optional<std::string> stored;
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    E after = element;
    after.*member = trimmedField(text);
    if (store(element, after, what)) stored = after.*member;
  }
  drawFieldError(errors, what);
  return stored;
}

}  // namespace

std::string OobForm::drawSide(PanelContext& ctx, const ArmySide& side, ScriptPlaces& places) {
  reload(ctx, "side:" + side.code, side.name, side.code, "", "");
  auto store = [&](const ArmySide& before, const ArmySide& after, const std::string& what) {
    return storeSide(ctx, before, after, what);
  };
  ImGui::TextDisabled("Side");
  editText("Name", "name", name_, "as the sources name it", side, &ArmySide::name, errors_, places, store);
  std::optional<std::string> code =
      editText("Code", "code", code_, "fr, pr", side, &ArmySide::code, errors_, places, store);
  inspectorRow("Colour", ImGui::GetFontSize() * 5.5f);
  float rgb[3] = {side.colour.r / 255.f, side.colour.g / 255.f, side.colour.b / 255.f};
  ImGui::SetNextItemWidth(-FLT_MIN);
  const bool changed =
      ImGui::ColorEdit3("##sidecolour", rgb, ImGuiColorEditFlags_DisplayHex | ImGuiColorEditFlags_NoOptions);
  places["oob:colour"] = lastItemCentre();
  if (changed) {
    // Every change while the colour is typed or dragged joins one undo step.
    if (colourStroke_ == 0) colourStroke_ = ctx.tool.state.newStroke();
    ArmySide after = side;
    after.colour = {uint8_t(rgb[0] * 255.f + 0.5f), uint8_t(rgb[1] * 255.f + 0.5f), uint8_t(rgb[2] * 255.f + 0.5f),
                    255};
    storeSide(ctx, side, after, "colour", colourStroke_);
  } else if (colourStroke_ != 0 && !ImGui::IsItemActive()) {
    ctx.tool.document.history().endStroke();
    colourStroke_ = 0;
  }
  return code.value_or("");
}

std::string OobForm::drawNode(PanelContext& ctx, const OobNode& node, ScriptPlaces& places) {
  reload(ctx, "node:" + node.code, node.name, node.code, node.level, node.commander);
  auto store = [&](const OobNode& before, const OobNode& after, const std::string& what) {
    return storeNode(ctx, before, after, what);
  };
  ImGui::TextDisabled("Node of side %s", node.side.c_str());
  editText("Name", "name", name_, "as printed", node, &OobNode::name, errors_, places, store);
  std::optional<std::string> code =
      editText("Code", "code", code_, "fr-girard", node, &OobNode::code, errors_, places, store);
  editText("Level", "level", level_, "division, brigade, regiment...", node, &OobNode::level, errors_, places, store);
  editText("Commander", "commander", commander_, "unknown", node, &OobNode::commander, errors_, places, store);
  return code.value_or("");
}

std::string OobForm::draw(PanelContext& ctx, const std::string& side, const std::string& node, ScriptPlaces& places) {
  const Army& army = ctx.tool.battle().army;
  std::string renamed;
  if (!side.empty()) {
    for (const ArmySide& s : army.sides)
      if (s.code == side) {
        const ArmySide copy = s;  // a copy: storing an edit replaces the army's sides
        renamed = drawSide(ctx, copy, places);
        break;
      }
  } else if (const OobNode* n = army.node(node)) {
    const OobNode copy = *n;
    renamed = drawNode(ctx, copy, places);
  } else {
    return "";
  }
  ImGui::Separator();
  return renamed;
}

}  // namespace cartouche
