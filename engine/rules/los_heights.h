// How LosMap's dense arrays encode obstacles (los.h): the heights they hold where nothing blocks and the thresholds
// at which everything does, shared by the construction (los_map.cpp), the traced walk (los_trace.cpp) and the fast
// path (los_fast.cpp). Internal to engine/rules. Constants only: thread-safe.
#pragma once

#include <climits>
#include <cstdint>

namespace cartouche {

inline constexpr int16_t kNoBlock = INT16_MIN;
inline constexpr int32_t kNoSide = INT32_MIN;      // a hexside that blocks nothing
inline constexpr int32_t kAny = INT32_MIN + 1;     // the threshold at which every hexside obstacle blocks
inline constexpr int32_t kAnyHex = kNoBlock + 1;   // and every hex obstacle
inline constexpr int16_t kGroundNone = INT16_MIN;  // a cell off the map: its ground blocks nothing

}  // namespace cartouche
