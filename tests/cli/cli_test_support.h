// Support for the end-to-end tests of the `cartouche` binary: running it (or any program) the way a person does,
// capturing stdout, stderr and the exit status; small battles built in code and written through the text format; and
// file helpers (whole-file reads, folder comparison, PNG header). Scratch folders are support/temp_dir.h's TempDir.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/battle.h"
#include "support/temp_dir.h"

namespace cartouche::test {

struct RunResult {
  int exitCode = -1;  // the status passed to exit(); -1 when the process died of a signal
  std::string out;
  std::string err;
};

// Runs `program` with `args` (stdin from /dev/null) and waits for it.
RunResult runProgram(const std::string& program, const std::vector<std::string>& args);
// Runs the `cartouche` binary this build made.
RunResult runCartouche(const std::vector<std::string>& args);

using testing::TempDir;

// A 6x5 pointy-topped battle that validates clean: clear, woods and village hexes, a stream with a bridge and a
// ford, a road, one hill hex (level 1), one scenario. Its counts are spelled out in cli_test_support.cpp.
Battle makeSmallBattle();
// The small battle with a bridge on a hexside that has no stream; returns that hexside too.
Battle makeBridgeWithoutStream(HexsideId& bridge);
// The small battle with hex `index` painted with terrain id 42, which the vocabulary lacks.
Battle makeUnknownTerrain(int index);

// Writes `battle` as a text folder at `dir` (through the engine's text writer); fails the test on error.
void writeBattleText(const Battle& battle, const std::string& dir);
// Writes `battle` as text into a fresh folder beside `gpkg` and runs `cartouche load` to build `gpkg`; fails the
// test if load does not exit 0.
void buildBattleFile(const Battle& battle, const std::string& gpkg);

std::string readFile(const std::string& path);
void writeFile(const std::string& path, const std::string& content);
// Every regular file under `dir`, by path relative to it, with its content.
std::map<std::string, std::string> readFolder(const std::string& dir);

struct PngSize {
  uint32_t width = 0;
  uint32_t height = 0;
};
// The size in a PNG's IHDR chunk; nullopt when the file does not start with a PNG signature and IHDR.
std::optional<PngSize> readPngSize(const std::string& path);

}  // namespace cartouche::test
