// The injector's allocation faults (fault_inject.cpp, fault_alloc.cpp), through fault_inject_probe: allocations count
// from the marker's open and only on that thread, the Nth fails the way each allocator fails, and the count log says
// exactly how many there were. And Crs::parse and CrsTransform under it, through crs_probe: PROJ running out of
// memory is never called a CRS the user mistyped, nor a transformation or a point that cannot be.
#include <gtest/gtest.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace {

// A new folder in the system's temporary folder (TMPDIR), named `prefix` and six random characters; "" when it
// cannot be made.
std::string tempFolder(const std::string& prefix) {
  std::string name = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
  return mkdtemp(name.data()) ? name : std::string();
}

// The whole of a text file ("" when there is none).
std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct ProbeRun {
  std::string words, log;
  int status = -1;
};

ProbeRun probe(const std::string& fault, bool withMarker = true, const std::string& program = PROBE,
               const std::string& args = "") {
  const std::string folder = tempFolder("cartouche-fault-probe");
  if (folder.empty()) return {};
  const std::string marker = folder + "/marker", log = folder + "/counts.txt";
  std::string env = "LD_PRELOAD='" + std::string(INJECTOR) + "' CARTOUCHE_FAULT_LOG='" + log + "'";
  if (withMarker) env += " CARTOUCHE_FAULT_FROM='" + marker + "'";
  if (!fault.empty()) env += " CARTOUCHE_FAULT=" + fault;
  ProbeRun run;
  FILE* p = popen(("env " + env + " '" + program + "' '" + marker + "'" + args).c_str(), "r");
  if (!p) return run;
  char buf[256];
  while (fgets(buf, sizeof buf, p)) run.words += buf;
  run.status = pclose(p);
  std::ifstream in(log);
  std::stringstream s;
  s << in.rdbuf();
  run.log = s.str();
  unlink(marker.c_str());
  unlink(log.c_str());
  rmdir(folder.c_str());
  return run;
}

// The allocations a run made, from the injector's count log (0 where the log has no count).
long allocationsIn(const ProbeRun& run) {
  long total = 0;
  return std::sscanf(run.log.c_str(), "write %*d sync %*d rename %*d alloc %ld", &total) == 1 ? total : 0;
}

// `runs` allocation numbers spread evenly over 1 to `total`, the first three and the last among them.
std::vector<long> spreadOver(long total, long runs) {
  std::vector<long> out;
  for (long i = 0; i < runs; ++i)
    out.push_back(i < 3 ? i + 1 : i == runs - 1 ? total : 1 + (total - 1) * i / (runs - 1));
  return out;
}

TEST(FaultInject, CountsEveryAllocationAfterTheMarkerOnItsThreadOnly) {
  ProbeRun r = probe("");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.words, "ok ok ok ok ok ok ok\n");
  EXPECT_EQ(r.log, "write 0\nsync 0\nrename 0\nalloc 8\n");
}

TEST(FaultInject, CountsNoAllocationWithoutAMarker) {
  ProbeRun r = probe("alloc:1", false);
  EXPECT_EQ(r.words, "ok ok ok ok ok ok ok\n");
  EXPECT_EQ(r.log, "write 0\nsync 0\nrename 0\nalloc 0\n");
}

TEST(FaultInject, FailsTheNthAllocationAsItsAllocatorFails) {
  const char* const expected[] = {
      "null ok ok ok ok ok ok\n",      "ok null ok ok ok ok ok\n",      "ok ok null skipped ok ok ok\n",
      "ok ok ok null ok ok ok\n",      "ok ok ok ok null ok ok\n",      "ok ok ok ok ok null ok\n",
      "ok ok ok ok ok ok bad_alloc\n", "ok ok ok ok ok ok bad_alloc\n", "ok ok ok ok ok ok ok\n",
  };
  for (int n = 1; n <= 9; ++n) {
    ProbeRun r = probe("alloc:" + std::to_string(n));
    EXPECT_EQ(r.status, 0) << "alloc " << n;
    EXPECT_EQ(r.words, expected[n - 1]) << "alloc " << n;
  }
}

