// A scenario or variant of a battle: its set-up (where each unit and leader starts, in which formation and facing),
// its reinforcements, its turn track, morale levels and victory conditions. A variant names its base scenario and
// stores only what differs: effectiveSetup() computes what is on the map. Thread-safety: plain values.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "hex/hex.h"

namespace cartouche {

// A facing is one of 12 directions, counter-clockwise like hex.h's directions: even numbers are hexsides
// (2 * direction), odd numbers the vertices between them (2 * corner + 1, corner k lying between the edges in
// directions k and k + 1). Their names are the map's compass terms: pointy-topped hexes face E, ENE, NE, N, NW,
// WNW, W, WSW, SW, S, SE, ESE; flat-topped hexes SE, E, NE, NNE, N, NNW, NW, W, SW, SSW, S, SSE.
using Facing = int;  // 0..11
constexpr bool isVertexFacing(Facing f) { return (f & 1) != 0; }
const char* facingName(Orientation o, Facing f);
std::optional<Facing> facingFromName(Orientation o, const std::string& name);
// The facing from `from` towards a neighbour (a hexside) or towards the vertex two neighbours share; none when
// the hexes are not placed so.
std::optional<Facing> facingTowards(Hex from, Hex a);
std::optional<Facing> facingTowards(Hex from, Hex a, Hex b);

// Where one unit starts. A unit with no hex is set up off map (it enters later or stays out).
struct Placement {
  std::string unit;              // Unit code
  std::optional<Hex> hex;        // none: off map
  std::optional<Hex> second;     // the second hex of a two-hex line or skirmish screen
  std::string formation;         // Formation code; empty when the source gives none
  std::optional<Facing> facing;  // unknown when the source prints none
  std::string note;              // what the source prints beside the row
  friend bool operator==(const Placement&, const Placement&) = default;
};

// Where a leader starts: at a hex, on any one of the units he commands (the owner picks which), on one named unit,
// or off map.
enum class LeaderAt : uint8_t { Hex, AnyOfHisUnits, Unit, OffMap };
struct LeaderPlacement {
  std::string leader;  // Leader code
  LeaderAt at = LeaderAt::Hex;
  std::optional<Hex> hex;  // LeaderAt::Hex
  std::string unit;        // LeaderAt::Unit
  std::string note;
  friend bool operator==(const LeaderPlacement&, const LeaderPlacement&) = default;
};

// What happens when a reinforcement's entry hex is occupied.
enum class WhenOccupied : uint8_t { Unspecified, NearestFree, Wait, NoLimit };
struct Reinforcement {
  int turn = 1;
  std::vector<std::string> units;    // Unit codes
  std::vector<std::string> leaders;  // Leader codes
  std::vector<Hex> entry;            // one entry hex, or a run of edge hexes
  WhenOccupied whenOccupied = WhenOccupied::Unspecified;
  std::string note;  // as printed: "or the closest hex not occupied by enemy"
  friend bool operator==(const Reinforcement&, const Reinforcement&) = default;
};

// The turn track beyond its start time, turn length and number of turns (which Scenario keeps).
struct TurnTrack {
  std::vector<int> duskTurns;  // turn numbers, from 1
  std::vector<int> nightTurns;
  std::map<int, std::string> notes;  // "turn 8: Ślaski's chit available"
  friend bool operator==(const TurnTrack&, const TurnTrack&) = default;
};

// A morale level (break point) of a side or of one node of the tree (Heilsberg prints them per corps and scenario).
struct MoraleLevel {
  std::string side;  // Side code
  std::string node;  // OobNode code; empty for the whole side
  std::optional<int> level;
  std::string note;
  friend bool operator==(const MoraleLevel&, const MoraleLevel&) = default;
};

struct Objective {
  Hex hex;
  std::string name;
  std::string side;  // who scores it; empty for either
  std::optional<int> points;
  friend bool operator==(const Objective&, const Objective&) = default;
};

struct Victory {
  std::map<std::string, int> automaticPoints;  // Side code -> victory points that win at once
  std::vector<Objective> objectives;
  std::string note;  // as printed, misprints noted
  friend bool operator==(const Victory&, const Victory&) = default;
};

struct Scenario {
  std::string code;         // stable id: "historical-1", "hypothetical"
  std::string name;         // "Historical scenario, first variant"
  std::string description;  // free text
  std::string startTime;    // "16:00" as printed; empty when the source gives none
  int turnMinutes = 0;      // 0: unknown
  int turns = 0;            // 0: unknown
  std::string base;         // a variant: the code of the scenario it inherits its set-up from; empty otherwise
  // Only what differs from the base: a unit or leader placed here replaces its placement there; one listed in
  // `removed` or arriving as a reinforcement here is taken out of the inherited set-up.
  std::vector<Placement> setup;  // in stack order: earlier rows in a hex lie below later ones
  std::vector<LeaderPlacement> leaders;
  std::vector<std::string> removed;  // unit or leader codes not set up in this variant
  std::vector<Reinforcement> reinforcements;
  TurnTrack turnTrack;
  std::vector<MoraleLevel> morale;
  Victory victory;
  friend bool operator==(const Scenario&, const Scenario&) = default;
};

// What is on the map at the start of a scenario, after inheritance.
struct EffectiveSetup {
  std::vector<Placement> units;
  std::vector<LeaderPlacement> leaders;
  std::vector<Reinforcement> reinforcements;
};

// Resolves the chain of bases (a base's base first). A missing base or a cycle stops the chain there; validation
// reports both.
EffectiveSetup effectiveSetup(const std::vector<Scenario>& scenarios, const Scenario& scenario);
const Scenario* findScenario(const std::vector<Scenario>& scenarios, const std::string& code);

}  // namespace cartouche
