#include "model/scenario.h"

#include <algorithm>
#include <array>
#include <set>

namespace cartouche {

namespace {

constexpr std::array<const char*, 12> kPointyFacings = {"E", "ENE", "NE", "N", "NW", "WNW",
                                                        "W", "WSW", "SW", "S", "SE", "ESE"};
constexpr std::array<const char*, 12> kFlatFacings = {"SE", "E", "NE", "NNE", "N", "NNW",
                                                      "NW", "W", "SW", "SSW", "S", "SSE"};

const std::array<const char*, 12>& facingNames(Orientation o) {
  return o == Orientation::PointyTop ? kPointyFacings : kFlatFacings;
}

}  // namespace

const char* facingName(Orientation o, Facing f) {
  if (f < 0 || f >= 12) return "?";
  return facingNames(o)[size_t(f)];
}

std::optional<Facing> facingFromName(Orientation o, const std::string& name) {
  const auto& names = facingNames(o);
  for (size_t i = 0; i < names.size(); ++i) {
    if (name == names[i]) return Facing(i);
  }
  return std::nullopt;
}

std::optional<Facing> facingTowards(Hex from, Hex a) {
  int d = directionTo(from, a);
  if (d < 0) return std::nullopt;
  return Facing(2 * d);
}

std::optional<Facing> facingTowards(Hex from, Hex a, Hex b) {
  int da = directionTo(from, a), db = directionTo(from, b);
  if (da < 0 || db < 0) return std::nullopt;
  // Corner k lies between the edges in directions k and k + 1.
  if ((da + 1) % 6 == db) return Facing(2 * da + 1);
  if ((db + 1) % 6 == da) return Facing(2 * db + 1);
  return std::nullopt;
}

const Scenario* findScenario(const std::vector<Scenario>& scenarios, const std::string& code) {
  auto it = std::find_if(scenarios.begin(), scenarios.end(), [&](const Scenario& s) { return s.code == code; });
  return it == scenarios.end() ? nullptr : &*it;
}

EffectiveSetup effectiveSetup(const std::vector<Scenario>& scenarios, const Scenario& scenario) {
  // The chain from the scenario up to its furthest base, stopping at a missing base or a repeat.
  std::vector<const Scenario*> chain{&scenario};
  std::set<std::string> seen{scenario.code};
  for (const Scenario* at = &scenario; !at->base.empty();) {
    const Scenario* base = findScenario(scenarios, at->base);
    if (!base || !seen.insert(base->code).second) break;
    chain.push_back(base);
    at = base;
  }
  EffectiveSetup out;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    const Scenario& s = **it;
    // What this level names replaces what the levels below it inherited.
    std::set<std::string> named(s.removed.begin(), s.removed.end());
    for (const Placement& p : s.setup) named.insert(p.unit);
    for (const LeaderPlacement& l : s.leaders) named.insert(l.leader);
    for (const Reinforcement& r : s.reinforcements) {
      named.insert(r.units.begin(), r.units.end());
      named.insert(r.leaders.begin(), r.leaders.end());
    }
    std::erase_if(out.units, [&](const Placement& p) { return named.count(p.unit) > 0; });
    std::erase_if(out.leaders, [&](const LeaderPlacement& l) { return named.count(l.leader) > 0; });
    for (Reinforcement& r : out.reinforcements) {
      std::erase_if(r.units, [&](const std::string& u) { return named.count(u) > 0; });
      std::erase_if(r.leaders, [&](const std::string& l) { return named.count(l) > 0; });
    }
    std::erase_if(out.reinforcements, [](const Reinforcement& r) { return r.units.empty() && r.leaders.empty(); });
    out.units.insert(out.units.end(), s.setup.begin(), s.setup.end());
    out.leaders.insert(out.leaders.end(), s.leaders.begin(), s.leaders.end());
    out.reinforcements.insert(out.reinforcements.end(), s.reinforcements.begin(), s.reinforcements.end());
  }
  return out;
}

}  // namespace cartouche
