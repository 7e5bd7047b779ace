// Where a playtest's dice come from: a seeded generator, so a game replays exactly from its seed, or the numbers a
// player typed after rolling real dice. The generator is written out here (SplitMix64) rather than taken from the
// standard library, whose distributions differ between implementations; a roll is drawn without bias by rejection.
// Thread-safety: a value; one game uses one source.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "base/status.h"
#include "dice/dice.h"

namespace cartouche {

class DiceSource {
 public:
  explicit DiceSource(uint64_t seed = 1) : seed_(seed), state_(seed) {}
  // A source started from `seed` and advanced `draws` numbers: where a saved game's dice left off.
  static DiceSource resumed(uint64_t seed, uint64_t draws);

  // A roll of `kind`: `typed` when the player gave one (checked against the die: "70 is not a roll of two dice
  // 11-66"), else the next from the generator.
  Result<int> roll(DieKind kind, const std::optional<int>& typed = std::nullopt);

  uint64_t seed() const { return seed_; }
  // How many numbers the generator has given; a source restarted from the seed and advanced this far draws the
  // same rolls from here on.
  uint64_t draws() const { return draws_; }

 private:
  uint64_t next();
  int below(int n);  // uniform in [0, n)
  uint64_t seed_;
  uint64_t state_;
  uint64_t draws_ = 0;
};

}  // namespace cartouche
