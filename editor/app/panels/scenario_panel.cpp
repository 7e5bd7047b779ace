#include "scenario_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdlib>

#include "base/text_pieces.h"
#include "command_runner.h"
#include "edit/scenario_commands.h"
#include "edit/setup_commands.h"
#include "panel_layout.h"

namespace cartouche {

namespace {

// The words of a list typed with commas or blanks between them.
std::vector<std::string> listWords(const std::string& text) {
  std::string t = text;
  std::replace(t.begin(), t.end(), ',', ' ');
  return words(t);
}

std::string trimmed(const std::string& text) {
  size_t a = text.find_first_not_of(" \t"), b = text.find_last_not_of(" \t");
  return a == std::string::npos ? std::string() : text.substr(a, b - a + 1);
}

std::optional<int> wholeNumber(const std::string& w) {
  if (w.empty() || w.size() > 9) return std::nullopt;
  char* end = nullptr;
  long v = std::strtol(w.c_str(), &end, 10);
  if (*end != '\0') return std::nullopt;
  return int(v);
}

void redText(const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.f, 0.45f, 0.4f, 1.f));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

}  // namespace

Result<std::vector<int>> parseTurnList(const std::string& text) {
  std::vector<int> out;
  for (const std::string& w : listWords(text)) {
    std::optional<int> n = wholeNumber(w);
    if (!n || *n < 1) return Status::invalidArgument("\"" + w + "\" is not a turn number (1 or more)");
    out.push_back(*n);
  }
  return out;
}

std::string formatTurnList(const std::vector<int>& turns) {
  std::string out;
  for (int t : turns) out += (out.empty() ? "" : ", ") + std::to_string(t);
  return out;
}

Result<std::vector<Hex>> parseHexList(const GridSettings& grid, const std::string& text) {
  std::vector<Hex> out;
  for (const std::string& w : listWords(text)) {
    Result<Hex> h = grid.parseLabel(w);
    if (!h || !grid.contains(*h)) return Status::invalidArgument("\"" + w + "\" is not a hex of the map");
    out.push_back(*h);
  }
  return out;
}

std::string formatHexList(const GridSettings& grid, const std::vector<Hex>& hexes) {
  std::string out;
  for (Hex h : hexes) out += (out.empty() ? "" : ", ") + grid.label(h);
  return out;
}

std::vector<std::string> parseCodeList(const std::string& text) { return listWords(text); }

std::string& ScenarioPanel::buffer(const std::string& key, const std::string& value) {
  auto it = buffers_.find(key);
  if (it == buffers_.end()) it = buffers_.emplace(key, value).first;
  return it->second;
}

void ScenarioPanel::store(PanelContext& ctx, const Scenario& before, const Scenario& after, const std::string& what) {
  if (after == before) {
    errors_.erase(what);
    return;
  }
  Status s = runCommand(ctx.tool, std::make_unique<SetScenario>(before.code, after, std::nullopt,
                                                                "Set scenario " + before.code + " " + what));
  if (s)
    errors_.erase(what);
  else
    errors_[what] = s.message();
}

void ScenarioPanel::drawBasics(PanelContext& ctx, const Scenario& s) {
  const float labelW = ImGui::GetFontSize() * 7.f;
  auto label = [&](const char* text) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(labelW);
    ImGui::SetNextItemWidth(-FLT_MIN);
  };
  label("Name");
  std::string& name = buffer("name", s.name);
  if (focusName_) ImGui::SetKeyboardFocusHere();
  focusName_ = false;
  ImGui::InputText("##name", &name);
  places_["scenario:name"] = lastItemCentre();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Scenario after = s;
    after.name = trimmed(name);
    store(ctx, s, after, "name");
  }
  label("Code");
  std::string& code = buffer("code", s.code);
  ImGui::InputTextWithHint("##code", "for the command line's --scenario", &code);
  places_["scenario:code"] = lastItemCentre();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Scenario after = s;
    after.code = trimmed(code);
    store(ctx, s, after, "code");
    if (!errors_.count("code")) ctx.tool.state.scenario = after.code;
  }
  if (!s.base.empty()) ImGui::TextDisabled("A variant of %s: its set-up adds to its base's.", s.base.c_str());
  label("Start time");
  std::string& start = buffer("start", s.startTime);
  ImGui::InputTextWithHint("##start", "unknown", &start);
  places_["scenario:start"] = lastItemCentre();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    Scenario after = s;
    after.startTime = start;
    store(ctx, s, after, "start time");
  }
  auto number = [&](const char* text, const char* key, int value, int Scenario::*field) {
    label(text);
    std::string& b = buffer(key, value > 0 ? std::to_string(value) : "");
    ImGui::InputTextWithHint((std::string("##") + key).c_str(), "unknown", &b, ImGuiInputTextFlags_CharsDecimal);
    places_[std::string("scenario:") + key] = lastItemCentre();
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      std::vector<std::string> w = listWords(b);
      std::optional<int> n = w.empty() ? std::optional<int>(0) : w.size() == 1 ? wholeNumber(w[0]) : std::nullopt;
      if (!n || *n < 0) {
        errors_[key] = std::string(text) + " takes a whole number (empty for unknown)";
      } else {
        Scenario after = s;
        after.*field = *n;
        store(ctx, s, after, key);
      }
    }
    if (auto it = errors_.find(key); it != errors_.end()) redText(it->second);
  };
  number("Minutes a turn", "turn-minutes", s.turnMinutes, &Scenario::turnMinutes);
  number("Turns", "turns", s.turns, &Scenario::turns);
  for (const char* what : {"name", "code", "start time"})
    if (auto it = errors_.find(what); it != errors_.end()) redText(it->second);
}

