// JSON output shared by the --json options: insertion-ordered objects (so keys print in the documented order) and
// printing that never throws on the invalid UTF-8 an untrusted file may hold (such bytes print as U+FFFD).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>

#include "command.h"

namespace cartouche::cli {

using Json = nlohmann::ordered_json;

// Version of the --json documents; bumped only when a field changes meaning or goes away (adding one does not).
constexpr int kJsonVersion = 1;

inline void printJson(Console& console, const Json& json) {
  console.out << json.dump(2, ' ', false, Json::error_handler_t::replace) << "\n";
}

}  // namespace cartouche::cli
