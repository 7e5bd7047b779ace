// Verdicts of small stacks remembered by their shape: a direct-mapped table.
#include "rules/stacking_memo.h"

namespace cartouche::stacking {

size_t StackMemo::slotOf(const Key& key) {
  constexpr uint64_t kMul = 0x9E3779B97F4A7C15ull;
  uint64_t h = (uint64_t(reinterpret_cast<uintptr_t>(key.row)) ^ key.size) * kMul;
  for (uint32_t i = 0; i < key.size; ++i) h = (h ^ key.words[i]) * kMul;
  return size_t(h >> 40) & (kSlots - 1);
}

const StackMemo::Verdict* StackMemo::find(const Key& key) const {
  if (slots_.empty()) return nullptr;
  const Slot& s = slots_[slotOf(key)];
  if (!s.used || !(s.key == key)) return nullptr;
  ++hits_;
  return &s.verdict;
}

void StackMemo::store(const Key& key, const Verdict& verdict) {
  if (slots_.empty()) slots_.resize(kSlots);
  Slot& s = slots_[slotOf(key)];
  s.key = key;
  s.verdict = verdict;
  s.used = true;
}

}  // namespace cartouche::stacking
