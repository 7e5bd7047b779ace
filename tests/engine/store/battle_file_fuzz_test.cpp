// Random damage: bytes flipped anywhere in a good file. Whatever the damage, reading returns a battle or an error
// naming the file, never crashes (run under ASan/UBSan to see the difference), and never changes the file.
#include <gtest/gtest.h>

#include <random>

#include "store/battle_file.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

TEST(BattleFileFuzz, RandomByteDamageIsRefusedOrReadNeverCrashes) {
  test::ScratchDir dir;
  std::string good = dir.path("good.gpkg"), path = dir.path("damaged.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(20, 18, true), good));
  std::string bytes = test::fileBytes(good);
  std::mt19937 rng(42);
  int refused = 0;
  for (int round = 0; round < 150; ++round) {
    std::string damaged = bytes;
    int flips = 1 + int(rng() % 8);
    for (int i = 0; i < flips; ++i) damaged[rng() % damaged.size()] ^= char(1 + rng() % 255);
    test::writeBytes(path, damaged);
    auto read = readBattleFile(path);
    if (!read) {
      ++refused;
      EXPECT_NE(read.status().message().find(path), std::string::npos) << read.status().message();
    }
    ASSERT_EQ(test::fileBytes(path), damaged) << "round " << round;
  }
  EXPECT_GT(refused, 0);
}

}  // namespace
}  // namespace cartouche
