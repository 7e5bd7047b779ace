// The armies of a battle: the sides, the order-of-battle tree, the units (the counters) and the leaders, with the
// vocabulary that gives their values meaning (troop types, value fields and formations). The vocabulary is data in
// the battle, defined per rules family like the terrain vocabulary: La Bataille's fire, melee and lance bonus and
// Racławice's morale, strength and firepower are rows, not C++ fields. A value the sources do not give is absent
// from its map: unknown is a state, never 0. Everything is keyed by a stable code, so set-ups, text files and CSV
// rows refer to units by code while names stay exactly as printed. Thread-safety: plain values.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/terrain.h"

namespace cartouche {

// The branch a troop type belongs to. Stacking limits and line-of-sight rules speak of arms ("18 infantry
// increments", "all but artillery block"); the troop types themselves are data.
enum class Arm : uint8_t { Infantry, Cavalry, Artillery, Other };
const char* armName(Arm arm);  // "infantry", "cavalry", "artillery", "other"
std::optional<Arm> armFromName(const std::string& name);

struct TroopType {
  std::string code;  // "line-infantry", "kosynierzy", "uhlans", "horse-artillery"
  std::string name;  // "Kosynierzy (scythemen)"
  Arm arm = Arm::Infantry;
  bool light = false;  // light infantry or light cavalry (skirmish-capable; "1 light infantry battalion")
  friend bool operator==(const TroopType&, const TroopType&) = default;
};

enum class ValueKind : uint8_t { Integer, Text };

// One value a unit or leader carries: "increments", "fire", "melee", "morale", "movement", "strength",
// "firepower", "counter-id", "strip". Integer values are whole numbers (negative allowed); text values hold what
// the counter prints ("4-8-12" artillery ranges, a colour strip's commander).
struct ValueField {
  std::string code;
  std::string name;  // column heading shown to people
  ValueKind kind = ValueKind::Integer;
  std::string notes;  // where the field comes from
  friend bool operator==(const ValueField&, const ValueField&) = default;
};

// The directions a formation may face: a hexside (column, general order), a vertex (line), either, all six at once
// (carré, artillery prolonged in some rules) or none (a leader, a unit off map).
enum class FacingRule : uint8_t { Hexside, Vertex, Either, All, None };
const char* facingRuleName(FacingRule rule);  // "hexside", "vertex", "either", "all", "none"
std::optional<FacingRule> facingRuleFromName(const std::string& name);

struct Formation {
  std::string code;  // "column", "line", "skirmish", "carre", "limbered", "unlimbered", "road-march"
  std::string name;
  FacingRule facing = FacingRule::Hexside;
  bool twoHex = false;                 // may occupy a second hex (a two-hex line, a skirmish screen)
  bool blocksLos = true;               // whether a unit in it blocks line of sight (La Bataille: combat formations)
  std::vector<std::string> conflicts;  // formations that may not share a hex with it (column and line)
  std::string notes;
  friend bool operator==(const Formation&, const Formation&) = default;
};

struct ArmyVocabulary {
  std::vector<TroopType> troopTypes;
  std::vector<ValueField> fields;
  std::vector<Formation> formations;

  const TroopType* troopType(const std::string& code) const;
  const ValueField* field(const std::string& code) const;
  const Formation* formation(const std::string& code) const;
  friend bool operator==(const ArmyVocabulary&, const ArmyVocabulary&) = default;
};

// Values keyed by ValueField code, as canonical text ("9", "-2", "4-8-12"). A field that is absent is unknown.
using UnitValues = std::map<std::string, std::string>;

// An integer value, or none when it is unknown or not an integer.
std::optional<int> intValue(const UnitValues& values, const std::string& field);

struct ArmySide {
  std::string code;  // "pl", "ru"
  std::string name;  // "Polish army"
  Rgba colour{200, 60, 60, 255};
  friend bool operator==(const ArmySide&, const ArmySide&) = default;
};

// A node of the order-of-battle tree: army, corps, division, brigade, regiment, battalion, company, squadron,
// battery, or a commander's group where the source arranges it so. Nodes are kept in display order, every node
// after its parent (a pre-order walk), so the flat list draws the tree.
struct OobNode {
  std::string code;
  std::string parent;     // code of the parent node; empty for a top node of its side
  std::string side;       // Side code (the same as the parent's)
  std::string level;      // "army", "corps", "division", "brigade", "regiment", "battalion", "company", "squadron"...
  std::string name;       // as printed, diacritics kept: "2 Pułk Piechoty Koronnej"
  std::string shortName;  // for counters: "2 pp"
  std::string commander;  // as printed: "gen. Zajączek"
  std::string nation;     // indexes the multiplier tables: "polish", "russian", "french"
  std::string notes;
  std::string source;  // where the node was read from: "rulebook, Counters manifest"
  friend bool operator==(const OobNode&, const OobNode&) = default;
};

// One step down a unit's strength track after losses. Racławice: the back of counter 1, then counter 2 face up and
// its back, then counter 3; each step may print its own values. La Bataille units list no steps: their losses are
// increments lost, counted against the "increments" value.
struct LossStep {
  std::string label;  // "1 back", "2", "2 back", "3"
  UnitValues values;  // what this step prints; absent fields are unknown
  friend bool operator==(const LossStep&, const LossStep&) = default;
};

// A unit: one counter (or one counter and its replacements) on the map.
struct Unit {
  std::string code;  // stable id: "pl-1-i-2pp"
  std::string node;  // OobNode it belongs to
  std::string name;  // as printed: "1/I/2 pp"
  std::string shortName;
  std::string troopType;  // TroopType code; empty when not known
  UnitValues values;      // full-strength values
  std::vector<LossStep> losses;
  std::optional<int> counters;  // how many counters the manifest lists for it
  std::string notes;
  std::string source;
  friend bool operator==(const Unit&, const Unit&) = default;
};

struct Leader {
  std::string code;
  std::string side;
  std::string name;                   // "Tadeusz Kościuszko"
  std::string rank;                   // "Commander-in-Chief", "gen.", "płk"
  std::vector<std::string> commands;  // OobNode codes he commands
  UnitValues values;                  // bonuses as the rules family defines them
  std::optional<int> commandRange;    // hexes; unknown when the source gives none
  std::string notes;
  std::string source;
  friend bool operator==(const Leader&, const Leader&) = default;
};

struct Army {
  std::vector<ArmySide> sides;
  std::vector<OobNode> nodes;  // display order, parents first
  std::vector<Unit> units;     // display order
  std::vector<Leader> leaders;

  bool empty() const { return sides.empty() && nodes.empty() && units.empty() && leaders.empty(); }
  const ArmySide* side(const std::string& code) const;
  const OobNode* node(const std::string& code) const;
  const Unit* unit(const std::string& code) const;
  const Leader* leader(const std::string& code) const;
  // The side a unit belongs to (its node's side); empty when the unit or node is missing.
  std::string sideOfUnit(const Unit& unit) const;
  // Whether `node` is `ancestor` or lies under it.
  bool isUnder(const std::string& node, const std::string& ancestor) const;
  friend bool operator==(const Army&, const Army&) = default;
};

}  // namespace cartouche
