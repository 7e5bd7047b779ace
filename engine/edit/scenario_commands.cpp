#include "edit/scenario_commands.h"

namespace cartouche {

namespace {

// The reader's bounds for turns and minutes per turn (store/battle_reader.cpp), so a saved scenario opens again.
constexpr int kMostTurns = 100000;

}  // namespace

Status checkScenario(const Scenario& s) {
  if (s.code.empty()) return Status::invalidArgument("scenario code is empty");
  if (s.code.size() > 64)
    return Status::invalidArgument("scenario code \"" + s.code + "\" is longer than 64 characters");
  for (unsigned char c : s.code) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    if (!ok)
      return Status::invalidArgument("scenario code \"" + s.code + "\" may use only ASCII letters, digits, _ and -");
  }
  const std::string name = "scenario \"" + s.code + "\"";
  if (s.turns < 0 || s.turns > kMostTurns)
    return Status::invalidArgument(name + ": turns " + std::to_string(s.turns) + " is not between 0 and " +
                                   std::to_string(kMostTurns));
  if (s.turnMinutes < 0 || s.turnMinutes > kMostTurns)
    return Status::invalidArgument(name + ": minutes per turn " + std::to_string(s.turnMinutes) +
                                   " is not between 0 and " + std::to_string(kMostTurns));
  return Status::ok();
}

}  // namespace cartouche
