// The editor end to end: each test writes a script, runs the real `cartouche` binary on it under Xvfb with a state
// folder of its own, and reads what it saved with readBattleFile. Covered: the terrain brush through the pointer,
// undo and redo shortcuts, the title's unsaved mark, Save, Save As, the unsaved-changes prompt on Quit, and recovery
// after kill -9 in a loop.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include "app/new_battle.h"
#include "editor_process.h"
#include "store/battle_file.h"
#include "support/temp_dir.h"
#include "text/battle_text.h"
#ifdef CARTOUCHE_TEST_HAS_X11
#include "x11_window.h"
#endif

namespace cartouche {
namespace {

namespace fs = std::filesystem;
using std::chrono::seconds;

constexpr seconds kLimit{120};  // only stops a hung editor; every test waits on lines and exits, never on time

class EditorGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    battle_ = (dir_ / "battle.gpkg").string();
    ASSERT_TRUE(writeBattleFile(makeNewBattle(), battle_));
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  std::unique_ptr<EditorProcess> start(const std::string& script, std::vector<std::string> args = {},
                                       std::vector<std::string> env = {}) {
    int runs = ++lastRun_;
    std::string scriptPath = path("script" + std::to_string(runs) + ".txt");
    std::ofstream(scriptPath) << script;
    args.insert(args.end(), {"--script", scriptPath, "--width", "1280", "--height", "800"});
    env.insert(env.end(), {"CARTOUCHE_STATE_DIR=" + path("state"), "CARTOUCHE_FILE_DIALOG=imgui"});
    return std::make_unique<EditorProcess>(CARTOUCHE_BINARY, args, env, path("stderr" + std::to_string(runs) + ".txt"));
  }
  // Runs a script to its end; returns the exit status and puts stdout in `out`.
  int run(const std::string& script, std::string* out = nullptr, std::vector<std::string> args = {}) {
    auto p = start(script, std::move(args));
    int status = p->wait(kLimit);
    if (out) *out = p->output();
    return status;
  }

  static std::string terrainAt(const Battle& b, const std::string& label) {
    Result<Hex> h = b.map.grid().parseLabel(label);
    if (!h) return "bad label " + label;
    int i = b.map.indexOf(*h);
    if (i < 0 || !b.vocabulary.contains(b.map.terrain(i))) return "?";
    return b.vocabulary.at(b.map.terrain(i)).code;
  }
  static std::string terrainAt(const std::string& file, const std::string& label) {
    Result<Battle> b = readBattleFile(file);
    if (!b) return b.status().message();
    return terrainAt(*b, label);
  }
  size_t leftoverCopies() const {
    size_t n = 0;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir_ / "state" / "working", ec)) n += e.path().extension() == ".gpkg";
    return n;
  }

  testing::TempDir temp_{"gui"};
  fs::path dir_ = temp_.path();
  std::string battle_;
  int lastRun_ = 0;
};

// The eyedropper takes woods from a hex painted by the script; the brush, chosen with B, paints a stroke from 1208
// to 1808 through the real pointer path; Ctrl+S saves. Hexes off the stroke stay clear.
TEST_F(EditorGuiTest, BrushStrokeThroughThePointerIsSaved) {
  std::string out;
  ASSERT_EQ(run("wait 3\npaint 1514 woods\nkey I\nclick 1514\nkey B\ndrag 1208 1808\nwait 2\ntitle\nkey CTRL+S\n"
                "wait 2\ntitle\nquit\n",
                &out, {battle_}),
            0)
      << out;
  EXPECT_NE(out.find("title: *battle.gpkg"), std::string::npos) << out;
  EXPECT_NE(out.find("title: battle.gpkg"), std::string::npos) << out;
  for (const char* hex : {"1208", "1408", "1608", "1808", "1514"}) EXPECT_EQ(terrainAt(battle_, hex), "woods") << hex;
  for (const char* hex : {"1108", "1908", "1210", "1506"}) EXPECT_EQ(terrainAt(battle_, hex), "clear") << hex;
  EXPECT_EQ(leftoverCopies(), 0u);
}

// Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y walk the history; the title's mark follows the saved state.
TEST_F(EditorGuiTest, UndoRedoShortcutsAndTheUnsavedMark) {
  std::string out;
  ASSERT_EQ(
      run("wait 3\ntitle\npaint 1010 marsh\ntitle\nkey CTRL+Z\ntitle\nkey CTRL+SHIFT+Z\ntitle\npaint 1011 village\n"
          "key CTRL+Z\nkey CTRL+Z\nkey CTRL+Y\nsave\ntitle\nquit\n",
          &out, {battle_}),
      0)
      << out;
  EXPECT_EQ(out,
            "title: battle.gpkg \xE2\x80\x94 Cartouche\ntitle: *battle.gpkg \xE2\x80\x94 Cartouche\n"
            "title: battle.gpkg \xE2\x80\x94 Cartouche\ntitle: *battle.gpkg \xE2\x80\x94 Cartouche\n"
            "notice: Saved battle.gpkg\ntitle: battle.gpkg \xE2\x80\x94 Cartouche\n");
  EXPECT_EQ(terrainAt(battle_, "1010"), "marsh");
  EXPECT_EQ(terrainAt(battle_, "1011"), "clear");  // undone, and not redone
}

TEST_F(EditorGuiTest, SaveAsWritesTheNewPathAndLeavesTheOldFile) {
  std::string other = path("copy/other.gpkg");
  fs::create_directories(path("copy"));
  std::string out;
  ASSERT_EQ(run("wait 3\npaint 0909 fields\nsaveas " + other + "\ntitle\nquit\n", &out, {battle_}), 0) << out;
  EXPECT_EQ(out, "notice: Saved as other.gpkg\ntitle: other.gpkg \xE2\x80\x94 Cartouche\n");
  EXPECT_EQ(terrainAt(other, "0909"), "fields");
  EXPECT_EQ(terrainAt(battle_, "0909"), "clear");
  std::ifstream recent(path("state/recent-files.txt"));
  std::string first;
  std::getline(recent, first);
  EXPECT_EQ(first, fs::absolute(other).lexically_normal().string());
}

// GLFW's shutdown waits for the X server's answer to which window owns the clipboard; when memory ran out inside
// libxcb as the editor quit, the answer was lost and the editor never ended (the allocation sweep of Save As found
// it). With that wait made endless, the saved battle is whole and the editor still ends, with its status, and says why.
TEST_F(EditorGuiTest, QuittingEndsWhenTheWindowSystemNeverAnswers) {
  auto p = start("wait 3\npaint 0909 fields\nsave\nquit\n", {battle_}, {"LD_PRELOAD=" CARTOUCHE_HANG_SELECTION});
  EXPECT_EQ(p->wait(kLimit), 0) << p->output();
  EXPECT_EQ(p->output(), "notice: Saved battle.gpkg\n");
  const std::string said = readFile(path("stderr" + std::to_string(lastRun_) + ".txt"));
  EXPECT_NE(said.find("the window system did not let the editor go"), std::string::npos) << said;
  EXPECT_EQ(terrainAt(battle_, "0909"), "fields");
  EXPECT_EQ(leftoverCopies(), 0u);
}

// Quit with unsaved edits asks: Cancel keeps the editor running with the edit, Save writes it and quits.
TEST_F(EditorGuiTest, QuitAsksAndSaveAnswers) {
  std::string out;
  ASSERT_EQ(run("wait 3\npaint 2020 village\nquit\nanswer cancel\nwait 2\ntitle\nquit\nanswer save\nwait 5\n"
                "print still running\n",
                &out, {battle_}),
            0)
      << out;
  // The prompt's Save says so; then the editor quits: nothing more printed.
  EXPECT_EQ(out, "title: *battle.gpkg \xE2\x80\x94 Cartouche\nnotice: Saved battle.gpkg\n");
  EXPECT_EQ(terrainAt(battle_, "2020"), "village");
  EXPECT_EQ(leftoverCopies(), 0u);
}