void ScenarioPanel::drawTurnTrack(PanelContext& ctx, const Scenario& s) {
  if (!ImGui::CollapsingHeader("Turn track", ImGuiTreeNodeFlags_DefaultOpen)) return;
  auto turnList = [&](const char* text, const char* key, const std::vector<int>& value,
                      std::vector<int> TurnTrack::*field) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(ImGui::GetFontSize() * 7.f);
    ImGui::SetNextItemWidth(-FLT_MIN);
    std::string& b = buffer(key, formatTurnList(value));
    ImGui::InputTextWithHint((std::string("##") + key).c_str(), "none", &b);
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      Result<std::vector<int>> turns = parseTurnList(b);
      if (!turns) {
        errors_[key] = turns.status().message();
      } else {
        Scenario after = s;
        after.turnTrack.*field = *turns;
        store(ctx, s, after, key);
      }
    }
    if (auto it = errors_.find(key); it != errors_.end()) redText(it->second);
  };
  turnList("Dusk turns", "dusk turns", s.turnTrack.duskTurns, &TurnTrack::duskTurns);
  turnList("Night turns", "night turns", s.turnTrack.nightTurns, &TurnTrack::nightTurns);
  ImGui::TextDisabled("Notes by turn");
  int last = std::max(s.turns, s.turnTrack.notes.empty() ? 0 : s.turnTrack.notes.rbegin()->first);
  for (int turn = 1; turn <= std::min(last, 200); ++turn) {
    ImGui::PushID(turn);
    auto it = s.turnTrack.notes.find(turn);
    std::string key = "note " + std::to_string(turn);
    std::string& b = buffer(key, it == s.turnTrack.notes.end() ? "" : it->second);
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%3d", turn);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-FLT_MIN);
    ImGui::InputText("##note", &b);
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      Scenario after = s;
      if (b.empty())
        after.turnTrack.notes.erase(turn);
      else
        after.turnTrack.notes[turn] = b;
      store(ctx, s, after, key);
    }
    ImGui::PopID();
  }
  if (last == 0) ImGui::TextDisabled("Give the number of turns to write notes for them.");
}

