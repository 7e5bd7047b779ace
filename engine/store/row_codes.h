// The words the battle tables use for core enums (orientation 'pointy', terrain kind 'hexside', ...): one table per
// enum, shared by the writer and the reader so they cannot drift apart. Thread-safety: immutable data.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "dice/dice.h"
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

// The position of `word` in `names`, or nothing.
std::optional<int> codeIndex(std::span<const char* const> names, const std::string& word);
// "flat, pointy" for messages.
std::string codeList(std::span<const char* const> names);

}  // namespace cartouche
