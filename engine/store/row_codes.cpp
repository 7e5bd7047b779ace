#include "store/row_codes.h"

#include "model/scenario.h"

namespace cartouche {

namespace {
// Orders follow the enums' declarations in core (Orientation: FlatTop, PointyTop, ...).
constexpr const char* kOrientation[] = {"flat", "pointy"};
constexpr const char* kShifted[] = {"odd", "even"};
constexpr const char* kTerrainKind[] = {"hex", "hexside"};
constexpr const char* kHexsideClass[] = {"edge", "crossing"};
constexpr const char* kDrawStyle[] = {"fill", "edge", "path", "mark"};
// The dice-tables.md names of DieKind, then the word for a table with no die.
constexpr const char* kLeaderAt[] = {"hex", "any-of-his-units", "unit", "off-map"};
constexpr const char* kWhenOccupied[] = {"unspecified", "nearest-free", "wait", "no-limit"};
constexpr const char* kValueKind[] = {"integer", "text"};
constexpr const char* kDie[] = {"two_dice_base6", "d10", "2d6_sum", "d6", "none"};
static_assert(int(Orientation::PointyTop) == 1 && int(ShiftedLines::Even) == 1 && int(TerrainKind::Hexside) == 1 &&
              int(HexsideClass::Crossing) == 1 && int(DrawStyle::Mark) == 3 && int(DieKind::D10) == 1 &&
              int(DieKind::TwoD6Sum) == 2 && int(DieKind::D6) == 3 && int(LeaderAt::OffMap) == 3 &&
              int(WhenOccupied::NoLimit) == 3 && int(ValueKind::Text) == 1);
}  // namespace

std::span<const char* const> orientationNames() { return kOrientation; }
std::span<const char* const> shiftedNames() { return kShifted; }
std::span<const char* const> terrainKindNames() { return kTerrainKind; }
std::span<const char* const> hexsideClassNames() { return kHexsideClass; }
std::span<const char* const> drawStyleNames() { return kDrawStyle; }
std::span<const char* const> dieNames() { return kDie; }

std::span<const char* const> leaderAtNames() { return kLeaderAt; }
std::span<const char* const> whenOccupiedNames() { return kWhenOccupied; }
std::span<const char* const> valueKindNames() { return kValueKind; }

std::string codeProblem(const std::string& code) {
  if (code.empty()) return "empty";
  for (char c : code) {
    bool fine =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
    if (!fine) return "\"" + code + "\" may use only ASCII letters, digits, _, - and .";
  }
  return "";
}

std::string valueProblem(ValueKind kind, const std::string& value) {
  if (value.empty()) return "an empty value (an unknown value has no row)";
  if (kind == ValueKind::Text) return "";
  size_t digits = value[0] == '-' ? 1 : 0;
  bool canonical = value.size() > digits && value.size() - digits <= 9 &&
                   value.find_first_not_of("0123456789", digits) == std::string::npos &&
                   (value[digits] != '0' || value.size() == digits + 1) && value != "-0";
  if (!canonical) return "\"" + value + "\" is not a whole number written plainly (\"9\", \"-2\")";
  return "";
}

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
