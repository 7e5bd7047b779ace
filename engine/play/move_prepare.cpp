// MoveRules::prepare: who moves, with which column and allowance, and who stands where (move_rules.h).
#include <algorithm>
#include <cctype>

#include "play/move_rules.h"
#include "play/move_rules_impl.h"
#include "rules/rule_queries.h"

namespace cartouche {

using move_detail::CostEntry;
using move_detail::Mover;
using move_detail::Occupant;

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

std::string normalised(std::string s) {
  for (char& c : s) c = c == '-' ? ' ' : char(std::tolower(static_cast<unsigned char>(c)));
  size_t a = s.find_first_not_of(' '), b = s.find_last_not_of(' ');
  return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

const RuleTable* findTable(const Battle& battle, const std::string& code) {
  for (const RuleTable& t : battle.rules)
    if (t.code == code) return &t;
  return nullptr;
}

const RuleTable* movementTable(const Battle& battle) {
  const RuleTable* named = findTable(battle, "movement");
  if (named && named->kind == TableKind::Movement) return named;
  for (const RuleTable& t : battle.rules)
    if (t.kind == TableKind::Movement) return &t;
  return nullptr;
}

constexpr const char* kAllowanceTable = "movement-allowance";
constexpr const char* kActionCostTable = "movement-point-costs";

// The allowance row of `table` whose first cell reads as one of `names`, in the order of `names`; its allowance.
std::optional<int> allowanceRow(const RuleTable& table, const std::vector<std::string>& names, std::string* row) {
  int col = table.columnIndex("allowance");
  if (col < 0)
    for (size_t c = 1; c < table.columns.size() && col < 0; ++c)
      if (table.columns[c].type == CellType::Integer) col = int(c);
  if (col < 0) return std::nullopt;
  for (const std::string& name : names)
    for (const auto& r : table.rows) {
      if (r.empty() || normalised(r[0]) != normalised(name) || r[size_t(col)].empty()) continue;
      try {
        *row = r[0];
        return std::stoi(r[size_t(col)]);
      } catch (...) {
        return std::nullopt;
      }
    }
  return std::nullopt;
}

// Racławice's added costs: the rows of movement-point-costs whose rule column names the rule.
std::optional<int> actionCost(const RuleTable* table, const std::string& rule) {
  if (!table) return std::nullopt;
  const int ruleCol = table->columnIndex("rule"), costCol = table->columnIndex("cost");
  if (ruleCol < 0 || costCol < 0) return std::nullopt;
  for (const auto& r : table->rows) {
    if (r[size_t(ruleCol)].find(rule) == std::string::npos || r[size_t(costCol)].empty()) continue;
    auto cost = parseMoveCost(r[size_t(costCol)]);
    if (!cost || cost->kind == MoveCost::Kind::Prohibited) return std::nullopt;
    return toTwelfths(cost->numerator, cost->denominator);
  }
  return std::nullopt;
}

}  // namespace

Result<std::unique_ptr<MoveRules>> MoveRules::prepare(const Battle& battle, const PlayState& state,
                                                      const std::vector<std::string>& codes,
                                                      const MoveOptions& options) {
  if (codes.empty()) return Status::invalidArgument("a move needs at least one unit");
  std::unique_ptr<MoveRules> rules(new MoveRules());
  rules->impl_ = std::make_unique<Impl>();
  Impl& im = *rules->impl_;
  im.battle = &battle;
  rules->raclawice_ = playsRaclawice(battle);
  const bool raclawice = rules->raclawice_;
  im.movement = movementTable(battle);
  if (!im.movement)
    return Status::notFound(
        "the battle has no movement table (a rules table of kind movement): no move can be "
        "costed");
  const RuleTable& movement = *im.movement;
  const RuleTable* allowances = findTable(battle, kAllowanceTable);
  std::optional<Hex> start;
  std::optional<std::string> side;
  for (const std::string& code : codes) {
    if (std::count(codes.begin(), codes.end(), code) > 1)
      return Status::invalidArgument("the move names " + code + " twice");
    Mover m;
    m.code = code;
    std::optional<Hex> at;
    std::string moverSide;
    std::optional<int> allowance;
    if (const UnitState* us = state.unit(code)) {
      const Unit* unit = battle.army.unit(code);
      if (!unit) return Status::notFound("unit " + code + " is not in the order of battle");
      m.name = !unit->shortName.empty() ? unit->shortName : !unit->name.empty() ? unit->name : code;
      if (us->eliminated) return Status::invalidArgument(m.name + " is eliminated and cannot move");
      if (!us->hex) return Status::invalidArgument(m.name + " is not on the map");
      if (us->second)
        return Status::invalidArgument(m.name + " stands in two hexes (" + battle.map.grid().label(*us->hex) + " and " +
                                       battle.map.grid().label(*us->second) +
                                       "); moving a two-hex formation is not supported: form it in one hex first");
      at = us->hex;
      moverSide = battle.army.sideOfUnit(*unit);
      m.troops = battle.armyVocabulary.troopType(unit->troopType);
      m.formation = us->formation.empty() ? nullptr : battle.armyVocabulary.formation(us->formation);
      m.spent = us->spent;
      m.entered = !us->path.empty();
      m.zones = facingZones(us->facing, m.formation, m.troops, raclawice);
      const Arm arm = m.troops ? m.troops->arm : Arm::Other;
      m.cavalry = arm == Arm::Cavalry;
      m.horseArtillery =
          arm == Arm::Artillery && m.troops && (m.troops->light || m.troops->code.find("horse") != std::string::npos);
      m.foot = arm == Arm::Infantry || (arm == Arm::Artillery && !m.horseArtillery);
      m.roadMarch = us->formation == "road-march" || options.roadMarch;
      m.doubleTime = options.doubleTime;
      if (!m.troops)
        return Status::notFound(m.name + " has no known troop type (" +
                                (unit->troopType.empty() ? std::string("none given") : quoted(unit->troopType)) +
                                "): its column of table " + quoted(movement.code) + " cannot be chosen");
      const std::string armName = cartouche::armName(arm);
      const std::string light = "light-" + armName;
      if (movement.columnIndex(m.troops->code) > 0)
        m.column = m.troops->code;
      else if (m.troops->light && movement.columnIndex(light) > 0)
        m.column = light;
      else if (movement.columnIndex(armName) > 0)
        m.column = armName;
      else
        return Status::notFound("table " + quoted(movement.code) + " has no column for " + m.name + " (troop type " +
                                quoted(m.troops->code) + ", arm " + quoted(armName) + ")");
      if (options.doubleTime) {
        if (!raclawice) return Status::unsupported("double time is Racławice's ([8.9]); this battle plays La Bataille");
        if (arm != Arm::Infantry)
          return Status::invalidArgument(m.name + " cannot move at double time: only infantry can ([8.9])");
        std::string row;
        if (allowances)
          allowance =
              allowanceRow(*allowances,
                           std::vector<std::string>{m.troops->code + " in double time",
                                                    m.troops->name + " in double time", armName + " in double time"},
                           &row);
        if (!allowance)
          return Status::notFound("double time needs the allowance of \"" + armName +
                                  " in double time\" ([8.9]), and " +
                                  (allowances ? "table " + quoted(kAllowanceTable) + " has no such row"
                                              : std::string("the battle has no table ") + quoted(kAllowanceTable)));
      } else if (auto v = intValue(unit->values, "movement")) {
        allowance = *v;
      } else if (allowances) {
        std::string row;
        allowance = allowanceRow(
            *allowances, std::vector<std::string>{m.troops->code, m.troops->name, armName, armName + "s"}, &row);
      }
      if (!allowance)
        return Status::notFound("unit " + m.name + " has no movement allowance: no \"movement\" value, and " +
                                (allowances ? "table " + quoted(kAllowanceTable) + " has no row for troop type " +
                                                  quoted(m.troops->code) + " or arm " + quoted(armName)
                                            : std::string("the battle has no table ") + quoted(kAllowanceTable)));
      // Seed 004, Movement (18): "All formations which begin ... in line formation reduce their printed movement
      // capabilities by two".
      if (!raclawice && us->formation == "line") *allowance -= 2;
    } else if (const LeaderState* ls = state.leader(code)) {
      const Leader* leader = battle.army.leader(code);
      if (!leader) return Status::notFound("leader " + code + " is not in the order of battle");
      m.name = !leader->name.empty() ? leader->name : code;
      m.leader = true;
      if (ls->eliminated) return Status::invalidArgument(m.name + " is no longer in play");
      if (ls->hex) {
        at = ls->hex;
      } else if (const UnitState* with = ls->withUnit.empty() ? nullptr : state.unit(ls->withUnit)) {
        at = with->hex;
      }
      if (!at)
        return Status::invalidArgument(m.name + " stands on no hex" +
                                       (ls->withUnit.empty()
                                            ? std::string(" and rides with no unit")
                                            : " (he rides with " + ls->withUnit + ", not on the map)"));
      moverSide = leader->side;
      m.spent = ls->spent;
      if (movement.columnIndex("commander") <= 0)
        return Status::notFound("table " + quoted(movement.code) + " has no column \"commander\" for " + m.name);
      m.column = "commander";
      if (auto v = intValue(leader->values, "movement")) {
        allowance = *v;
      } else if (allowances) {
        std::string row;
        allowance = allowanceRow(*allowances, std::vector<std::string>{"commander", "commanders"}, &row);
      }
      if (!allowance)
        return Status::notFound("leader " + m.name + " has no movement allowance: no \"movement\" value, and " +
                                (allowances ? "table " + quoted(kAllowanceTable) + " has no row \"Commanders\""
                                            : std::string("the battle has no table ") + quoted(kAllowanceTable)));
    } else {
      return Status::notFound("the playtest has no unit or leader " + code);
    }
    if (start && *start != *at)
      return Status::invalidArgument("units moving together must stand in one hex: " + m.name + " is at " +
                                     battle.map.grid().label(*at) + ", not " + battle.map.grid().label(*start));
    if (side && *side != moverSide)
      return Status::invalidArgument("units moving together must be of one side: " + m.name + " is not");
    start = at;
    side = moverSide;
    m.allowance = *allowance * kMovePointUnit;
    im.movers.push_back(std::move(m));
  }
  rules->start_ = *start;
  rules->side_ = *side;
  rules->allowance_ = im.movers[0].allowance;
  rules->remaining_ = im.movers[0].allowance - im.movers[0].spent;
  rules->oneHexAlways_ = raclawice;
  for (const Mover& m : im.movers) {
    rules->allowance_ = std::min(rules->allowance_, m.allowance);
    rules->remaining_ = std::min(rules->remaining_, m.allowance - m.spent);
    if (m.entered) rules->oneHexAlways_ = false;  // [8.5] is for a unit that has not moved yet
  }
  im.cache.resize(im.movers.size());
  if (auto slope = battle.vocabulary.find("slope"); slope && battle.vocabulary.at(*slope).kind == TerrainKind::Hexside)
    im.slopeFeature = slope;
  if (raclawice) {
    const RuleTable* costs = findTable(battle, kActionCostTable);
    im.passThrough = actionCost(costs, "[6.1]");
    im.enemyHex = actionCost(costs, "[6.9]");
    im.rearZone = actionCost(costs, "[8.6]");
  }

  // Who stands where, the movers left out.
  std::unordered_map<std::string, const std::string*> sides;
  for (const OobNode& n : battle.army.nodes) sides.emplace(n.code, &n.side);
  std::unordered_map<std::string, const Unit*> units;
  for (const Unit& u : battle.army.units) units.emplace(u.code, &u);
  for (const UnitState& s : state.units) {
    if (s.eliminated || !s.hex || std::find(codes.begin(), codes.end(), s.unit) != codes.end()) continue;
    auto u = units.find(s.unit);
    if (u == units.end()) continue;
    auto nodeSide = sides.find(u->second->node);
    const bool friendly = nodeSide != sides.end() && *nodeSide->second == *side;
    const TroopType* tt = battle.armyVocabulary.troopType(u->second->troopType);
    const std::string name = !u->second->shortName.empty() ? u->second->shortName
                             : !u->second->name.empty()    ? u->second->name
                                                           : s.unit;
    // (16): cavalry may move through carré, skirmishers, limbered artillery and other cavalry only.
    const bool bars = !(tt && tt->arm == Arm::Cavalry) && s.formation != "carre" && s.formation != "skirmish" &&
                      s.formation != "limbered";
    for (const std::optional<Hex>& h : {s.hex, s.second}) {
      if (!h) continue;
      Occupant& o = im.occupied[*h];
      if (friendly) {
        ++o.friends;
        if (o.friendUnit.empty() || (bars && !o.barsCavalry)) {
          o.friendUnit = name;
          o.friendFormation = s.formation;
        }
        o.barsCavalry = o.barsCavalry || bars;
      } else {
        ++o.enemies;
        if (o.enemyUnit.empty()) o.enemyUnit = name;
      }
    }
  }

  const std::string here = battle.map.grid().label(*start);
  auto occupant = im.occupied.find(*start);
  if (raclawice && occupant != im.occupied.end() && occupant->second.enemies > 0)
    return Status::invalidArgument(rules->moversName() + " stands in a melee hex (" + here + ", with " +
                                   occupant->second.enemyUnit +
                                   "), which it leaves only as a result of melee ([6.11])");
  if (!raclawice) {
    im.zones.emplace(battle, state, *side);
    const uint8_t zone = im.zones->at(*start);
    for (const Mover& m : im.movers) {
      if (m.leader || !zone) continue;
      const bool stops =
          (m.foot && (zone & kZoneOfInfluence)) || ((m.cavalry || m.horseArtillery) && (zone & kCavalryZone));
      if (m.entered && stops)
        return Status::invalidArgument(m.name + " entered the zone of influence of " + im.zones->exertedBy(*start) +
                                       " at " + here + " this phase and must stay (seed 004, Zone d'Influence (14))");
      if (m.foot && m.spent > 0)
        return Status::invalidArgument(
            m.name + " is in the zone of influence of " + im.zones->exertedBy(*start) + " at " + here +
            " and has spent movement points this phase: infantry and foot artillery leave an enemy zone only at the "
            "beginning of their movement (seed 004, Zone d'Influence (14))");
    }
  }
  return rules;
}

}  // namespace cartouche
