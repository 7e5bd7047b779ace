// The La Bataille samples' army vocabulary (sample-battles/raszyn-1809 and heilsberg-1807) and Heilsberg's corps
// morale levels per scenario; both folders are kept in the form dump writes.
#include <gtest/gtest.h>

#include <string>

#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

Battle load(const std::string& name) {
  Result<Battle> b = loadBattleText(std::string(CARTOUCHE_SOURCE_DIR) + "/sample-battles/" + name);
  EXPECT_TRUE(b.isOk()) << b.status().message();
  return b.isOk() ? *b : Battle{};
}

class LaBatailleSample : public ::testing::TestWithParam<std::string> {};

TEST_P(LaBatailleSample, FilesAreInCanonicalForm) {
  Battle b = load(GetParam());
  Result<BattleTextFiles> files = formatBattleText(b);
  ASSERT_TRUE(files.isOk());
  std::string dir = std::string(CARTOUCHE_SOURCE_DIR) + "/sample-battles/" + GetParam() + "/";
  for (const auto& [name, content] : *files) EXPECT_EQ(testing::readWhole(dir + name), content) << name;
}

TEST_P(LaBatailleSample, VocabularyOfTheSeries) {
  Battle b = load(GetParam());
  const ArmyVocabulary& v = b.armyVocabulary;
  for (const char* f :
       {"increments", "fire", "melee", "morale", "movement", "skirmish", "lance-bonus", "artillery-ranges"})
    EXPECT_NE(v.field(f), nullptr) << f;
  EXPECT_EQ(v.field("artillery-ranges")->kind, ValueKind::Text);
  ASSERT_NE(v.formation("line"), nullptr);
  EXPECT_EQ(v.formation("line")->facing, FacingRule::Vertex);
  EXPECT_TRUE(v.formation("line")->twoHex);
  EXPECT_EQ(v.formation("line")->conflicts, std::vector<std::string>{"column"});
  EXPECT_EQ(v.formation("column")->conflicts, std::vector<std::string>{"line"});
  EXPECT_EQ(v.formation("column")->facing, FacingRule::Hexside);
  EXPECT_EQ(v.formation("carre")->facing, FacingRule::All);
  EXPECT_TRUE(v.formation("skirmish")->twoHex);
  for (const char* f : {"general-order", "road-march", "limbered", "unlimbered"})
    EXPECT_NE(v.formation(f), nullptr) << f;
  EXPECT_EQ(v.troopType("horse-artillery")->arm, Arm::Artillery);
  EXPECT_TRUE(v.troopType("light-cavalry")->light);
  EXPECT_EQ(v.troopType("lancers")->arm, Arm::Cavalry);
  EXPECT_TRUE(b.army.units.empty());  // the rulebooks list no units
}

INSTANTIATE_TEST_SUITE_P(Samples, LaBatailleSample, ::testing::Values("raszyn-1809", "heilsberg-1807"),
                         [](const auto& info) { return info.param == "raszyn-1809" ? "Raszyn" : "Heilsberg"; });

std::vector<int> levels(const Scenario& s, const std::string& side, const std::string& node) {
  std::vector<int> out;
  for (const MoraleLevel& m : s.morale)
    if (m.side == side && m.node == node && m.level) out.push_back(*m.level);
  return out;
}

TEST(HeilsbergSample, CorpsMoraleLevelsPerScenario) {
  Battle b = load("heilsberg-1807");
  ASSERT_EQ(b.scenarios.size(), 3u);
  EXPECT_EQ(b.army.node("fr-iv")->commander, "Soult");
  for (const Scenario& s : b.scenarios) {
    EXPECT_EQ(levels(s, "fr", "fr-guard"), (std::vector<int>{1, 3})) << s.code;
    EXPECT_EQ(levels(s, "fr", "fr-iv"), (std::vector<int>{6, 13, 19})) << s.code;
    EXPECT_EQ(levels(s, "fr", "fr-vi"), (std::vector<int>{3, 7, 10})) << s.code;
    EXPECT_EQ(levels(s, "fr", "fr-reserve"), (std::vector<int>{5, 11, 16})) << s.code;
  }
  EXPECT_EQ(levels(b.scenarios[0], "ru", ""), (std::vector<int>{16, 31, 47}));
  EXPECT_EQ(levels(b.scenarios[1], "ru", ""), (std::vector<int>{10, 20, 30}));
  EXPECT_EQ(levels(b.scenarios[2], "ru", "ru-reserve"), (std::vector<int>{5, 11, 16}));
  EXPECT_EQ(levels(b.scenarios[2], "ru", ""), (std::vector<int>{16, 31, 47, 10, 20, 30}));
  EXPECT_NE(b.scenarios[1].morale.back().note.find("minus 8 to all morale rolls"), std::string::npos);
}

}  // namespace
}  // namespace cartouche
