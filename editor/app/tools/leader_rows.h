// Leaders in the editor, the parts with no ImGui: where the current scenario places a leader, as the order of battle
// shows it ("0512", "on his units", "on 2 pułk", "off map"), the units a leader commands (those under any node he
// commands, in the army's order) and a leader with one value set or cleared. Plain functions, any thread.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/battle.h"
#include "view/counter_layout.h"

namespace cartouche {

// The leader's row in the scenario `scenario`'s effective set-up; none when the scenario does not set him up.
std::optional<LeaderPlacement> leaderPlacement(const Battle& battle, const std::string& scenario,
                                               const std::string& leader);
// "0512" (the map's label), "on his units", "on <unit name>", "off map"; "not set up" for none.
std::string leaderPlaceText(const Battle& battle, const std::optional<LeaderPlacement>& placement);
// "gen. Tadeusz Kościuszko": rank and name, the code when he has no name.
std::string leaderTitle(const Leader& leader);
// The units under any node `leader` commands, in the army's order.
std::vector<const Unit*> unitsOfLeader(const Army& army, const Leader& leader);
// The leaders of the scenario `scenario` with the stack of `units` in `hex`, for its tooltip: "gen. X" set up at the
// hex, "gen. X on <unit>" on one of the units, "gen. X, with his units" on any one of his units when one of them is
// in the stack (his hex is not known: he may be there).
std::vector<std::string> leadersWithStack(const Battle& battle, const std::string& scenario, Hex hex,
                                          const std::vector<std::string>& units);
// Where `leader` goes in `scenario` when he is let go at `world` over the map (`counters`: that scenario's): on the
// unit under the pointer when he commands it, else on the topmost unit of its stack that he commands, else at the
// hex there (LeaderAt::Hex). The note of his row stays. None when the point is off the map or he does not exist.
std::optional<LeaderPlacement> leaderDropPlacement(const Battle& battle, const std::string& scenario,
                                                   const std::string& leader, const CounterLayout& counters,
                                                   Point world);
// `leader` with `field` set to `value` (nullopt: unknown, the key removed).
Leader withLeaderValue(Leader leader, const std::string& field, const std::optional<std::string>& value);

}  // namespace cartouche