void ScenarioPanel::drawReinforcements(PanelContext& ctx, const Scenario& s) {
  if (!ImGui::CollapsingHeader("Reinforcements", ImGuiTreeNodeFlags_DefaultOpen)) return;
  const GridSettings& grid = ctx.tool.battle().map.grid();
  const std::string& code = s.code;
  auto set = [&](size_t i, std::optional<Reinforcement> r, const std::string& what) {
    Status st =
        runCommand(ctx.tool, std::make_unique<SetReinforcement>(
                                 code, i, std::move(r), "Set reinforcement " + std::to_string(i + 1) + " " + what));
    std::string key = "reinforcement " + std::to_string(i);
    if (st)
      errors_.erase(key);
    else
      errors_[key] = st.message();
  };
  for (size_t i = 0; i < s.reinforcements.size(); ++i) {
    const Reinforcement& r = s.reinforcements[i];
    ImGui::PushID(int(i));
    std::string k = "r" + std::to_string(i) + " ";
    ImGui::Separator();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Turn");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.5f);
    std::string& turn = buffer(k + "turn", std::to_string(r.turn));
    ImGui::InputText("##turn", &turn, ImGuiInputTextFlags_CharsDecimal);
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      std::optional<int> n = wholeNumber(turn);
      Reinforcement after = r;
      after.turn = n.value_or(0);
      set(i, after, "turn");
    }
    ImGui::SameLine();
    if (ImGui::SmallButton("Remove")) set(i, std::nullopt, "removed");
    std::string units;
    for (const std::string& u : r.units) units += (units.empty() ? "" : ", ") + u;
    ImGui::SetNextItemWidth(-FLT_MIN);
    std::string& ub = buffer(k + "units", units);
    ImGui::InputTextWithHint("##units", "units (codes)", &ub);
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      Reinforcement after = r;
      after.units = parseCodeList(ub);
      set(i, after, "units");
    }
    ImGui::SetNextItemWidth(-FLT_MIN);
    std::string& hb = buffer(k + "entry", formatHexList(grid, r.entry));
    ImGui::InputTextWithHint("##entry", "entry hexes", &hb);
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      Result<std::vector<Hex>> hexes = parseHexList(grid, hb);
      if (!hexes) {
        errors_["reinforcement " + std::to_string(i)] = hexes.status().message();
      } else {
        Reinforcement after = r;
        after.entry = *hexes;
        set(i, after, "entry");
      }
    }
    ImGui::SetNextItemWidth(-FLT_MIN);
    std::string& nb = buffer(k + "note", r.note);
    ImGui::InputTextWithHint("##note", "note", &nb);
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      Reinforcement after = r;
      after.note = nb;
      set(i, after, "note");
    }
    if (auto it = errors_.find("reinforcement " + std::to_string(i)); it != errors_.end()) redText(it->second);
    ImGui::PopID();
  }
  // A new reinforcement brings the chosen units, entering where the first of them stands (or nowhere yet).
  const std::set<std::string>& chosen = ctx.tool.state.units;
  ImGui::BeginDisabled(chosen.empty());
  if (ImGui::Button("Add the chosen units as a reinforcement")) {
    Reinforcement r;
    r.turn = 1;
    r.units.assign(chosen.begin(), chosen.end());
    if (const CounterPlace* c = ctx.tool.state.counters(ctx.tool.document).find(r.units.front())) r.entry = {c->hex};
    set(s.reinforcements.size(), r, "added");
  }
  ImGui::EndDisabled();
  if (auto it = errors_.find("reinforcement " + std::to_string(s.reinforcements.size())); it != errors_.end())
    redText(it->second);
}

void ScenarioPanel::drawMoraleAndVictory(PanelContext& ctx, const Scenario& s) {
  const Army& army = ctx.tool.battle().army;
  if (ImGui::CollapsingHeader("Morale levels")) {
    for (size_t i = 0; i < s.morale.size(); ++i) {
      const MoraleLevel& m = s.morale[i];
      ImGui::PushID(int(i));
      const OobNode* node = army.node(m.node);
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%s", node ? node->name.c_str() : m.side.c_str());
      ImGui::SameLine(ImGui::GetFontSize() * 10.f);
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.f);
      std::string key = "morale " + std::to_string(i);
      std::string& b = buffer(key, m.level ? std::to_string(*m.level) : "");
      ImGui::InputTextWithHint("##level", "unknown", &b, ImGuiInputTextFlags_CharsDecimal);
      if (ImGui::IsItemDeactivatedAfterEdit()) {
        Scenario after = s;
        after.morale[i].level = wholeNumber(b);
        store(ctx, s, after, key);
      }
      ImGui::SameLine();
      if (ImGui::SmallButton("Remove")) {
        Scenario after = s;
        after.morale.erase(after.morale.begin() + long(i));
        store(ctx, s, after, "morale removed");
      }
      ImGui::PopID();
    }
    // A level for each side that has none, or for the chosen node.
    for (const ArmySide& side : army.sides) {
      bool has = std::any_of(s.morale.begin(), s.morale.end(),
                             [&](const MoraleLevel& m) { return m.side == side.code && m.node.empty(); });
      if (has) continue;
      ImGui::PushID(side.code.c_str());
      if (ImGui::SmallButton(("Add a level for " + side.name).c_str())) {
        Scenario after = s;
        after.morale.push_back({side.code, "", std::nullopt, ""});
        store(ctx, s, after, "morale added");
      }
      ImGui::PopID();
    }
  }
  if (ImGui::CollapsingHeader("Victory")) {
    for (const ArmySide& side : army.sides) {
      ImGui::PushID(side.code.c_str());
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%s wins at once with", side.name.c_str());
      ImGui::SameLine();
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.f);
      auto it = s.victory.automaticPoints.find(side.code);
      std::string key = "victory " + side.code;
      std::string& b = buffer(key, it == s.victory.automaticPoints.end() ? "" : std::to_string(it->second));
      ImGui::InputTextWithHint("##points", "none", &b, ImGuiInputTextFlags_CharsDecimal);
      if (ImGui::IsItemDeactivatedAfterEdit()) {
        Scenario after = s;
        if (std::optional<int> n = wholeNumber(b))
          after.victory.automaticPoints[side.code] = *n;
        else
          after.victory.automaticPoints.erase(side.code);
        store(ctx, s, after, key);
      }
      ImGui::SameLine();
      ImGui::TextUnformatted("points");
      ImGui::PopID();
    }
    ImGui::TextUnformatted("Note");
    std::string& note = buffer("victory note", s.victory.note);
    ImGui::InputTextMultiline("##victorynote", &note, ImVec2(-FLT_MIN, ImGui::GetTextLineHeight() * 3.f));
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      Scenario after = s;
      after.victory.note = note;
      store(ctx, s, after, "victory note");
    }
  }
  for (const auto& [what, why] : errors_)
    if (what.rfind("morale", 0) == 0 || what.rfind("victory", 0) == 0) redText(why);
}

