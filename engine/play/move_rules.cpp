// The rules of one move: movers, allowances, who stands where, and the cost of a step.
#include "play/move_rules.h"

#include <algorithm>
#include <cctype>
#include <numeric>

#include "play/move_rules_impl.h"
#include "rules/rule_queries.h"

namespace cartouche {

using move_detail::CostEntry;
using move_detail::Mover;
using move_detail::Occupant;

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

constexpr const char* kActionCostTable = "movement-point-costs";

}  // namespace

std::optional<int> toTwelfths(int numerator, int denominator) {
  if (denominator <= 0 || (numerator * kMovePointUnit) % denominator != 0) return std::nullopt;
  return numerator * kMovePointUnit / denominator;
}

std::string formatMovePoints(int twelfths) {
  const bool negative = twelfths < 0;
  int t = negative ? -twelfths : twelfths;
  const int whole = t / kMovePointUnit, part = t % kMovePointUnit;
  std::string out = negative ? "-" : "";
  if (part == 0) return out + std::to_string(whole);
  const int g = std::gcd(part, kMovePointUnit);
  std::string fraction = std::to_string(part / g) + "/" + std::to_string(kMovePointUnit / g);
  return out + (whole ? std::to_string(whole) + " " + fraction : fraction);
}

// The Movement table's cost for mover `m` to enter `to` across a hexside carrying `rec`'s features (and a slope),
// cached by the terrain and up to three features.
CostEntry MoveRules::Impl::terrainCost(size_t m, Hex to, const HexsideRecord* rec, bool slope) const {
  const HexMap& map = battle->map;
  const TerrainId terrain = map.terrain(map.indexOf(to));
  TerrainId features[8];
  size_t n = 0;
  bool slopeThere = false;
  if (rec)
    for (const HexsideFeature& f : rec->features) {
      if (n < 8) features[n++] = f.type;
      if (slopeFeature && f.type == *slopeFeature) slopeThere = true;
    }
  if (slope && !slopeThere && n < 8) features[n++] = *slopeFeature;
  uint64_t key = terrain;
  const bool cacheable = n <= 3 && (!rec || rec->features.size() <= 3);
  if (cacheable) {
    std::sort(features, features + n);
    for (size_t i = 0; i < n; ++i) key |= uint64_t(features[i] + 1u) << (16 * (i + 1));
    auto hit = cache[m].find(key);
    if (hit != cache[m].end()) return hit->second;
  }
  CostEntry e;
  const TerrainVocabulary& vocabulary = battle->vocabulary;
  if (!vocabulary.contains(terrain)) {
    e.status = Status::notFound("hex " + label(to) + " has terrain id " + std::to_string(terrain) +
                                ", which the vocabulary does not hold");
  } else {
    std::vector<std::string> codes;
    for (size_t i = 0; i < n; ++i)
      if (vocabulary.contains(features[i])) codes.push_back(vocabulary.at(features[i]).code);
    const Mover& mover = movers[m];
    auto cost = stepCost(*movement, vocabulary, vocabulary.at(terrain).code, codes, mover.column, mover.roadMarch);
    if (!cost) {
      e.status = cost.status();
    } else if (cost->kind == MoveCost::Kind::Prohibited) {
      std::string what = quoted(vocabulary.at(terrain).code);
      for (const std::string& c : codes) {
        auto cell = movementCost(*movement, c, mover.column);
        if (cell && *cell && (*cell)->kind == MoveCost::Kind::Prohibited) what = "crossing " + quoted(c);
      }
      e.status = Status::invalidArgument("table " + quoted(movement->code) + " prohibits " + what + " for " +
                                         quoted(mover.column));
    } else if (auto t = toTwelfths(cost->numerator, cost->denominator)) {
      e.ok = true;
      e.twelfths = *t;
      for (const std::string& row : rowsUsed(vocabulary.at(terrain).code, codes, mover.roadMarch)) {
        if (!mover.doubleTime || requiresText(row) != "no double time") continue;
        e.ok = false;
        e.status = Status::invalidArgument("table " + quoted(movement->code) + " row " + quoted(row) +
                                           " requires \"no double time\": a unit at double time cannot pass through "
                                           "woods or village hexes ([8.9])");
      }
      if (e.ok && mover.formation) {
        for (const std::string& row : rowsUsed(vocabulary.at(terrain).code, codes, mover.roadMarch)) {
          const std::string needs = requiredFormation(row);
          if (needs.empty() || needs == mover.formation->code) continue;
          e.ok = false;
          e.status = Status::invalidArgument("table " + quoted(movement->code) + " row " + quoted(row) + " requires " +
                                             quoted(requiresText(row)) + " (formation " + quoted(needs) + "), and " +
                                             mover.name + " is in " + mover.formation->code);
          break;
        }
      }
    } else {
      e.status = Status::invalidArgument("table " + quoted(movement->code) + " gives " + quoted(mover.column) +
                                         " a cost of " + formatMoveCost(*cost) +
                                         ", which is not a whole number of twelfths of a movement point");
    }
  }
  if (cacheable) cache[m].emplace(key, e);
  return e;
}

