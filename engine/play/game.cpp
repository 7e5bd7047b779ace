#include "play/game.h"

#include <algorithm>
#include <cstdio>
#include <unordered_set>

#include "play/fire.h"
#include "play/formation_change.h"
#include "play/melee.h"
#include "play/movement.h"
#include "play/victory.h"
#include "play/withdrawal.h"

namespace cartouche {

namespace {

bool contains(const std::string& text, const char* word) { return text.find(word) != std::string::npos; }

// Which phases allow which actions: a phase whose name has "move" allows move, face and formation; "fire" allows
// fire; "melee", "assault" or "charge" allows melee. A phase with a side allows only that side's units.
Status phaseAllows(const Battle& battle, const Phase* phase, const Action& action) {
  // A withdrawal is owed whatever the phase, by the side that lost ([8.16]).
  if (action.kind == ActionKind::EndPhase || action.kind == ActionKind::EndTurn || action.kind == ActionKind::Withdraw)
    return Status::ok();
  if (!phase) return Status::invalidArgument("the turn has no current phase");
  bool allowed = false;
  switch (action.kind) {
    case ActionKind::Move:
    case ActionKind::Face:
    case ActionKind::Formation:
      allowed = contains(phase->name, "move");
      break;
    case ActionKind::Fire:
      allowed = contains(phase->name, "fire");
      break;
    case ActionKind::Melee:
      allowed = contains(phase->name, "melee") || contains(phase->name, "assault") || contains(phase->name, "charge");
      break;
    default:
      break;
  }
  const std::string label = phase->side.empty() ? phase->name : phase->side + " " + phase->name;
  if (!allowed)
    return Status::invalidArgument(std::string(actionKindName(action.kind)) + " is not allowed in the " + label +
                                   " phase (the battle's sequence of play)");
  if (phase->side.empty()) return Status::ok();
  for (const std::string& code : action.units) {
    const Unit* unit = battle.army.unit(code);
    if (unit && battle.army.sideOfUnit(*unit) != phase->side)
      return Status::invalidArgument(code + " belongs to " + battle.army.sideOfUnit(*unit) + ", not to " + phase->side +
                                     ", whose " + phase->name + " phase it is");
  }
  return Status::ok();
}

// "16:00" -> minutes after midnight; none when it does not read so.
std::optional<int> clockMinutes(const std::string& text) {
  int h = 0, m = 0;
  char extra = 0;
  if (std::sscanf(text.c_str(), "%d:%d%c", &h, &m, &extra) != 2 || h < 0 || h > 23 || m < 0 || m > 59)
    return std::nullopt;
  return h * 60 + m;
}

}  // namespace

Game::Game(const Battle& battle, const Scenario& scenario, PlayState state, DiceSource dice)
    : battle_(&battle), scenario_(&scenario), state_(std::move(state)), dice_(dice) {}

Result<Game> Game::start(const Battle& battle, const std::string& scenario, DiceSource dice) {
  Result<PlayState> state = startPlay(battle, scenario);
  if (!state) return state.status();
  Game game(battle, *findScenario(battle.scenarios, scenario), std::move(state).value(), dice);
  bool usedDefault = false;
  sequenceOfPlay(battle, &usedDefault);
  game.note("Start of " + game.scenario_->code +
            (game.scenario_->name.empty() ? "" : " (" + game.scenario_->name + ")") + ": " + game.turnDescription());
  if (usedDefault)
    game.note(
        "The battle has no sequence-of-play table: each side moves, fires and melees in turn, in the army's order.");
  return game;
}

Result<Game> Game::resume(const Battle& battle, const PlaytestFile& file) {
  Result<Game> game = start(battle, file.scenario, DiceSource(file.seed));
  if (!game) return game.status();
  Game g = std::move(game).value();
  for (const Action& a : file.actions) {
    if (Status s = g.perform(a); !s)
      return Status::invalidArgument("line " + std::to_string(a.line) + ": " + formatAction(battle, a) + ": " +
                                     s.message());
  }
  g.dice_ = DiceSource::resumed(file.seed, file.draws);
  g.undo_.clear();
  g.redo_.clear();
  return g;
}

PlaytestFile Game::toPlaytest() const {
  PlaytestFile f;
  f.battleTitle = battle_->title();
  f.scenario = scenario_->code;
  f.fingerprint = state_.fingerprint;
  f.seed = dice_.seed();
  f.draws = dice_.draws();
  f.actions = performed_;
  return f;
}

std::string Game::phaseLabel() const {
  const Phase* p = state_.currentPhase();
  if (!p) return {};
  return p->side.empty() ? p->name : p->side + " " + p->name;
}

void Game::note(std::string text) { log_.push_back(LogEntry{state_.turn, phaseLabel(), std::move(text)}); }

std::string Game::turnDescription() const {
  std::string out = "turn " + std::to_string(state_.turn);
  if (scenario_->turns > 0) out += " of " + std::to_string(scenario_->turns);
  std::optional<int> start = clockMinutes(scenario_->startTime);
  if (start && scenario_->turnMinutes > 0) {
    const int t = (*start + (state_.turn - 1) * scenario_->turnMinutes) % (24 * 60);
    char clock[8];
    std::snprintf(clock, sizeof clock, "%02d:%02d", t / 60, t % 60);
    out += std::string(", ") + clock;
  }
  const auto& track = scenario_->turnTrack;
  if (std::find(track.nightTurns.begin(), track.nightTurns.end(), state_.turn) != track.nightTurns.end())
    out += " (night)";
  else if (std::find(track.duskTurns.begin(), track.duskTurns.end(), state_.turn) != track.duskTurns.end())
    out += " (dusk)";
  const std::string phase = phaseLabel();
  if (!phase.empty()) out += ", " + phase;
  return out;
}

std::vector<SideScore> Game::scores() const {
  std::vector<SideScore> out;
  for (const VictoryTally& t : tallyVictory(*battle_, *scenario_, state_)) {
    SideScore s{t.side, t.total(), std::nullopt};
    auto it = scenario_->victory.automaticPoints.find(t.side);
    if (it != scenario_->victory.automaticPoints.end()) s.automatic = it->second;
    out.push_back(s);
  }
  return out;
}

Game::Snapshot Game::snapshot() const { return Snapshot{state_, log_, dice_, performed_, over_}; }

void Game::restore(Snapshot s) {
  state_ = std::move(s.state);
  log_ = std::move(s.log);
  dice_ = s.dice;
  performed_ = std::move(s.performed);
  over_ = std::move(s.over);
}

Status Game::perform(const Action& action) {
  if (!over_.empty()) return Status::invalidArgument("the game is over: " + over_);
  if (Status s = withdrawalsFirst(action); !s) return s;
  if (Status s = phaseAllows(*battle_, state_.currentPhase(), action); !s) return s;
  Snapshot before = snapshot();
  Action done = action;
  Status s = carryOut(done);
  if (!s) {
    restore(std::move(before));
    return s;
  }
  performed_.push_back(done);
  undo_.push_back(std::move(before));
  if (undo_.size() > kMaxUndo) undo_.erase(undo_.begin());
  redo_.clear();
  return Status::ok();
}

bool Game::undo() {
  if (undo_.empty()) return false;
  redo_.push_back(snapshot());
  restore(std::move(undo_.back()));
  undo_.pop_back();
  return true;
}

bool Game::redo() {
  if (redo_.empty()) return false;
  undo_.push_back(snapshot());
  restore(std::move(redo_.back()));
  redo_.pop_back();
  return true;
}

Status Game::carryOut(Action& action) {
  // Racławice [8.9]: a unit that moved at double time cannot fire, nor change formation or facing, that phase.
  if (action.kind == ActionKind::Fire || action.kind == ActionKind::Face || action.kind == ActionKind::Formation)
    for (const std::string& code : action.units)
      if (const UnitState* u = state_.unit(code); u && u->doubleTime)
        return Status::invalidArgument(
            code + " moved at double time this phase: it cannot " +
            (action.kind == ActionKind::Fire ? std::string("fire") : std::string("change formation or facing")) +
            " ([8.9])");
  switch (action.kind) {
    case ActionKind::EndPhase:
      return endPhase();
    case ActionKind::EndTurn:
      note("End of turn " + std::to_string(state_.turn) + ".");
      startTurn(state_.turn + 1);
      return Status::ok();
    case ActionKind::Formation: {
      Result<std::string> line = changeFormation(*battle_, *scenario_, state_, action.units, action.formation);
      if (!line) return line.status();
      note(line.value());
      return Status::ok();
    }
    case ActionKind::Move: {
      MoveOptions options;
      options.roadMarch = action.road;
      options.doubleTime = action.doubleTime;
      std::optional<Hex> start;
      if (!action.units.empty())
        if (const UnitState* u = state_.unit(action.units.front())) start = u->hex;
      Result<MoveOutcome> moved = applyMove(*battle_, state_, action.units, action.hexes, options);
      if (!moved) return moved.status();
      // Where the move entered its last hex from, for a withdrawal after melee there ([8.16.6], [8.16.9]).
      std::vector<Hex> route;
      if (start) route.push_back(*start);
      for (Hex h : action.hexes)
        if (route.empty() || route.back() != h) route.push_back(h);
      for (const std::string& code : action.units)
        if (UnitState* u = state_.unit(code)) {
          if (action.doubleTime) u->doubleTime = true;
          if (route.size() >= 2) u->enteredFrom = route[route.size() - 2];
        }
      note(moved.value().log);
      return Status::ok();
    }
    case ActionKind::Face: {
      Result<MoveOutcome> turned = applyFacing(*battle_, state_, action.units, action.facing.value_or(0));
      if (!turned) return turned.status();
      note(turned.value().log);
      return Status::ok();
    }
    case ActionKind::Fire:
      return fire(action);
    case ActionKind::Melee:
      return melee(action);
    case ActionKind::Withdraw:
      return withdraw(action);
  }
  return Status::invalidArgument("unknown action");
}

Status Game::fire(Action& action) {
  if (action.hexes.empty()) return Status::invalidArgument("fire names no target hex");
  const bool raclawice = rulesFamily(*battle_) == RulesFamily::Raclawice;
  for (const std::string& code : action.units) {
    const UnitState* u = state_.unit(code);
    const Unit* unit = battle_->army.unit(code);
    const TroopType* type = unit ? battle_->armyVocabulary.troopType(unit->troopType) : nullptr;
    if (raclawice && u && u->firedThisTurn >= 4 && !(type && type->arm == Arm::Artillery))
      return Status::invalidArgument(code + " has fired four times this turn, the most a unit may ([10.9.1])");
  }
  FireOrder order;
  order.firers = action.units;
  order.target = action.hexes.front();
  order.conditions = action.conditions;
  Result<FirePlan> plan = prepareFire(*battle_, *scenario_, state_, order);
  if (!plan) return plan.status();
  std::optional<int> roll;
  if (!plan.value().die && action.dice)
    return Status::invalidArgument("this fire needs no dice (its result is known before any roll): leave out \"dice " +
                                   std::to_string(*action.dice) + "\"");
  if (plan.value().die) {
    Result<int> r = dice_.roll(*plan.value().die, action.dice);
    if (!r) return r.status();
    roll = r.value();
    action.dice = roll;
  }
  Result<FireOutcome> outcome = resolveFire(*battle_, state_, plan.value(), roll);
  if (!outcome) return outcome.status();
  if (Status s = applyFire(*battle_, outcome.value(), state_); !s) return s;
  for (const std::string& code : action.units)
    if (UnitState* u = state_.unit(code)) {
      ++u->firedThisTurn;
      // [10.9.2]: a unit firing in its own movement phase pays one movement point for it.
      if (raclawice) u->spent += kMovePointUnit;
    }
  for (const std::string& line : plan.value().lines) note(line);
  note(outcome.value().log);
  std::vector<std::string> back;
  for (const CombatEffect& e : outcome.value().effects)
    if (e.withdraw && !e.eliminated) back.push_back(e.unit);
  for (const std::string& line : requireWithdrawal(*battle_, state_, back, Withdrawal::AfterFire, {})) note(line);
  return Status::ok();
}

Status Game::melee(Action& action) {
  if (action.hexes.empty()) return Status::invalidArgument("melee names no hex");
  MeleeOrder order;
  order.attackers = action.units;
  order.hex = action.hexes.front();
  order.conditions = action.conditions;
  Result<MeleePlan> plan = prepareMelee(*battle_, state_, order);
  if (!plan) return plan.status();
  MeleeRolls rolls;
  Result<int> r = dice_.roll(plan.value().die, action.dice);
  if (!r) return r.status();
  rolls.roll = r.value();
  action.dice = rolls.roll;
  if (!plan.value().twoRolls && action.defenderDice)
    return Status::invalidArgument("only one side rolls in this melee: give one roll after \"dice\"");
  if (plan.value().twoRolls) {
    Result<int> d = dice_.roll(plan.value().die, action.defenderDice);
    if (!d) return d.status();
    rolls.defenderRoll = d.value();
    action.defenderDice = d.value();
  }
  Result<MeleeOutcome> outcome = resolveMelee(*battle_, state_, plan.value(), rolls);
  if (!outcome) return outcome.status();
  if (Status s = applyMelee(outcome.value(), state_); !s) return s;
  for (const std::string& line : plan.value().lines) note(line);
  note(outcome.value().log);
  // The beaten side withdraws: a defender away from where the attackers came in, an attacker back the way it came.
  std::vector<Hex> attackersFrom;
  for (const MeleeUnitLine& l : plan.value().attackers)
    if (const UnitState* u = state_.unit(l.unit);
        u && u->enteredFrom &&
        std::find(attackersFrom.begin(), attackersFrom.end(), *u->enteredFrom) == attackersFrom.end())
      attackersFrom.push_back(*u->enteredFrom);
  std::vector<std::string> beatenDefenders;
  for (const CombatEffect& e : outcome.value().effects) {
    if (!e.withdraw || e.eliminated) continue;
    const bool attacker = std::any_of(plan.value().attackers.begin(), plan.value().attackers.end(),
                                      [&](const MeleeUnitLine& l) { return l.unit == e.unit; });
    if (!attacker) {
      beatenDefenders.push_back(e.unit);
      continue;
    }
    const UnitState* u = state_.unit(e.unit);
    std::vector<Hex> own;
    if (u && u->enteredFrom) own.push_back(*u->enteredFrom);
    for (const std::string& line : requireWithdrawal(*battle_, state_, {e.unit}, Withdrawal::BeatenAttacker, own))
      note(line);
  }
  for (const std::string& line :
       requireWithdrawal(*battle_, state_, beatenDefenders, Withdrawal::BeatenDefender, attackersFrom))
    note(line);
  return Status::ok();
}

Status Game::withdraw(Action& action) {
  if (action.units.empty()) return Status::invalidArgument("withdraw names no unit");
  Result<WithdrawalRoute> route = withdrawalRoute(*battle_, state_, action.units.front());
  if (!route) return route.status();
  std::optional<int> roll;
  if (route.value().dieDecides) {
    Result<int> r = dice_.roll(DieKind::D10, action.dice);
    if (!r) return r.status();
    roll = r.value();
    action.dice = roll;
  } else if (action.dice) {
    return Status::invalidArgument("no die decides this withdrawal: leave out \"dice " + std::to_string(*action.dice) +
                                   "\"");
  }
  Result<std::string> line = carryOutWithdrawal(*battle_, state_, action.units, action.hexes, roll);
  if (!line) return line.status();
  note(line.value());
  checkGameOver();
  return Status::ok();
}

Status Game::withdrawalsFirst(const Action& action) const {
  const std::vector<std::string> owed = pendingWithdrawals(state_);
  if (owed.empty() || action.kind == ActionKind::Withdraw) return Status::ok();
  std::string words;
  if (Result<WithdrawalRoute> r = withdrawalRoute(*battle_, state_, owed.front())) words = ", " + r.value().words;
  const Unit* u = battle_->army.unit(owed.front());
  return Status::invalidArgument((u && !u->name.empty() ? u->name : owed.front()) + " must withdraw first" + words +
                                 ": withdraw " + owed.front() + " to HEX");
}

Status Game::endPhase() {
  for (UnitState& u : state_.units) {
    u.spent = 0;
    u.path.clear();
    u.doubleTime = false;
  }
  for (LeaderState& l : state_.leaders) l.spent = 0;
  const std::string ended = phaseLabel();
  if (size_t(state_.phase) + 1 < state_.sequence.size()) {
    ++state_.phase;
    note("End of the " + ended + " phase; " + turnDescription() + ".");
    return Status::ok();
  }
  note("End of the " + ended + " phase and of turn " + std::to_string(state_.turn) + ".");
  startTurn(state_.turn + 1);
  return Status::ok();
}

void Game::startTurn(int turn) {
  state_.turn = turn;
  state_.phase = 0;
  for (UnitState& u : state_.units) {
    u.spent = 0;
    u.path.clear();
    u.doubleTime = false;
    u.firedThisTurn = 0;
  }
  for (LeaderState& l : state_.leaders) l.spent = 0;
  if (scenario_->turns > 0 && turn > scenario_->turns) {
    over_ = "the scenario's last turn (" + std::to_string(scenario_->turns) + ") is over";
    note("The game ends: " + over_ + ".");
  } else {
    std::string turnText = turnDescription();
    turnText[0] = 'T';
    note(turnText + ".");
    arriveReinforcements();
  }
  checkGameOver();
}

void Game::arriveReinforcements() {
  const GridSettings& grid = battle_->map.grid();
  auto enemyAt = [&](Hex h, const std::string& side) {
    for (const UnitState* u : state_.unitsAt(h)) {
      const Unit* unit = battle_->army.unit(u->unit);
      if (unit && battle_->army.sideOfUnit(*unit) != side) return true;
    }
    return false;
  };
  // The nearest hex on the map free of the enemy, ring by ring out from `from` (within a ring, by q then r).
  auto nearestFree = [&](Hex from, const std::string& side) -> std::optional<Hex> {
    const int limit = battle_->map.columns() + battle_->map.rows();
    for (int radius = 0; radius <= limit; ++radius)
      for (int dq = -radius; dq <= radius; ++dq)
        for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr) {
          const Hex h{from.q + dq, from.r + dr};
          if (distance(h, from) == radius && battle_->map.contains(h) && !enemyAt(h, side)) return h;
        }
    return std::nullopt;
  };
  std::vector<Reinforcement> still;
  for (Reinforcement& r : state_.reinforcements) {
    if (r.turn > state_.turn || r.entry.empty()) {
      still.push_back(r);
      continue;
    }
    std::string side;
    for (const std::string& code : r.units)
      if (const Unit* unit = battle_->army.unit(code)) side = battle_->army.sideOfUnit(*unit);
    std::optional<Hex> at;
    for (Hex e : r.entry)
      if (!enemyAt(e, side)) {
        at = e;
        break;
      }
    if (r.whenOccupied == WhenOccupied::NoLimit || r.whenOccupied == WhenOccupied::Unspecified) at = r.entry.front();
    if (!at && r.whenOccupied == WhenOccupied::NearestFree) at = nearestFree(r.entry.front(), side);
    if (!at) {
      note("Reinforcements due on turn " + std::to_string(r.turn) + " wait: their entry hex " +
           grid.label(r.entry.front()) + " is held by the enemy.");
      for (const std::string& code : r.units)
        if (UnitState* u = state_.unit(code)) u->arrivesTurn = state_.turn + 1;
      r.turn = state_.turn + 1;
      still.push_back(r);
      continue;
    }
    std::string names;
    for (const std::string& code : r.units) {
      UnitState* u = state_.unit(code);
      if (!u || u->eliminated) continue;
      u->hex = *at;
      u->arrivesTurn = 0;
      names += (names.empty() ? "" : ", ") + code;
    }
    for (const std::string& code : r.leaders) {
      LeaderState* l = state_.leader(code);
      if (!l || l->eliminated) continue;
      l->hex = *at;
      l->arrivesTurn = 0;
      names += (names.empty() ? "" : ", ") + code;
    }
    note("Reinforcements arrive at " + grid.label(*at) +
         (*at == r.entry.front() ? "" : " (the nearest hex free of the enemy)") + ": " + names + ".");
  }
  state_.reinforcements = std::move(still);
}

void Game::checkGameOver() {
  if (!over_.empty()) return;
  for (const SideScore& s : scores()) {
    if (s.automatic && s.points >= *s.automatic) {
      const ArmySide* side = battle_->army.side(s.side);
      over_ = (side ? side->name : s.side) + " reach their automatic victory: " + std::to_string(s.points) +
              " victory points of " + std::to_string(*s.automatic);
      note("The game ends: " + over_ + ".");
      return;
    }
  }
}

}  // namespace cartouche
