#include "counter_image.h"

#include <cmath>

#include "counters.h"
#include "egl_context.h"
#include "overlay_context.h"

namespace cartouche {

int counterImageSide(int counterPixels) {
  // The wedge reaches 0.16 of a side beyond the edge along an axis, 0.16 + 0.21 along a diagonal; the shadow 2
  // pixels. An even side keeps the counter's centre on a pixel corner, where VASSAL centres a piece.
  int side = int(std::ceil(counterPixels * 1.8)) + 4;
  return side + (side & 1);
}

Result<std::vector<Image>> renderCounterImages(const std::vector<CounterImageSpec>& specs, int counterPixels) {
  if (counterPixels < 8 || counterPixels > 512)
    return Status::invalidArgument("counters of " + std::to_string(counterPixels) +
                                   " pixels are outside 8 to 512 pixels");
  std::vector<Image> images;
  if (specs.empty()) return images;
  const int side = counterImageSide(counterPixels);
  Result<std::unique_ptr<EglContext>> egl = EglContext::create();
  if (!egl) return egl.status();
  {
    Result<std::unique_ptr<OffscreenTarget>> target = OffscreenTarget::create(side, side);
    if (!target) return target.status();
    Result<std::unique_ptr<OverlayContext>> overlay = OverlayContext::create(float(std::max(13, counterPixels / 3)));
    if (!overlay) return overlay.status();
    const float s = float(counterPixels);
    const ImVec2 at(0.5f * float(side) - 0.5f * s, 0.5f * float(side) - 0.5f * s);
    for (const CounterImageSpec& spec : specs) {
      (*target)->bind();
      glClearColor(0.f, 0.f, 0.f, 0.f);
      glClear(GL_COLOR_BUFFER_BIT);
      ImDrawList* list = (*overlay)->begin(side, side);
      CounterPlace counter = spec.counter;
      counter.level = 0;
      counter.stackSize = 1;  // no stack badge: VASSAL stacks pieces itself
      ImVec2 facing(0, 0);
      if (spec.facing) facing = ImVec2(float(spec.facing->x), float(spec.facing->y));
      if (spec.leader)
        drawLeaderCounter(list, (*overlay)->font(), counter, spec.rank, at, s);
      else
        drawCounter(list, (*overlay)->font(), counter, at, s, facing, false, false);
      (*target)->bind();
      (*overlay)->render();
      images.push_back((*target)->read());
    }
  }
  return images;
}

}  // namespace cartouche
