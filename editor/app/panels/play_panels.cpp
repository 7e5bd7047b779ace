#include "play_panels.h"

#include <algorithm>

namespace cartouche {

namespace {

constexpr ImGuiWindowFlags kDocked = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                     ImGuiWindowFlags_NoSavedSettings;

}  // namespace

void PlayPanels::keep(const std::string& name) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  places_.items["play:" + name] = ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y));
}

PlayRequests PlayPanels::draw(const Game& game, PlayView& view, ImVec2 size) {
  PlayRequests r;
  places_.items.clear();
  const float menuBar = ImGui::GetFrameHeight();
  const float line = ImGui::GetFrameHeightWithSpacing();
  const float barHeight = line + ImGui::GetStyle().WindowPadding.y * 2.f;
  const float column = std::clamp(size.x * 0.26f, ImGui::GetFontSize() * 20.f, ImGui::GetFontSize() * 30.f);
  const float logHeight = showLog ? std::max(line * 5.f, size.y * 0.2f) : 0.f;
  ImGui::SetNextWindowPos(ImVec2(0, menuBar));
  ImGui::SetNextWindowSize(ImVec2(size.x, barHeight));
  ImGui::SetNextWindowBgAlpha(1.f);  // opaque: no hex labels show through
  if (ImGui::Begin("##play-bar", nullptr, kDocked | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar))
    drawBar(game, r, size.x);
  ImGui::End();
  const float top = menuBar + barHeight;
  drawUnits(game, view, r, ImVec2(size.x - column, top), column, size.y - top);
  if (showLog) drawLog(game, ImVec2(0, size.y - logHeight), ImVec2(size.x - column, logHeight));
  places_.top = top;
  places_.right = column;
  places_.bottom = logHeight;
  return r;
}

void PlayPanels::drawBar(const Game& game, PlayRequests& r, float width) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(ImVec4(1.f, 0.85f, 0.45f, 1.f), "Playing");
  ImGui::SameLine();
  std::string turn = game.turnDescription();
  if (!turn.empty()) turn[0] = char(std::toupper(static_cast<unsigned char>(turn[0])));
  ImGui::TextUnformatted(turn.c_str());
  const bool over = !game.over().empty();
  ImGui::SameLine();
  ImGui::BeginDisabled(over);
  r.endPhase = ImGui::Button("End phase");
  keep("end-phase");
  ImGui::SameLine();
  r.endTurn = ImGui::Button("End turn");
  keep("end-turn");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!game.canUndo());
  r.undo = ImGui::Button("Undo");
  keep("undo");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!game.canRedo());
  r.redo = ImGui::Button("Redo");
  keep("redo");
  ImGui::EndDisabled();
  for (const SideScore& s : game.scores()) {
    ImGui::SameLine();
    if (s.automatic)
      ImGui::Text("%s %d/%d VP", s.side.c_str(), s.points, *s.automatic);
    else
      ImGui::Text("%s %d VP", s.side.c_str(), s.points);
  }
  const char* stop = "Stop (back to editing)";
  const float stopWidth = ImGui::CalcTextSize(stop).x + ImGui::GetStyle().FramePadding.x * 2.f;
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), width - stopWidth - ImGui::GetStyle().WindowPadding.x));
  r.stop = ImGui::Button(stop);
  keep("stop");
}

void PlayPanels::drawUnits(const Game& game, const PlayView& view, PlayRequests& r, ImVec2 at, float width,
                           float height) {
  ImGui::SetNextWindowPos(at);
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::SetNextWindowBgAlpha(1.f);
  if (!ImGui::Begin("Units and combat##play", nullptr, kDocked)) {
    ImGui::End();
    return;
  }
  const Battle& b = game.battle();
  const GridSettings& g = b.map.grid();
  if (view.withdrawal) drawWithdrawal(b, *view.withdrawal, r);
  if (view.selected.empty()) {
    ImGui::TextWrapped(
        "Click a counter to choose it (Shift+click adds another, Escape lets go); then click a shaded "
        "hex to move there.");
  }
  for (const std::string& code : view.selected) {
    const UnitState* u = game.state().unit(code);
    const Unit* unit = b.army.unit(code);
    if (!u || !unit) continue;
    ImGui::Separator();
    ImGui::TextUnformatted(unit->name.c_str());
    ImGui::TextDisabled("%s", code.c_str());
    std::string where = u->hex ? "at " + g.label(*u->hex) : "off the map";
    if (u->facing) where += std::string(", facing ") + facingName(g.orientation, *u->facing);
    ImGui::TextUnformatted(where.c_str());
    std::string state = u->formation.empty() ? std::string("formation not known") : u->formation;
    if (u->losses) state += ", " + std::to_string(u->losses) + (u->losses == 1 ? " loss" : " losses");
    if (u->disordered) state += ", disordered";
    if (u->routed) state += ", routed";
    ImGui::TextUnformatted(state.c_str());
  }
  if (!view.selected.empty()) {
    ImGui::Separator();
    ImGui::TextWrapped("%s", view.selectionWords.c_str());
    const UnitState* first = game.state().unit(view.selected.front());
    if (!b.armyVocabulary.formations.empty() && first) {
      ImGui::SetNextItemWidth(width * 0.6f);
      if (ImGui::BeginCombo("Formation", first->formation.empty() ? "(not known)" : first->formation.c_str())) {
        for (const Formation& f : b.armyVocabulary.formations)
          if (ImGui::Selectable(f.name.c_str(), f.code == first->formation)) r.formation = f.code;
        ImGui::EndCombo();
      }
      keep("formation");
    }
    ImGui::TextUnformatted("Face");
    for (Facing f = 0; f < 12; ++f) {
      if (f % 6) ImGui::SameLine();
      ImGui::PushID(f);
      if (ImGui::SmallButton(facingName(g.orientation, f))) r.facing = f;
      keep(std::string("face-") + facingName(g.orientation, f));
      ImGui::PopID();
    }
  }
  drawCombat(view, r);
  ImGui::End();
}

