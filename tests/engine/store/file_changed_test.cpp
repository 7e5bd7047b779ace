// Save notices a file changed on disk since it was opened or saved: two working copies of one battle (two editors),
// the second saves, the first can tell how the file changed, and saving over it anyway still leaves a whole,
// valid battle file, never a mix of the two. And the temporary files of saves killed before their rename do not
// stay beside the battle for good.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "edit/info_commands.h"
#include "store/atomic_file.h"
#include "store/battle_file.h"
#include "store/file_stamp.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;

std::string readBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

struct Editor {
  std::unique_ptr<WorkingCopy> copy;
  std::unique_ptr<Document> doc;
  explicit Editor(const std::string& path) {
    auto wc = WorkingCopy::open(path);
    EXPECT_TRUE(wc) << wc.status().message();
    if (!wc) return;
    copy = std::move(*wc);
    doc = std::make_unique<Document>(copy->loaded());
    copy->follow(*doc);
  }
  void retitle(const std::string& title) { ASSERT_TRUE(doc->execute(std::make_unique<SetInfo>("title", title))); }
};

TEST(FileChanged, NothingChangedNothingToSay) {
  test::ScratchDir dir;
  const std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(), path));
  Editor a(path);
  ASSERT_TRUE(a.copy);
  EXPECT_EQ(a.copy->changedOnDisk(), "");
  a.retitle("Racławice, edited");
  ASSERT_TRUE(a.copy->save());
  EXPECT_EQ(a.copy->changedOnDisk(), "") << "its own save is not a change from outside";
  a.copy->discard();
}

TEST(FileChanged, TwoEditorsOnOneFile) {
  test::ScratchDir dir;
  const std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(), path));
  Editor a(path), b(path);
  ASSERT_TRUE(a.copy && b.copy);
  b.retitle("Zajączek's version");
  ASSERT_TRUE(b.copy->save());
  EXPECT_EQ(b.copy->changedOnDisk(), "");
  const std::string how = a.copy->changedOnDisk();
  EXPECT_NE(how.find("replaced or modified at "), std::string::npos) << how;
  // The person chose Overwrite: the file is now wholly the first editor's battle, and valid.
  a.retitle("Kościuszko's version");
  ASSERT_TRUE(a.copy->save());
  EXPECT_EQ(a.copy->changedOnDisk(), "");
  EXPECT_NE(b.copy->changedOnDisk(), "") << "now the second editor is told";
  auto saved = readBattleFile(path);
  ASSERT_TRUE(saved) << saved.status().message();
  EXPECT_EQ(saved->title(), "Kościuszko's version");
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(path, &out), 0) << out;
  a.copy->discard();
  b.copy->discard();
}

TEST(FileChanged, RemovedOrRewrittenInPlace) {
  test::ScratchDir dir;
  const std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(), path));
  Editor a(path);
  ASSERT_TRUE(a.copy);
  fs::rename(path, dir.path("moved.gpkg"));
  EXPECT_EQ(a.copy->changedOnDisk(), "it was removed or renamed");
  // Put back as it was (same inode, size and time): nothing changed after all.
  fs::rename(dir.path("moved.gpkg"), path);
  EXPECT_EQ(a.copy->changedOnDisk(), "");
  // Another program writes the same file in place (same inode): its time or size gives it away.
  const FileStamp before = stampOf(path);
  {
    std::FILE* f = std::fopen(path.c_str(), "ab");
    ASSERT_TRUE(f);
    std::fputs("appended by another program", f);
    std::fclose(f);
  }
  EXPECT_EQ(stampOf(path).inode, before.inode);
  EXPECT_NE(a.copy->changedOnDisk().find("replaced or modified"), std::string::npos);
  a.copy->discard();
}

