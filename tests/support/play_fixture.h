// The Racławice sample with stand-in charts for the play tests: a copy of sample-battles/raclawice-1794 whose blank
// movement table is replaced, and to which a ranged combat table and melee modifiers are added, from
// tests/fixtures/play/raclawice-test-charts.txt. Those values are test values, labelled so in the tables' notes;
// the rulebook's own charts are not in its text edition.
#pragma once

#include <string>

namespace cartouche::testing {

// Writes the folder at `dir` (created); `sourceDir` is the repository root. Fails the test that calls it when a
// file cannot be read or written.
void writeRaclawiceWithTestCharts(const std::string& sourceDir, const std::string& dir);

}  // namespace cartouche::testing
