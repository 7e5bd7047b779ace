// The battle file opener on a stranger's database image: written to a file and opened the defensive way the editor
// and the CLI open one. A file that opens must validate without crashing.
#include "fuzz_support.h"
#include "rules/validate.h"
#include "store/battle_file.h"

using namespace cartouche;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = fuzz::scratchDir() + "/battle.gpkg";
  fuzz::writeFile(path, std::string_view(reinterpret_cast<const char*>(data), size));
  Result<Battle> battle = readBattleFile(path);
  fuzz::say(battle ? std::string("opened") : "refused: " + battle.status().message());
  if (!battle) return 0;
  ValidateOptions options;
  options.maxPerCode = 5;
  (void)validateBattle(*battle, options);
  return 0;
}
