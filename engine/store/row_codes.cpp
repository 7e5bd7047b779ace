#include "store/row_codes.h"

namespace cartouche {

namespace {
// Orders follow the enums' declarations in core (Orientation: FlatTop, PointyTop, ...).
constexpr const char* kOrientation[] = {"flat", "pointy"};
constexpr const char* kShifted[] = {"odd", "even"};
constexpr const char* kTerrainKind[] = {"hex", "hexside"};
constexpr const char* kHexsideClass[] = {"edge", "crossing"};
constexpr const char* kDrawStyle[] = {"fill", "edge", "path", "mark"};
// The dice-tables.md names of DieKind, then the word for a table with no die.
constexpr const char* kDie[] = {"two_dice_base6", "d10", "2d6_sum", "d6", "none"};
static_assert(int(Orientation::PointyTop) == 1 && int(ShiftedLines::Even) == 1 && int(TerrainKind::Hexside) == 1 &&
              int(HexsideClass::Crossing) == 1 && int(DrawStyle::Mark) == 3 && int(DieKind::D10) == 1 &&
              int(DieKind::TwoD6Sum) == 2 && int(DieKind::D6) == 3);
}  // namespace

std::span<const char* const> orientationNames() { return kOrientation; }
std::span<const char* const> shiftedNames() { return kShifted; }
std::span<const char* const> terrainKindNames() { return kTerrainKind; }
std::span<const char* const> hexsideClassNames() { return kHexsideClass; }
std::span<const char* const> drawStyleNames() { return kDrawStyle; }
std::span<const char* const> dieNames() { return kDie; }

std::optional<int> codeIndex(std::span<const char* const> names, const std::string& word) {
  for (size_t i = 0; i < names.size(); ++i)
    if (word == names[i]) return int(i);
  return std::nullopt;
}

std::string codeList(std::span<const char* const> names) {
  std::string out;
  for (const char* n : names) out += (out.empty() ? "" : ", ") + std::string(n);
  return out;
}

}  // namespace cartouche
