#include "support/play_fixture.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace cartouche::testing {

namespace {

std::string readAll(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << "cannot read " << path;
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

void writeRaclawiceWithTestCharts(const std::string& sourceDir, const std::string& dir) {
  namespace fs = std::filesystem;
  const fs::path sample = fs::path(sourceDir) / "sample-battles" / "raclawice-1794";
  fs::create_directories(dir);
  for (const fs::directory_entry& e : fs::directory_iterator(sample))
    if (e.is_regular_file())
      fs::copy_file(e.path(), fs::path(dir) / e.path().filename(), fs::copy_options::overwrite_existing);
  std::string rules = readAll(sample / "rules.txt");
  // The sample's movement table (blank cells) goes: the test charts bring one with costs.
  const size_t start = rules.find("[table movement]\n");
  ASSERT_NE(start, std::string::npos);
  const size_t end = rules.find("\n[table ", start + 1);
  ASSERT_NE(end, std::string::npos);
  rules.erase(start, end + 1 - start);
  rules += "\n" + readAll(fs::path(sourceDir) / "tests" / "fixtures" / "play" / "raclawice-test-charts.txt");
  std::ofstream(fs::path(dir) / "rules.txt", std::ios::binary | std::ios::trunc) << rules;

  // Test values for the units the play tests fight with: the counters' printed values are not in the rulebook's text.
  std::string army = readAll(sample / "army.txt");
  struct TestValues {
    const char* code;
    const char* morale;
    const char* strength;
    const char* firepower;
  };
  for (const TestValues& t :
       {TestValues{"ru-1-iii-jekatierynoslawski", "7", "4", "6"}, TestValues{"pl-v-2-m-bkn", "6", "3", "2"}}) {
    const std::string head = std::string("| ") + t.code + " |";
    const size_t at = army.find(head);
    ASSERT_NE(at, std::string::npos) << t.code;
    const size_t end = army.find('\n', at);
    // code node name short_name troop_type counters morale strength firepower counter-id strip source notes
    std::vector<std::string> cells;
    std::string row = army.substr(at + 1, end - at - 2);
    for (size_t from = 0;;) {
      const size_t bar = row.find('|', from);
      cells.push_back(row.substr(from, bar == std::string::npos ? std::string::npos : bar - from));
      if (bar == std::string::npos) break;
      from = bar + 1;
    }
    ASSERT_EQ(cells.size(), 13u) << row;
    cells[6] = std::string(" ") + t.morale + " ";
    cells[7] = std::string(" ") + t.strength + " ";
    cells[8] = std::string(" ") + t.firepower + " ";
    cells[12] = " \"TEST VALUES for the play tests, not the counter's\" ";
    std::string patched = "|";
    for (const std::string& c : cells) patched += c + "|";
    army.replace(at, end - at, patched);
  }
  std::ofstream(fs::path(dir) / "army.txt", std::ios::binary | std::ios::trunc) << army;
}

}  // namespace cartouche::testing
