#include "play/withdrawal.h"

#include <algorithm>
#include <set>

#include "play/combat_tables.h"
#include "play/zones.h"
#include "rules/stacking.h"

namespace cartouche {

namespace {

std::string labelOf(const Battle& battle, const std::string& code) {
  const Unit* u = battle.army.unit(code);
  return u && !u->name.empty() ? u->name : code;
}

std::string sideOf(const Battle& battle, const std::string& code) {
  const Unit* u = battle.army.unit(code);
  return u ? battle.army.sideOfUnit(*u) : std::string();
}

bool enemyAt(const Battle& battle, const PlayState& state, Hex h, const std::string& side) {
  for (const UnitState* u : state.unitsAt(h))
    if (sideOf(battle, u->unit) != side) return true;
  return false;
}

// "0405", "0405 or 0406", "0405, 0406 or 0407".
std::string hexList(const Battle& battle, const std::vector<Hex>& hexes) {
  std::string out;
  for (size_t i = 0; i < hexes.size(); ++i)
    out += (i == 0 ? "" : i + 1 == hexes.size() ? " or " : ", ") + battle.map.grid().label(hexes[i]);
  return out;
}

// [8.16.6]: the situation an attacker entering from direction `rel` (0..5, counted from the defender's front
// direction k) makes: 0 front, 1 the flank at k+2, 2 the flank at k+5, 3 rear.
int situation(int rel) {
  if (rel <= 1) return 0;
  if (rel == 2) return 1;
  if (rel == 5) return 2;
  return 3;
}

// The directions (relative to k) open in each situation.
std::vector<int> situationChoices(int s) {
  switch (s) {
    case 0:
      return {3, 4};
    case 1:
      return {5, 4};
    case 2:
      return {2, 3};
    default:
      return {0, 1};
  }
}

bool overStackedAt(const Battle& battle, const PlayState& state, Hex hex) {
  const Scenario* played = findScenario(battle.scenarios, state.scenario);
  if (!played) return false;
  Scenario positions = state.asScenario(*played);
  positions.code += " (in play)";
  const int index = battle.map.indexOf(hex);
  for (const Problem& p : checkStacking(battle, positions))
    if (p.severity == Severity::Error && p.hex && *p.hex == index) return true;
  return false;
}

// [8.16.2] and [8.16.4]: the step losses one step of a withdrawal from `from` into `to` costs, with the reasons.
int stepPenalties(const Battle& battle, const PlayState& state, Hex from, Hex to, const std::string& side, Hex meleeHex,
                  bool afterMelee, std::vector<std::string>& why) {
  int losses = 0;
  const GridSettings& grid = battle.map.grid();
  bool stream = false;
  if (const HexsideRecord* r = battle.map.hexside(hexsideOf(from, directionTo(from, to))))
    for (const HexsideFeature& f : r->features)
      if (battle.vocabulary.contains(f.type) && battle.vocabulary.at(f.type).water) stream = true;
  const bool uphill = battle.map.contains(from) && battle.map.contains(to) &&
                      battle.map.level(battle.map.indexOf(to)) > battle.map.level(battle.map.indexOf(from));
  if (stream || uphill) {
    ++losses;
    why.push_back(std::string("one step for withdrawing ") + (stream ? "across a stream" : "uphill") + " into " +
                  grid.label(to) + " ([8.16.2])");
  }
  for (const UnitState& e : state.units) {
    if (e.eliminated || !e.hex || sideOf(battle, e.unit) == side) continue;
    if (afterMelee && *e.hex == meleeHex) continue;  // it took part in the melee
    const Unit* unit = battle.army.unit(e.unit);
    const Formation* f = e.formation.empty() ? nullptr : battle.armyVocabulary.formation(e.formation);
    const FacingZones z = facingZones(e.facing, f, unit ? battle.armyVocabulary.troopType(unit->troopType) : nullptr,
                                      /*raclawice=*/true);
    const int d = directionTo(*e.hex, to);
    if (!z.known || d < 0 || !(z.front & (1u << d))) continue;
    ++losses;
    why.push_back("one step for withdrawing into the frontal zone of " + labelOf(battle, e.unit) + " ([8.16.4])");
    break;
  }
  return losses;
}

}  // namespace

std::vector<std::string> pendingWithdrawals(const PlayState& state) {
  std::vector<std::string> out;
  for (const UnitState& u : state.units)
    if (u.mustWithdraw != Withdrawal::None && !u.eliminated) out.push_back(u.unit);
  return out;
}

Result<WithdrawalRoute> withdrawalRoute(const Battle& battle, const PlayState& state, const std::string& code) {
  const UnitState* u = state.unit(code);
  if (!u) return Status::notFound("unit \"" + code + "\" is not in play");
  const std::string name = labelOf(battle, code);
  if (u->mustWithdraw == Withdrawal::None || u->eliminated || !u->hex)
    return Status::invalidArgument(name + " has no withdrawal to make");
  const Hex at = *u->hex;
  const std::string side = sideOf(battle, code);
  const GridSettings& grid = battle.map.grid();
  WithdrawalRoute route;
  std::vector<int> dirs;  // absolute directions open by the rule, before the map and the enemy are looked at
  const bool vertex = u->facing && isVertexFacing(*u->facing);
  const int k = vertex ? *u->facing / 2 : 0;
  auto allSix = [&](const std::string& because) {
    dirs = {0, 1, 2, 3, 4, 5};
    route.words = "into any hex (" + because + "): ";
  };
  switch (u->mustWithdraw) {
    case Withdrawal::AfterFire: {
      route.rule = "[8.16.5]";
      const Unit* unit = battle.army.unit(code);
      const Formation* f = u->formation.empty() ? nullptr : battle.armyVocabulary.formation(u->formation);
      const FacingZones z =
          facingZones(u->facing, f, unit ? battle.armyVocabulary.troopType(unit->troopType) : nullptr, true);
      if (!z.known || z.rear == 0) {
        allSix("its facing names no rear zone");
      } else {
        for (int d = 0; d < 6; ++d)
          if (z.rear & (1u << d)) dirs.push_back(d);
        route.words = "into its rear zone: ";
      }
      break;
    }
    case Withdrawal::BeatenAttacker:
      route.rule = "[8.16.9]";
      if (!u->attackedFrom.empty() && directionTo(at, u->attackedFrom.front()) >= 0) {
        dirs = {directionTo(at, u->attackedFrom.front())};
        route.words = "into the hex it entered from: ";
      } else {
        allSix("it did not enter the melee hex by a move the game saw");
      }
      break;
    case Withdrawal::BeatenDefender: {
      route.rule = "[8.16.6]";
      std::set<int> situations, entryNumbers;
      for (Hex h : u->attackedFrom) {
        const int d = directionTo(at, h);
        if (d < 0) continue;
        situations.insert(situation((d - k + 6) % 6));
        entryNumbers.insert((d - k + 6) % 6 + 1);
      }
      if (!vertex) {
        allSix(u->facing ? "its facing names a hexside, not a hexspine" : "its facing is not known");
      } else if (situations.empty()) {
        allSix("no attacker entered the hex by a move the game saw");
      } else if (situations.size() == 4) {
        route.rule = "[8.16.8]";
        route.eliminated = true;
        route.words = "attacked from all four zones: eliminated";
        return route;
      } else if (situations.size() >= 2) {
        route.rule = "[8.16.7]";
        route.dieDecides = true;
        route.frontDirection = k;
        route.eliminatingNumbers.assign(entryNumbers.begin(), entryNumbers.end());
        std::string numbers;
        for (int n : route.eliminatingNumbers) numbers += ", " + std::to_string(n);
        route.words = "by a d10, attacked from " + std::to_string(situations.size()) + " zones: 0, 7, 8, 9" + numbers +
                      " eliminate it, any other number sends it into that hex (1: " + grid.label(neighbour(at, k)) +
                      ", counting on from its front) with one step lost";
        return route;
      } else {
        for (int rel : situationChoices(*situations.begin())) dirs.push_back((k + rel) % 6);
        route.words = "away from the attack: ";
      }
      break;
    }
    case Withdrawal::None:
      break;
  }
  std::sort(dirs.begin(), dirs.end());
  for (int d : dirs) {
    const Hex h = neighbour(at, d);
    if (battle.map.contains(h) && !enemyAt(battle, state, h, side)) route.choices.push_back(h);
  }
  if (route.choices.empty()) {
    route.eliminated = true;
    route.words = "no hex open to it off the map or held by the enemy: eliminated ([8.16.3])";
    return route;
  }
  route.words += hexList(battle, route.choices) + " (" + route.rule + ")";
  return route;
}

std::vector<std::string> requireWithdrawal(const Battle& battle, PlayState& state,
                                           const std::vector<std::string>& units, Withdrawal why,
                                           const std::vector<Hex>& attackedFrom) {
  std::vector<std::string> lines;
  for (const std::string& code : units) {
    UnitState* u = state.unit(code);
    if (!u || u->eliminated || !u->hex) continue;
    u->mustWithdraw = why;
    u->attackedFrom = attackedFrom;
    Result<WithdrawalRoute> route = withdrawalRoute(battle, state, code);
    if (!route) continue;
    if (route->eliminated) {
      u->eliminated = true;
      u->hex.reset();
      u->mustWithdraw = Withdrawal::None;
      u->attackedFrom.clear();
      lines.push_back(labelOf(battle, code) + " cannot withdraw: " + route->words);
    } else {
      lines.push_back(labelOf(battle, code) + " must withdraw " + route->words);
    }
  }
  return lines;
}

Result<std::string> carryOutWithdrawal(const Battle& battle, PlayState& state, const std::vector<std::string>& units,
                                       std::vector<Hex> to, std::optional<int> roll) {
  if (units.empty()) return Status::invalidArgument("withdraw names no unit");
  const GridSettings& grid = battle.map.grid();
  Result<WithdrawalRoute> route = withdrawalRoute(battle, state, units.front());
  if (!route) return route.status();
  const UnitState& first = *state.unit(units.front());
  const Hex from = *first.hex;
  const std::string side = sideOf(battle, units.front());
  for (const std::string& code : units) {
    const UnitState* u = state.unit(code);
    if (!u) return Status::notFound("unit \"" + code + "\" is not in play");
    if (u->mustWithdraw == Withdrawal::None || u->eliminated || !u->hex)
      return Status::invalidArgument(labelOf(battle, code) + " has no withdrawal to make");
    if (*u->hex != from || u->mustWithdraw != first.mustWithdraw || u->attackedFrom != first.attackedFrom)
      return Status::invalidArgument(labelOf(battle, code) + " does not withdraw with " +
                                     labelOf(battle, units.front()) + ": name them in separate withdrawals");
  }
  std::string who;
  for (const std::string& code : units) who += (who.empty() ? "" : ", ") + labelOf(battle, code);
  PlayState after = state;
  auto eliminateAll = [&](const std::string& because) {
    for (const std::string& code : units) {
      UnitState& u = *after.unit(code);
      u.eliminated = true;
      u.hex.reset();
      u.mustWithdraw = Withdrawal::None;
      u.attackedFrom.clear();
    }
    state = std::move(after);
    return who + (units.size() == 1 ? " is" : " are") + " eliminated: " + because;
  };

  int losses = 0;
  std::vector<std::string> why;
  if (route->dieDecides) {
    if (!roll) return Status::invalidArgument("a d10 decides this withdrawal ([8.16.7]): it needs a roll");
    const bool eliminating = *roll == 0 || *roll >= 7 ||
                             std::count(route->eliminatingNumbers.begin(), route->eliminatingNumbers.end(), *roll);
    if (eliminating) return eliminateAll("d10 " + std::to_string(*roll) + " on the withdrawal ([8.16.7])");
    const Hex dieHex = neighbour(from, (route->frontDirection + *roll - 1) % 6);
    if (!battle.map.contains(dieHex) || enemyAt(battle, state, dieHex, side))
      return eliminateAll("d10 " + std::to_string(*roll) + " sends them to " + grid.label(dieHex) +
                          ", off the map or held by the enemy ([8.16.7], [8.16.3])");
    if (to.empty() || to.front() != dieHex) {
      if (!to.empty() && directionTo(dieHex, to.front()) < 0)
        return Status::invalidArgument("the d10 (" + std::to_string(*roll) + ") sends " + who + " into " +
                                       grid.label(dieHex) + ", not " + grid.label(to.front()) + " ([8.16.7])");
      to.insert(to.begin(), dieHex);
    }
    ++losses;
    why.push_back("one step for the d10's withdrawal ([8.16.7])");
  } else {
    if (roll) return Status::invalidArgument("no die decides this withdrawal: leave out the dice");
    if (to.empty()) return Status::invalidArgument(who + " must withdraw " + route->words + ": name the hex");
    if (std::find(route->choices.begin(), route->choices.end(), to.front()) == route->choices.end())
      return Status::invalidArgument(who + " cannot withdraw into " + grid.label(to.front()) + ": it must withdraw " +
                                     route->words);
  }

  const bool afterMelee = first.mustWithdraw != Withdrawal::AfterFire;
  Hex at = from;
  std::vector<Hex> steps;
  for (size_t i = 0; i < to.size(); ++i) {
    const Hex next = to[i];
    if (i > 0) {
      if (directionTo(at, next) < 0)
        return Status::invalidArgument(grid.label(next) + " is not next to " + grid.label(at));
      if (next == from || !battle.map.contains(next) || enemyAt(battle, after, next, side))
        return Status::invalidArgument(who + " cannot withdraw on into " + grid.label(next) +
                                       ": the hex it came from, off the map or held by the enemy ([8.16.3])");
    }
    losses += stepPenalties(battle, after, at, next, side, from, afterMelee, why);
    // Joining a stack: at its bottom, with its facing ([8.16.10]).
    std::optional<Facing> stackFacing;
    for (const UnitState* s : after.unitsAt(next))
      if (std::find(units.begin(), units.end(), s->unit) == units.end()) {
        stackFacing = s->facing;
        break;
      }
    std::vector<UnitState> moving, rest;
    for (UnitState& u : after.units)
      (std::find(units.begin(), units.end(), u.unit) != units.end() ? moving : rest).push_back(u);
    for (UnitState& u : moving) {
      u.hex = next;
      if (stackFacing) u.facing = stackFacing;
    }
    auto bottom = std::find_if(rest.begin(), rest.end(), [&](const UnitState& u) { return u.hex == next; });
    rest.insert(bottom, moving.begin(), moving.end());
    after.units = std::move(rest);
    steps.push_back(next);
    at = next;
    const bool over = overStackedAt(battle, after, next);
    if (over && i + 1 == to.size())
      return Status::invalidArgument(who + " would over-stack " + grid.label(next) +
                                     ": it withdraws one hex more ([8.16.10]); name it after " + grid.label(next));
    if (!over && i + 1 < to.size())
      return Status::invalidArgument(grid.label(next) + " takes " + who +
                                     " without over-stacking, so the withdrawal ends there ([8.16.10])");
  }

  std::string line = who + (units.size() == 1 ? " withdraws " : " withdraw ") + grid.label(from);
  for (Hex h : steps) line += " \u2192 " + grid.label(h);
  line += " (" + route->rule + ")";
  for (const std::string& w : why) line += "; " + w;
  for (const std::string& code : units) {
    UnitState& u = *after.unit(code);
    u.mustWithdraw = Withdrawal::None;
    u.attackedFrom.clear();
    u.enteredFrom.reset();
    u.losses += losses;
    const Unit* unit = battle.army.unit(code);
    std::optional<int> gone = unit ? raclawiceLossesToEliminate(*unit) : std::nullopt;
    if (losses > 0 && gone && u.losses >= *gone) {
      u.eliminated = true;
      u.hex.reset();
      line += "; " + labelOf(battle, code) + " is eliminated by its losses";
    }
  }
  state = std::move(after);
  return line;
}

}  // namespace cartouche