void ScenarioPanel::drawButtons(PanelContext& ctx) {
  const Battle& battle = ctx.tool.battle();
  EditorState& state = ctx.tool.state;
  const Scenario* current = findScenario(battle.scenarios, state.scenario);
  auto add = [&](Scenario s, const std::string& stem) {
    for (int i = 1;; ++i) {
      s.code = stem + "-" + std::to_string(i);
      if (!findScenario(battle.scenarios, s.code)) break;
    }
    const std::string code = s.code;
    std::string label = (s.base.empty() ? "Add scenario " : "Add variant ") + code;
    if (runCommand(ctx.tool, std::make_unique<SetScenario>(code, std::move(s), std::nullopt, label))) {
      state.scenario = code;
      focusName_ = true;  // a person names the new scenario next
    }
  };
  if (ImGui::Button("Add scenario")) {
    Scenario s;
    s.name = "New scenario";
    add(std::move(s), "scenario");
    current = nullptr;
  }
  places_["scenario:add"] = lastItemCentre();
  ImGui::SameLine();
  ImGui::BeginDisabled(!current);
  if (ImGui::Button("Add variant") && current) {
    // A variant's set-up adds to its base's: it starts with no rows of its own.
    Scenario s;
    s.base = current->code;
    s.name = "Variant of " + (current->name.empty() ? current->code : current->name);
    add(std::move(s), current->code + "-variant");
    current = nullptr;
  }
  places_["scenario:variant"] = lastItemCentre();
  ImGui::SameLine();
  if (ImGui::Button("Remove") && current) {
    // Refused while a variant is built on it: the notice says which.
    const std::string code = current->code;
    if (runCommand(ctx.tool,
                   std::make_unique<SetScenario>(code, std::nullopt, std::nullopt, "Remove scenario " + code)))
      state.scenario.clear();
  }
  places_["scenario:remove"] = lastItemCentre();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Removes the scenario shown here with its whole set-up (one undo step)");
  ImGui::Separator();
}

void ScenarioPanel::draw(PanelContext& ctx) {
  places_.clear();  // a panel not drawn shows no places
  if (!open) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + shownLeftWidth() + 8.f, vp->WorkPos.y + 8.f), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(340.f, std::max(200.f, vp->WorkSize.y * 0.6f)), ImGuiCond_FirstUseEver);
  if (!ImGui::Begin("Scenario", &open, ImGuiWindowFlags_NoFocusOnAppearing)) {
    ImGui::End();
    return;
  }
  EditorState& state = ctx.tool.state;
  const Battle& battle = ctx.tool.battle();
  state.keepScenario(battle);
  drawButtons(ctx);
  const Scenario* found = findScenario(battle.scenarios, state.scenario);
  if (!found) {
    ImGui::TextWrapped(
        "The battle has no scenario yet: Add scenario starts one, whose set-up the set-up tool (U) "
        "then places on the map.");
    ImGui::End();
    return;
  }
  const Scenario s = *found;  // a copy: storing an edit replaces the battle's scenarios
  uint64_t at = state.changes.watch(ctx.tool.document);
  if (scenario_ != s.code || (at != loadedAt_ && !ImGui::IsAnyItemActive())) {
    buffers_.clear();
    if (scenario_ != s.code) errors_.clear();
    scenario_ = s.code;
    loadedAt_ = at;
  }
  drawBasics(ctx, s);
  drawTurnTrack(ctx, s);
  drawReinforcements(ctx, s);
  drawMoraleAndVictory(ctx, s);
  ImGui::End();
}

}  // namespace cartouche
