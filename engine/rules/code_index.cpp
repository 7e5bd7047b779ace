// The code-to-index table: open addressing with linear probing.
#include "rules/code_index.h"

#include <functional>

namespace cartouche {

void CodeIndex::reserve(size_t n) {
  size_t size = 16;
  while (size < 2 * n) size *= 2;
  if (size <= slots_.size()) return;
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(size, Slot());
  count_ = 0;
  for (const Slot& s : old)
    if (s.index >= 0) emplace(s.code, s.index);
}

void CodeIndex::grow() { reserve(slots_.size()); }

int CodeIndex::emplace(std::string_view code, int index) {
  if (2 * (count_ + 1) > slots_.size()) grow();
  const size_t hash = std::hash<std::string_view>{}(code), mask = slots_.size() - 1;
  for (size_t at = hash & mask;; at = (at + 1) & mask) {
    Slot& s = slots_[at];
    if (s.index < 0) {
      s = {hash, code, index};
      ++count_;
      return index;
    }
    if (s.hash == hash && s.code == code) return s.index;
  }
}

int CodeIndex::find(std::string_view code) const {
  if (slots_.empty()) return -1;
  const size_t hash = std::hash<std::string_view>{}(code), mask = slots_.size() - 1;
  for (size_t at = hash & mask;; at = (at + 1) & mask) {
    const Slot& s = slots_[at];
    if (s.index < 0) return -1;
    if (s.hash == hash && s.code == code) return s.index;
  }
}

}  // namespace cartouche
