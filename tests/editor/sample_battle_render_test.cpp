// The renderer on real battles: the Racławice sample (text format) renders to PNG, and every hex centre that
// holds neither a path junction nor a hill shows its terrain colour, so grid orientation and parity agree with
// the battle's own settings; Hagelberg's hill reads darker than its low ground.
#include <gtest/gtest.h>

#include <filesystem>

#include "gl_test_support.h"
#include "render/map_textures.h"
#include "render/render_image.h"
#include "text/battle_text.h"

namespace cartouche::testing {
namespace {

class SampleBattleTest : public GlTest {};

TEST_F(SampleBattleTest, RaclawiceCentresShowTheirTerrain) {
  Result<Battle> battle = loadBattleText(CARTOUCHE_SAMPLE_BATTLES "/raclawice-1794");
  ASSERT_TRUE(battle.isOk()) << battle.status().message();
  const Battle& b = *battle;
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  const int w = 1800, h = 1300;
  MapView view = fitView(b.map.grid(), w, h);
  Image img = draw(*renderer, view, w, h);
  Layout layout = worldLayout(b.map.grid());
  int checked = 0;
  for (int i = 0; i < b.map.hexCount(); ++i) {
    HexTexel t = hexTexel(b, b.map.offsetAt(i));
    if (b.map.level(i) != 0 || t[3] != 0) continue;  // tinted, or a road junction at the centre
    ++checked;
    EXPECT_EQ(pixelAt(img, view, hexToPixel(layout, b.map.hexAt(i))), b.vocabulary.at(b.map.terrain(i)).colour)
        << "hex " << b.map.grid().label(b.map.hexAt(i));
  }
  EXPECT_GT(checked, 300);

  // A close view where roads cross the stream by bridges (bottom left), kept for people to look at.
  MapView close = view;
  close.zoom = 70.0;
  close.centre = hexToPixel(layout, b.map.grid().toHex({5, 24}));
  Image closeImage = draw(*renderer, close, 1200, 800);
  EXPECT_TRUE(
      writePng(closeImage, (std::filesystem::temp_directory_path() / "cartouche_raclawice_close.png").string()).isOk());
  RenderImageOptions o;
  o.width = 1800;
  o.labels = true;
  o.outputPath = (std::filesystem::temp_directory_path() / "cartouche_raclawice.png").string();
  Status s = renderBattleToPng(b, o);
  EXPECT_TRUE(s.isOk()) << s.message();
}

// Hagelberg's relief reads on the real DEM: the windmill hill (hex 2019, level 6) is drawn clearly darker than every
// clear hex of the lowest ground (level 0), whose centres carry no road.
TEST_F(SampleBattleTest, HagelbergHillReadsDarkerThanTheLowGround) {
  Result<Battle> battle = loadBattleText(CARTOUCHE_SAMPLE_BATTLES "/hagelberg-1813");
  ASSERT_TRUE(battle.isOk()) << battle.status().message();
  const Battle& b = *battle;
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  const int w = 1600, h = 1400;
  MapView view = fitView(b.map.grid(), w, h);
  Image img = draw(*renderer, view, w, h);
  Layout layout = worldLayout(b.map.grid());
  auto brightness = [&](int i) {
    Rgba c = pixelAt(img, view, hexToPixel(layout, b.map.hexAt(i)));
    return int(c.r) + int(c.g) + int(c.b);
  };
  Result<Hex> top = b.map.grid().parseLabel("2019");
  ASSERT_TRUE(top.isOk());
  const int hill = brightness(b.map.indexOf(*top));
  int checked = 0;
  for (int i = 0; i < b.map.hexCount(); ++i) {
    if (b.map.level(i) != 0 || hexTexel(b, b.map.offsetAt(i))[3] != 0) continue;
    if (b.vocabulary.at(b.map.terrain(i)).code != "clear") continue;
    ++checked;
    EXPECT_GT(brightness(i) - hill, 45) << "hex " << b.map.grid().label(b.map.hexAt(i));
  }
  EXPECT_GT(checked, 40);
  EXPECT_TRUE(writePng(img, (std::filesystem::temp_directory_path() / "cartouche_hagelberg.png").string()).isOk());
}

}  // namespace
}  // namespace cartouche::testing
