#include "play/dice_source.h"

namespace cartouche {

uint64_t DiceSource::next() {
  ++draws_;
  uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

DiceSource DiceSource::resumed(uint64_t seed, uint64_t draws) {
  DiceSource d(seed);
  while (d.draws_ < draws) d.next();
  return d;
}

int DiceSource::below(int n) {
  // The largest multiple of n that fits, so every face is equally likely.
  const uint64_t limit = UINT64_MAX - UINT64_MAX % uint64_t(n);
  uint64_t x;
  do {
    x = next();
  } while (x >= limit);
  return int(x % uint64_t(n));
}

Result<int> DiceSource::roll(DieKind kind, const std::optional<int>& typed) {
  if (typed) {
    if (!isValidRoll(kind, *typed))
      return Status::invalidArgument(std::to_string(*typed) + " is not a roll of " + dieKindName(kind));
    return *typed;
  }
  switch (kind) {
    case DieKind::TwoDiceBase6: {
      const int tens = below(6) + 1;
      return tens * 10 + below(6) + 1;
    }
    case DieKind::D10:
      return below(10);
    case DieKind::TwoD6Sum: {
      const int a = below(6) + 1;
      return a + below(6) + 1;
    }
    case DieKind::D6:
      return below(6) + 1;
  }
  return Status::invalidArgument("unknown die");
}

}  // namespace cartouche
