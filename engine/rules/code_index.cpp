// The code-to-index table: open addressing with linear probing.
#include "rules/code_index.h"

#include <cstring>

namespace cartouche {

void CodeIndex::rehash(size_t size) {
  slots_.assign(size, Slot());
  const size_t mask = size - 1;
  for (size_t k = 0; k < keys_.size(); ++k) {
    const uint32_t hash = hashOf(keys_[k].code);
    size_t at = hash & mask;
    while (slots_[at].key >= 0) at = (at + 1) & mask;
    slots_[at] = {hash, int32_t(k)};
  }
}

void CodeIndex::reserve(size_t n) {
  size_t size = 16;
  while (size < 2 * n) size *= 2;
  keys_.reserve(n);
  if (size > slots_.size()) rehash(size);
}

int CodeIndex::emplace(std::string_view code, int index) {
  if (2 * (keys_.size() + 1) > slots_.size()) rehash(slots_.empty() ? 16 : 2 * slots_.size());
  const uint32_t hash = hashOf(code);
  const size_t mask = slots_.size() - 1;
  for (size_t at = hash & mask;; at = (at + 1) & mask) {
    Slot& s = slots_[at];
    if (s.key < 0) {
      s = {hash, int32_t(keys_.size())};
      keys_.push_back({code, index});
      return index;
    }
    if (s.hash == hash && sameCode(keys_[size_t(s.key)].code, code)) return keys_[size_t(s.key)].index;
  }
}

void CodeIndex::assign(const std::vector<std::string_view>& codes) {
  size_t size = 16;
  while (size < 2 * codes.size()) size *= 2;
  slots_.assign(size, Slot());
  keys_.clear();
  keys_.reserve(codes.size());
  const size_t mask = size - 1;
  for (size_t k = 0; k < codes.size(); ++k) {
    const std::string_view code = codes[k];
    const uint32_t hash = hashOf(code);
    for (size_t at = hash & mask;; at = (at + 1) & mask) {
      Slot& s = slots_[at];
      if (s.key < 0) {
        s = {hash, int32_t(keys_.size())};
        keys_.push_back({code, int(k)});
        break;
      }
      if (s.hash == hash && sameCode(keys_[size_t(s.key)].code, code)) break;  // a repeat: the first is kept
    }
  }
}

int CodeIndex::find(std::string_view code) const {
  if (slots_.empty()) return -1;
  const uint32_t hash = hashOf(code);
  const size_t mask = slots_.size() - 1;
  for (size_t at = hash & mask;; at = (at + 1) & mask) {
    const Slot& s = slots_[at];
    if (s.key < 0) return -1;
    if (s.hash == hash && sameCode(keys_[size_t(s.key)].code, code)) return keys_[size_t(s.key)].index;
  }
}

}  // namespace cartouche