// Two editors on one battle: the second saves while the first has an edit. The first one's Save then asks before
// overwriting; Cancel writes nothing; quitting with its edit asks again, and Overwrite saves the first one's battle
// whole and quits.
TEST_F(EditorGuiTest, SaveAsksWhenAnotherEditorSavedTheFile) {
  const std::string cue = path("other-editor-saved");
  auto a = start("wait 3\npaint 1717 woods\nprint edited\nwaitfile " + cue +
                     "\nsave\nwaitprompt\nprint asked\nwaitfile " + cue +
                     "-checked\nanswer cancel\nwait 2\ntitle\nquit\nanswer save\nwaitprompt\n"
                     "print asked again\nanswer overwrite\nwait 100000000\n",
                 {battle_});
  ASSERT_TRUE(a->waitForLine("edited", kLimit)) << a->output();
  std::string out;
  ASSERT_EQ(run("wait 3\npaint 0202 marsh\nsave\nquit\n", &out, {battle_}), 0) << out;
  ASSERT_EQ(terrainAt(battle_, "0202"), "marsh");
  std::ofstream(cue) << "saved\n";
  ASSERT_TRUE(a->waitForLine("asked", kLimit)) << a->output();
  EXPECT_EQ(terrainAt(battle_, "0202"), "marsh") << "the prompt asks before anything is written";
  std::ofstream(cue + "-checked") << "checked\n";
  EXPECT_EQ(a->wait(kLimit), 0) << a->output();
  EXPECT_EQ(a->output(),
            "edited\nasked\ntitle: *battle.gpkg \xE2\x80\x94 Cartouche\nasked again\nnotice: Saved battle.gpkg\n");
  EXPECT_EQ(terrainAt(battle_, "1717"), "woods");
  EXPECT_EQ(terrainAt(battle_, "0202"), "clear") << "overwritten with the first editor's battle, whole";
  EXPECT_EQ(leftoverCopies(), 0u);
}

TEST_F(EditorGuiTest, QuitDiscardLeavesTheFileAndNoWorkingCopy) {
  ASSERT_EQ(run("wait 3\npaint 2020 village\nquit\nanswer discard\nwait 5\n", nullptr, {battle_}), 0);
  EXPECT_EQ(terrainAt(battle_, "2020"), "clear");
  EXPECT_EQ(leftoverCopies(), 0u);
}

// Ctrl+O opens the ImGui file browser (no desktop dialog under Xvfb): a typed path and Enter open the file, which
// goes to the top of the recent files.
TEST_F(EditorGuiTest, OpenThroughTheFileBrowser) {
  Battle other = makeNewBattle();
  other.map.setTerrain(other.map.indexOf(*other.map.grid().parseLabel("0303")), *other.vocabulary.find("woods"));
  std::string otherPath = path("other.gpkg");
  ASSERT_TRUE(writeBattleFile(other, otherPath));
  std::string out;
  ASSERT_EQ(
      run("wait 3\nkey CTRL+O\nwait 2\ntype " + otherPath + "\nkey ENTER\nwait 2\ntitle\nquit\n", &out, {battle_}), 0)
      << out;
  EXPECT_EQ(out, "title: other.gpkg \xE2\x80\x94 Cartouche\n");
  std::ifstream recent(path("state/recent-files.txt"));
  std::string first;
  std::getline(recent, first);
  EXPECT_EQ(first, otherPath);
}

// Save As through the browser over a file that exists: the first Enter only asks, the second replaces it.
TEST_F(EditorGuiTest, SaveAsThroughTheBrowserAsksBeforeReplacing) {
  std::string other = path("other.gpkg");
  ASSERT_TRUE(writeBattleFile(makeNewBattle(), other));
  std::string out;
  ASSERT_EQ(run("wait 3\npaint 1313 marsh\nkey CTRL+SHIFT+S\nwait 2\ntype other\nkey ENTER\nwait 2\ntitle\nkey ENTER\n"
                "wait 2\ntitle\nquit\n",
                &out, {battle_}),
            0)
      << out;
  EXPECT_EQ(out,
            "title: *battle.gpkg \xE2\x80\x94 Cartouche\nnotice: Saved as other.gpkg\n"
            "title: other.gpkg \xE2\x80\x94 Cartouche\n");
  EXPECT_EQ(terrainAt(other, "1313"), "marsh");
  EXPECT_EQ(terrainAt(battle_, "1313"), "clear");
}

