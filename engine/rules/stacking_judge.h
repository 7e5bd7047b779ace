// Whether one side's stack in one hex fits a stacking row (stacking_eval.h): the alternatives tried in turn, then the
// caps. Internal to engine/rules. Thread-safety: plain functions; the prepared form's scratch is written.
#pragma once

#include <span>
#include <vector>

#include "rules/stacking_eval.h"

namespace cartouche::stacking {

enum class Verdict : uint8_t { Fits, Unknown, Over };

struct Counted {
  Verdict verdict = Verdict::Fits;
  int unknownUnit = -1;      // a unit whose increments are needed and unknown
  bool unknownType = false;  // unknownUnit's troop type (so its arm) is unknown, not its increments
};

// Whether the term's selector and formations take the unit standing in `formation`.
bool matches(const Term& t, const UnitInfo& u, int formation);

// One stacking row's verdict on the `members` (indices into `entries`) of one side; `broken` is set to the cap they
// break, or left null when the whole limit is broken. A small stack of known troop types whose verdict read no
// increments is remembered by its shape (stacking_memo.h), and a stack of that shape is given the same verdict.
Counted judgeRow(const Row& row, const Prepared& p, std::span<const Entry> entries, const std::vector<int>& members,
                 const Term*& broken);

// The same when some units' troop types are unknown: judged under every arm each of their nodes might have (nodes
// share a type); fits when it fits under all, breaks the limit when it breaks it under all, cannot be checked
// otherwise. The prepared units are assumed an arm for the duration and restored.
Counted judgeAssumingArms(const Row& row, Prepared& p, std::span<const Entry> entries, const std::vector<int>& members,
                          const Term*& broken);

}  // namespace cartouche::stacking