TEST(FileChanged, KilledSavesTemporariesAreRemovedByTheNextSave) {
  test::ScratchDir dir;
  const std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(), path));
  // A process that has ended: its temporaries are stale.
  const pid_t child = fork();
  if (child == 0) _exit(0);
  ASSERT_GT(child, 0);
  waitpid(child, nullptr, 0);
  const std::string dead = std::to_string(child), alive = std::to_string(getpid());
  auto make = [&](const std::string& name, bool old) {
    std::ofstream(dir.path(name)) << "half a save";
    if (old) fs::last_write_time(dir.path(name), fs::file_time_type::clock::now() - std::chrono::hours(1));
  };
  // Names as older versions wrote them, with no machine in them: removed once old enough.
  make(".battle.gpkg.tmp-" + dead + "-0", true);
  make(".battle.gpkg.tmp-" + dead + "-0-journal", true);
  make(".battle.gpkg.tmp-" + dead + "-1", false);  // too recent: a save elsewhere might still own it
  make(".battle.gpkg.tmp-" + alive + "-9", true);  // its process is running
  make(".battle.gpkg.tmp-notes", true);            // not a temporary of ours
  make(".other.gpkg.tmp-" + dead + "-0", true);    // another file's
  // Another machine's (the tag of no host name we have), even old: only by its age and process number.
  make(".battle.gpkg.tmp-h00000000-" + dead + "-2", false);
  Editor a(path);
  ASSERT_TRUE(a.copy);
  a.retitle("Raszyn, edited");
  ASSERT_TRUE(a.copy->save());
  EXPECT_FALSE(fs::exists(dir.path(".battle.gpkg.tmp-" + dead + "-0")));
  EXPECT_FALSE(fs::exists(dir.path(".battle.gpkg.tmp-" + dead + "-0-journal")));
  EXPECT_TRUE(fs::exists(dir.path(".battle.gpkg.tmp-" + dead + "-1")));
  EXPECT_TRUE(fs::exists(dir.path(".battle.gpkg.tmp-" + alive + "-9")));
  EXPECT_TRUE(fs::exists(dir.path(".battle.gpkg.tmp-notes")));
  EXPECT_TRUE(fs::exists(dir.path(".other.gpkg.tmp-" + dead + "-0")));
  EXPECT_TRUE(fs::exists(dir.path(".battle.gpkg.tmp-h00000000-" + dead + "-2")));
  a.copy->discard();
}

// Memory running out as SQLite prepares the copy names the file being saved, as every other failure of a save does
// (the fault sweep found the message naming only the working copy the save copies from). A connection SQLite cannot
// use fails there the same way, with "out of memory".
TEST(FileChanged, ASaveThatCannotStartNamesTheFileAndLeavesIt) {
  test::ScratchDir dir;
  const std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(), path));
  const std::string before = readBytes(path);
  Db none;
  const Status s = vacuumIntoAtomically(none, path);
  ASSERT_FALSE(s.isOk());
  EXPECT_NE(s.message().find("saving " + path), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("out of memory"), std::string::npos) << s.message();
  EXPECT_EQ(readBytes(path), before);
}

// A save killed mid-write (kill -9 during Save) leaves its temporary file; opening the battle again on the same
// machine removes it at once, since the process that wrote it no longer runs.
TEST(FileChanged, OpeningRemovesTheTemporaryOfASaveKilledHere) {
  test::ScratchDir dir;
  const std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(), path));
  const std::string before = readBytes(path);
  // A child saves a copy of the battle and is killed before it finishes: its temporary stays, named as saves name
  // them on this machine.
  int ready[2];
  ASSERT_EQ(pipe(ready), 0);
  const pid_t child = fork();
  if (child == 0) {
    close(ready[0]);
    auto db = Db::open(path, Db::Mode::ReadOnlyUntrusted);
    if (!db) _exit(1);
    vacuumIntoAtomically(*db, path, [&](Db&) {
      (void)!write(ready[1], "x", 1);  // the temporary is written: now kill me
      pause();
      return Status::ok();
    });
    _exit(2);
  }
  ASSERT_GT(child, 0);
  close(ready[1]);
  char c = 0;
  ASSERT_EQ(read(ready[0], &c, 1), 1);
  close(ready[0]);
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  std::vector<std::string> left;
  for (const auto& e : fs::directory_iterator(dir.path(""))) {
    const std::string name = e.path().filename().string();
    if (name.rfind(".battle.gpkg.tmp-h", 0) == 0) left.push_back(name);
  }
  ASSERT_FALSE(left.empty()) << "the killed save left no temporary file";
  Editor a(path);  // opens a working copy of the battle, as the editor does on start
  ASSERT_TRUE(a.copy);
  for (const std::string& name : left) EXPECT_FALSE(fs::exists(dir.path(name))) << name;
  EXPECT_EQ(readBytes(path), before);  // the battle itself untouched
  a.copy->discard();
}

TEST(FileChanged, DescribesInWords) {
  FileStamp before{true, 1, 2, 12345, 1'764'140'000'000'000'000};
  FileStamp after = before;
  EXPECT_EQ(describeChange(before, after), "");
  after.size = 1234567;
  after.modifiedNs += 60'000'000'000;
  EXPECT_EQ(describeChange(before, after),
            "it was replaced or modified at 2025-11-26 06:54:20 UTC, now 1,234,567 bytes (was 12,345)");
  EXPECT_EQ(describeChange(before, FileStamp{}), "it was removed or renamed");
  after.size = before.size;  // the same size: only the time is worth saying
  EXPECT_EQ(describeChange(before, after), "it was replaced or modified at 2025-11-26 06:54:20 UTC");
}

}  // namespace
}  // namespace cartouche
