// Helpers for the text format tests: whole-file reads and writes and a small hand-built battle with every kind of
// content; temporary folders come from support/temp_dir.h.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "model/battle.h"
#include "support/temp_dir.h"
#include "text/battle_text.h"

namespace cartouche::testing {

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
    bool inA = std::filesystem::exists(a / name), inB = std::filesystem::exists(b / name);
    EXPECT_EQ(inA, inB) << name;
    if (inA && inB) {
      EXPECT_EQ(readWhole(a / name), readWhole(b / name)) << name;
    }
  }
}

}  // namespace cartouche::testing
