// Where leaders are drawn on the map for one scenario's effective set-up, in world units (map_view.h: hex radius 1):
// a leader set up at a hex is drawn at that hex, one set up on a unit at that unit's hex (from the CounterLayout),
// each a badge at the hex's upper left corner, further leaders in the same hex one step below. A leader "on any one
// of his units" has no known hex: he gets no badge (withHisUnits lists him), nor does one off map, not set up, or on
// a unit that has no counter. Pure values: safe from any thread once built.
#pragma once

#include <string>
#include <vector>

#include "view/counter_layout.h"

namespace cartouche {

struct LeaderMark {
  std::string leader;  // Leader code
  Hex hex;
  Point centre;       // the badge's centre, world units
  std::string label;  // his short name: the last word of his name, else his code
  std::string rank;
  Rgba colour{150, 150, 150, 255};  // his side's
};

struct LeaderMarks {
  std::vector<LeaderMark> marks;          // map order of the set-up rows
  std::vector<std::string> withHisUnits;  // codes of leaders set up on any one of his units
};

// The leaders of `scenario` in `battle` beside `counters` (built for the same scenario). None when the scenario does
// not exist.
LeaderMarks leaderMarks(const Battle& battle, const std::string& scenario, const CounterLayout& counters);
// "Kościuszko" for "Tadeusz Kościuszko": the last space-separated word of his name, else his code.
std::string leaderShortName(const Leader& leader);

}  // namespace cartouche
