// What MoveRules keeps between its preparation (move_prepare.cpp) and its steps (move_rules.cpp): the movers, who
// stands where, the zones of influence and the added costs. Private to the movement rules.
// Thread-safety: as MoveRules.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "play/move_rules.h"

namespace cartouche {

namespace move_detail {

struct Mover {
  std::string code;
  std::string name;
  bool leader = false;
  const TroopType* troops = nullptr;
  const Formation* formation = nullptr;
  bool cavalry = false;
  bool horseArtillery = false;
  bool foot = false;  // infantry or foot artillery (seed 004 (14))
  std::string column;
  bool roadMarch = false;
  bool doubleTime = false;  // Racławice [8.9]
  int allowance = 0;
  int spent = 0;
  bool entered = false;  // has entered a hex this phase
  FacingZones zones;
};

struct Occupant {
  int friends = 0;
  int enemies = 0;
  std::string friendUnit;  // the first friend that bars cavalry (La Bataille (16)), else the first friend
  std::string friendFormation;
  bool barsCavalry = false;
  std::string enemyUnit;
};

struct CostEntry {
  bool ok = false;
  int twelfths = 0;
  Status status;  // the refusal when not ok
};

}  // namespace move_detail

struct MoveRules::Impl {
  using Mover = move_detail::Mover;
  using Occupant = move_detail::Occupant;
  using CostEntry = move_detail::CostEntry;

  const Battle* battle = nullptr;
  const RuleTable* movement = nullptr;
  std::vector<Mover> movers;
  std::unordered_map<Hex, Occupant> occupied;
  std::optional<ZonesOfInfluence> zones;
  std::optional<TerrainId> slopeFeature;
  std::optional<int> passThrough, enemyHex, rearZone;                  // Racławice [6.1], [6.9], [8.6]
  mutable std::vector<std::unordered_map<uint64_t, CostEntry>> cache;  // per mover

  CostEntry terrainCost(size_t m, Hex to, const HexsideRecord* rec, bool slope) const;
  // The Movement table rows a step reads, as stepCost chooses them: the road's alone in road march along a road,
  // else the hex's and the listed hexside features' (a bridge or ford standing in for the water under it).
  std::vector<std::string> rowsUsed(const std::string& terrain, const std::vector<std::string>& features,
                                    bool roadMarch) const;
  // A row's "requires" cell, and the formation it names ("" when it names none this engine can read).
  const std::string& requiresText(const std::string& row) const;
  std::string requiredFormation(const std::string& row) const;
  std::string label(Hex h) const { return battle->map.grid().label(h); }
};

}  // namespace cartouche
