// The problems list kept up to date edit by edit.
#include "live_validation.h"

#include <algorithm>

#include "rules/setup_checks.h"

namespace cartouche {

void LiveValidation::reset() {
  all_ = true;
  pending_ = ChangeSet();
  scenarios_.clear();
}

void LiveValidation::changed(const ChangeSet& change) { pending_.merge(change); }

const ValidationReport& LiveValidation::refresh(const Battle& battle, const ValidateOptions& options) {
  const ChangeSet& c = pending_;
  const bool everything = all_ || c.grid || c.info;
  if (everything || c.vocabulary || c.rules || !c.hexes.empty() || !c.hexsides.empty())
    map_ = validateMap(battle, options);

  // The scenarios as listed now; a list that changed is checked again in full.
  bool sameList = scenarios_.size() == battle.scenarios.size();
  for (size_t i = 0; sameList && i < scenarios_.size(); ++i) sameList = scenarios_[i].code == battle.scenarios[i].code;
  const bool stacksAll = everything || c.vocabulary || c.army || c.rules || c.scenarios || !sameList;
  if (!sameList) {
    scenarios_.clear();
    for (const Scenario& s : battle.scenarios) scenarios_.push_back({s.code, {}, std::nullopt});
  }
  // Set-up checks read the terrain (prohibited hexes) as well as what the stacks read.
  const bool setupsAll = stacksAll || !c.hexes.empty();
  std::optional<ArmyIndex> index;
  for (size_t i = 0; i < scenarios_.size(); ++i) {
    ScenarioPart& part = scenarios_[i];
    const Scenario& s = battle.scenarios[i];
    const bool named = std::find(c.setups.begin(), c.setups.end(), s.code) != c.setups.end();
    // A variant reads its bases' set-ups: any set-up edit may change it.
    const bool setupChanged = named || (!s.base.empty() && !c.setups.empty());
    if (setupsAll || setupChanged || !part.stacks) {
      if (!index) index.emplace(battle);
      part.setup = ValidationReport();
      checkSetup(battle, s, *index, part.setup.problems);
    }
    if (!part.stacks) {
      part.stacks.emplace(battle, s.code);
    } else {
      StackingChange change;
      change.everything = stacksAll;
      change.setup = setupChanged;
      change.unitHexes = c.unitHexes;
      change.hexes = c.hexes;
      // A hexside feature (a road) can choose a stacking row for the hexes on either side of it.
      for (const HexsideId& id : c.hexsides)
        for (Hex h : {id.owner, id.neighbour()})
          if (const int at = battle.map.indexOf(h); at >= 0) change.hexes.push_back(at);
      if (change.everything || change.setup || !change.hexes.empty()) part.stacks->update(battle, change);
    }
  }

  std::vector<ValidationReport> scenarioReports(scenarios_.size());
  std::vector<const ValidationReport*> parts{&map_};
  for (size_t i = 0; i < scenarios_.size(); ++i) {
    ValidationReport& r = scenarioReports[i];
    r = scenarios_[i].setup;
    std::vector<Problem> stacks = scenarios_[i].stacks->problems();
    r.problems.insert(r.problems.end(), std::make_move_iterator(stacks.begin()), std::make_move_iterator(stacks.end()));
    parts.push_back(&r);
  }
  report_ = assembleReport(parts, options);
  all_ = false;
  pending_ = ChangeSet();
  return report_;
}

}  // namespace cartouche
