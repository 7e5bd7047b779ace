// kill -9 at random moments. Edits: a helper commits edits in a loop and is killed; the working copy must then be
// listed as recoverable, pass integrity_check, and hold every edit the helper reported. Save: a helper saves two
// alternating versions in a loop and is killed; the user's file must always be one whole version. Half the rounds
// count the kill moment from the helper's first commit or save, so some kills land among them on any machine. Rounds
// and time are bounded so the suite stays quick; the seed is fixed so a failure reproduces.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <sstream>

#include "store/battle_file.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

constexpr TerrainId kMarsh = 7;  // a hex type the sample battle never paints

struct Killed {
  std::string output;
  long last = 0;  // the last "committed N" / "saved N"
  std::string workingPath;
};

// When a round's kill moment is counted from. From the start, a kill may land while the helper is still opening the
// file, before anything was promised. From the helper's first report, it lands among commits or saves however slowly
// the machine runs (a sanitized build on busy cores may take longer to start than any fixed window).
enum class From { Start, FirstReport };

// How long the helper may take to report its first commit or save before the round fails.
constexpr std::chrono::seconds kFirstReportCap{120};

bool hasReport(const std::string& output) {
  return output.find("committed ") != std::string::npos || output.find("saved ") != std::string::npos;
}

// Runs the helper, kills it with SIGKILL `lifetime` after the start or after its first report, and returns what it
// had printed by then.
Killed runAndKill(const std::string& mode, const std::string& file, std::chrono::milliseconds lifetime,
                  From from = From::Start) {
  int fds[2];
  EXPECT_EQ(pipe(fds), 0);
  pid_t pid = fork();
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    close(fds[0]);
    close(fds[1]);
    std::string type = std::to_string(kMarsh);
    execl(STORE_CRASH_HELPER, STORE_CRASH_HELPER, mode.c_str(), file.c_str(), "5", type.c_str(), nullptr);
    _exit(127);
  }
  close(fds[1]);
  Killed k;
  bool armed = from == From::Start;
  auto deadline = std::chrono::steady_clock::now() +
                  (armed ? std::chrono::milliseconds(lifetime) : std::chrono::milliseconds(kFirstReportCap));
  char buf[4096];
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) break;
    pollfd p{fds[0], POLLIN, 0};
    if (poll(&p, 1, int(left.count())) <= 0) break;
    ssize_t n = read(fds[0], buf, sizeof buf);
    if (n <= 0) break;
    k.output.append(buf, size_t(n));
    if (!armed && hasReport(k.output)) {
      armed = true;
      deadline = std::chrono::steady_clock::now() + lifetime;
    }
  }
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  // Lines printed before the kill landed are still in the pipe.
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) k.output.append(buf, size_t(n));
  close(fds[0]);
  std::istringstream lines(k.output);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("working ", 0) == 0) k.workingPath = line.substr(8);
    if (line.rfind("committed ", 0) == 0) k.last = std::stol(line.substr(10));
    if (line.rfind("saved ", 0) == 0) k.last = std::stol(line.substr(6));
  }
  return k;
}

std::string integrityCheck(const std::string& path) {
  sqlite3* db = nullptr;
  std::string result = "cannot open";
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK) {
    sqlite3_stmt* st = nullptr;
    result.clear();
    if (sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &st, nullptr) == SQLITE_OK)
      while (sqlite3_step(st) == SQLITE_ROW) result += reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
  }
  sqlite3_close(db);
  return result;
}

Battle crashBattle() {
  Battle b = test::sampleBattle(70, 66);
  TerrainType marsh;
  marsh.code = "marsh";
  marsh.name = "Marsh";
  b.vocabulary.add(marsh);
  return b;
}

TEST(Crash, KilledEditorLosesNoCommittedEdit) {
  test::ScratchDir dir;
  std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(crashBattle(), path));
  std::string original = test::fileBytes(path);
  std::mt19937 rng(20261122);
  long total = 0;
  for (int round = 0; round < 20; ++round) {
    // Odd rounds are killed among the commits, whatever the machine's speed; even rounds at any moment.
    From from = round % 2 ? From::FirstReport : From::Start;
    Killed k = runAndKill("edit", path, std::chrono::milliseconds(30 + rng() % 150), from);
    ASSERT_TRUE(from == From::Start || k.last > 0)
        << "round " << round << ": the helper reported no commit in " << kFirstReportCap.count() << " s:\n"
        << k.output;
    ASSERT_EQ(test::fileBytes(path), original) << "round " << round << ": the user's file changed";
    if (k.workingPath.empty() || k.last == 0) {
      // Killed before the first commit: nothing was promised. Clean up whatever it left.
      for (const RecoverableCopy& c : WorkingCopy::recoverable())
        if (auto wc = WorkingCopy::recover(c.workingPath)) (*wc)->discard();
      continue;
    }
    total += k.last;
    EXPECT_EQ(integrityCheck(k.workingPath), "ok") << "round " << round;
    auto list = WorkingCopy::recoverable();
    ASSERT_EQ(list.size(), 1u) << "round " << round;
    EXPECT_EQ(list[0].workingPath, k.workingPath);
    EXPECT_EQ(list[0].originalPath, path);
    auto wc = WorkingCopy::recover(k.workingPath);
    ASSERT_TRUE(wc) << "round " << round << ": " << wc.status().message();
    const HexMap& map = (*wc)->loaded().map;
    for (long i = 0; i < k.last; ++i)
      ASSERT_EQ(map.terrain(int((i * 7919) % map.hexCount())), kMarsh)
          << "round " << round << ": edit " << i + 1 << " of " << k.last << " was lost";
    long painted = std::count(map.terrainData().begin(), map.terrainData().end(), kMarsh);
    // At most the one edit in flight when the kill landed may be there too.
    EXPECT_TRUE(painted == k.last || painted == k.last + 1) << painted << " vs " << k.last;
    (*wc)->discard();
  }
  EXPECT_GT(total, 0) << "no round got as far as a commit: the test proved nothing";
}

