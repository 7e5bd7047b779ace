// The words the battle tables use for core enums (orientation 'pointy', terrain kind 'hexside', ...): one table per
// enum, shared by the writer and the reader so they cannot drift apart. Thread-safety: immutable data.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "dice/dice.h"
#include "model/army.h"
#include "model/hex_map.h"
#include "model/terrain.h"

namespace cartouche {

// The names of an enum's values, in the order of its underlying values.
std::span<const char* const> orientationNames();
std::span<const char* const> shiftedNames();
std::span<const char* const> terrainKindNames();
std::span<const char* const> hexsideClassNames();
std::span<const char* const> drawStyleNames();
// DieKind in order, then "none" (no die) last: the words battle_rule_tables.die holds.
std::span<const char* const> dieNames();

// The words of the set-up enums (model/scenario.h), in the order of their values.
std::span<const char* const> leaderAtNames();      // hex, any-of-his-units, unit, off-map
std::span<const char* const> whenOccupiedNames();  // unspecified, nearest-free, wait, no-limit
std::span<const char* const> valueKindNames();     // integer, text

// What is wrong with an army code (a side, node, unit, leader, troop type, field or formation code), or "" when it
// is fine: not empty, ASCII letters, digits, _, - and . only.
std::string codeProblem(const std::string& code);
// What is wrong with a stored value of a field of `kind`, or "": an integer field holds a canonical whole number
// ("-2", never "+2", "02" or " 2"); no value is empty (an unknown value has no row).
std::string valueProblem(ValueKind kind, const std::string& value);

// The position of `word` in `names`, or nothing.
std::optional<int> codeIndex(std::span<const char* const> names, const std::string& word);
// "flat, pointy" for messages.
std::string codeList(std::span<const char* const> names);

}  // namespace cartouche
