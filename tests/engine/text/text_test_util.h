// Helpers for the text format tests: a temporary folder that cleans up after itself, whole-file reads and writes,
// and a small hand-built battle with every kind of content.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>

#include "model/battle.h"
#include "text/battle_text.h"

namespace cartouche::testing {

class TempDir {
public:
  TempDir() {
    static std::mt19937_64 rng(std::random_device{}());
    path_ = std::filesystem::temp_directory_path() / ("cartouche-text-" + std::to_string(rng()));
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string str() const { return path_.string(); }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

private:
  std::filesystem::path path_;
};

inline std::string readWhole(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

inline void writeWhole(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

inline TerrainType hexType(const std::string& code, const std::string& name, bool blocks = false) {
  TerrainType t;
  t.code = code;
  t.name = name;
  t.blocksLos = blocks;
  t.losHeight = blocks ? 1 : 0;
  return t;
}

inline TerrainType sideType(const std::string& code, const std::string& name, HexsideClass cls) {
  TerrainType t;
  t.code = code;
  t.name = name;
  t.kind = TerrainKind::Hexside;
  t.hexsideClass = cls;
  t.draw = cls == HexsideClass::Edge ? DrawStyle::Edge : DrawStyle::Mark;
  return t;
}

// Dumps, loads and dumps again: the loaded battle equals the original and both dumps are the same text, file by
// file, including which files exist.
inline void expectRoundTrip(const Battle& battle) {
  TempDir a, b;
  ASSERT_TRUE(dumpBattleText(battle, a.str()).isOk());
  Result<Battle> loaded = loadBattleText(a.str());
  ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
  EXPECT_TRUE(*loaded == battle);
  ASSERT_TRUE(dumpBattleText(*loaded, b.str()).isOk());
  for (const std::string& name : battleTextFileNames()) {
    bool inA = std::filesystem::exists(a.file(name)), inB = std::filesystem::exists(b.file(name));
    EXPECT_EQ(inA, inB) << name;
    if (inA && inB) {
      EXPECT_EQ(readWhole(a.file(name)), readWhole(b.file(name))) << name;
    }
  }
}

}  // namespace cartouche::testing