// Ctrl+N opens the New Battle dialog; creating over unsaved edits asks first; discarding them leaves the file as it
// was, and the new battle saves where Save As puts it.
TEST_F(EditorGuiTest, NewBattleAfterDiscardingAndSaveAs) {
  std::string fresh = path("fresh.gpkg");
  std::string out;
  ASSERT_EQ(run("wait 3\npaint 0101 woods\nkey CTRL+N\nwait 2\nclick newbattle:create\nanswer discard\nwait 2\ntitle\n"
                "paint 0202 marsh\ntitle\nsaveas " +
                    fresh + "\ntitle\nquit\n",
                &out, {battle_}),
            0)
      << out;
  EXPECT_EQ(out,
            "title: New battle \xE2\x80\x94 Cartouche\ntitle: *New battle \xE2\x80\x94 Cartouche\n"
            "notice: Saved as fresh.gpkg\ntitle: fresh.gpkg \xE2\x80\x94 Cartouche\n");
  EXPECT_EQ(terrainAt(battle_, "0101"), "clear");
  EXPECT_EQ(terrainAt(fresh, "0202"), "marsh");
  EXPECT_EQ(leftoverCopies(), 0u);
}

// The New Battle dialog as a designer fills it: title, size, lettered columns, and another battle's terrain types and
// rules to start from; the saved battle holds them all.
TEST_F(EditorGuiTest, TheNewBattleDialogMakesTheBattleItDescribes) {
  std::string made = path("hagelberg.gpkg");
  const std::string raszyn = std::string(CARTOUCHE_SOURCE_DIR) + "/sample-battles/raszyn-1809";
  std::string out;
  ASSERT_EQ(run("wait 3\nkey CTRL+N\nwait 2\nclick newbattle:title\nkey CTRL+A\ntype Hagelberg 1813 (Fluß)\n"
                "click newbattle:columns\nkey CTRL+A\ntype 40\nclick newbattle:rows\nkey CTRL+A\ntype 30\n"
                "click newbattle:letters\nclick newbattle:from\ntype " +
                    raszyn + "\nwait 2\nscreenshot " + path("new-battle.png") +
                    "\nclick newbattle:create\nwait 3\ntitle\nsaveas " + made + "\nquit\n",
                &out, {battle_}),
            0)
      << out;
  Result<Battle> b = readBattleFile(made);
  ASSERT_TRUE(b.isOk()) << b.status().message();
  EXPECT_EQ(b->title(), "Hagelberg 1813 (Fluß)");
  EXPECT_EQ(b->map.columns(), 40);
  EXPECT_EQ(b->map.rows(), 30);
  EXPECT_TRUE(b->map.grid().labels.columnLetters);
  EXPECT_EQ(b->map.grid().label(b->map.grid().toHex({0, 0})), "A01");
  EXPECT_EQ(b->info.at("system"), "la-bataille");  // from the battle it started from
  Result<Battle> from = loadBattleText(raszyn);
  ASSERT_TRUE(from.isOk());
  EXPECT_EQ(b->rules, from->rules);
  EXPECT_EQ(b->vocabulary, from->vocabulary);
  EXPECT_TRUE(b->army.units.empty());
  EXPECT_EQ(terrainAt(battle_, "0101"), "clear");  // the battle open before is untouched
}

// The battle's information is edited where the Battle panel shows it (the left column's Battle tab), each field one
// undo step.
TEST_F(EditorGuiTest, BattleInformationIsEditedInThePanelAndUndone) {
  std::string out;
  ASSERT_EQ(run("wait 3\nclick tab:Battle\nwait 2\nclick battle:title\nkey CTRL+A\ntype Großgörschen 1813\nkey "
                "ENTER\nwait 2\n"
                "click battle:date\ntype 1813-05-02\nkey ENTER\nwait 2\nclick battle:place\n"
                "type Lützen (Kościuszko's ghost)\nkey ENTER\nwait 2\nscreenshot " +
                    path("battle-panel.png") + "\nkey CTRL+Z\nwait 2\nsave\nquit\n",
                &out, {battle_}),
            0)
      << out;
  Result<Battle> b = readBattleFile(battle_);
  ASSERT_TRUE(b.isOk()) << b.status().message();
  EXPECT_EQ(b->title(), "Großgörschen 1813");
  EXPECT_EQ(b->info.at("date"), "1813-05-02");
  EXPECT_EQ(b->info.count("place"), 0u) << "the last edit was undone";
}

