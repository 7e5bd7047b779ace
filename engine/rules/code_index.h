// A code-to-index table for the rules engine's per-check indices of units, nodes and formations. Thread-safety:
// a plain value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace cartouche {

// Whether two codes are equal, comparing codes of 4 to 16 bytes as two overlapping words each (inlined, where
// std::string_view's == calls memcmp).
inline bool sameCode(std::string_view a, std::string_view b) {
  const size_t n = a.size();
  if (n != b.size()) return false;
  if (n >= 8 && n <= 16) {
    uint64_t a0, b0, a1, b1;
    std::memcpy(&a0, a.data(), 8);
    std::memcpy(&b0, b.data(), 8);
    std::memcpy(&a1, a.data() + n - 8, 8);
    std::memcpy(&b1, b.data() + n - 8, 8);
    return ((a0 ^ b0) | (a1 ^ b1)) == 0;
  }
  if (n >= 4 && n < 8) {
    uint32_t a0, b0, a1, b1;
    std::memcpy(&a0, a.data(), 4);
    std::memcpy(&b0, b.data(), 4);
    std::memcpy(&a1, a.data() + n - 4, 4);
    std::memcpy(&b1, b.data() + n - 4, 4);
    return ((a0 ^ b0) | (a1 ^ b1)) == 0;
  }
  return a == b;
}

// Codes (strings the battle owns, which must outlive it) to indices: open addressing over slots of 8 bytes (a
// 32-bit hash and a position in the list of keys), so that a table for 10,000 codes stays in a core's cache and a
// lookup compares strings only on equal hashes.
class CodeIndex {
 public:
  void reserve(size_t n);
  // Keeps the first index given for a code; returns the index kept.
  int emplace(std::string_view code, int index);
  // Every code of the list at its position in it, into an empty table, sized once (the first of a repeated code is
  // kept, as emplace keeps it).
  void assign(const std::vector<std::string_view>& codes);
  // The index of `code`, or -1.
  int find(std::string_view code) const;

 private:
  struct Slot {
    uint32_t hash = 0;
    int32_t key = -1;  // position in keys_; -1: empty
  };
  struct Key {
    std::string_view code;
    int index = -1;
  };
  // Eight bytes at a time, each word mixed in by a multiply and a shift: codes are short, and this inlines where
  // std::hash calls into the library and reads a byte at a time.
  static uint32_t hashOf(std::string_view code) {
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
  void rehash(size_t slots);
  std::vector<Slot> slots_;  // a power of two in size, at most half full
  std::vector<Key> keys_;
};

}  // namespace cartouche
