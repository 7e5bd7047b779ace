// A problem found in a battle: on a hex, a hexside, a ruleset table cell or a scenario's units, with a stable code and
// a sentence for people. Shared by map validation (validate.h) and the ruleset table checks (rule_checks.h).
// Thread-safety: plain values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hex/hex.h"

namespace cartouche {

enum class Severity : uint8_t { Error, Warning };

struct Problem {
  Severity severity = Severity::Error;
  std::string code;                     // stable kebab-case id: "unknown-terrain", "crossing-without-water"...
  std::string message;                  // full sentence for people, naming the hex or hexside by its label
  std::optional<int> hex;               // map index, when the problem sits on a hex
  std::optional<HexsideId> hexside;     // when it sits on a hexside
  std::optional<std::string> table;     // ruleset table code, when it sits in a table
  std::optional<int> row;               // 0-based row of that table (shown to people from 1)
  std::optional<int> column;            // 0-based column of that table
  std::optional<std::string> scenario;  // scenario code, when it sits in a set-up
  std::vector<std::string> units;       // unit (or leader) codes it concerns, so the editor can jump to them
};

}  // namespace cartouche
