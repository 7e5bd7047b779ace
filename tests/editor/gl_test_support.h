// A headless EGL context shared by the GL tests of one binary, and a helper that renders a battle through the
// same MapRenderer the editor uses into an offscreen image.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "edit/document.h"
#include "render/egl_context.h"
#include "render/map_renderer.h"
#include "render/offscreen_target.h"

namespace cartouche::testing {

class GlTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    auto egl = EglContext::create();
    ASSERT_TRUE(egl.isOk()) << egl.status().message();
    context() = std::move(*egl);
  }
  static void TearDownTestSuite() { context().reset(); }
  static std::unique_ptr<EglContext>& context() {
    static std::unique_ptr<EglContext> c;
    return c;
  }

  std::unique_ptr<MapRenderer> makeRenderer() {
    auto r = MapRenderer::create();
    EXPECT_TRUE(r.isOk()) << r.status().message();
    return r ? std::move(*r) : nullptr;
  }

  Image draw(MapRenderer& renderer, const MapView& view, int width, int height, const MapStyle& style = {}) {
    auto target = OffscreenTarget::create(width, height);
    EXPECT_TRUE(target.isOk()) << target.status().message();
    (*target)->bind();
    renderer.draw(view, width, height, style);
    return (*target)->read();
  }
};

// Follows a document as the editor does: every change goes to MapRenderer::update.
class RendererListener : public ChangeListener {
 public:
  explicit RendererListener(MapRenderer& r) : renderer_(r) {}
  void onChanged(const Battle& battle, const ChangeSet& changes) override { renderer_.update(battle, changes); }

 private:
  MapRenderer& renderer_;
};

// The image pixel that holds a world point under a view.
inline Rgba pixelAt(const Image& img, const MapView& view, Point world) {
  Point s = view.worldToScreen(world, img.width, img.height);
  return img.at(int(s.x), int(s.y));
}

inline int colourDistance(Rgba a, Rgba b) {
  return std::max({std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b)});
}

// Two pictures of one view that differ only by the float rounding of their pixels' world positions: anti-aliased
// pixels by one step here and there (at most `maxDiffer` pixels differ at all), and the rare pixel centre that lies
// within rounding of a hex's edge (or a pattern's) takes the other side (at most a dozen, or one in ten thousand).
inline void expectSamePicture(const Image& got, const Image& want, long maxDiffer, const std::string& what) {
  long differ = 0, more = 0;
  for (int y = 0; y < want.height; ++y)
    for (int x = 0; x < want.width; ++x) {
      const int d = colourDistance(got.at(x, y), want.at(x, y));
      differ += d > 0;
      more += d > 1;
    }
  EXPECT_LE(differ, maxDiffer) << what << ": " << differ << " pixels differ";
  EXPECT_LE(more, std::max(12, want.width * want.height / 10000))
      << what << ": " << more << " pixels differ by more than one step";
}

}  // namespace cartouche::testing

namespace cartouche {
inline std::ostream& operator<<(std::ostream& os, Rgba c) { return os << formatColour(c); }
}  // namespace cartouche
