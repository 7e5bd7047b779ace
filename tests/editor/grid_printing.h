// How tests print grid orientations and parities: gtest's PrintTo for the enums (found by argument-dependent lookup,
// so they sit in the enums' namespace) and the words parametrised tests put in their names, "PointyTop",
// "FlatEvenColumns". Pure functions.
#pragma once

#include <ostream>
#include <string>

#include "hex/grid.h"

namespace cartouche {

inline std::string testName(Orientation o) { return o == Orientation::PointyTop ? "PointyTop" : "FlatTop"; }

// The lines a grid shifts are rows when its hexes are pointy-topped and columns when they are flat-topped.
inline std::string testName(Orientation o, ShiftedLines s) {
  const bool pointy = o == Orientation::PointyTop;
  return std::string(pointy ? "Pointy" : "Flat") + (s == ShiftedLines::Odd ? "Odd" : "Even") +
         (pointy ? "Rows" : "Columns");
}

inline void PrintTo(Orientation o, std::ostream* os) { *os << testName(o); }
inline void PrintTo(ShiftedLines s, std::ostream* os) { *os << (s == ShiftedLines::Odd ? "Odd" : "Even"); }

}  // namespace cartouche
