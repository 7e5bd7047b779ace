// File > Export for VASSAL (module) in the real editor under Xvfb: the file dialog, the module written beside the
// editor with every unsaved edit, the notice when it is done, and the reason when it is refused. The module is read
// back the way VASSAL reads it (tests/export/vassal_reader.h). Frame counts and `exportwait` decide what happens;
// time limits only stop a hung editor.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "editor_process.h"
#include "store/battle_file.h"
#include "support/temp_dir.h"
#include "vassal_reader.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{120};

class VassalExportGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    fs::copy_file(CARTOUCHE_SAMPLE_BATTLE_DIR "/hagelberg-1813.gpkg", battle_);
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  int run(const std::string& script, std::string* out) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), battle_.string()};
    r.limit = kLimit;
    return runScript(r, script, out);
  }
  // The menu entry, NAME typed into the file dialog, and the wait for the export to end.
  static std::string exportScript(const std::string& name) {
    return "click menu:File\nwait 2\nclick menu:File/Export for VASSAL (module)...\nwait 2\ntype " + name +
           "\nkey ENTER\nexportwait\nwait 2\n";
  }
  // The module's entries, read as VASSAL reads the zip.
  static std::map<std::string, std::string> entries(const std::string& file) {
    std::string error;
    std::optional<std::map<std::string, std::string>> zip = test::vassal::readZip(readFile(file), error);
    EXPECT_TRUE(zip) << file << ": " << error;
    return zip ? *zip : std::map<std::string, std::string>{};
  }

  testing::TempDir temp_{"vassal-export-gui"};
  fs::path dir_ = temp_.path();
  fs::path battle_ = dir_ / "hagelberg.gpkg";
};

// The module holds the battle as it is in the editor: an edit not yet saved changes its board; exporting saves
// nothing. The notice says what was written; the build file has a piece slot for each unit and leader and a set-up
// per scenario.
TEST_F(VassalExportGuiTest, FileExportForVassalWritesTheModuleWithUnsavedEdits) {
  Result<Battle> saved = readBattleFile(battle_.string());
  ASSERT_TRUE(saved) << saved.status().message();
  const std::string units = std::to_string(saved->army.units.size());
  std::string out;
  ASSERT_EQ(run("wait 3\n" + exportScript("as-saved") + "paint 0101 woods\npaint 0102 woods\npaint 0201 woods\n" +
                    exportScript("edited") + "quit\nanswer discard\n",
                &out),
            0)
      << out;
  EXPECT_NE(out.find("notice: Exporting as-saved.vmod for VASSAL..."), std::string::npos) << out;
  EXPECT_NE(out.find("notice: Exported as-saved.vmod for VASSAL: " + units + " units, "), std::string::npos) << out;
  EXPECT_NE(out.find("notice: Exported edited.vmod for VASSAL: " + units + " units, "), std::string::npos) << out;
  std::map<std::string, std::string> asSaved = entries(path("as-saved.vmod")), edited = entries(path("edited.vmod"));
  ASSERT_TRUE(asSaved.count("buildFile.xml")) << "entries: " << asSaved.size();
  std::string error;
  std::optional<test::vassal::XmlElement> build = test::vassal::parseXml(asSaved.at("buildFile.xml"), error);
  ASSERT_TRUE(build) << error;
  EXPECT_EQ(build->findAll("VASSAL.build.widget.PieceSlot").size(),
            saved->army.units.size() + saved->army.leaders.size());
  const size_t setups = build->findAll("VASSAL.build.module.PredefinedSetup").size();
  EXPECT_GE(setups, saved->scenarios.size());
  EXPECT_NE(out.find(units + " units, " + std::to_string(saved->army.leaders.size()) + " leaders, " +
                     std::to_string(setups) + " set-ups"),
            std::string::npos)
      << out;
  ASSERT_TRUE(asSaved.count("images/board.png") && edited.count("images/board.png"));
  EXPECT_NE(asSaved.at("images/board.png"), edited.at("images/board.png")) << "the painted woods are on the board";
  EXPECT_EQ(asSaved.at("buildFile.xml"), edited.at("buildFile.xml"));
  Result<Battle> after = readBattleFile(battle_.string());
  ASSERT_TRUE(after);
  EXPECT_EQ(after->map.terrain(after->map.indexOf(*after->map.grid().parseLabel("0101"))),
            saved->map.terrain(saved->map.indexOf(*saved->map.grid().parseLabel("0101"))))
      << "exporting does not save";
  EXPECT_FALSE(fs::exists(dir_ / "hagelberg.vmod"));
}

// A module that cannot be written (a folder stands where it would go) is refused with the reason, and nothing is
// left half-written.
TEST_F(VassalExportGuiTest, AModuleThatCannotBeWrittenIsRefusedWithTheReason) {
  fs::create_directories(dir_ / "taken.vmod");
  // The file dialog asks before replacing what is there; the second Enter says yes.
  std::string out;
  ASSERT_EQ(run("wait 3\nclick menu:File\nwait 2\nclick menu:File/Export for VASSAL (module)...\nwait 2\ntype taken\n"
                "key ENTER\nwait 2\nkey ENTER\nexportwait\nwait 2\nquit\n",
                &out),
            0)
      << out;
  EXPECT_NE(out.find("message: Could not export the battle: " + path("taken.vmod") + ": "), std::string::npos) << out;
  EXPECT_NE(out.find("cannot write the module"), std::string::npos) << out;
  EXPECT_EQ(out.find("notice: Exported"), std::string::npos) << out;
  EXPECT_TRUE(fs::is_directory(dir_ / "taken.vmod"));
  for (const auto& e : fs::directory_iterator(dir_))
    EXPECT_EQ(e.path().filename().string().rfind(".taken", 0), std::string::npos) << e.path();
}

}  // namespace
}  // namespace cartouche