// File > Export print (PDF) writes the open battle, unsaved edits and all, where the file dialog says.
TEST_F(EditorGuiTest, FileExportPrintWritesThePdf) {
  std::string out;
  ASSERT_EQ(run("wait 3\npaint 0101 woods\nclick menu:File\nwait 2\nclick menu:File/Export print (PDF)...\n"
                "wait 2\ntype print\nkey ENTER\nwait 3\nquit\nanswer discard\n",
                &out, {battle_}),
            0)
      << out;
  EXPECT_NE(out.find("notice: Exported print.pdf: 8 map pages, 0 counters on 0 pages"), std::string::npos) << out;
  std::ifstream pdf(path("print.pdf"), std::ios::binary);
  std::string head(5, '\0');
  pdf.read(head.data(), 5);
  EXPECT_EQ(head, "%PDF-");
  EXPECT_EQ(terrainAt(battle_, "0101"), "clear") << "exporting does not save";
}

// File > Export for QGIS: a battle not yet placed on the ground is refused with the reason; placed, it is written.
TEST_F(EditorGuiTest, FileExportForQgisNeedsTheGroundAndWritesTheGeoPackage) {
  const std::string script =
      "wait 3\nclick menu:File\nwait 2\nclick menu:File/Export for QGIS (GeoPackage)...\nwait 2\ntype q\n"
      "key ENTER\nwait 3\nquit\n";
  std::string out;
  ASSERT_EQ(run(script, &out, {battle_}), 0) << out;
  EXPECT_NE(out.find("message: Could not export the battle: "), std::string::npos) << out;
  EXPECT_NE(out.find("ground"), std::string::npos) << out;
  EXPECT_FALSE(fs::exists(path("q.gpkg")));
  Battle placed = makeNewBattle();
  placed.ground = GroundPlacement{"EPSG:25833", {327400, 5781600}, 0};
  const std::string placedPath = path("placed.gpkg");
  ASSERT_TRUE(writeBattleFile(placed, placedPath));
  ASSERT_EQ(run(script, &out, {placedPath}), 0) << out;
  EXPECT_NE(out.find("notice: Exported q.gpkg for QGIS: 918 hexes, 0 unit points, 0 map layers"), std::string::npos)
      << out;
  EXPECT_TRUE(fs::exists(path("q.gpkg")));
}