// Every line crs_probe printed, one a CRS text.
std::vector<std::string> lines(const std::string& words) {
  std::vector<std::string> out;
  std::istringstream in(words);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The file fault, once made, is described in CARTOUCHE_FAULT_SAID's file with the file it hit, for the sweep's
// report; what the process says stays its own. Python's os module calls write, fsync and rename straight.
TEST(FaultInject, SaysWhichFileItFailed) {
  const std::string folder = tempFolder("cartouche-fault-said");
  ASSERT_FALSE(folder.empty());
  const std::string file = folder + "/Kościuszko.txt", said = folder + "/said.txt", err = folder + "/err.txt";
  const std::string python =
      "import os, sys\n"
      "fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT, 0o600)\n"
      "for step in (lambda: os.write(fd, b'hi'), lambda: os.fsync(fd), lambda: os.rename(sys.argv[1], sys.argv[1] + "
      "'.new')):\n"
      "    try:\n"
      "        step()\n"
      "    except OSError as e:\n"
      "        print(e.strerror, file=sys.stderr)\n";
  std::ofstream(folder + "/steps.py") << python;
  for (const char* fault : {"write:1", "sync:1", "rename:1"}) {
    const std::string command = "env LD_PRELOAD='" + std::string(INJECTOR) + "' CARTOUCHE_FAULT_SAID='" + said +
                                "' CARTOUCHE_FAULT=" + fault + " /usr/bin/python3 '" + folder + "/steps.py' '" + file +
                                "' 2>>'" + err + "'";
    EXPECT_EQ(std::system(command.c_str()), 0) << fault;
    std::filesystem::remove(file + ".new");
  }
  EXPECT_EQ(readText(err), "No space left on device\nInput/output error\nInput/output error\n");
  EXPECT_EQ(readText(said), "write 1: " + file + "\nsync 1: " + file + "\nrename 1: " + file + "\n");
  std::filesystem::remove_all(folder);
}

// crs_probe run with `args` clean (it must exit 0, pass `checkClean` and make over 1,000 allocations, PROJ's context
// and database opened among them), then once with each of 150 allocation numbers spread over that run failing: each
// such run is handed to `check` with its N and the clean run.
void sweepCrsProbe(const std::string& args, const std::function<void(const ProbeRun& clean)>& checkClean,
                   const std::function<void(long n, const ProbeRun& run, const ProbeRun& clean)>& check) {
  const ProbeRun clean = probe("", true, CRS_PROBE, args);
  ASSERT_EQ(clean.status, 0) << clean.words;
  checkClean(clean);
  if (::testing::Test::HasFailure()) return;
  const long total = allocationsIn(clean);
  ASSERT_GT(total, 1000) << clean.log;
  for (long n : spreadOver(total, 150)) check(n, probe("alloc:" + std::to_string(n), true, CRS_PROBE, args), clean);
}

// PROJ 9.1 itself crashes at one N near the end of a transformation's making (PROJStringFormatter::ingestPROJString,
// using an object whose allocation failed) before the probe says anything: that is PROJ's, and a spread may meet it.
bool crashedInsideProj(const ProbeRun& r) {
  const bool crashed = WIFSIGNALED(r.status) || (WIFEXITED(r.status) && WEXITSTATUS(r.status) > 128);
  return crashed && r.words.empty();
}

// An EPSG code looked up in PROJ's database and a PROJ string (the Verniquet plan's frame, as georef takes it). Each
// must be read, or said to be out of memory (or PROJ's trouble): never "unknown CRS" or "not tied to the Earth",
// which is what a georef sweep once found PROJ's failing look-ups turned into. 150 runs of about 0.2 s.
TEST(FaultInject, CrsParseNeverCallsMemoryRunningOutAnUnknownCrs) {
  const std::string args =
      " EPSG:32633 '+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 "
      "+towgs84=0,0,0,0,0,0,0 +no_defs'";
  int outOfMemory = 0;
  sweepCrsProbe(
      args, [](const ProbeRun& clean) { ASSERT_EQ(clean.words, "ok\nok\n"); },
      [&](long n, const ProbeRun& r, const ProbeRun&) {
        EXPECT_EQ(r.status, 0) << "alloc " << n;
        const std::vector<std::string> said = lines(r.words);
        ASSERT_EQ(said.size(), 2u) << "alloc " << n << ": " << r.words;
        for (const std::string& line : said) {
          EXPECT_TRUE(line == "ok" || line == "out of memory" || line.rfind("PROJ could not read the CRS", 0) == 0)
              << "alloc " << n << ": " << line;
          outOfMemory += line == "out of memory";
        }
      });
  // The spread reaches PROJ's own allocations, not only ours around it.
  EXPECT_GT(outOfMemory, 0);
}

// The same for the grid's CRS, read as a battle's placement reads it (projectedCrsMetresPerUnit, under the ground
// frame, the layers' warps and the DEM sampling): memory running out must stop the work as such, never leave the grid
// unplaced with PROJ's words. Before, a failure PROJ said as its own ("could not be looked up (... SQLite error on
// SELECT ...: out of memory)") came back as a refusal, in 134 of these 150 runs; and where PROJ's message was longer
// than 512 characters, SQLite's "out of memory" at its end was cut off before it was read (10 of the 150 with the
// first fixed alone).
TEST(FaultInject, GridCrsNeverLeavesMemoryRunningOutAsARefusal) {
  int outOfMemory = 0;
  sweepCrsProbe(
      " --unit EPSG:32633", [](const ProbeRun& clean) { ASSERT_EQ(clean.words, "1.000\n"); },
      [&](long n, const ProbeRun& r, const ProbeRun& clean) {
        EXPECT_EQ(r.status, 0) << "alloc " << n;
        // PROJ, having run out of memory half-way through a look-up, may say only that it cannot build the CRS's
        // parts ("cannot build projectedCRS 32633: coordinate system not found"): PROJ's trouble, not the user's, and
        // not knowably memory. SQLite's errors under the injector always are.
        const bool projTrouble = r.words.rfind("CRS 'EPSG:32633' could not be looked up", 0) == 0 &&
                                 r.words.find("SQLite error") == std::string::npos &&
                                 r.words.find("memory") == std::string::npos &&
                                 r.words.find("alloc") == std::string::npos;
        EXPECT_TRUE(r.words == clean.words || r.words == "out of memory\n" || projTrouble)
            << "alloc " << n << ": " << r.words;
        outOfMemory += r.words == "out of memory\n";
      });
  EXPECT_GT(outOfMemory, 10);
}

// A point carried from EPSG:4326 to EPSG:32633 (CrsTransform, as the georef panel carries control points between
// CRSs), the CRSs read before allocations count (PROJ's search for operations in its database is within the run).
// Each run must carry the point to where the clean run does, or say memory ran out: before CrsTransform read PROJ's
// trouble and made a transformation PROJ had given up on a second time, a probe of every N found 564 of 1,453 runs
// saying "no transformation" between the two and 77 that the point "cannot be transformed (No inverse operation)".
// 150 runs of about 0.1 s.
TEST(FaultInject, CrsTransformNeverCallsMemoryRunningOutTheCrssOrThePointsFault) {
  int carried = 0, outOfMemory = 0;
  sweepCrsProbe(
      " --carry EPSG:4326 EPSG:32633 15 52",
      [](const ProbeRun& clean) { ASSERT_EQ(clean.words, "500000.000 5761038.213\n"); },
      [&](long n, const ProbeRun& r, const ProbeRun& clean) {
        if (crashedInsideProj(r)) return;
        EXPECT_EQ(r.status, 0) << "alloc " << n;
        EXPECT_TRUE(r.words == clean.words || r.words == "out of memory\n") << "alloc " << n << ": " << r.words;
        carried += r.words == clean.words;
        outOfMemory += r.words == "out of memory\n";
      });
  // The spread reaches both ends: points carried and memory running out in PROJ.
  EXPECT_GT(carried, 10);
  EXPECT_GT(outOfMemory, 10);
}

// The same for the layers' warps and the ground frame under the map (layer_warp.cpp), which make their transformations
// both ways once and then carry points one by one as the map is drawn and the cursor moves: a transformation made
// under memory failure that cannot carry the points would leave a layer or the longitude and latitude missing without
// a word (4 of these 150 runs before the pair was tried on a point and made again).
TEST(FaultInject, LayerWarpNeverKeepsATransformationThatCannotCarry) {
  int whole = 0, outOfMemory = 0;
  sweepCrsProbe(
      " --warp",
      [](const ProbeRun& clean) {
        ASSERT_EQ(std::count(clean.words.begin(), clean.words.end(), '\n'), 2) << clean.words;
        ASSERT_EQ(clean.words.substr(0, clean.words.find('\n')), "15.00000000 52.00000000");
      },
      [&](long n, const ProbeRun& r, const ProbeRun& clean) {
        if (crashedInsideProj(r)) return;
        EXPECT_EQ(r.status, 0) << "alloc " << n;
        // Every line the clean run's, up to where memory ran out.
        const bool said = r.words.size() >= 14 && r.words.compare(r.words.size() - 14, 14, "out of memory\n") == 0;
        const std::string before = said ? r.words.substr(0, r.words.size() - 14) : r.words;
        EXPECT_EQ(clean.words.compare(0, before.size(), before), 0) << "alloc " << n << ": " << r.words;
        EXPECT_TRUE(said || r.words == clean.words) << "alloc " << n << ": " << r.words;
        whole += r.words == clean.words;
        outOfMemory += said;
      });
  EXPECT_GT(whole, 10);
  EXPECT_GT(outOfMemory, 10);
}

// The editor's small text files, read by reader_probe with every one of their allocations failing in turn. Each
// reader must give the whole file, or say memory ran out: never the file cut short, which std::getline gave (it
// catches std::bad_alloc and only ends the loop): a script played without its last steps, a working copy dropped
// from the recovery list, a recent files list written back shorter, a map georeferenced on fewer control points.
class Readers : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = tempFolder("cartouche-reader-probe");
    ASSERT_FALSE(folder_.empty());
  }
  void TearDown() override { std::system(("rm -rf '" + folder_ + "'").c_str()); }

  std::string write(const std::string& name, const std::string& text) {
    const std::string path = folder_ + "/" + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }

  // Runs the reader clean, then with each allocation failing; returns what the clean run printed.
  std::string sweep(const std::string& reader, const std::string& path) {
    const std::string args = " " + reader + " '" + path + "'";
    ProbeRun clean = probe("", true, READER_PROBE, args);
    EXPECT_EQ(clean.status, 0);
    const long total = allocationsIn(clean);
    EXPECT_GT(total, 5) << reader << ": " << clean.log;
    int outOfMemory = 0;
    for (long n = 1; n <= total; ++n) {
      ProbeRun r = probe("alloc:" + std::to_string(n), true, READER_PROBE, args);
      EXPECT_EQ(r.status, 0) << reader << " alloc " << n;
      const bool said = r.words.find("out of memory") != std::string::npos;
      outOfMemory += said;
      if (!said) {
        EXPECT_EQ(r.words, clean.words) << reader << " alloc " << n;
      }
    }
    EXPECT_GT(outOfMemory, 0) << reader;
    return clean.words;
  }

  std::string folder_;
};

