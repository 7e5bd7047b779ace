#include "setup_tool.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

#include "brush_controls.h"
#include "edit/command_group.h"
#include "edit/setup_commands.h"
#include "leader_rows.h"

namespace cartouche {

namespace {

constexpr int kKeyLeftBracket = 91, kKeyRightBracket = 93;  // GLFW's codes, which ImGui 1.86 indexes keys by

std::string labelOf(const Battle& b, Hex h) { return b.map.grid().label(h); }

// A badge's reach for the pointer, world units.
double badgeReach(const ToolContext& ctx) { return leaderBadgeRadius(ctx.view.zoom) / std::max(ctx.view.zoom, 1e-9); }

}  // namespace

Facing turnedFacing(std::optional<Facing> facing, int step) {
  if (!facing) return 0;
  return ((*facing + step) % 12 + 12) % 12;
}

std::vector<Placement> nodePlacements(const Battle& battle, const std::string& node, Hex hex, int perHex) {
  std::vector<std::string> units;
  for (const Unit& u : battle.army.units)
    if (battle.army.isUnder(u.node, node)) units.push_back(u.code);
  std::vector<Placement> out;
  const GridSettings& grid = battle.map.grid();
  perHex = std::max(1, perHex);
  // Hexes ring by ring around `hex`, on the map only, until every unit has one.
  size_t next = 0;
  for (int radius = 0; next < units.size() && radius <= grid.columns + grid.rows; ++radius) {
    std::vector<Hex> ring;
    if (radius == 0) {
      ring.push_back(hex);
    } else {
      Hex h = hex;
      for (int i = 0; i < radius; ++i) h = neighbour(h, 4);
      for (int side = 0; side < 6; ++side)
        for (int i = 0; i < radius; ++i) {
          ring.push_back(h);
          h = neighbour(h, side);
        }
    }
    for (Hex h : ring) {
      if (!grid.contains(h)) continue;
      for (int k = 0; k < perHex && next < units.size(); ++k) {
        Placement p;
        p.unit = units[next++];
        p.hex = h;
        out.push_back(p);
      }
      if (next >= units.size()) break;
    }
  }
  return out;
}

std::optional<Placement> SetupTool::currentPlacement(ToolContext& ctx, const std::string& unit) const {
  const Battle& b = ctx.battle();
  const Scenario* s = findScenario(b.scenarios, ctx.state.scenario);
  if (!s) return std::nullopt;
  for (const Placement& p : effectiveSetup(b.scenarios, *s).units)
    if (p.unit == unit) return p;
  return std::nullopt;
}

bool SetupTool::place(ToolContext& ctx, const std::string& unit, Hex hex, std::optional<Facing> facing) {
  if (ctx.state.scenario.empty()) {
    if (ctx.message) *ctx.message = "The battle has no scenario to set up: add one in the scenario panel";
    return false;
  }
  Placement p = currentPlacement(ctx, unit).value_or(Placement{});
  p.unit = unit;
  if (p.hex != hex) p.second.reset();  // a moved two-hex unit picks its second hex again
  p.hex = hex;
  if (facing) p.facing = *facing;
  std::string label = "Place " + unit + " in " + labelOf(ctx.battle(), hex);
  return ctx.execute(std::make_unique<SetPlacement>(ctx.state.scenario, unit, p, label));
}

bool SetupTool::placeNode(ToolContext& ctx, const std::string& node, Hex hex) {
  if (ctx.state.scenario.empty()) {
    if (ctx.message) *ctx.message = "The battle has no scenario to set up: add one in the scenario panel";
    return false;
  }
  std::vector<CommandPtr> commands;
  for (Placement p : nodePlacements(ctx.battle(), node, hex, kStackOnDrop)) {
    if (std::optional<Placement> was = currentPlacement(ctx, p.unit)) {
      p.formation = was->formation;
      p.facing = was->facing;
      p.note = was->note;
    }
    std::string unit = p.unit;
    commands.push_back(std::make_unique<SetPlacement>(ctx.state.scenario, unit, p));
  }
  if (commands.empty()) {
    if (ctx.message) *ctx.message = "Node " + node + " has no units to place";
    return false;
  }
  std::string label = "Place node " + node + " at " + labelOf(ctx.battle(), hex);
  return ctx.execute(std::make_unique<CommandGroup>(std::move(commands), label));
}

bool SetupTool::turn(ToolContext& ctx, const std::string& unit, int step, uint64_t stroke) {
  std::optional<Placement> p = currentPlacement(ctx, unit);
  if (!p) return false;
  p->facing = turnedFacing(p->facing, step);
  return ctx.execute(std::make_unique<SetPlacement>(ctx.state.scenario, unit, *p, "Turn " + unit), stroke);
}

bool SetupTool::setSecondHex(ToolContext& ctx, const std::string& unit, std::optional<Hex> second) {
  std::optional<Placement> p = currentPlacement(ctx, unit);
  if (!p) return false;
  p->second = second;
  std::string label =
      second ? "Extend " + unit + " into " + labelOf(ctx.battle(), *second) : "Draw " + unit + " into one hex";
  return ctx.execute(std::make_unique<SetPlacement>(ctx.state.scenario, unit, *p, label));
}

bool SetupTool::restack(ToolContext& ctx, Hex hex, std::vector<std::string> bottomToTop) {
  std::string label = "Restack " + labelOf(ctx.battle(), hex);
  return ctx.execute(std::make_unique<RestackHex>(ctx.state.scenario, hex, std::move(bottomToTop), label));
}

bool SetupTool::placeLeader(ToolContext& ctx, const std::string& leader, Point world) {
  if (ctx.state.scenario.empty()) {
    if (ctx.message) *ctx.message = "The battle has no scenario to set up: add one in the scenario panel";
    return false;
  }
  const Battle& b = ctx.battle();
  std::optional<LeaderPlacement> p =
      leaderDropPlacement(b, ctx.state.scenario, leader, ctx.state.counters(ctx.document), world);
  if (!p) {
    if (ctx.message) *ctx.message = "Leader " + leader + " can only be placed on the map";
    return false;
  }
  if (p == leaderPlacement(b, ctx.state.scenario, leader)) return true;
  std::string label = "Place leader " + leader + " " + (p->at == LeaderAt::Unit ? "" : "in ") + leaderPlaceText(b, p);
  return ctx.execute(std::make_unique<SetLeaderPlacement>(ctx.state.scenario, leader, p, label));
}

void SetupTool::press(ToolContext& ctx, const ToolInput& in) {
  const CounterLayout& layout = ctx.state.counters(ctx.document);
  // A leader's badge lies over the counters: it is taken first.
  if (const LeaderMark* m = in.shift ? nullptr : ctx.state.leaders(ctx.document).at(in.world, badgeReach(ctx))) {
    draggingLeader_ = m->leader;
    pressPoint_ = pointer_ = in.world;
    leaderMoved_ = false;
    return;
  }
  const CounterPlace* c = layout.at(in.world);
  if (in.shift) {  // the selected unit's second hex
    if (ctx.state.units.size() == 1) {
      const std::string unit = *ctx.state.units.begin();
      if (const CounterPlace* sel = layout.find(unit))
        setSecondHex(ctx, unit, in.hex == sel->hex ? std::nullopt : std::optional<Hex>(in.hex));
    }
    return;
  }
  if (!c) {
    ctx.state.units.clear();
    return;
  }
  if (!(in.ctrl && ctx.state.units.count(c->unit))) ctx.state.units = {c->unit};
  wheelStroke_ = 0;
  dragFacing_.reset();
  dragging_ = c->unit;
  stackHex_ = c->hex;
  dragHex_ = c->hex;
  dragOnMap_ = true;
  pointer_ = in.world;
}

void SetupTool::drag(ToolContext& ctx, const ToolInput& in) {
  if (!draggingLeader_.empty()) {
    pointer_ = in.world;
    dragHex_ = in.hex;
    dragOnMap_ = in.onMap;
    leaderMoved_ |= std::hypot(in.world.x - pressPoint_.x, in.world.y - pressPoint_.y) > badgeReach(ctx);
    return;
  }
  if (dragging_.empty()) return;
  pointer_ = in.world;
  dragHex_ = in.hex;
  dragOnMap_ = in.onMap;
  // Once the pointer leaves the counter's hex the counter follows it (a click stays a click).
  const CounterPlace* c = ctx.state.counters(ctx.document).find(dragging_);
  if (c && in.hex != c->hex) {
    ctx.state.draggedUnit = dragging_;
    ctx.state.dragPoint = in.world;
  }
}

void SetupTool::release(ToolContext& ctx, const ToolInput& in) {
  if (!draggingLeader_.empty()) {
    std::string leader = std::exchange(draggingLeader_, std::string());
    if (leaderMoved_ && in.onMap) placeLeader(ctx, leader, in.world);
    leaderMoved_ = false;
    return;
  }
  if (dragging_.empty()) return;
  std::string unit = std::move(dragging_);
  dragging_.clear();
  ctx.state.draggedUnit.clear();
  ctx.state.dragFacing.reset();
  std::optional<Facing> facing = std::exchange(dragFacing_, std::nullopt);
  const CounterPlace* c = ctx.state.counters(ctx.document).find(unit);
  if (c && in.onMap && in.hex != c->hex) {
    place(ctx, unit, in.hex, facing);
    stackHex_ = in.hex;
  } else if (c && in.hex == c->hex && facing && facing != c->facing) {  // turned and let go where it was
    if (std::optional<Placement> p = currentPlacement(ctx, unit)) {
      p->facing = *facing;
      ctx.execute(std::make_unique<SetPlacement>(ctx.state.scenario, unit, *p, "Turn " + unit));
    }
  }
}

void SetupTool::hover(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.world;
  // A leader's badge lies over the counters: it names him, where he stands and that he can be dragged.
  if (const LeaderMark* m = ctx.state.leaders(ctx.document).at(in.world, badgeReach(ctx))) {
    ctx.state.hoveredUnit.clear();
    const Battle& b = ctx.battle();
    const Leader* l = b.army.leader(m->leader);
    std::string where = m->arrives > 0 ? "arrives in turn " + std::to_string(m->arrives) + " at " + labelOf(b, m->hex)
                                       : leaderPlaceText(b, leaderPlacement(b, ctx.state.scenario, m->leader));
    ImGui::BeginTooltip();
    ImGui::Text("%s, %s", l ? leaderTitle(*l).c_str() : m->leader.c_str(), where.c_str());
    ImGui::TextDisabled("Drag onto one of his units or a hex to move him");
    ImGui::EndTooltip();
    return;
  }
  const CounterPlace* c = ctx.state.counters(ctx.document).at(in.world);
  ctx.state.hoveredUnit = c ? c->unit : std::string();
  if (c) stackHex_ = c->hex;
  if (!c) return;
  // Every unit of the stack, top first, and the leaders with it (a leader on any one of his units: he may be).
  const Battle& b = ctx.battle();
  auto stack = ctx.state.counters(ctx.document).stack(c->hex);
  std::vector<std::string> codes;
  for (const CounterPlace* p : stack) codes.push_back(p->unit);
  std::vector<std::string> leaders = leadersWithStack(b, ctx.state.scenario, c->hex, codes);
  if (c->stackSize <= 1 && leaders.empty()) return;
  ImGui::BeginTooltip();
  ImGui::Text("%s: %d unit%s, top first", labelOf(b, c->hex).c_str(), c->stackSize, c->stackSize == 1 ? "" : "s");
  for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
    const Unit* u = b.army.unit((*it)->unit);
    ImGui::BulletText("%s  %s", u ? u->name.c_str() : (*it)->unit.c_str(), (*it)->values.c_str());
  }
  for (const std::string& l : leaders) ImGui::BulletText("Leader: %s", l.c_str());
  ImGui::EndTooltip();
}

