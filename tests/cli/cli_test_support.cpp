// Running programs for the end-to-end tests, scratch folders and the small test battles.
#include "cli_test_support.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "text/battle_text.h"

extern char** environ;

namespace cartouche::test {

namespace fs = std::filesystem;

RunResult runProgram(const std::string& program, const std::vector<std::string>& args) {
  RunResult result;
  int outPipe[2], errPipe[2];
  if (pipe2(outPipe, O_CLOEXEC) != 0 || pipe2(errPipe, O_CLOEXEC) != 0) {
    ADD_FAILURE() << "pipe: " << std::strerror(errno);
    return result;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1);
  posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2);

  std::vector<std::string> argvStrings = {program};
  argvStrings.insert(argvStrings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& s : argvStrings) argv.push_back(s.data());
  argv.push_back(nullptr);

  pid_t pid = 0;
  int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(outPipe[1]);
  close(errPipe[1]);
  if (spawned != 0) {
    close(outPipe[0]);
    close(errPipe[0]);
    ADD_FAILURE() << "cannot start " << program << ": " << std::strerror(spawned);
    return result;
  }

  // Read both pipes until both close, so a chatty child never blocks on a full pipe.
  std::array<pollfd, 2> fds = {{{outPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}}};
  std::string* sinks[2] = {&result.out, &result.err};
  int open = 2;
  char buffer[65536];
  while (open > 0) {
    if (poll(fds.data(), fds.size(), -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (size_t i = 0; i < fds.size(); ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
      if (n > 0) {
        sinks[i]->append(buffer, size_t(n));
      } else if (n == 0 || errno != EINTR) {
        close(fds[i].fd);
        fds[i].fd = -1;
        --open;
      }
    }
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

RunResult runCartouche(const std::vector<std::string>& args) { return runProgram(CARTOUCHE_BINARY, args); }

namespace {

TerrainId addType(Battle& b, TerrainType t) {
  Result<TerrainId> id = b.vocabulary.add(std::move(t));
  EXPECT_TRUE(id.isOk()) << id.status().message();
  return id.isOk() ? *id : TerrainId(0);
}

TerrainType hexTerrain(const char* code, const char* name, Rgba colour) {
  TerrainType t;
  t.code = code;
  t.name = name;
  t.colour = colour;
  return t;
}

TerrainType hexsideFeature(const char* code, const char* name, HexsideClass cls, DrawStyle draw) {
  TerrainType t;
  t.code = code;
  t.name = name;
  t.kind = TerrainKind::Hexside;
  t.hexsideClass = cls;
  t.draw = draw;
  return t;
}

}  // namespace

// Counts the tests rely on: 26 clear, 3 woods, 1 village; stream on 3 hexsides, bridge 1, ford 1, road 2;
// 5 hexsides with features; one level-1 hex with six on-map neighbours, so 6 derived slopes.
Battle makeSmallBattle() {
  Battle b;
  b.info["title"] = "Bitwa pod Zieloną 1794";
  b.info["date"] = "1794-04-04";
  b.info["system"] = "raclawice";
  b.info["map_provenance"] = "reconstruction: drawn for the command-line tests";
  TerrainId clear = addType(b, hexTerrain("clear", "Clear", {220, 220, 180, 255}));
  TerrainId woods = addType(b, hexTerrain("woods", "Woods", {60, 130, 60, 255}));
  TerrainId village = addType(b, hexTerrain("village", "Village", {180, 80, 60, 255}));
  TerrainType streamType = hexsideFeature("stream", "Stream", HexsideClass::Edge, DrawStyle::Edge);
  streamType.water = true;
  TerrainId stream = addType(b, streamType);
  TerrainType bridgeType = hexsideFeature("bridge", "Bridge", HexsideClass::Crossing, DrawStyle::Mark);
  bridgeType.needsWater = true;
  TerrainId bridge = addType(b, bridgeType);
  TerrainType fordType = hexsideFeature("ford", "Ford", HexsideClass::Crossing, DrawStyle::Mark);
  fordType.needsWater = true;
  TerrainId ford = addType(b, fordType);
  TerrainId road = addType(b, hexsideFeature("road", "Road", HexsideClass::Crossing, DrawStyle::Path));

  GridSettings grid;
  grid.columns = 6;
  grid.rows = 5;
  b.map = HexMap(grid, clear);
  HexMap& m = b.map;
  for (int i : {7, 8, 13}) m.setTerrain(i, woods);
  m.setTerrain(20, village);
  m.setLevel(14, 1);  // column 2, row 2: all six neighbours are on the map
  m.setFeature(hexsideOf(m.hexAt(9), 0), {stream});
  m.setFeature(hexsideOf(m.hexAt(9), 0), {bridge});
  m.setFeature(hexsideOf(m.hexAt(9), 1), {stream});
  m.setFeature(hexsideOf(m.hexAt(9), 1), {ford});
  m.setFeature(hexsideOf(m.hexAt(15), 0), {stream});
  m.setFeature(hexsideOf(m.hexAt(25), 0), {road});
  m.setFeature(hexsideOf(m.hexAt(26), 0), {road});

  Scenario s;
  s.code = "historical";
  s.name = "Historical scenario";
  s.description = "The only scenario of the test battle.";
  s.startTime = "10:00";
  s.turnMinutes = 20;
  s.turns = 12;
  b.scenarios.push_back(s);
  return b;
}

Battle makeBridgeWithoutStream(HexsideId& bridge) {
  Battle b = makeSmallBattle();
  bridge = hexsideOf(b.map.hexAt(22), 0);
  b.map.setFeature(bridge, {*b.vocabulary.find("bridge")});
  return b;
}

Battle makeUnknownTerrain(int index) {
  Battle b = makeSmallBattle();
  b.map.setTerrain(index, 42);
  return b;
}

void writeBattleText(const Battle& battle, const std::string& dir) {
  Status s = dumpBattleText(battle, dir);
  ASSERT_TRUE(s.isOk()) << s.message();
}

void buildBattleFile(const Battle& battle, const std::string& gpkg) {
  std::string dir = gpkg + ".text";
  writeBattleText(battle, dir);
  if (::testing::Test::HasFatalFailure()) return;
  RunResult r = runCartouche({"load", dir, gpkg});
  ASSERT_EQ(r.exitCode, 0) << r.err;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void writeFile(const std::string& path, const std::string& content) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << content;
  ASSERT_TRUE(out.good()) << "cannot write " << path;
}

std::map<std::string, std::string> readFolder(const std::string& dir) {
  std::map<std::string, std::string> files;
  for (const fs::directory_entry& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) files[fs::relative(e.path(), dir).string()] = readFile(e.path().string());
  return files;
}

std::optional<PngSize> readPngSize(const std::string& path) {
  std::string bytes = readFile(path);
  static const char kSignature[] = "\x89PNG\r\n\x1a\n";
  if (bytes.size() < 24 || bytes.compare(0, 8, kSignature, 8) != 0 || bytes.compare(12, 4, "IHDR") != 0)
    return std::nullopt;
  auto be32 = [&](size_t at) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data() + at);
    return uint32_t(p[0]) << 24 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 8 | uint32_t(p[3]);
  };
  return PngSize{be32(16), be32(20)};
}

}  // namespace cartouche::test