TEST_F(Readers, AScriptIsReadWholeOrNotAtAll) {
  const std::string path = write("play.txt",
                                 "wait 2\n# a comment longer than a short string\nclick 0712\ndrag 0510 0913\n"
                                 "key CTRL+SHIFT+Z\nwheel -1 SHIFT\nprint painted the first hex of the battle\n"
                                 "screenshot shots/after-the-first-hex.png\nsave\nquit\n");
  EXPECT_EQ(sweep("script", path), "steps 25\n");
}

TEST_F(Readers, TheRecentFilesAreReadWholeOrNotAtAll) {
  const std::string list = folder_ + "/battles/Racławice 1794, Kościuszko.gpkg\n" + folder_ +
                           "/battles/Raszyn 1809, Zajączek.gpkg\n" + folder_ + "/battles/hagelberg-1813.gpkg\n";
  EXPECT_EQ(sweep("recent", write("recent-files", list)), list);
}

TEST_F(Readers, TheLayoutIsReadWholeOrNotAtAll) {
  const std::string layout =
      "# Cartouche editor layout: the side columns' widths in pixels, collapsed or not, the tab shown.\n"
      "left-width 320\nright-width 300\nleft-collapsed no\nright-collapsed yes\nleft-tab Battle\nright-tab History\n";
  EXPECT_EQ(sweep("layout", write("layout.txt", layout)), layout);
}

