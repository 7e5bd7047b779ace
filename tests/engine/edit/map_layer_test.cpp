// Period map layers and the ground placement as battle edits: SetLayer inserts, edits, renames, moves and removes a
// layer and undoes each exactly; a slider drag is one undo step; SetGround places and removes the grid; bad values
// are refused with the layer and field named and the battle untouched.
#include <gtest/gtest.h>

#include <cmath>

#include "edit/document.h"
#include "edit/layer_commands.h"
#include "support/test_battle.h"

namespace cartouche {
namespace {

MapLayer scan(const std::string& name) {
  MapLayer l;
  l.name = name;
  l.kind = LayerKind::Embedded;
  l.source = "layer_1";
  l.crs = "EPSG:2180";
  l.georef = LayerGeoref::GeoTransform;
  l.geoTransform = {637000, 2.5, 0, 486000, 0, -2.5};
  return l;
}

std::vector<std::string> names(const Battle& b) {
  std::vector<std::string> out;
  for (const MapLayer& l : b.layers) out.push_back(l.name);
  return out;
}

TEST(SetLayer, InsertsOnTopMovesRenamesRemovesAndEachUndoes) {
  Document doc(testing::SmallBattle().battle);
  ASSERT_TRUE(doc.execute(std::make_unique<SetLayer>("Kolberg", scan("Kolberg"))));
  ASSERT_TRUE(doc.execute(std::make_unique<SetLayer>("Gilly", scan("Gilly"))));
  EXPECT_EQ(names(doc.battle()), (std::vector<std::string>{"Kolberg", "Gilly"}));  // bottom first
  auto changes = doc.execute(std::make_unique<SetLayer>("Gilly", scan("Gilly"), 0, "Move Gilly down"));
  ASSERT_TRUE(changes);
  EXPECT_TRUE(changes->layers);
  EXPECT_FALSE(changes->grid);
  EXPECT_EQ(names(doc.battle()), (std::vector<std::string>{"Gilly", "Kolberg"}));
  MapLayer renamed = scan("Mieg 1783");
  renamed.opacity = 0.25;
  ASSERT_TRUE(doc.execute(std::make_unique<SetLayer>("Kolberg", renamed)));
  EXPECT_EQ(names(doc.battle()), (std::vector<std::string>{"Gilly", "Mieg 1783"}));
  EXPECT_EQ(doc.battle().layers[1].opacity, 0.25);
  ASSERT_TRUE(doc.execute(std::make_unique<SetLayer>("Gilly", std::nullopt)));
  EXPECT_EQ(names(doc.battle()), (std::vector<std::string>{"Mieg 1783"}));
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(names(doc.battle()), (std::vector<std::string>{"Gilly", "Mieg 1783"}));
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(names(doc.battle()), (std::vector<std::string>{"Gilly", "Kolberg"}));
  EXPECT_EQ(doc.battle().layers[1].opacity, 1.0);
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(names(doc.battle()), (std::vector<std::string>{"Kolberg", "Gilly"}));
  ASSERT_TRUE(doc.undo());
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.battle().layers.empty());
  ASSERT_TRUE(doc.redo());
  EXPECT_TRUE(doc.battle().layers.front() == scan("Kolberg"));
}

TEST(SetLayer, AnOpacityDragIsOneUndoStep) {
  Document doc(testing::SmallBattle().battle);
  ASSERT_TRUE(doc.execute(std::make_unique<SetLayer>("Gilly", scan("Gilly"))));
  const uint64_t stroke = 7;
  for (double o : {0.9, 0.7, 0.4}) {
    MapLayer l = scan("Gilly");
    l.opacity = o;
    ASSERT_TRUE(doc.execute(std::make_unique<SetLayer>("Gilly", l, std::nullopt, "Opacity of Gilly"), stroke));
  }
  EXPECT_EQ(doc.battle().layers[0].opacity, 0.4);
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(doc.battle().layers[0].opacity, 1.0);
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(doc.battle().layers[0].opacity, 0.4);
}

TEST(SetLayer, BadValuesAreRefusedNamingTheLayerAndTheBattleIsUntouched) {
  Document doc(testing::SmallBattle().battle);
  ASSERT_TRUE(doc.execute(std::make_unique<SetLayer>("Gilly", scan("Gilly"))));
  const Battle before = doc.battle();
  MapLayer bad = scan("Gilly");
  bad.opacity = 1.5;
  auto r = doc.execute(std::make_unique<SetLayer>("Gilly", bad));
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("layer 'Gilly': opacity"), std::string::npos) << r.status().message();
  bad = scan("Gilly");
  bad.georef = LayerGeoref::Gcps;
  bad.transform = "poly4";
  r = doc.execute(std::make_unique<SetLayer>("Gilly", bad));
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("transform 'poly4'"), std::string::npos) << r.status().message();
  bad = scan("Gilly");
  bad.geoTransform[1] = NAN;
  EXPECT_FALSE(doc.execute(std::make_unique<SetLayer>("Gilly", bad)));
  bad = scan("");
  EXPECT_FALSE(doc.execute(std::make_unique<SetLayer>("Gilly", bad)));
  ASSERT_TRUE(doc.execute(std::make_unique<SetLayer>("Kolberg", scan("Kolberg"))));
  r = doc.execute(std::make_unique<SetLayer>("Kolberg", scan("Gilly")));  // a rename onto a taken name
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("already called \"Gilly\""), std::string::npos);
  EXPECT_FALSE(doc.execute(std::make_unique<SetLayer>("Nowhere", std::nullopt)));
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.battle() == before);
}

TEST(SetGround, PlacesReplacesAndRemovesTheGridAndUndoes) {
  Document doc(testing::SmallBattle().battle);
  EXPECT_FALSE(doc.battle().ground.has_value());
  GroundPlacement raszyn{"EPSG:2180", {621450.0, 478020.0}, 12.5};
  auto changes = doc.execute(std::make_unique<SetGround>(raszyn));
  ASSERT_TRUE(changes);
  EXPECT_TRUE(changes->ground);
  ASSERT_TRUE(doc.battle().ground);
  EXPECT_TRUE(*doc.battle().ground == raszyn);
  GroundPlacement moved = raszyn;
  moved.origin.x += 100;
  ASSERT_TRUE(doc.execute(std::make_unique<SetGround>(moved)));
  ASSERT_TRUE(doc.execute(std::make_unique<SetGround>(std::nullopt)));
  EXPECT_FALSE(doc.battle().ground);
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(*doc.battle().ground == moved);
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(*doc.battle().ground == raszyn);
  ASSERT_TRUE(doc.undo());
  EXPECT_FALSE(doc.battle().ground);
  EXPECT_FALSE(doc.execute(std::make_unique<SetGround>(GroundPlacement{"", {0, 0}, 0})));
  EXPECT_FALSE(doc.execute(std::make_unique<SetGround>(GroundPlacement{"EPSG:2180", {NAN, 0}, 0})));
  EXPECT_FALSE(doc.execute(std::make_unique<SetGround>(GroundPlacement{"EPSG:2180", {0, 0}, 360})));
}

}  // namespace
}  // namespace cartouche
