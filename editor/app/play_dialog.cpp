#include "play_dialog.h"

namespace cartouche {

namespace {

// The scenario at the root of a variant's chain of bases.
std::string rootOf(const std::vector<Scenario>& scenarios, const std::string& code) {
  const Scenario* s = findScenario(scenarios, code);
  for (int guard = 0; s && !s->base.empty() && guard < 64; ++guard) {
    const Scenario* base = findScenario(scenarios, s->base);
    if (!base) break;
    s = base;
  }
  return s ? s->code : code;
}

std::string nameOf(const Scenario& s) { return s.name.empty() ? s.code : s.name; }

}  // namespace

void PlayDialog::open(const std::vector<Scenario>& scenarios, const std::string& current) {
  scenarios_ = scenarios;
  scenario_.clear();
  variant_.clear();
  if (findScenario(scenarios_, current)) {
    scenario_ = rootOf(scenarios_, current);
    if (scenario_ != current) variant_ = current;
  } else {
    for (const Scenario& s : scenarios_)
      if (s.base.empty()) {
        scenario_ = s.code;
        break;
      }
  }
  showing_ = true;
  opened_ = false;
}

std::optional<PlayChoice> PlayDialog::draw() {
  if (!showing_) return std::nullopt;
  places_.clear();
  const char* id = "Play a scenario###play-dialog";
  if (!opened_) {
    ImGui::OpenPopup(id);
    opened_ = true;
  }
  std::optional<PlayChoice> chosen;
  if (!ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    showing_ = false;
    return std::nullopt;
  }
  auto keep = [&](const char* name) {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    places_[std::string("playdialog:") + name] = ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y));
  };
  if (scenarios_.empty()) {
    ImGui::TextUnformatted("The battle has no scenario to play: add one in the order-of-battle panel first.");
  } else {
    const float width = ImGui::GetFontSize() * 22.f;
    const Scenario* s = findScenario(scenarios_, scenario_);
    ImGui::SetNextItemWidth(width);
    if (ImGui::BeginCombo("Scenario", s ? nameOf(*s).c_str() : "(choose)")) {
      for (const Scenario& c : scenarios_)
        if (c.base.empty() && ImGui::Selectable(nameOf(c).c_str(), c.code == scenario_)) {
          scenario_ = c.code;
          variant_.clear();
        }
      ImGui::EndCombo();
    }
    const Scenario* v = findScenario(scenarios_, variant_);
    ImGui::SetNextItemWidth(width);
    if (ImGui::BeginCombo("Variant", v ? nameOf(*v).c_str() : "(none: the scenario as set up)")) {
      if (ImGui::Selectable("(none: the scenario as set up)", variant_.empty())) variant_.clear();
      for (const Scenario& c : scenarios_)
        if (!c.base.empty() && rootOf(scenarios_, c.code) == scenario_ &&
            ImGui::Selectable(nameOf(c).c_str(), c.code == variant_))
          variant_ = c.code;
      ImGui::EndCombo();
    }
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.f);
    ImGui::InputInt("Dice seed", &seed_);
    if (seed_ < 0) seed_ = 0;
    ImGui::TextDisabled(
        "The game rolls from this seed, so a game replays exactly;\n"
        "dice rolled by hand are typed in the combat panel.");
    ImGui::BeginDisabled(scenario_.empty());
    if (ImGui::Button("Play")) {
      chosen = PlayChoice{variant_.empty() ? scenario_ : variant_, uint64_t(seed_)};
      showing_ = false;
      ImGui::CloseCurrentPopup();
    }
    keep("play");
    ImGui::EndDisabled();
    ImGui::SameLine();
  }
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    showing_ = false;
    ImGui::CloseCurrentPopup();
  }
  keep("cancel");
  ImGui::EndPopup();
  return chosen;
}

}  // namespace cartouche