TEST_F(Readers, ControlPointsAreReadWholeOrNotAtAll) {
  const std::string path = write("weimar.jpg.points",
                                 "#CRS: EPSG:31468\nmapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n"
                                 "4466012.5,5650110.25,412.5,-318.75,1,0.5,-0.25,0.56\n"
                                 "4471230.75,5650402.5,2210.25,-300.5,1,-0.25,0.5,0.56\n"
                                 "4466300.125,5644870.5,430.75,-2190.125,1,0.125,0.25,0.28\n"
                                 "4471512.5,5645110.75,2230.5,-2170.25,0,0,0,0\n"
                                 "4468800.25,5647600.5,1320.125,-1250.75,1,0.25,0.125,0.28\n");
  EXPECT_EQ(sweep("points", path), "points 5 crs EPSG:31468\n");
}

TEST_F(Readers, AWorkingCopysSidecarIsReadWholeOrNotAtAll) {
  ASSERT_EQ(mkdir((folder_ + "/working").c_str(), 0700), 0);
  // An empty database: the copy is listed with no title, from its sidecar alone.
  write("working/1764250000000-4242-beef.gpkg", "");
  write("working/1764250000000-4242-beef.meta",
        "cartouche-working-copy 1\noriginal " + folder_ + "/battles/Racławice 1794, Kościuszko.gpkg\nunsaved 1\n");
  setenv("CARTOUCHE_STATE_DIR", folder_.c_str(), 1);
  EXPECT_EQ(sweep("recovery", "-"), "copy " + folder_ + "/battles/Racławice 1794, Kościuszko.gpkg \n");
  unsetenv("CARTOUCHE_STATE_DIR");
}