TEST_F(EditorGuiTest, ABadScriptFailsBeforeTheWindowOpens) {
  EXPECT_EQ(run("wait 1\njump 0101\n", nullptr, {battle_}), 1);
  std::ifstream err(path("stderr" + std::to_string(lastRun_) + ".txt"));
  std::string text((std::istreambuf_iterator<char>(err)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("line 2: unknown action 'jump'"), std::string::npos) << text;
  EXPECT_EQ(run("wait 1\npaint 9999 woods\nquit\n", nullptr, {battle_}), 1);  // a hex off the map fails while playing
}

// With no display to open (or memory running out as the window system opens one), the editor says so with the
// battle it was to open, which it leaves as it was.
TEST_F(EditorGuiTest, NoDisplayNamesTheBattleAndLeavesIt) {
  const std::string before = readFile(battle_);
  auto p = start("wait 1\nquit\n", {battle_}, {"DISPLAY=:4049"});
  EXPECT_EQ(p->wait(kLimit), 1);
  const std::string err = readFile(path("stderr" + std::to_string(lastRun_) + ".txt"));
  EXPECT_NE(err.find("GLFW error"), std::string::npos) << err;
  EXPECT_NE(err.find("cartouche: could not open the editor's window for " + battle_ + " (left as it was); stopped"),
            std::string::npos)
      << err;
  EXPECT_EQ(readFile(battle_), before);
  EXPECT_EQ(leftoverCopies(), 0u);
}

#ifdef CARTOUCHE_TEST_HAS_X11
// The X title of the editor's window once it starts with `prefix` (or what it was when the limit passed). Polls
// gently: a storm of connections can keep other clients off the X server.
std::optional<std::string> pollTitle(pid_t pid, const std::string& prefix) {
  std::optional<std::string> title;
  for (auto until = std::chrono::steady_clock::now() + kLimit; std::chrono::steady_clock::now() < until;) {
    title = x11WindowTitle(pid);
    if (title && title->rfind(prefix, 0) == 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return title;
}

// The X window's own title carries the unsaved mark, and the window manager's close message asks before closing:
// the editor is still running when the prompt opens, and Discard then quits with the file as it was.
TEST_F(EditorGuiTest, ClosingTheWindowAsksAboutUnsavedEdits) {
  auto p = start("wait 3\npaint 1717 woods\nprint edited\nwaitprompt\nprint asked\nanswer discard\nwait 100000000\n",
                 {battle_});
  ASSERT_TRUE(p->waitForLine("edited", kLimit)) << p->output();
  // GLFW sets the title after the frame that painted; the X server may take a moment to show it to another client.
  std::optional<std::string> title = pollTitle(p->pid(), "*");
  EXPECT_EQ(title, "*battle.gpkg \xE2\x80\x94 Cartouche");
  ASSERT_TRUE(x11CloseWindow(p->pid()));
  ASSERT_TRUE(p->waitForLine("asked", kLimit)) << p->output();
  EXPECT_EQ(p->wait(kLimit), 0);
  EXPECT_EQ(terrainAt(battle_, "1717"), "clear");
  EXPECT_EQ(leftoverCopies(), 0u);
}

// A desktop dialog runs as a child process: a stand-in `zenity` first on PATH records its arguments and answers with
// a path, which the editor opens (the X title tells when) while it keeps drawing. The child is spawned, not forked:
// with a preloaded fork() that always fails, the dialog still opens.
TEST_F(EditorGuiTest, OpenThroughADesktopDialog) {
  std::string other = path("desk/other.gpkg");
  fs::create_directories(path("bin"));
  fs::create_directories(path("desk"));
  ASSERT_TRUE(writeBattleFile(makeNewBattle(), other));
  std::string fake = path("bin/zenity");
  std::ofstream(fake) << "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" << path("zenity-args.txt") << "'\necho '" << other
                      << "'\n";
  fs::permissions(fake, fs::perms::owner_all);
  const char* oldPath = std::getenv("PATH");
  std::string script = path("open-desk.txt");
  std::ofstream(script) << "wait 3\nkey CTRL+O\nprint asked\nwait 100000000\n";
  EditorProcess p(
      CARTOUCHE_BINARY, {battle_, "--script", script},
      {"CARTOUCHE_STATE_DIR=" + path("state"), "CARTOUCHE_FILE_DIALOG=zenity",
       "PATH=" + path("bin") + ":" + (oldPath ? oldPath : "/usr/bin:/bin"), "LD_PRELOAD=" CARTOUCHE_REFUSE_FORK},
      path("stderr-desk.txt"));
  ASSERT_TRUE(p.waitForLine("asked", kLimit)) << p.output();
  std::optional<std::string> title = pollTitle(p.pid(), "other.gpkg");
  EXPECT_EQ(title, "other.gpkg \xE2\x80\x94 Cartouche");
  ASSERT_TRUE(x11CloseWindow(p.pid()));
  EXPECT_EQ(p.wait(kLimit), 0);
  std::ifstream argsFile(path("zenity-args.txt"));
  std::string args((std::istreambuf_iterator<char>(argsFile)), std::istreambuf_iterator<char>());
  EXPECT_NE(args.find("--file-selection\n"), std::string::npos) << args;
  EXPECT_NE(args.find("--filename=" + dir_.string() + "/\n"), std::string::npos) << args;  // the battle's folder
  EXPECT_EQ(args.find("--save"), std::string::npos) << args;
  EXPECT_EQ(readFile(path("stderr-desk.txt")).find("refuse_fork"), std::string::npos);
}

// Closing the editor while a desktop dialog is still open ends the dialog too, instead of waiting for it.
TEST_F(EditorGuiTest, ClosingWithADesktopDialogOpenEndsTheDialog) {
  fs::create_directories(path("bin"));
  std::string fake = path("bin/zenity");
  std::ofstream(fake) << "#!/bin/sh\nexec sleep 100000\n";
  fs::permissions(fake, fs::perms::owner_all);
  const char* oldPath = std::getenv("PATH");
  std::string script = path("close-desk.txt");
  std::ofstream(script) << "wait 3\nkey CTRL+O\nprint asked\nwait 100000000\n";
  EditorProcess p(CARTOUCHE_BINARY, {battle_, "--script", script},
                  {"CARTOUCHE_STATE_DIR=" + path("state"), "CARTOUCHE_FILE_DIALOG=zenity",
                   "PATH=" + path("bin") + ":" + (oldPath ? oldPath : "/usr/bin:/bin")},
                  path("stderr-close-desk.txt"));
  ASSERT_TRUE(p.waitForLine("asked", kLimit)) << p.output();
  ASSERT_TRUE(x11CloseWindow(p.pid()));
  EXPECT_EQ(p.wait(kLimit), 0);
}

TEST_F(EditorGuiTest, ClosingTheWindowWithNothingUnsavedQuits) {
  auto p = start("wait 3\nprint ready\nwait 100000000\n", {battle_});
  ASSERT_TRUE(p->waitForLine("ready", kLimit)) << p->output();
  ASSERT_TRUE(x11CloseWindow(p->pid()));
  EXPECT_EQ(p->wait(kLimit), 0);
  EXPECT_EQ(leftoverCopies(), 0u);
}
#endif

// Five rounds: edit, wait until the script says the edits are committed, kill -9, restart, recover, save. Every
// edit of every round must be in the file.
TEST_F(EditorGuiTest, KillNineThenRecoverKeepsEveryEdit) {
  const std::vector<std::pair<std::string, std::string>> rounds = {
      {"0505", "woods"}, {"0606", "village"}, {"0707", "marsh"}, {"0808", "fields"}, {"0909", "woods"}};
  for (size_t r = 0; r < rounds.size(); ++r) {
    SCOPED_TRACE("round " + std::to_string(r + 1));
    auto [hex, terrain] = rounds[r];
    std::string nextHex = "2" + hex.substr(1);  // a second edit in another column: 2505, 2606, ...
    auto p = start("wait 2\npaint " + hex + " " + terrain + "\npaint " + nextHex + " " + terrain +
                       "\nprint committed\nwait 100000000\n",
                   {battle_});
    ASSERT_TRUE(p->waitForLine("committed", kLimit)) << p->output();
    p->kill9();
    EXPECT_EQ(p->wait(kLimit), -1);
    EXPECT_EQ(terrainAt(battle_, hex), "clear");  // nothing reached the file itself
    EXPECT_EQ(leftoverCopies(), 1u);

    std::string out;
    ASSERT_EQ(run("wait 3\nanswer recover\nwait 2\ntitle\nsave\ntitle\nquit\n", &out), 0) << out;
    EXPECT_EQ(out,
              "title: *battle.gpkg \xE2\x80\x94 Cartouche\nnotice: Saved battle.gpkg\n"
              "title: battle.gpkg \xE2\x80\x94 Cartouche\n");
    for (size_t k = 0; k <= r; ++k) {
      EXPECT_EQ(terrainAt(battle_, rounds[k].first), rounds[k].second) << rounds[k].first;
      EXPECT_EQ(terrainAt(battle_, "2" + rounds[k].first.substr(1)), rounds[k].second);
    }
    EXPECT_EQ(leftoverCopies(), 0u);
  }
}

}  // namespace
}  // namespace cartouche