// The same for ruleset table edits: every table the helper reported committed is in the recovered copy.
TEST(Crash, KilledEditorLosesNoCommittedRuleTableEdit) {
  test::ScratchDir dir;
  std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(crashBattle(), path));
  std::string original = test::fileBytes(path);
  std::mt19937 rng(1794);
  long total = 0;
  for (int round = 0; round < 10; ++round) {
    From from = round % 2 ? From::FirstReport : From::Start;
    Killed k = runAndKill("rules", path, std::chrono::milliseconds(30 + rng() % 150), from);
    ASSERT_TRUE(from == From::Start || k.last > 0)
        << "round " << round << ": the helper reported no commit in " << kFirstReportCap.count() << " s:\n"
        << k.output;
    ASSERT_EQ(test::fileBytes(path), original) << "round " << round << ": the user's file changed";
    if (k.workingPath.empty() || k.last == 0) {
      for (const RecoverableCopy& c : WorkingCopy::recoverable())
        if (auto wc = WorkingCopy::recover(c.workingPath)) (*wc)->discard();
      continue;
    }
    total += k.last;
    EXPECT_EQ(integrityCheck(k.workingPath), "ok") << "round " << round;
    auto wc = WorkingCopy::recover(k.workingPath);
    ASSERT_TRUE(wc) << "round " << round << ": " << wc.status().message();
    const Battle& b = (*wc)->loaded();
    auto it = std::find_if(b.rules.begin(), b.rules.end(), [](const RuleTable& t) { return t.code == "log"; });
    ASSERT_NE(it, b.rules.end()) << "round " << round << ": the table was lost";
    long rows = long(it->rows.size());
    // The last reported edit, or the one in flight when the kill landed.
    EXPECT_TRUE(rows == k.last || rows == k.last + 1) << rows << " vs " << k.last;
    for (long i = 0; i < rows; ++i) ASSERT_EQ(it->rows[size_t(i)][0], std::to_string(i + 1));
    (*wc)->discard();
  }
  EXPECT_GT(total, 0) << "no round got as far as a commit: the test proved nothing";
}

TEST(Crash, KilledSaveLeavesAWholeVersion) {
  test::ScratchDir dir;
  std::string path = dir.path("battle.gpkg");
  Battle start = test::sampleBattle(200, 150);
  start.map.terrainData().assign(start.map.terrainData().size(), TerrainId(1));
  start.info["title"] = "0";
  ASSERT_TRUE(writeBattleFile(start, path));
  std::mt19937 rng(1813);
  long saves = 0, previous = 0;
  for (int round = 0; round < 20; ++round) {
    From from = round % 2 ? From::FirstReport : From::Start;
    Killed k = runAndKill("save", path, std::chrono::milliseconds(40 + rng() % 200), from);
    ASSERT_TRUE(from == From::Start || k.last > 0)
        << "round " << round << ": the helper reported no save in " << kFirstReportCap.count() << " s:\n"
        << k.output;
    saves += k.last;
    auto b = readBattleFile(path);
    ASSERT_TRUE(b) << "round " << round << ": " << b.status().message();
    // Save N wrote title "N" and terrain 1 + (N - 1) % 2 everywhere (the starting file is "0", terrain 1).
    long n = std::stol(b->title());
    TerrainId want = TerrainId(n == 0 ? 1 : 1 + (n - 1) % 2);
    EXPECT_EQ(std::count(b->map.terrainData().begin(), b->map.terrainData().end(), want), b->map.hexCount())
        << "round " << round << ": a mixed file (save " << n << ")";
    // The last reported save, or the one in flight when the kill landed; with none reported, the file as it was.
    if (k.last > 0)
      EXPECT_TRUE(n == k.last || n == k.last + 1)
          << "round " << round << ": file has save " << n << ", helper reported " << k.last;
    else
      EXPECT_TRUE(n == previous || n == 1) << "round " << round << ": file has save " << n;
    previous = n;
    for (const RecoverableCopy& c : WorkingCopy::recoverable())
      if (auto wc = WorkingCopy::recover(c.workingPath)) (*wc)->discard();
  }
  EXPECT_GT(saves, 0) << "no round got as far as a save: the test proved nothing";
}

}  // namespace
}  // namespace cartouche