// The working copy's commits, as the editor makes them (commit_probe: seven edits of four kinds, each committed as it
// is made), with every write, fsync and rename of the run failing in turn (the working copy's start among them) and
// 300 allocations spread over the edits (about 10,000; every one of them by hand, README). After each run the user's
// file must be as it was, and the working copy must hold the battle after some prefix of the edits, at least every
// one said committed, and be offered at the next start when it holds any; a commit error must name the working copy.
// Before the sidecar's mark was noted only once written, a write, fsync or rename failing on it (and one allocation)
// left every edit in a copy the next start did not offer.
class WorkingCopyCommits : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = tempFolder("cartouche-commit-probe");
    ASSERT_FALSE(folder_.empty());
    setenv("CARTOUCHE_STATE_DIR", (folder_ + "/state").c_str(), 1);
  }
  void TearDown() override {
    unsetenv("CARTOUCHE_STATE_DIR");
    std::filesystem::remove_all(folder_);
  }

  struct Outcome {
    ProbeRun edit;
    std::string working, error, check;
    int committed = 0;
    bool outOfMemory = false, cannotOpen = false, battleUnchanged = false;
  };

  // One run of the edits with `fault`, in a state folder and beside a copy of the sample of its own, then the check.
  Outcome run(const std::string& fault) {
    const std::string battle = folder_ + "/battle.gpkg";
    std::filesystem::remove_all(folder_ + "/state");
    std::filesystem::copy_file(SAMPLE_BATTLE, battle, std::filesystem::copy_options::overwrite_existing);
    Outcome o;
    o.edit = probe(fault, true, COMMIT_PROBE, " edit '" + battle + "'");
    for (const std::string& line : lines(o.edit.words)) {
      if (line.rfind("working ", 0) == 0) o.working = line.substr(8);
      if (line.rfind("committed ", 0) == 0) o.committed = std::atoi(line.c_str() + 10);
      if (line.rfind("commit error: ", 0) == 0) o.error = line.substr(14);
      if (line.rfind("cannot open: ", 0) == 0) o.error = line.substr(13), o.cannotOpen = true;
      o.outOfMemory = o.outOfMemory || line == "out of memory";
    }
    o.battleUnchanged = readText(battle) == readText(SAMPLE_BATTLE);
    FILE* p = popen(
        ("'" + std::string(COMMIT_PROBE) + "' '" + folder_ + "/marker' check '" + battle + "' '" + o.working + "'")
            .c_str(),
        "r");
    if (!p) return o;
    char buf[256];
    while (fgets(buf, sizeof buf, p)) o.check += buf;
    pclose(p);
    return o;
  }

  std::string folder_;
};