void SetupTool::cancel(ToolContext& ctx) {
  dragging_.clear();
  draggingLeader_.clear();
  leaderMoved_ = false;
  dragFacing_.reset();
  ctx.state.draggedUnit.clear();
  ctx.state.dragFacing.reset();
}

bool SetupTool::wheel(ToolContext& ctx, const ToolInput& in, float notches) {
  const CounterLayout& layout = ctx.state.counters(ctx.document);
  const CounterPlace* c = dragging_.empty() ? (in.shift ? layout.at(in.world) : nullptr) : layout.find(dragging_);
  if (!c) return false;  // the map zooms
  // Whole notches turn, a touchpad's fractions add up; away from the user is clockwise (a step of -1).
  wheelRest_ += notches;
  const int notchesNow = int(wheelRest_);
  wheelRest_ -= float(notchesNow);
  if (notchesNow == 0) return true;
  if (!dragging_.empty()) {
    // Part of the drop: the counter follows the pointer with its new facing and is placed once, on release.
    dragFacing_ = turnedFacing(dragFacing_ ? dragFacing_ : c->facing, -notchesNow);
    ctx.state.draggedUnit = dragging_;
    ctx.state.dragPoint = pointer_;
    ctx.state.dragFacing = dragFacing_;
    return true;
  }
  if (c->unit != wheelUnit_ || wheelStroke_ == 0) {
    wheelUnit_ = c->unit;
    wheelStroke_ = ctx.state.newStroke();
  }
  const std::string unit = c->unit;  // the layout is rebuilt by the turn
  ctx.state.units = {unit};
  turn(ctx, unit, -notchesNow, wheelStroke_);
  return true;
}

