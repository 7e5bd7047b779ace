// Counters as images of their own, for programs that draw pieces from image files (the VASSAL export): each counter
// drawn with counters.h's drawCounter (a leader's with drawLeaderCounter), as on the map, centred on a transparent
// square through the offscreen target. Thread-safety: as render_image.h, each call makes and releases its own GL
// context.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "offscreen_target.h"
#include "view/counter_layout.h"

namespace cartouche {

struct CounterImageSpec {
  CounterPlace counter;
  // The unit vector (y down) the facing wedge points along; none draws the counter without a wedge.
  std::optional<Point> facing;
  // A leader's counter (drawLeaderCounter) with this rank, instead of a unit's.
  bool leader = false;
  std::string rank;
};

// The side of the square image that holds a counter `counterPixels` wide with its facing wedge and shadow.
int counterImageSide(int counterPixels);

// One image per spec, in order, each counterImageSide(counterPixels) square, transparent around the counter.
// InvalidArgument when counterPixels is outside 8 to 512.
Result<std::vector<Image>> renderCounterImages(const std::vector<CounterImageSpec>& specs, int counterPixels);

}  // namespace cartouche
