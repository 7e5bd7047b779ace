#include "play_mode.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <numeric>

#include "play/fire.h"
#include "play/melee.h"
#include "play/withdrawal.h"
#include "render/counters.h"
#include "render/leaders.h"
#include "render/map_overlay.h"
#include "view/map_view.h"

namespace cartouche {

namespace {

constexpr const char* kInPlay = "in-play";
// What play draws over the map, shared by the drawing and its legend.
constexpr Rgba kReachShade{90, 200, 250, 70}, kReachEndsShade{250, 170, 60, 70}, kWithdrawalShade{240, 120, 60, 80},
    kTargetLine{230, 40, 40, 255}, kMarkBox{250, 230, 60, 255};
ImU32 toU32(Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

int pixels(float size) { return std::max(1, int(size)); }

// Twelfths of a movement point as a person reads them: "3", "1 1/2", "2/3".
std::string points(int twelfths) {
  const int whole = twelfths / kMovePointUnit, part = twelfths % kMovePointUnit;
  if (part == 0) return std::to_string(whole);
  const int g = std::gcd(part, kMovePointUnit);
  const std::string fraction = std::to_string(part / g) + "/" + std::to_string(kMovePointUnit / g);
  return whole ? std::to_string(whole) + " " + fraction : fraction;
}

bool phaseHas(const Game& game, std::initializer_list<const char*> words) {
  const Phase* p = game.state().currentPhase();
  if (!p) return false;
  for (const char* w : words)
    if (p->name.find(w) != std::string::npos) return true;
  return false;
}

}  // namespace

Result<std::unique_ptr<PlayMode>> PlayMode::start(const Battle& battle, const std::string& scenario, uint64_t seed) {
  auto copy = std::make_unique<Battle>(battle);
  Result<Game> game = Game::start(*copy, scenario, DiceSource(seed));
  if (!game) return game.status();
  std::unique_ptr<PlayMode> mode(new PlayMode(std::move(copy), std::move(game).value()));
  return mode;
}

Result<std::unique_ptr<PlayMode>> PlayMode::resume(const Battle& battle, const PlaytestFile& file) {
  auto copy = std::make_unique<Battle>(battle);
  Result<Game> game = Game::resume(*copy, file);
  if (!game) return game.status();
  std::unique_ptr<PlayMode> mode(new PlayMode(std::move(copy), std::move(game).value()));
  return mode;
}

PlayMode::PlayMode(std::unique_ptr<Battle> battle, Game game)
    : battle_(std::move(battle)), game_(std::make_unique<Game>(std::move(game))), shown_(*battle_) {
  shown_.layers.clear();
  for (const RuleTable& t : battle_->rules)
    if (t.kind == TableKind::Modifiers)
      for (const auto& row : t.rows)
        if (!row.empty() && !row.front().empty()) view_.choices.push_back(CombatCondition{t.code, row.front()});
  refresh();
}

void PlayMode::undo() {
  if (game_->undo()) refresh();
}

void PlayMode::redo() {
  if (game_->redo()) refresh();
}

void PlayMode::battleOpened(ModeContext&) { stop_ = true; }

std::vector<MenuToggle> PlayMode::viewToggles() { return {{"Play log", &panels_.showLog}, {"Legend", &legend_.shown}}; }

LegendSection PlayMode::legendRows() const {
  LegendSection s{"Play", {}};
  if (reach_ && !reach_->hexes.empty()) {
    s.rows.push_back({"Within reach (movement points it costs)", kReachShade});
    if (std::any_of(reach_->hexes.begin(), reach_->hexes.end(), [](const ReachableHex& r) { return r.ends; }))
      s.rows.push_back({"Within reach; the move ends there", kReachEndsShade});
  }
  if (view_.withdrawal) s.rows.push_back({"Where the withdrawal may go", kWithdrawalShade});
  if (view_.target) s.rows.push_back({"Target of fire or melee", kTargetLine, true});
  bool disordered = false, routed = false;
  for (const CounterPlace& c : layout_.counters())
    if (const UnitState* u = game_->state().unit(c.unit)) {
      disordered = disordered || (u->disordered && !u->routed);
      routed = routed || u->routed;
    }
  if (disordered) s.rows.push_back({"D: disordered", kMarkBox});
  if (routed) s.rows.push_back({"R: routed", kMarkBox});
  return s;
}

void PlayMode::refresh() {
  const PlayState& state = game_->state();
  // The counters show the game's positions and the values each unit has left.
  shown_.scenarios = {state.asScenario(game_->scenario())};
  shown_.scenarios.front().code = kInPlay;
  for (size_t i = 0; i < shown_.army.units.size(); ++i) {
    Unit& u = shown_.army.units[i];
    u.values = battle_->army.units[i].values;
    const UnitState* s = state.unit(u.code);
    if (!s || s->losses <= 0) continue;
    if (size_t(s->losses) <= u.losses.size()) {
      u.values = u.losses[size_t(s->losses) - 1].values;
    } else if (std::optional<int> inc = intValue(u.values, "increments")) {
      u.values["increments"] = std::to_string(std::max(0, *inc - s->losses));
    }
  }
  layout_ = CounterLayout::build(shown_, kInPlay);
  leaders_ = leaderMarks(shown_, kInPlay, layout_);
  // Units that left the map are no longer chosen.
  std::erase_if(view_.selected, [&](const std::string& code) {
    const UnitState* u = state.unit(code);
    return !u || !u->hex || u->eliminated;
  });
  reach_.reset();
  view_.selectionWords.clear();
  if (!view_.selected.empty() && !phaseHas(*game_, {"move"})) {
    const Phase* p = state.currentPhase();
    view_.selectionWords = "No movement in the " + (p ? p->name : std::string("current")) + " phase.";
  } else if (!view_.selected.empty()) {
    Result<Reach> r = reachable(*battle_, state, view_.selected);
    if (r) {
      reach_ = std::move(r).value();
      view_.selectionWords = "Movement points " + points(reach_->remaining) + " of " + points(reach_->allowance) +
                             " left; " + std::to_string(reach_->hexes.size()) + " hexes within reach.";
    } else {
      view_.selectionWords = "Cannot move: " + r.status().message();
    }
  }
  refreshWithdrawal();
  refreshCombat();
}

void PlayMode::refreshWithdrawal() {
  const PlayState& state = game_->state();
  const std::vector<std::string> owed = pendingWithdrawals(state);
  std::optional<Hex> via = view_.withdrawal ? view_.withdrawal->via : std::nullopt;
  if (owed.empty() || (view_.withdrawal && view_.withdrawal->units.front() != owed.front())) via.reset();
  view_.withdrawal.reset();
  if (owed.empty()) return;
  Result<WithdrawalRoute> route = withdrawalRoute(*battle_, state, owed.front());
  if (!route) return;
  OwedWithdrawal w;
  // Units beaten together, in one hex and for one reason, withdraw together.
  const UnitState* first = state.unit(owed.front());
  for (const std::string& code : owed)
    if (const UnitState* u = state.unit(code);
        u->hex == first->hex && u->mustWithdraw == first->mustWithdraw && u->attackedFrom == first->attackedFrom)
      w.units.push_back(code);
  const Unit* unit = battle_->army.unit(owed.front());
  w.words = (unit && !unit->name.empty() ? unit->name : owed.front()) + " must withdraw " + route->words;
  w.choices = route->choices;
  w.dieDecides = route->dieDecides;
  w.via = via;
  if (via)
    for (int d = 0; d < 6; ++d)
      if (Hex h = neighbour(*via, d); battle_->map.contains(h) && h != *first->hex) w.onward.push_back(h);
  view_.withdrawal = std::move(w);
}

void PlayMode::refreshCombat() {
  view_.combatLines.clear();
  view_.combatReady = false;
  view_.die.reset();
  view_.melee = phaseHas(*game_, {"melee", "assault", "charge"});
  if (!view_.target) return;
  if (view_.selected.empty()) {
    view_.combatLines.push_back("Choose the units that fire or attack.");
    return;
  }
  if (!view_.melee && !phaseHas(*game_, {"fire"})) {
    const Phase* p = game_->state().currentPhase();
    view_.combatLines.push_back("No fire or melee in the " + (p ? p->name : std::string("current")) + " phase.");
    return;
  }
  if (view_.melee) {
    MeleeOrder order;
    order.attackers = view_.selected;
    order.hex = *view_.target;
    order.conditions = view_.declared;
    Result<MeleePlan> plan = prepareMelee(*battle_, game_->state(), order);
    if (!plan) {
      view_.combatLines.push_back(plan.status().message());
      return;
    }
    view_.combatLines = plan.value().lines;
    view_.die = plan.value().die;
  } else {
    FireOrder order;
    order.firers = view_.selected;
    order.target = *view_.target;
    order.conditions = view_.declared;
    Result<FirePlan> plan = prepareFire(*battle_, game_->scenario(), game_->state(), order);
    if (!plan) {
      view_.combatLines.push_back(plan.status().message());
      return;
    }
    view_.combatLines = plan.value().lines;
    view_.die = plan.value().die;
  }
  view_.combatReady = true;
}

void PlayMode::choose(const std::string& unit, bool add) {
  if (!add) view_.selected.clear();
  auto it = std::find(view_.selected.begin(), view_.selected.end(), unit);
  if (it == view_.selected.end())
    view_.selected.push_back(unit);
  else if (add)
    view_.selected.erase(it);
  refresh();
}

bool PlayMode::perform(ModeContext& ctx, Action action) {
  Status s = game_->perform(action);
  if (!s) {
    ctx.notices.post("Refused: " + s.message());
    return false;
  }
  refresh();
  return true;
}

MapView PlayMode::screenView(const ModeContext& ctx, int& width, int& height) const {
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  MapView v = ctx.mapView.view();
  v.zoom /= std::max(scale.x, 1e-3f);
  width = pixels(ctx.framebuffer.x / std::max(scale.x, 1e-3f));
  height = pixels(ctx.framebuffer.y / std::max(scale.y, 1e-3f));
  return v;
}

void PlayMode::drawPanels(ModeContext& ctx) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  PlayRequests r = panels_.draw(*game_, view_, size);
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  const PlayPlaces& at = panels_.places();
  ctx.mapView.setInsets({0, at.top * scale.y, at.right * scale.x, at.bottom * scale.y});
  legend_.draw(*battle_, 0, legendRows(), ctx.mapView);  // the game's battle is a copy that never changes
  if (ctx.modalOpen) return;
  Action a;
  if (r.stop) stop_ = true;
  if (r.undo) undo();
  if (r.redo) redo();
  if (r.endPhase || r.endTurn) {
    a.kind = r.endTurn ? ActionKind::EndTurn : ActionKind::EndPhase;
    perform(ctx, a);
  }
  if (r.formation && !view_.selected.empty()) {
    a.kind = ActionKind::Formation;
    a.units = view_.selected;
    a.formation = *r.formation;
    perform(ctx, a);
  }
  if (r.facing && !view_.selected.empty()) {
    a.kind = ActionKind::Face;
    a.units = view_.selected;
    a.facing = r.facing;
    perform(ctx, a);
  }
  if (r.toggle) {
    auto it = std::find(view_.declared.begin(), view_.declared.end(), *r.toggle);
    if (it == view_.declared.end())
      view_.declared.push_back(*r.toggle);
    else
      view_.declared.erase(it);
    refreshCombat();
  }
  if (r.clearTarget) {
    view_.target.reset();
    view_.lastResult.clear();
    refresh();
  }
  if (r.withdrawTo && view_.withdrawal) {
    a.kind = ActionKind::Withdraw;
    a.units = view_.withdrawal->units;
    a.hexes = *r.withdrawTo;
    int typed = 0;
    if (view_.withdrawal->dieDecides && panels_.dice[0] && std::sscanf(panels_.dice, "%d", &typed) == 1) a.dice = typed;
    Status s = game_->perform(a);
    if (s) {
      panels_.dice[0] = '\0';
      view_.withdrawal.reset();
    } else {
      ctx.notices.post("Refused: " + s.message());
      // Over-stacking where it chose: it goes one hex more, chosen next ([8.16.10]).
      if (s.message().find("[8.16.10]") != std::string::npos && a.hexes.size() == 1) view_.withdrawal->via = a.hexes[0];
    }
    refresh();
  }
  if (r.resolve && view_.target) {
    a.kind = view_.melee ? ActionKind::Melee : ActionKind::Fire;
    a.units = view_.selected;
    a.hexes = {*view_.target};
    a.conditions = view_.declared;
    int typed = 0, second = 0;
    const int read = panels_.dice[0] ? std::sscanf(panels_.dice, "%d %d", &typed, &second) : 0;
    if (read >= 1) a.dice = typed;
    if (read == 2) a.defenderDice = second;
    const size_t before = game_->log().size();
    if (perform(ctx, a)) {
      view_.lastResult = game_->log().size() > before ? game_->log().back().text : "";
      panels_.dice[0] = '\0';
    }
  }
  echo(ctx);
}

void PlayMode::echo(ModeContext& ctx) {
  if (!ctx.notices.echoing()) {
    echoed_ = game_->log().size();
    return;
  }
  for (; echoed_ < game_->log().size(); ++echoed_) std::printf("play: %s\n", game_->log()[echoed_].text.c_str());
  std::fflush(stdout);
}

void PlayMode::drivePointer(ModeContext& ctx) {
  const ImGuiIO& io = ImGui::GetIO();
  hovered_.reset();
  if (!io.WantTextInput && !ctx.modalOpen && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    view_.selected.clear();  // Escape lets go of the chosen units and the target
    view_.target.reset();
    view_.lastResult.clear();
    refresh();
  }
  if (io.WantCaptureMouse || ctx.modalOpen || io.MousePos.x <= -1e30f) return;
  const GridSettings& grid = battle_->map.grid();
  int w = 0, h = 0;
  const MapView view = screenView(ctx, w, h);
  const Point world = view.screenToWorld({io.MousePos.x, io.MousePos.y}, w, h);
  const Hex hex = hexAtWorld(grid, world);
  if (!grid.contains(hex)) return;
  hovered_ = hex;
  if (!ImGui::IsMouseClicked(0)) return;
  // A hex holding the enemy of the chosen units is a target; a shaded hex is a move; a counter is a choice.
  std::string side;
  if (!view_.selected.empty())
    if (const Unit* u = battle_->army.unit(view_.selected.front())) side = battle_->army.sideOfUnit(*u);
  bool enemy = false;
  for (const UnitState* u : game_->state().unitsAt(hex))
    if (const Unit* unit = battle_->army.unit(u->unit);
        unit && !side.empty() && battle_->army.sideOfUnit(*unit) != side)
      enemy = true;
  if (enemy) {
    view_.target = hex;
    view_.lastResult.clear();
    refreshCombat();
    return;
  }
  if (reach_ && reach_->find(hex)) {
    Action a;
    a.kind = ActionKind::Move;
    a.units = view_.selected;
    a.hexes = reach_->pathTo(hex);
    perform(ctx, a);
    return;
  }
  if (const CounterPlace* c = layout_.at(world)) {
    choose(c->unit, io.KeyShift);
    return;
  }
  view_.selected.clear();
  refresh();
}

void PlayMode::drawOverMap(ModeContext&, ImDrawList* list, const MapViewPanel::ScreenPart& part, MapOverlay* things) {
  // Only where the panels leave the map uncovered: a counter under a panel would be drawn and covered.
  const GridSettings& grid = battle_->map.grid();
  const Layout layout = worldLayout(grid);
  auto screen = [&](Point world) {
    const Point p = part.view.worldToScreen(world, part.width, part.height);
    return ImVec2(part.origin.x + float(p.x), part.origin.y + float(p.y));
  };
  if (reach_) {
    for (const ReachableHex& r : reach_->hexes) {
      const std::string cost = points(r.cost);
      if (things) things->thing(ThingKey("reach").add(r.hex.q).add(r.hex.r).add(cost).add(r.ends).value());
      ImVec2 corners[6];
      for (int c = 0; c < 6; ++c) corners[c] = screen(hexCorner(layout, r.hex, c));
      list->AddConvexPolyFilled(corners, 6, toU32(r.ends ? kReachEndsShade : kReachShade));
      if (part.view.zoom * CounterLayout::kSide >= 18.0) {
        const ImVec2 c = screen(hexToPixel(layout, r.hex));
        const ImVec2 t = ImGui::CalcTextSize(cost.c_str());
        list->AddText(textPlace(ImVec2(c.x - t.x * 0.5f, c.y + float(part.view.zoom) * 0.45f)),
                      IM_COL32(20, 40, 60, 255), cost.c_str());
      }
    }
  }
  CounterHighlight highlight;
  highlight.selected.insert(view_.selected.begin(), view_.selected.end());
  cartouche::drawCounters(list, ImGui::GetFont(), layout_, grid, part.view, part.origin, part.width, part.height,
                          highlight, things);
  cartouche::drawLeaders(list, ImGui::GetFont(), leaders_, part.view, part.origin, part.width, part.height, things);
  // Markers the counters do not print: disorder and rout, in the counter's lower right corner.
  for (const CounterPlace& c : layout_.counters()) {
    const UnitState* u = game_->state().unit(c.unit);
    if (!u || (!u->disordered && !u->routed)) continue;
    const char* mark = u->routed ? "R" : "D";
    if (things) things->thing(ThingKey("marker").add(c.unit).add(std::string(mark)).value());
    const double half = 0.5 * CounterLayout::kSide;
    const ImVec2 p = screen({c.centre.x + half, c.centre.y + half});
    const ImVec2 t = ImGui::CalcTextSize(mark);
    const ImVec2 at(p.x - t.x - 2.f, p.y - t.y - 1.f);
    list->AddRectFilled(ImVec2(at.x - 2.f, at.y), ImVec2(at.x + t.x + 2.f, at.y + t.y), toU32(kMarkBox));
    list->AddText(textPlace(at), IM_COL32(20, 20, 20, 255), mark);
  }
}

void PlayMode::drawStatus(ModeContext& ctx) {
  // What follows the pointer and the choices being made, over the map every frame.
  int w = 0, h = 0;
  const MapView view = screenView(ctx, w, h);
  const Layout layout = worldLayout(battle_->map.grid());
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  auto outline = [&](Hex hex, ImU32 fill, ImU32 edge) {
    ImVec2 corners[6];
    for (int c = 0; c < 6; ++c) {
      Point p = view.worldToScreen(hexCorner(layout, hex, c), w, h);
      corners[c] = ImVec2(float(p.x), float(p.y));
    }
    if (fill) list->AddConvexPolyFilled(corners, 6, fill);
    if (edge) list->AddPolyline(corners, 6, edge, ImDrawFlags_Closed, 2.f);
  };
  if (view_.withdrawal) {
    // Where the withdrawal owed may go, or go on from the hex that would over-stack.
    for (Hex h : view_.withdrawal->via ? view_.withdrawal->onward : view_.withdrawal->choices)
      outline(h, toU32(kWithdrawalShade), toU32({kWithdrawalShade.r, kWithdrawalShade.g, kWithdrawalShade.b, 220}));
  }
  if (view_.target) outline(*view_.target, 0, toU32(kTargetLine));
  if (hovered_) outline(*hovered_, 0, IM_COL32(255, 255, 255, 120));
}

std::optional<Status> PlayMode::scriptCommand(ModeContext& ctx, const std::string& verb, const std::string& argument) {
  if (verb == "playaction") {
    Result<std::optional<Action>> a = parseAction(*battle_, argument);
    if (!a) return a.status();
    if (!a.value()) return Status::invalidArgument("playaction: no action in '" + argument + "'");
    Status s = game_->perform(*a.value());
    refresh();
    echo(ctx);
    return s;
  }
  if (verb == "legend") {
    for (const std::string& line : legend_.describe()) std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    return Status::ok();
  }
  if (verb == "playunit") {
    const UnitState* u = game_->state().unit(argument);
    if (!u) return Status::invalidArgument("playunit: no unit '" + argument + "' in the game");
    const GridSettings& g = battle_->map.grid();
    std::printf("playunit: %s at %s losses %d%s%s\n", argument.c_str(), u->hex ? g.label(*u->hex).c_str() : "off map",
                u->losses, u->disordered ? " disordered" : "", u->eliminated ? " eliminated" : "");
    std::fflush(stdout);
    return Status::ok();
  }
  return std::nullopt;
}

std::optional<Result<ImVec2>> PlayMode::scriptPlace(ModeContext& ctx, const std::string& name) {
  if (name.rfind("play:", 0) == 0) {
    auto it = panels_.places().items.find(name);
    if (it == panels_.places().items.end())
      return Result<ImVec2>(Status::notFound("no " + name + " in the play panels"));
    return Result<ImVec2>(it->second);
  }
  if (name.rfind("counter:", 0) == 0) {
    const CounterPlace* c = layout_.find(name.substr(8));
    if (!c) return Result<ImVec2>(Status::notFound("no counter of " + name.substr(8) + " on the map"));
    // The top counter's centre; a lower one's lower left corner, which the counters above it (up and to the right,
    // CounterLayout::kStackStep a level) leave uncovered.
    const double inset = c->level + 1 < c->stackSize ? 0.5 * (CounterLayout::kSide - CounterLayout::kStackStep) : 0.0;
    int w = 0, h = 0;
    const MapView view = screenView(ctx, w, h);
    Point p = view.worldToScreen({c->centre.x - inset, c->centre.y + inset}, w, h);
    return Result<ImVec2>(ImVec2(float(p.x), float(p.y)));
  }
  return std::nullopt;
}

}  // namespace cartouche