void PlayPanels::drawWithdrawal(const Battle& battle, const OwedWithdrawal& owed, PlayRequests& r) {
  const GridSettings& g = battle.map.grid();
  // Buttons side by side, wrapping to the next line where the column ends.
  bool firstInRow = true;
  auto button = [&](const std::string& label) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float w = ImGui::CalcTextSize(label.c_str()).x + style.FramePadding.x * 2.f;
    if (!firstInRow) {
      ImGui::SameLine();
      if (ImGui::GetCursorPosX() + w > ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
    }
    firstInRow = false;
    return ImGui::Button(label.c_str());
  };
  ImGui::TextColored(ImVec4(1.f, 0.55f, 0.35f, 1.f), "A withdrawal is owed");
  ImGui::TextWrapped("%s", owed.words.c_str());
  if (owed.dieDecides) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("d10 rolled by hand");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.f);
    ImGui::InputText("##withdraw-dice", dice, sizeof dice);
    keep("dice");
    if (ImGui::Button("Roll for the withdrawal")) r.withdrawTo = std::vector<Hex>{};
    keep("withdraw-roll");
  }
  for (Hex h : owed.choices) {
    const std::string label = g.label(h);
    ImGui::PushID(label.c_str());
    if (button("Withdraw to " + label)) r.withdrawTo = std::vector<Hex>{h};
    keep("withdraw-" + label);
    ImGui::PopID();
  }
  if (owed.via) {
    const std::string via = g.label(*owed.via);
    ImGui::TextWrapped("%s would over-stack: on one hex more ([8.16.10]) into", via.c_str());
    firstInRow = true;
    for (Hex h : owed.onward) {
      const std::string label = g.label(h);
      ImGui::PushID(label.c_str());
      if (button(label)) r.withdrawTo = std::vector<Hex>{*owed.via, h};
      keep("withdraw-" + via + "-" + label);
      ImGui::PopID();
    }
  }
  ImGui::Separator();
}

void PlayPanels::drawCombat(const PlayView& view, PlayRequests& r) {
  ImGui::Separator();
  if (!view.target) {
    ImGui::TextWrapped("Click a hex holding the enemy to aim the chosen units' fire or melee at it.");
    return;
  }
  ImGui::Text("%s at the target", view.melee ? "Melee" : "Fire");
  const bool modifiers = !view.choices.empty() && ImGui::TreeNode("Modifiers that hold");
  if (!view.choices.empty()) keep("modifiers");
  if (modifiers) {
    std::string table;
    for (size_t i = 0; i < view.choices.size(); ++i) {
      const CombatCondition& c = view.choices[i];
      if (c.table != table) {
        table = c.table;
        ImGui::TextDisabled("%s", table.c_str());
      }
      bool on = std::find(view.declared.begin(), view.declared.end(), c) != view.declared.end();
      ImGui::PushID(int(i));
      if (ImGui::Checkbox(c.row.c_str(), &on)) r.toggle = c;
      keep("modifier-" + c.table + ":" + c.row);
      ImGui::PopID();
    }
    ImGui::TreePop();
  }
  for (const std::string& line : view.combatLines) ImGui::TextWrapped("%s", line.c_str());
  if (view.combatReady) {
    if (view.die) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted("Dice rolled by hand");
      ImGui::SameLine();
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.f);
      ImGui::InputText("##dice", dice, sizeof dice);
      keep("dice");
      ImGui::TextDisabled(
          view.melee ? "Both sides' rolls, attacker's first, where both roll;\nleave it empty and the game rolls."
                     : "Leave it empty and the game rolls.");
    }
    r.resolve = ImGui::Button(view.melee ? "Resolve melee" : "Fire");
    keep("resolve");
    ImGui::SameLine();
  }
  r.clearTarget = ImGui::Button("Clear target");
  keep("clear-target");
  if (!view.lastResult.empty()) {
    ImGui::Separator();
    ImGui::TextWrapped("%s", view.lastResult.c_str());
  }
}

void PlayPanels::drawLog(const Game& game, ImVec2 at, ImVec2 size) {
  ImGui::SetNextWindowPos(at);
  ImGui::SetNextWindowSize(size);
  ImGui::SetNextWindowBgAlpha(1.f);
  if (ImGui::Begin("Play log", &showLog, kDocked)) {
    for (const LogEntry& e : game.log()) {
      ImGui::TextDisabled("T%d %s", e.turn, e.phase.c_str());
      ImGui::SameLine();
      ImGui::TextWrapped("%s", e.text.c_str());
    }
    if (game.log().size() != logLines_) {
      ImGui::SetScrollHereY(1.f);
      logLines_ = game.log().size();
    }
  }
  ImGui::End();
}

}  // namespace cartouche
