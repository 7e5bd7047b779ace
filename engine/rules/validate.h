// Battle validation: what a battle's map, vocabulary, ruleset tables and scenarios can get wrong, as a list of
// problems that name the hex or hexside (by its label), the table cell or the scenario and units, and say what is
// wrong. Scenarios are checked per scenario: their set-ups (setup_checks.h) and stacking (stacking.h). Used by
// `cartouche validate` and the editor's problems panel. Pure function of the battle: safe to call from any thread on a
// battle nobody is editing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/battle.h"
#include "rules/army_index.h"
#include "rules/problem.h"

namespace cartouche {

struct ValidationReport {
  std::vector<Problem> problems;
  // Problems past the per-code limit are counted here, not listed (a map painted with a deleted terrain would
  // otherwise list a million hexes).
  std::vector<std::pair<std::string, size_t>> omitted;
  size_t errors() const;
  size_t warnings() const;
};

struct ValidateOptions {
  size_t maxPerCode = 200;
};

ValidationReport validateBattle(const Battle& battle, const ValidateOptions& options = {});

// validateBattle in parts, for a caller that recomputes only what an edit touched (the editor's problems list):
// validateMap checks the grid, the terrain vocabulary, the hexes, hexsides and roads and the ruleset tables; the
// scenarios' problems come from checkScenario (or a StackingChecker kept up to date). assembleReport puts parts
// together in order as validateBattle does: the map's, then each scenario's, each code listed up to
// options.maxPerCode times and the rest counted in `omitted`.
ValidationReport validateMap(const Battle& battle, const ValidateOptions& options = {});
ValidationReport assembleReport(const std::vector<const ValidationReport*>& parts, const ValidateOptions& options = {});

// One scenario's set-up and stacking problems, as validateBattle reports them (set-up first, then stacks by hex).
// The second form shares an index of the army's codes between scenarios; it must index `battle`'s army.
void checkScenario(const Battle& battle, const Scenario& scenario, std::vector<Problem>& out);
void checkScenario(const Battle& battle, const Scenario& scenario, const ArmyIndex& index, std::vector<Problem>& out);

// "0715/NE" style name of a hexside, from the on-map hex that sees it (the owner when it is on the map).
std::string hexsideName(const GridSettings& grid, HexsideId id);

}  // namespace cartouche