const std::string& MoveRules::Impl::requiresText(const std::string& row) const {
  static const std::string none;
  const int col = movement->columnIndex("requires");
  if (col <= 0) return none;
  for (const auto& r : movement->rows)
    if (r[0] == row) return r[size_t(col)];
  return none;
}

std::string MoveRules::Impl::requiredFormation(const std::string& row) const {
  auto norm = [](std::string t) {
    for (char& c : t) c = c == '-' ? ' ' : char(std::tolower(static_cast<unsigned char>(c)));
    return t;
  };
  const std::string text = norm(requiresText(row));
  if (text.empty()) return {};
  const std::string suffix = " order";
  const bool order =
      text.size() > suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
  const std::string stem = order ? text.substr(0, text.size() - suffix.size()) : std::string();
  for (const Formation& f : battle->armyVocabulary.formations) {
    const std::string code = norm(f.code);
    if (text == code || text == norm(f.name)) return f.code;
    if (order && (code == stem || code.rfind(stem + " ", 0) == 0)) return f.code;
  }
  return {};
}

std::vector<std::string> MoveRules::Impl::rowsUsed(const std::string& terrain, const std::vector<std::string>& features,
                                                   bool roadMarch) const {
  const TerrainVocabulary& vocabulary = battle->vocabulary;
  auto typeOf = [&](const std::string& code) -> const TerrainType* {
    auto id = vocabulary.find(code);
    return id ? &vocabulary.at(*id) : nullptr;
  };
  auto listed = [&](const std::string& code) {
    for (const auto& r : movement->rows)
      if (r[0] == code) return true;
    return false;
  };
  if (roadMarch)
    for (const std::string& f : features)
      if (const TerrainType* t = typeOf(f); t && t->draw == DrawStyle::Path && listed(f)) return {f};
  std::vector<std::string> out{terrain};
  bool overWater = false;
  for (const std::string& f : features)
    if (const TerrainType* t = typeOf(f); t && t->needsWater) overWater = true;
  for (const std::string& f : features) {
    const TerrainType* t = typeOf(f);
    if (!t || t->draw == DrawStyle::Path || (t->water && overWater) || !listed(f)) continue;
    out.push_back(f);
  }
  return out;
}

MoveRules::~MoveRules() = default;

std::string MoveRules::moversName() const {
  std::string out;
  const auto& movers = impl_->movers;
  for (size_t i = 0; i < movers.size(); ++i) {
    if (i > 0) out += i + 1 == movers.size() ? " and " : ", ";
    out += movers[i].name;
  }
  return out;
}

StepCost MoveRules::step(Hex from, int direction) const {
  const Impl& im = *impl_;
  const HexMap& map = im.battle->map;
  StepCost out;
  const Hex to = neighbour(from, direction);
  if (!map.contains(to)) {
    out.refusal = StepRefusal::OffMap;
    return out;
  }
  const HexsideId side = hexsideOf(from, direction);
  const HexsideRecord* rec = map.hexside(side);
  bool slope = false;
  if (im.slopeFeature) {
    if (rec && rec->slope != SlopeOverride::Derived)
      slope = rec->slope == SlopeOverride::ForceOn;
    else
      slope = map.level(map.indexOf(from)) != map.level(map.indexOf(to));
  }
  const Occupant* there = nullptr;
  const Occupant* here = nullptr;
  if (!im.occupied.empty()) {
    auto t = im.occupied.find(to);
    if (t != im.occupied.end()) there = &t->second;
    auto h = im.occupied.find(from);
    if (h != im.occupied.end()) here = &h->second;
  }
  const uint8_t zone = im.zones && !im.zones->empty() ? im.zones->at(to) : 0;
  const uint8_t bit = uint8_t(1u << direction);
  for (size_t i = 0; i < im.movers.size(); ++i) {
    const Mover& m = im.movers[i];
    auto refuse = [&](StepRefusal why, int rule = 0) {
      out.refusal = why;
      out.mover = int(i);
      out.rule = rule;
      return out;
    };
    const CostEntry c = im.terrainCost(i, to, rec, slope);
    if (!c.ok) return refuse(StepRefusal::Terrain);
    int cost = c.twelfths;
    if (!m.leader && m.zones.known && !(m.zones.front & bit)) {
      if (!raclawice_) return refuse(StepRefusal::NotFront);
      if (!(m.zones.rear & bit)) return refuse(StepRefusal::FlankZone);
      if (!im.rearZone) return refuse(StepRefusal::NoRuleCost, 3);
      cost += *im.rearZone;
    }
    if (there && there->enemies > 0) {
      if (!raclawice_) return refuse(StepRefusal::EnemyHex);
      if (!im.enemyHex) return refuse(StepRefusal::NoRuleCost, 2);
      cost += *im.enemyHex;
      out.stop = MoveStop::EnemyHex;
    }
    if (!raclawice_ && m.cavalry && there && there->barsCavalry) return refuse(StepRefusal::CavalryBlock);
    if (raclawice_ && !m.leader && here && here->friends > 0 && from != start_) {
      if (m.doubleTime) return refuse(StepRefusal::DoubleTime);
      if (!im.passThrough) return refuse(StepRefusal::NoRuleCost, 1);
      cost += *im.passThrough;
    }
    if (!m.leader && zone && out.stop == MoveStop::None) {
      if ((m.cavalry || m.horseArtillery) && (zone & kCavalryZone)) out.stop = MoveStop::CavalryZone;
      if (m.foot && (zone & kZoneOfInfluence)) out.stop = MoveStop::Zone;
    }
    out.cost = std::max(out.cost, cost);
  }
  return out;
}

