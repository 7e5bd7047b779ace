// A victim for the kill -9 tests (crash_test.cpp). Opens FILE through a WorkingCopy and a Document and, until it
// is killed or SECONDS pass:
//   edit: paints hex (i * 7919) mod hexCount with terrain TYPE, one command per edit, printing "committed N" after
//         each (the working copy commits inside execute());
//   save: for save N, paints the whole map with terrain 1 + (N - 1) % 2 and sets the title to "N", then saves,
//         printing "saved N".
//   rules: edit N replaces the ruleset table "log" (one integer column) by one whose rows are 1, 2, ..., N, one
//          SetRuleTable per edit, printing "committed N";
// Prints "working PATH" first. Output is flushed line by line so the parent knows exactly what finished.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <string>

#include "edit/document.h"
#include "edit/info_commands.h"
#include "edit/map_commands.h"
#include "edit/rule_table_commands.h"
#include "store/working_copy.h"

using namespace cartouche;

int main(int argc, char** argv) {
  if (argc != 5 ||
      (std::strcmp(argv[1], "edit") != 0 && std::strcmp(argv[1], "save") != 0 && std::strcmp(argv[1], "rules") != 0)) {
    std::fprintf(stderr, "usage: store_crash_helper edit|save|rules FILE SECONDS TYPE\n");
    return 2;
  }
  bool edit = std::strcmp(argv[1], "edit") == 0;
  bool rules = std::strcmp(argv[1], "rules") == 0;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(int(std::atof(argv[3]) * 1000));
  TerrainId type = TerrainId(std::atoi(argv[4]));
  auto wc = WorkingCopy::open(argv[2]);
  if (!wc) {
    std::fprintf(stderr, "%s\n", wc.status().message().c_str());
    return 1;
  }
  std::printf("working %s\n", (*wc)->workingPath().c_str());
  std::fflush(stdout);
  Document doc((*wc)->loaded());
  (*wc)->follow(doc);
  int hexCount = doc.battle().map.hexCount();
  std::vector<int> all(static_cast<size_t>(hexCount));
  std::iota(all.begin(), all.end(), 0);
  RuleTable log;
  log.code = "log";
  log.title = "Edits";
  log.columns = {{"n", "Edit", CellType::Integer}};
  for (long i = 0; std::chrono::steady_clock::now() < deadline; ++i) {
    if (rules) {
      log.rows.push_back({std::to_string(i + 1)});
      if (!doc.execute(std::make_unique<SetRuleTable>("log", log))) return 1;
      if (!(*wc)->commitError()) {
        std::fprintf(stderr, "%s\n", (*wc)->commitError().message().c_str());
        return 1;
      }
      std::printf("committed %ld\n", i + 1);
    } else if (edit) {
      if (i >= hexCount) break;
      int hex = int((i * 7919) % hexCount);
      if (!doc.execute(std::make_unique<PaintTerrain>(std::vector<int>{hex}, type))) return 1;
      if (!(*wc)->commitError()) {
        std::fprintf(stderr, "%s\n", (*wc)->commitError().message().c_str());
        return 1;
      }
      std::printf("committed %ld\n", i + 1);
    } else {
      if (!doc.execute(std::make_unique<PaintTerrain>(all, TerrainId(1 + i % 2)))) return 1;
      if (!doc.execute(std::make_unique<SetInfo>("title", std::to_string(i + 1)))) return 1;
      Status s = (*wc)->save();
      if (!s) {
        std::fprintf(stderr, "%s\n", s.message().c_str());
        return 1;
      }
      std::printf("saved %ld\n", i + 1);
    }
    std::fflush(stdout);
  }
  return 0;
}
