// Where leaders are drawn on the map for one scenario's effective set-up, in world units (map_view.h: hex radius 1):
// a leader set up at a hex is drawn at that hex, one set up on a unit at that unit's hex (from the CounterLayout),
// each a badge at the hex's upper left corner, further leaders in the same hex one step below. A leader who arrives
// as a reinforcement is drawn at its entry hex (the k-th leader of a run of entry hexes at its k-th hex), marked with
// his turn. A leader "on any one of his units" has no known hex: he gets no badge (withHisUnits lists him), nor does
// one off map, not set up, or on a unit that has no counter. Name labels are laid out apart (leaderLabelBoxes) for
// the zoom they are drawn at. Pure values: safe from any thread once built.
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
  int arrives = 0;                  // the turn he arrives as a reinforcement; 0: set up at the start
};

// A rectangle in world units.
struct WorldBox {
  Point min, max;
  bool intersects(const WorldBox& o) const {
    return min.x < o.max.x && o.min.x < max.x && min.y < o.max.y && o.min.y < max.y;
  }
};

struct LeaderMarks {
  std::vector<LeaderMark> marks;          // map order of the set-up rows
  std::vector<std::string> withHisUnits;  // codes of leaders set up on any one of his units

  // The badge drawn topmost within `radius` (world units) of `world`, or none.
  const LeaderMark* at(Point world, double radius) const;
};

// The leaders of `scenario` in `battle` beside `counters` (built for the same scenario). None when the scenario does
// not exist.
LeaderMarks leaderMarks(const Battle& battle, const std::string& scenario, const CounterLayout& counters);
// "Kościuszko" for "Tadeusz Kościuszko": the last space-separated word of his name, else his code.
std::string leaderShortName(const Leader& leader);
// The radius of a badge drawn at `zoom` pixels a world unit, in pixels: 0.3 hex radii, 5 to 14 px.
double leaderBadgeRadius(double zoom);
// The text of his label: his short name, and "T12" after it when he arrives in turn 12.
std::string leaderLabelText(const LeaderMark& mark);

// Where the name labels of `marks` go when drawn at `zoom` pixels a world unit, badges `badgeRadius` pixels across
// the middle and labels `sizes[i]` pixels (width, height; one per mark): each beside its badge, right, left, below
// or above it, else further down on its right, the first place where it overlaps no label placed before it and no
// other badge. So no two labels overlap. Returned in world units, one per mark.
struct LabelSize {
  double width = 0, height = 0;
};
std::vector<WorldBox> leaderLabelBoxes(const std::vector<LeaderMark>& marks, const std::vector<LabelSize>& sizes,
                                       double zoom, double badgeRadius);

}  // namespace cartouche
