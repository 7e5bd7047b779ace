// Facing zones (front, flank, rear) by formation and facing, and the zones of influence enemies exert.
#include "play/zones.h"

#include <gtest/gtest.h>

#include "move_test_battle.h"

namespace cartouche {
namespace {

using testing::kE;
using testing::kESE;
using testing::kW;
using testing::MoveBattle;

uint8_t bits(std::initializer_list<int> dirs) {
  uint8_t b = 0;
  for (int d : dirs) b |= uint8_t(1u << d);
  return b;
}

struct Vocabulary : MoveBattle {
  const Formation* f(const char* code) const { return battle.armyVocabulary.formation(code); }
  const TroopType* t(const char* code) const { return battle.armyVocabulary.troopType(code); }
};

TEST(Zones, AColumnHasThreeFrontsTwoFlanksAndARear) {
  Vocabulary v;
  FacingZones z = facingZones(kE, v.f("column"), v.t("line-infantry"), false);
  EXPECT_TRUE(z.known);
  EXPECT_EQ(z.front, bits({5, 0, 1}));
  EXPECT_EQ(z.flank, bits({2, 4}));
  EXPECT_EQ(z.rear, bits({3}));
}

TEST(Zones, ALineHasTwoOfEach) {
  Vocabulary v;
  FacingZones z = facingZones(kESE, v.f("line"), v.t("line-infantry"), false);
  EXPECT_EQ(z.front, bits({5, 0}));
  EXPECT_EQ(z.flank, bits({1, 4}));
  EXPECT_EQ(z.rear, bits({2, 3}));
  EXPECT_EQ(facingZones(kESE, v.f("line"), v.t("line-infantry"), true), z) << "Racławice's frontal zone of two";
}

TEST(Zones, SkirmishersHaveFourFrontsInLaBatailleAndALinesZonesInRaclawice) {
  Vocabulary v;
  FacingZones la = facingZones(kESE, v.f("skirmish"), v.t("light-infantry"), false);
  EXPECT_EQ(la.front, bits({4, 5, 0, 1}));
  EXPECT_EQ(la.flank, bits({2, 3}));
  EXPECT_EQ(la.rear, 0);
  FacingZones ra = facingZones(kESE, v.f("skirmish"), v.t("light-infantry"), true);
  EXPECT_EQ(ra.front, bits({5, 0}));
  EXPECT_EQ(ra.rear, bits({2, 3}));
}

TEST(Zones, GeneralOrderAndLightCavalryHaveFiveFrontsAndARear) {
  Vocabulary v;
  for (FacingZones z : {facingZones(kE, v.f("general-order"), v.t("line-infantry"), false),
                        facingZones(kE, v.f("column"), v.t("hussars"), false)}) {
    EXPECT_EQ(z.front, bits({4, 5, 0, 1, 2}));
    EXPECT_EQ(z.rear, bits({3}));
    EXPECT_EQ(z.flank, 0);
  }
}

TEST(Zones, CarreFacesAllWaysAndUnknownOrNoFacingRestrictsNothing) {
  Vocabulary v;
  FacingZones carre = facingZones(std::nullopt, v.f("carre"), v.t("line-infantry"), false);
  EXPECT_TRUE(carre.known);
  EXPECT_EQ(carre.front, 0x3f);
  EXPECT_FALSE(facingZones(std::nullopt, v.f("column"), v.t("line-infantry"), false).known);
  EXPECT_FALSE(facingZones(kE, v.f("routed"), v.t("line-infantry"), false).known);
}

TEST(Zones, EnemiesExertZonesThroughTheirFronts) {
  MoveBattle t;
  const Hex a = t.hex(3, 3), c = t.hex(8, 3), u = t.hex(3, 7), q = t.hex(8, 7);
  t.add("col", "au", "line-infantry", 4, a, "column", kW);
  t.add("cav", "au", "cuirassiers", 4, c, "column", kW);
  t.add("unknown", "au", "line-infantry", 4, u);
  t.add("carre", "au", "line-infantry", 4, q, "carre");
  t.add("own", "fr", "line-infantry", 4, t.hex(10, 9), "column", kE);
  PlayState s = t.start();
  ZonesOfInfluence z(t.battle, s, "fr");
  for (int d = 0; d < 6; ++d) {
    const bool front = d == 2 || d == 3 || d == 4;
    EXPECT_EQ(z.at(neighbour(a, d)), front ? kZoneOfInfluence : 0) << d;
    EXPECT_EQ(z.at(neighbour(c, d)), front ? kZoneOfInfluence | kCavalryZone : 0) << d;
    EXPECT_EQ(z.at(neighbour(u, d)), kZoneOfInfluence) << "an unknown facing: all six, " << d;
    EXPECT_EQ(z.at(neighbour(q, d)), 0) << "carré exerts none (14)";
  }
  EXPECT_EQ(z.exertedBy(neighbour(a, 3)), "col");
  EXPECT_EQ(z.exertedBy(neighbour(c, 3)), "cav");
  EXPECT_EQ(z.at(neighbour(t.hex(10, 9), 0)), 0) << "a side's own units exert nothing against it";
  ZonesOfInfluence theirs(t.battle, s, "au");
  EXPECT_EQ(theirs.at(neighbour(t.hex(10, 9), 0)), kZoneOfInfluence);
  EXPECT_EQ(theirs.at(neighbour(a, 3)), 0);
}

TEST(Zones, TheFamilyIsReadFromTheBattle) {
  EXPECT_TRUE(playsRaclawice(MoveBattle(true).battle));
  EXPECT_FALSE(playsRaclawice(MoveBattle(false).battle));
}

}  // namespace
}  // namespace cartouche