void SetupTool::keys(ToolContext& ctx) {
  int step = ImGui::IsKeyPressed(kKeyRightBracket) ? -1 : ImGui::IsKeyPressed(kKeyLeftBracket) ? +1 : 0;
  if (step == 0) return;
  std::string unit = ctx.state.hoveredUnit;
  if (unit.empty() && ctx.state.units.size() == 1) unit = *ctx.state.units.begin();
  if (!unit.empty()) turn(ctx, unit, step);
  wheelStroke_ = 0;
}

void SetupTool::drawPreview(const ToolContext& ctx, ImDrawList* list) const {
  if (!draggingLeader_.empty() && leaderMoved_) {
    // The badge follows the pointer as a gold ring; the hex he goes to is outlined.
    if (dragOnMap_) drawHexOutline(ctx, list, {ctx.battle().map.indexOf(dragHex_)});
    const float r = float(leaderBadgeRadius(ctx.view.zoom) / std::max(ImGui::GetIO().DisplayFramebufferScale.x, 1e-3f));
    ImVec2 c = toScreen(ctx, pointer_);
    list->AddCircleFilled(c, r, IM_COL32(20, 20, 20, 160), 20);
    list->AddCircle(c, r, IM_COL32(255, 214, 64, 255), 20, 2.5f);
    return;
  }
  if (dragging_.empty() || ctx.state.draggedUnit.empty() || !dragOnMap_) return;
  drawHexOutline(ctx, list, {ctx.battle().map.indexOf(dragHex_)});
}

