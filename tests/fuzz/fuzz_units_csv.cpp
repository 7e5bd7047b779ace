// A CSV order of battle as a stranger's spreadsheet writes it, imported into the Racławice sample's army. An import
// that is accepted must leave an army whose codes are all different.
#include <set>

#include "fuzz_support.h"
#include "text/battle_text.h"
#include "text/units_csv.h"

using namespace cartouche;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const Battle sample = [] {
    Result<Battle> b = loadBattleText(CARTOUCHE_SAMPLE_BATTLES "/raclawice-1794");
    if (!b) fuzz::broken("the Racławice sample does not load: " + b.status().message());
    return std::move(*b);
  }();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  Result<Army> army = importUnitsCsv(text, "fuzz.csv", sample.armyVocabulary, sample.army);
  if (!army) return 0;
  std::set<std::string> codes;
  for (const Unit& u : army->units)
    if (!codes.insert(u.code).second) fuzz::broken("an accepted import holds unit " + u.code + " twice");
  return 0;
}
