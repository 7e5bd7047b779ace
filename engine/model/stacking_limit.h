// A stacking limit as executable data: the `stacking-limit` cell type of the ruleset tables (rule_table.h). The
// grammar reads like the charts:
//
//   limit  := "none" | "any" [";" caps] | alternative {"or" alternative} [";" caps]
//   alternative := term {"and" term}
//   caps   := "at most" term {"," "at most" term}
//   term   := COUNT [SELECTOR] MEASURE ["in" FORMATION {"/" FORMATION}]
//
// SELECTOR is an arm ("infantry", "cavalry", "artillery"), "light infantry" / "light cavalry", a troop type code, or
// nothing (any unit). MEASURE is "unit(s)", "increment(s)" (the units' "increments" value) or an order-of-battle
// level ("battalion(s)", "regiment(s)", "battery"/"batteries", "squadron(s)", "company"/"companies"...): the number
// of distinct nodes of that level among each counted unit's own node and its ancestors. "none": nothing may stand
// there; "any": no limit but the caps. Example (La Bataille, clear terrain):
//
//   1 infantry regiment or 18 infantry increments or 1 cavalry regiment or 18 cavalry increments or 6 artillery
//   increments or 12 infantry increments and 1 battery; at most 3 infantry battalions, at most 3 cavalry regiments
//
// How a stack is held to it is rules/stacking.h. Thread-safety: plain values and pure functions.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"

namespace cartouche {

struct StackingTerm {
  enum class Select : uint8_t { Any, Arm, LightArm, TroopType };
  enum class Measure : uint8_t { Units, Increments, Level };
  int count = 0;
  Select select = Select::Any;
  std::string selector;  // the arm name ("infantry"), or the troop type code; empty for Any
  Measure measure = Measure::Units;
  std::string level;                    // Measure::Level, singular: "battalion", "battery", "company"
  std::vector<std::string> formations;  // "in skirmish/general-order": only units in one of these; empty: any
  friend bool operator==(const StackingTerm&, const StackingTerm&) = default;
};

struct StackingLimit {
  bool none = false;  // "none": no unit may stand there
  bool any = false;   // "any": every stack fits (caps still apply)
  std::vector<std::vector<StackingTerm>> alternatives;
  std::vector<StackingTerm> caps;  // after ";": always apply
  friend bool operator==(const StackingLimit&, const StackingLimit&) = default;
};

// Refuses with a message that quotes the text and names the word it could not read.
Result<StackingLimit> parseStackingLimit(std::string_view text);
// Canonical text: lower case, one space between words, plural measures for counts other than 1.
std::string formatStackingLimit(const StackingLimit& limit);
std::string formatStackingTerm(const StackingTerm& term);

}  // namespace cartouche
