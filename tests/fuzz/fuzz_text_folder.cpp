// The text format loader on a whole folder of strangers' files. The input's parts are the folder's files by name
// (fuzz_support.h). A folder that loads must validate without crashing and round-trip exactly: written out again
// and read back, it writes the same text.
#include <algorithm>
#include <filesystem>

#include "fuzz_support.h"
#include "rules/validate.h"
#include "text/battle_text.h"

using namespace cartouche;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string dir = fuzz::scratchDir() + "/folder";
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  std::filesystem::create_directories(dir);
  const auto& names = battleTextFileNames();
  for (const auto& [name, text] : fuzz::splitParts(std::string_view(reinterpret_cast<const char*>(data), size)))
    if (std::find(names.begin(), names.end(), name) != names.end()) fuzz::writeFile(dir + "/" + name, text);
  Result<Battle> battle = loadBattleText(dir);
  fuzz::say(battle ? std::string("opened") : "refused: " + battle.status().message());
  if (!battle) return 0;
  ValidateOptions options;
  options.maxPerCode = 5;
  (void)validateBattle(*battle, options);
  Result<BattleTextFiles> first = formatBattleText(*battle);
  if (!first) return 0;  // the format cannot hold it, and says so
  const std::string again = fuzz::scratchDir() + "/again";
  std::filesystem::remove_all(again, ec);
  if (Status s = dumpBattleText(*battle, again); !s) fuzz::broken("a loaded folder cannot be written: " + s.message());
  Result<Battle> reloaded = loadBattleText(again);
  if (!reloaded) fuzz::broken("a folder written from a loaded one does not load: " + reloaded.status().message());
  Result<BattleTextFiles> second = formatBattleText(*reloaded);
  if (!second) fuzz::broken("a battle read back cannot be formatted: " + second.status().message());
  for (const auto& [name, text] : *first) {
    auto it = second->find(name);
    if (it == second->end() || it->second != text) fuzz::broken("the folder written again differs in " + name);
  }
  if (second->size() != first->size()) fuzz::broken("the folder written again has other files");
  return 0;
}
