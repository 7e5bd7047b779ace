// Rule table cells of every type (move costs, multipliers, fire defences, dice ranges in every die, modifiers,
// frequencies, stacking limits) as a stranger types them. The first byte picks the type and die. A cell that is
// read has a canonical text that reads back to itself.
#include "dice/dice.h"
#include "fuzz_support.h"
#include "model/rule_table.h"

using namespace cartouche;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  constexpr CellType kTypes[] = {CellType::Text,       CellType::Terrain,      CellType::Integer,  CellType::MoveCost,
                                 CellType::Multiplier, CellType::FireDefence,  CellType::DieRange, CellType::Modifier,
                                 CellType::Frequency,  CellType::StackingLimit};
  const CellType type = kTypes[data[0] % std::size(kTypes)];
  const auto& dice = allDieKinds();
  std::optional<DieKind> die;
  if (const size_t d = (data[0] / std::size(kTypes)) % (dice.size() + 1); d < dice.size()) die = dice[d];
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  Result<std::string> canonical = canonicalCell(type, die, text);
  if (!canonical) return 0;
  Result<std::string> again = canonicalCell(type, die, *canonical);
  if (!again) fuzz::broken("the canonical cell \"" + *canonical + "\" is refused: " + again.status().message());
  if (*again != *canonical) fuzz::broken("the canonical cell \"" + *canonical + "\" reads as \"" + *again + "\"");
  return 0;
}