void SetupTool::drawOptions(ToolContext& ctx) {
  const Battle& b = ctx.battle();
  if (!findScenario(b.scenarios, ctx.state.scenario)) {
    ImGui::TextWrapped("The battle has no scenario: add one in the scenario panel to set up units.");
    return;
  }
  if (ctx.state.units.size() == 1)
    if (const CounterPlace* sel = ctx.state.counters(ctx.document).find(*ctx.state.units.begin()))
      if (!ctx.state.hoveredUnit.size()) stackHex_ = sel->hex;
  if (!stackHex_) {
    ImGui::TextDisabled("Point at a counter to see its stack.");
    return;
  }
  std::vector<std::string> codes;
  for (const CounterPlace* c : ctx.state.counters(ctx.document).stack(*stackHex_)) codes.push_back(c->unit);
  if (codes.empty()) {
    ImGui::TextDisabled("No counter in %s.", labelOf(b, *stackHex_).c_str());
    return;
  }
  ImGui::Text("Stack in %s, top first", labelOf(b, *stackHex_).c_str());
  std::optional<std::vector<std::string>> reordered;
  for (size_t k = codes.size(); k-- > 0;) {
    ImGui::PushID(int(k));
    const Unit* u = b.army.unit(codes[k]);
    ImGui::BeginDisabled(k + 1 == codes.size());
    if (ImGui::ArrowButton("##up", ImGuiDir_Up)) {
      reordered = codes;
      std::swap((*reordered)[k], (*reordered)[k + 1]);
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(k == 0);
    if (ImGui::ArrowButton("##down", ImGuiDir_Down)) {
      reordered = codes;
      std::swap((*reordered)[k], (*reordered)[k - 1]);
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    bool chosen = ctx.state.units.count(codes[k]) > 0;
    if (ImGui::Selectable(u ? u->name.c_str() : codes[k].c_str(), chosen)) ctx.state.units = {codes[k]};
    ImGui::PopID();
  }
  if (reordered) restack(ctx, *stackHex_, *reordered);
}

}  // namespace cartouche