Status MoveRules::explain(Hex from, int direction, const StepCost& sc) const {
  const Impl& im = *impl_;
  const Hex to = neighbour(from, direction);
  const Mover& m = im.movers[size_t(std::max(sc.mover, 0))];
  const std::string who = sc.mover >= 0 ? m.name : moversName();
  const std::string head = who + " cannot enter " + im.label(to) + " from " + im.label(from) + ": ";
  const std::string family = raclawice_ ? "[8.2]" : "seed 004, Movement (18)";
  auto there = im.occupied.find(to);
  switch (sc.refusal) {
    case StepRefusal::None:
      return Status::ok();
    case StepRefusal::OffMap:
      return Status::invalidArgument(head + "it is off the map");
    case StepRefusal::Terrain: {
      const HexsideRecord* rec = im.battle->map.hexside(hexsideOf(from, direction));
      bool slope = false;
      if (im.slopeFeature) slope = im.battle->map.slopeAt(hexsideOf(from, direction));
      CostEntry c = im.terrainCost(size_t(sc.mover), to, rec, slope);
      return Status::invalidArgument(head + c.status.message() + " (terrain costs, " + family + ")");
    }
    case StepRefusal::NotFront:
      return Status::invalidArgument(head + "that is not through a front hexside of " + m.name +
                                     " (seed 004, Movement (18): units move through their front-facing hexsides)");
    case StepRefusal::FlankZone:
      return Status::invalidArgument(head + "the hex lies in the flank zone of " + m.name +
                                     ": a unit moves into its frontal zone ([8.1]) or, for 1 more movement point, its "
                                     "rear zone ([8.6]); turn first ([8.7])");
    case StepRefusal::EnemyHex:
      return Status::invalidArgument(
          head + "the hex holds enemy units (" + (there != im.occupied.end() ? there->second.enemyUnit : "") +
          "): entering an enemy hex is a melee, not a move (seed 004, Zone d'Influence (14): a unit stops at an "
          "enemy's zone of influence)");
    case StepRefusal::CavalryBlock:
      return Status::invalidArgument(
          head + "the hex holds friendly " + (there != im.occupied.end() ? there->second.friendUnit : "") + " in " +
          (there != im.occupied.end() && !there->second.friendFormation.empty() ? there->second.friendFormation
                                                                                : "an unknown formation") +
          ": cavalry may not move into or through non-cavalry formations other than carré, skirmishers or limbered "
          "artillery (seed 004, Tactical Organization Special Rules (16))");
    case StepRefusal::DoubleTime:
      return Status::invalidArgument(who + " cannot go on from " + im.label(from) +
                                     ": a unit at double time cannot pass through hexes of friendly units ([8.9])");
    case StepRefusal::NoRuleCost: {
      const char* what = sc.rule == 1   ? "passing through friendly units ([6.1])"
                         : sc.rule == 2 ? "entering a hex of enemy units ([6.9])"
                                        : "entering a hex of the rear zone ([8.6])";
      return Status::notFound(head + "the step needs the cost of " + what + ", and the battle's table " +
                              quoted(kActionCostTable) + " gives none");
    }
  }
  return Status::invalidArgument(head + "refused");
}

std::string MoveRules::explainStop(Hex hex, MoveStop stop) const {
  const Impl& im = *impl_;
  const std::string by = im.zones ? im.zones->exertedBy(hex) : std::string();
  switch (stop) {
    case MoveStop::None:
      return {};
    case MoveStop::Zone:
      return "it entered the zone of influence of " + by +
             ", where infantry and foot artillery stop (seed 004, Zone d'Influence (14))";
    case MoveStop::CavalryZone:
      return "it entered the zone of influence of enemy cavalry " + by +
             ", where cavalry and horse artillery stop (seed 004, Zone d'Influence (14))";
    case MoveStop::EnemyHex:
      return "it entered a hex of enemy units, a melee hex, which it leaves only by melee ([6.9], [6.11])";
  }
  return {};
}

}  // namespace cartouche
