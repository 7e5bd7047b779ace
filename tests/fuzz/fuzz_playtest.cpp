// A playtest script or saved playtest as a stranger writes it, played on the Racławice sample with the play tests'
// stand-in charts (tests/fixtures/play/). Every line the action parser accepts goes through a game, refusals and
// all; a saved playtest the parser accepts must resume, and the game saved again must read back and resume to the
// same state.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "fuzz_support.h"
#include "play/game.h"
#include "play/playtest_file.h"
#include "text/battle_text.h"

using namespace cartouche;

namespace {

std::string readAll(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The sample with the stand-in charts in place of its blank movement table, as support/play_fixture.cpp makes it.
Battle sampleWithCharts() {
  namespace fs = std::filesystem;
  const fs::path sample = fs::path(CARTOUCHE_SAMPLE_BATTLES) / "raclawice-1794";
  const fs::path dir = fs::path(fuzz::scratchDir()) / "raclawice";
  fs::create_directories(dir);
  for (const fs::directory_entry& e : fs::directory_iterator(sample))
    if (e.is_regular_file()) fs::copy_file(e.path(), dir / e.path().filename(), fs::copy_options::overwrite_existing);
  std::string rules = readAll(sample / "rules.txt");
  const size_t start = rules.find("[table movement]\n");
  const size_t end = start == std::string::npos ? start : rules.find("\n[table ", start + 1);
  if (end == std::string::npos) fuzz::broken("the sample's movement table is not where the harness expects it");
  rules.erase(start, end + 1 - start);
  rules += "\n" + readAll(fs::path(CARTOUCHE_FUZZ_FIXTURES) / "play" / "raclawice-test-charts.txt");
  fuzz::writeFile((dir / "rules.txt").string(), rules);
  Result<Battle> b = loadBattleText(dir.string());
  if (!b) fuzz::broken("the sample with test charts does not load: " + b.status().message());
  return std::move(*b);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const Battle battle = sampleWithCharts();
  const std::string_view text(reinterpret_cast<const char*>(data), size);

  // As a script: every action the parser reads, carried out or refused.
  Result<Game> game = Game::start(battle, "historical-1", DiceSource(size));
  if (!game) fuzz::broken("the sample's scenario does not start: " + game.status().message());
  if (Result<std::vector<Action>> actions = parseActions(battle, text)) {
    for (const Action& a : actions.value()) {
      Status s = game.value().perform(a);
      fuzz::say(formatAction(battle, a) + (s ? "" : ": " + s.message()));
    }
    // What was done saves, reads back and resumes to the same state.
    const std::string saved = formatPlaytest(battle, game.value().toPlaytest());
    Result<PlaytestFile> file = parsePlaytest(battle, saved);
    if (!file) fuzz::broken("a saved game does not read back: " + file.status().message());
    Result<Game> again = Game::resume(battle, file.value());
    if (!again) fuzz::broken("a saved game does not resume: " + again.status().message());
    if (!(again.value().state() == game.value().state())) fuzz::broken("a resumed game differs from the one saved");
  }

  // As a saved playtest.
  if (Result<PlaytestFile> file = parsePlaytest(battle, text)) {
    Result<Game> resumed = Game::resume(battle, file.value());
    fuzz::say(resumed ? "resumed" : "not resumed: " + resumed.status().message());
  }
  return 0;
}
