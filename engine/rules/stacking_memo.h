// Verdicts of small stacks remembered by their shape (stacking_judge.h): a stack's verdict under a row depends only
// on its units' troop types, formations and parts, on which of them share a node of each level the row counts, and
// on the increments it reads. A verdict that read no increments holds for every stack of the same shape, so an army
// of like regiments is counted once per kind of stack. Internal to engine/rules. Thread-safety: a plain value.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cartouche::stacking {

struct Row;
struct Term;

class StackMemo {
 public:
  static constexpr size_t kMaxUnits = 8;   // members of one side's stack
  static constexpr size_t kMaxLevels = 4;  // order-of-battle levels one row counts

  // A stack's shape under one row: per member its class and part, then per level the row counts which earlier member
  // (if any) shares its node of that level; `size` words in all.
  struct Key {
    const Row* row = nullptr;
    uint32_t size = 0;
    std::array<uint32_t, kMaxUnits + kMaxLevels> words{};
    bool operator==(const Key& o) const {
      if (row != o.row || size != o.size) return false;
      for (uint32_t i = 0; i < size; ++i)
        if (words[i] != o.words[i]) return false;
      return true;
    }
  };
  struct Verdict {
    uint8_t verdict = 0;  // stacking::Verdict
    bool broke = false;   // a cap is broken: `broken` names it
    const Term* broken = nullptr;
  };

  // The verdict remembered for `key`, or null.
  const Verdict* find(const Key& key) const;
  void store(const Key& key, const Verdict& verdict);
  size_t hits() const { return hits_; }

 private:
  static constexpr size_t kSlots = 256;  // direct-mapped: a new shape takes its slot's place
  struct Slot {
    Key key;
    Verdict verdict;
    bool used = false;
  };
  static size_t slotOf(const Key& key);
  std::vector<Slot> slots_;  // allocated by the first store
  mutable size_t hits_ = 0;
};

}  // namespace cartouche::stacking
