// The working copy's commits under the fault injector, as the editor makes them: a Document followed by a
// WorkingCopy, each edit committed as it is made.
//   commit_probe MARKER edit BATTLE
//     Opens BATTLE's working copy (in CARTOUCHE_STATE_DIR) and prints "working PATH", then opens the marker, from
//     which allocations count, and makes the edits below one by one. Prints "committed K" after edit K when the
//     working copy has had no commit error, then "commit error: MESSAGE" where it had one (what the editor shows), or
//     "out of memory" where std::bad_alloc left the edits, as it leaves the editor (the working copy closed by the
//     unwinding, as the editor's is).
//   commit_probe MARKER check BATTLE WORKING
//     Run without faults: recovers WORKING and prints "prefix J listed" where the recovered battle is BATTLE with the
//     first J edits made and the copy is among those the editor offers to recover ("not listed" where it is not),
//     "no copy" where there is no working copy left, and "no prefix" where it is none of those.
// A commit is atomic: the copy must hold the battle after some prefix of the edits, at least those said committed,
// and be offered at the next start when it holds any (fault_inject_test.cpp, WorkingCopyCommits...).
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "edit/army_commands.h"
#include "edit/document.h"
#include "edit/info_commands.h"
#include "edit/map_commands.h"
#include "edit/setup_commands.h"
#include "store/working_copy.h"

namespace {

using namespace cartouche;

// Edits of four kinds, names with diacritics among them: terrain, the battle's information, a unit of the order of
// battle renamed, and a unit of the first scenario moved onto another's hex. `b` is the battle as loaded.
std::vector<CommandPtr> edits(const Battle& b) {
  std::vector<CommandPtr> out;
  out.push_back(std::make_unique<PaintTerrain>(std::vector<int>{5}, TerrainId(2)));
  out.push_back(std::make_unique<SetInfo>("title", "Kościuszko pod Racławicami"));
  if (!b.army.units.empty()) {
    Unit renamed = b.army.units.front();
    renamed.name = "Jekatierynosławski pułk";
    out.push_back(std::make_unique<SetUnit>(renamed.code, renamed));
  }
  out.push_back(std::make_unique<PaintTerrain>(std::vector<int>{40, 41, 42, 43}, TerrainId(3)));
  if (!b.scenarios.empty() && b.scenarios.front().setup.size() >= 2) {
    const Scenario& s = b.scenarios.front();
    Placement moved = s.setup.front();
    moved.hex = s.setup.back().hex;
    out.push_back(std::make_unique<SetPlacement>(s.code, moved.unit, moved));
  }
  out.push_back(std::make_unique<SetInfo>("author", "Zajączek, Ślaski"));
  out.push_back(std::make_unique<PaintTerrain>(std::vector<int>{5, 100}, TerrainId(1)));
  return out;
}

int edit(const char* marker, const char* battle) {
  {
    Result<std::unique_ptr<WorkingCopy>> wc = WorkingCopy::open(battle);
    if (!wc) {
      std::printf("cannot open: %s\n", wc.status().message().c_str());
      return 2;
    }
    std::printf("working %s\n", (*wc)->workingPath().c_str());
    std::fflush(stdout);
    try {
      Document doc((*wc)->loaded());
      (*wc)->follow(doc);
      const int fd = open(marker, O_RDONLY | O_CREAT | O_CLOEXEC, 0600);
      if (fd < 0) return 2;
      close(fd);
      std::vector<CommandPtr> list = edits((*wc)->loaded());
      for (size_t k = 0; k < list.size(); ++k) {
        Result<ChangeSet> r = doc.execute(std::move(list[k]));
        if (r && (*wc)->commitError()) std::printf("committed %zu\n", k + 1);
      }
      if (!(*wc)->commitError()) std::printf("commit error: %s\n", (*wc)->commitError().message().c_str());
    } catch (const std::bad_alloc&) {
      std::printf("out of memory\n");
    }
  }
  return 0;
}

int check(const char* battle, const char* working) {
  if (!std::filesystem::exists(working)) {
    std::printf("no copy\n");
    return 0;
  }
  // What the editor offers at its next start.
  bool listed = false;
  for (const RecoverableCopy& c : WorkingCopy::recoverable()) listed = listed || c.workingPath == working;
  Result<std::unique_ptr<WorkingCopy>> back = WorkingCopy::recover(working);
  if (!back) {
    std::printf("cannot recover: %s\n", back.status().message().c_str());
    return 0;
  }
  Result<std::unique_ptr<WorkingCopy>> original = WorkingCopy::open(battle);
  if (!original) return 2;
  Document doc((*original)->loaded());
  std::vector<CommandPtr> list = edits(doc.battle());
  int prefix = -1;
  for (size_t j = 0; prefix < 0; ++j) {
    if ((*back)->loaded() == doc.battle()) prefix = int(j);
    if (j == list.size()) break;
    if (!doc.execute(std::move(list[j]))) return 2;
  }
  if (prefix < 0)
    std::printf("no prefix\n");
  else
    std::printf("prefix %d %s\n", prefix, listed ? "listed" : "not listed");
  (*back)->discard();
  (*original)->discard();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 4 && std::strcmp(argv[2], "edit") == 0) return edit(argv[1], argv[3]);
  if (argc == 5 && std::strcmp(argv[2], "check") == 0) return check(argv[3], argv[4]);
  return 2;
}
