// A code-to-index table for the rules engine's per-check indices of units, nodes and formations. Thread-safety:
// a plain value.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace cartouche {

// Codes (strings the battle owns, which must outlive it) to indices: an open-addressing table in one block, each
// key's hash kept beside it, so that building it allocates once and a lookup compares strings only on equal hashes.
class CodeIndex {
 public:
  void reserve(size_t n);
  // Keeps the first index given for a code; returns the index kept.
  int emplace(std::string_view code, int index);
  // The index of `code`, or -1.
  int find(std::string_view code) const;

 private:
  struct Slot {
    size_t hash = 0;
    std::string_view code;
    int index = -1;  // -1: empty
  };
  void grow();
  std::vector<Slot> slots_;  // a power of two in size, at most half full
  size_t count_ = 0;
};

}  // namespace cartouche
