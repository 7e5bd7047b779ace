#include "play/formation_change.h"

#include "rules/stacking.h"

namespace cartouche {

bool facingSuits(FacingRule rule, const std::optional<Facing>& facing) {
  if (!facing) return true;
  switch (rule) {
    case FacingRule::Hexside:
      return !isVertexFacing(*facing);
    case FacingRule::Vertex:
      return isVertexFacing(*facing);
    case FacingRule::Either:
    case FacingRule::All:
    case FacingRule::None:
      return true;
  }
  return true;
}

namespace {

std::vector<Problem> problemsAt(const Battle& battle, const Scenario& scenario, const PlayState& state, int index) {
  // checkStacking reads a scenario the battle holds by its code; the positions go in under a code of their own.
  Scenario now = state.asScenario(scenario);
  now.code = scenario.code + "-in-play";
  std::vector<Problem> out;
  for (Problem& p : checkStacking(battle, now))
    if (p.hex && *p.hex == index) out.push_back(std::move(p));
  return out;
}

}  // namespace

Result<std::string> changeFormation(const Battle& battle, const Scenario& scenario, PlayState& state,
                                    const std::vector<std::string>& units, const std::string& formation) {
  const Formation* f = battle.armyVocabulary.formation(formation);
  if (!f) return Status::invalidArgument("the battle has no formation \"" + formation + "\"");
  PlayState after = state;
  const GridSettings& grid = battle.map.grid();
  std::string line;
  std::vector<int> hexes;
  for (const std::string& code : units) {
    UnitState* u = after.unit(code);
    if (!u || u->eliminated || !u->hex) return Status::invalidArgument(code + " is not on the map");
    if (u->formation == formation) return Status::invalidArgument(code + " is already in " + f->name);
    std::string from = u->formation.empty() ? "an unknown formation" : u->formation;
    if (const Formation* old = battle.armyVocabulary.formation(u->formation)) from = old->name;
    line +=
        (line.empty() ? "" : "; ") + code + " at " + grid.label(*u->hex) + " changes from " + from + " to " + f->name;
    u->formation = formation;
    if (!facingSuits(f->facing, u->facing)) {
      line += std::string(" (its facing ") + facingName(grid.orientation, *u->facing) + " does not suit " + f->name +
              ": give it a facing)";
      u->facing.reset();
    }
    if (!f->twoHex) u->second.reset();
    hexes.push_back(battle.map.indexOf(*u->hex));
  }
  for (int index : hexes) {
    const size_t before = problemsAt(battle, scenario, state, index).size();
    std::vector<Problem> now = problemsAt(battle, scenario, after, index);
    if (now.size() > before) return Status::invalidArgument(now.back().message);
  }
  state = std::move(after);
  return line + ".";
}

}  // namespace cartouche
