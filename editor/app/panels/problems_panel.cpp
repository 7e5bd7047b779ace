#include "problems_panel.h"

#include <set>
#include <string>

#include "panel_layout.h"
#include "rules_panel.h"
#include "view/map_view.h"

namespace cartouche {

namespace {

constexpr ImU32 kErrorColour = IM_COL32(230, 80, 70, 255);
constexpr ImU32 kWarningColour = IM_COL32(240, 190, 60, 255);

// The severity mark, drawn rather than a glyph so it needs no icon font: a red disc with a white bar for an error,
// an amber triangle for a warning.
void drawSeverityMark(ImDrawList* list, ImVec2 at, float size, Severity severity) {
  float r = size * 0.5f;
  ImVec2 c(at.x + r, at.y + r);
  if (severity == Severity::Error) {
    list->AddCircleFilled(c, r * 0.85f, kErrorColour, 16);
    list->AddLine(ImVec2(c.x - r * 0.45f, c.y), ImVec2(c.x + r * 0.45f, c.y), IM_COL32_WHITE, 2.f);
  } else {
    list->AddTriangleFilled(ImVec2(c.x, at.y + 1.f), ImVec2(at.x + size - 1.f, at.y + size - 1.f),
                            ImVec2(at.x + 1.f, at.y + size - 1.f), kWarningColour);
    list->AddLine(ImVec2(c.x, c.y - r * 0.3f), ImVec2(c.x, c.y + r * 0.35f), IM_COL32_BLACK, 1.5f);
  }
}

std::string plural(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

bool ProblemsRefresh::frame(size_t hexCount, bool strokeActive) {
  ++framesSince_;
  if (!dirty_) return false;
  if (hexCount > kLiveHexes && strokeActive) return false;
  dirty_ = false;
  framesSince_ = 0;
  return true;
}

ProblemPlace problemPlace(const Battle& battle, const Problem& problem) {
  ProblemPlace place;
  const GridSettings& grid = battle.map.grid();
  Layout layout = worldLayout(grid);
  if (problem.hex && *problem.hex >= 0 && *problem.hex < battle.map.hexCount()) {
    place.hex = *problem.hex;
    place.world = hexToPixel(layout, battle.map.hexAt(*problem.hex));
  } else if (problem.hexside) {
    const HexsideId& side = *problem.hexside;
    place.world = edgeMidpoint(layout, side.owner, side.dir);
    // Select the hex that sees the hexside on the map: the owner, or across the side when the owner is off it.
    int owner = battle.map.indexOf(side.owner);
    place.hex = owner >= 0 ? owner : battle.map.indexOf(side.neighbour());
    if (*place.hex < 0) place.hex.reset();
  }
  if (problem.table) {
    place.table = problem.table;
    place.row = problem.row;
    place.column = problem.column;
  }
  return place;
}

void jumpToProblem(PanelContext& ctx, RulesPanel& rules, const Problem& problem) {
  ProblemPlace place = problemPlace(ctx.tool.battle(), problem);
  if (place.world) ctx.mapView.centreOn(*place.world);
  if (place.hex) ctx.tool.state.selection = {*place.hex};
  if (place.table) rules.show(*place.table, place.row, place.column);
  // A set-up or stacking problem: its scenario becomes the current one and its units are chosen (the inspector
  // and the order of battle show them).
  if (problem.scenario) ctx.tool.state.scenario = *problem.scenario;
  if (!problem.units.empty()) {
    const Army& army = ctx.tool.battle().army;
    std::set<std::string> units;
    for (const std::string& code : problem.units)
      if (army.unit(code)) units.insert(code);
    if (!units.empty()) ctx.tool.state.units = std::move(units);
  }
}

void ProblemsPanel::onChanged(const Battle&, const ChangeSet& change) {
  live_.changed(change);
  refresh_.changed();
}

void ProblemsPanel::follow(Document& doc) {
  following_ = doc.subscribe(*this);
  live_.reset();
  refresh_.changed();
  current_.reset();
}

void ProblemsPanel::update(PanelContext& ctx, bool strokeActive) {
  const Document& doc = ctx.tool.document;
  if (refresh_.frame(size_t(doc.battle().map.hexCount()), strokeActive)) {
    report_ = live_.refresh(doc.battle());
    if (current_ && *current_ >= report_.problems.size()) current_.reset();
  }
}

void ProblemsPanel::jumpNext(PanelContext& ctx, RulesPanel& rules, int step) {
  size_t n = report_.problems.size();
  if (n == 0) return;
  long long k = current_ ? (long long)(*current_) + step : (step > 0 ? 0 : (long long)n - 1);
  size_t next = size_t(((k % (long long)n) + (long long)n) % (long long)n);
  current_ = next;
  jumpToProblem(ctx, rules, report_.problems[next]);
}

void ProblemsPanel::draw(PanelContext& ctx, RulesPanel& rules) {
  if (!ImGui::Begin("Problems", nullptr, kDockedPanelFlags)) {
    ImGui::End();
    return;
  }
  size_t errors = report_.errors(), warnings = report_.warnings();
  float mark = ImGui::GetTextLineHeight();
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImVec2 at = ImGui::GetCursorScreenPos();
  drawSeverityMark(list, at, mark, Severity::Error);
  ImGui::Dummy(ImVec2(mark, mark));
  ImGui::SameLine();
  ImGui::TextUnformatted(plural(errors, "error", "errors").c_str());
  ImGui::SameLine(0, ImGui::GetFontSize());
  at = ImGui::GetCursorScreenPos();
  drawSeverityMark(list, at, mark, Severity::Warning);
  ImGui::Dummy(ImVec2(mark, mark));
  ImGui::SameLine();
  ImGui::TextUnformatted(plural(warnings, "warning", "warnings").c_str());
  if (refresh_.pending()) {
    ImGui::SameLine(0, ImGui::GetFontSize());
    ImGui::TextDisabled("(updating after the stroke)");
  }
  ImGui::SameLine(0, ImGui::GetFontSize());
  ImGui::TextDisabled("click a line or press F8 to go to it; F7 shows the rules tables");
  ImGui::Separator();

  ImGui::BeginChild("list");
  if (report_.problems.empty() && report_.omitted.empty())
    ImGui::TextDisabled("No problems: the map, the ruleset tables and every scenario's set-up pass every check.");
  lineRects_.clear();
  ImGuiListClipper clipper;
  clipper.Begin(int(report_.problems.size()));
  while (clipper.Step())
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const Problem& p = report_.problems[size_t(i)];
      ImGui::PushID(i);
      ImVec2 lineAt = ImGui::GetCursorScreenPos();
      bool chosen = current_ == size_t(i);
      if (ImGui::Selectable("##line", chosen, ImGuiSelectableFlags_AllowItemOverlap)) {
        current_ = size_t(i);
        jumpToProblem(ctx, rules, p);
      }
      lineRects_[size_t(i)] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s (%s)", p.message.c_str(), p.code.c_str());
      ImGui::SameLine(0, 0);
      ImGui::SetCursorScreenPos(lineAt);
      drawSeverityMark(ImGui::GetWindowDrawList(), lineAt, mark, p.severity);
      ImGui::Dummy(ImVec2(mark, mark));
      ImGui::SameLine();
      ImGui::TextUnformatted(p.message.c_str());
      ImGui::PopID();
    }
  clipper.End();
  for (const auto& [code, count] : report_.omitted)
    ImGui::TextDisabled("... and %zu more %s problems not listed", count, code.c_str());
  ImGui::EndChild();
  ImGui::End();
}

}  // namespace cartouche
