// The code-to-index table: open addressing with linear probing.
#include "rules/code_index.h"

#include <cstring>

namespace cartouche {

uint32_t CodeIndex::hashOf(std::string_view code) {
  // Eight bytes at a time, each word mixed in by a multiply and a shift: codes are short, and this inlines where
  // std::hash calls into the library and reads a byte at a time.
  constexpr uint64_t kMul = 0x9E3779B97F4A7C15ull;
  uint64_t h = code.size() * kMul;
  size_t at = 0;
  for (; at + 8 <= code.size(); at += 8) {
    uint64_t w;
    std::memcpy(&w, code.data() + at, 8);
    h = (h ^ w) * kMul;
    h ^= h >> 32;
  }
  if (at < code.size()) {
    // The last bytes: the code's final eight read again when it has them, else byte by byte.
    uint64_t w = 0;
    if (code.size() >= 8)
      std::memcpy(&w, code.data() + code.size() - 8, 8);
    else
      for (size_t k = at; k < code.size(); ++k) w = (w << 8) | uint8_t(code[k]);
    h = (h ^ w) * kMul;
    h ^= h >> 32;
  }
  h *= kMul;
  return uint32_t(h >> 32);
}

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