TEST_F(WorkingCopyCommits, EveryCommitIsWholeAndOfferedUnderEveryFault) {
  Outcome clean = run("");
  ASSERT_EQ(clean.edit.status, 0) << clean.edit.words;
  ASSERT_EQ(clean.committed, 7) << clean.edit.words;
  ASSERT_EQ(clean.check, "prefix 7 listed\n");
  long counts[4] = {};
  ASSERT_EQ(std::sscanf(clean.edit.log.c_str(), "write %ld sync %ld rename %ld alloc %ld", &counts[0], &counts[1],
                        &counts[2], &counts[3]),
            4)
      << clean.edit.log;
  ASSERT_GT(counts[3], 100) << clean.edit.log;
  const char* const kinds[4] = {"write", "sync", "rename", "alloc"};
  int errors = 0, outOfMemory = 0, whole = 0;
  for (int k = 0; k < 4; ++k) {
    std::vector<long> faults = spreadOver(counts[k], k == 3 ? 300 : counts[k]);
    faults.erase(std::unique(faults.begin(), faults.end()), faults.end());
    for (long n : faults) {
      const std::string fault = std::string(kinds[k]) + ":" + std::to_string(n);
      Outcome o = run(fault);
      const std::string said = fault + ": " + o.edit.words + "=> " + o.check;
      EXPECT_TRUE(o.battleUnchanged) << said;
      EXPECT_TRUE(WIFEXITED(o.edit.status)) << said;
      if (o.cannotOpen) {
        EXPECT_EQ(WEXITSTATUS(o.edit.status), 2) << said;
        EXPECT_EQ(o.error.rfind(folder_ + "/battle.gpkg: ", 0), 0u) << said;
        EXPECT_EQ(o.check, "no copy\n") << said;
        continue;
      }
      EXPECT_EQ(WEXITSTATUS(o.edit.status), 0) << said;
      if (!o.error.empty()) {
        EXPECT_NE(o.error.find(folder_ + "/state/working"), std::string::npos) << said;
      }
      int prefix = -1;
      char listed[16] = {};
      if (o.check == "no copy\n")
        EXPECT_EQ(o.committed, 0) << said;
      else if (std::sscanf(o.check.c_str(), "prefix %d %15s", &prefix, listed) == 2)
        EXPECT_TRUE(prefix >= o.committed && (prefix == 0 || std::string(listed) == "listed")) << said;
      else
        ADD_FAILURE() << said;
      errors += !o.error.empty();
      outOfMemory += o.outOfMemory;
      whole += o.check == "prefix 7 listed\n";
    }
  }
  // The faults reach the commits: errors the editor shows, memory running out, and edits committed regardless.
  EXPECT_GT(errors, 10);
  EXPECT_GT(outOfMemory, 10);
  EXPECT_GT(whole, 10);
}

}  // namespace
