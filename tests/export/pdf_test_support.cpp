#include "pdf_test_support.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "cli_test_support.h"

namespace cartouche::test {

Battle makeArmyBattle() {
  Battle b = makeSmallBattle();
  ArmyVocabulary& v = b.armyVocabulary;
  v.troopTypes = {{"infantry", "Infantry", Arm::Infantry, false},
                  {"cavalry", "Cavalry", Arm::Cavalry, false},
                  {"artillery", "Artillery", Arm::Artillery, false}};
  v.fields = {{"morale", "Morale", ValueKind::Integer, ""},
              {"strength", "Strength", ValueKind::Integer, ""},
              {"firepower", "Firepower", ValueKind::Integer, ""},
              {"strip", "Commander strip", ValueKind::Text, ""}};
  Army& a = b.army;
  a.sides = {{"pl", "Polish army", {40, 80, 200, 255}}, {"ru", "Russian army", {40, 140, 70, 255}}};
  a.nodes = {{"pl", "", "pl", "army", "Polish army", "", "Kościuszko", "polish", "", ""},
             {"ru", "", "ru", "army", "Russian army", "", "Tormasow", "russian", "", ""}};
  Unit grenadiers;
  grenadiers.code = "pl-gren";
  grenadiers.node = "pl";
  grenadiers.name = "Grenadierzy Kościuszki";
  grenadiers.shortName = "Gren. Kościuszki";
  grenadiers.troopType = "infantry";
  grenadiers.values = {{"morale", "7"}, {"strength", "6"}, {"firepower", "5"}};
  grenadiers.losses = {{"2", {{"morale", "4"}, {"strength", "3"}, {"firepower", "2"}}}, {"2 back", {{"morale", "3"}}}};
  grenadiers.counters = 2;
  Unit zajaczek;
  zajaczek.code = "pl-zaj";
  zajaczek.node = "pl";
  zajaczek.name = "I/Zajączek";
  zajaczek.troopType = "infantry";
  Unit cossacks;
  cossacks.code = "ru-jek";
  cossacks.node = "ru";
  cossacks.name = "Jekatierynosławski";
  cossacks.troopType = "cavalry";
  cossacks.values = {{"morale", "8"}, {"strength", "4"}};
  cossacks.losses = {{"reduced", {{"morale", "6"}}}};
  Unit battery;
  battery.code = "ru-bat";
  battery.node = "ru";
  battery.name = "Bateria";
  a.units = {grenadiers, zajaczek, cossacks, battery};
  return b;
}

namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

PdfInfo pdfInfo(const std::string& pdf) {
  PdfInfo info;
  RunResult r = runProgram("/usr/bin/pdfinfo", {"-f", "1", "-l", "100000", pdf});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  std::istringstream lines(r.out);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("Pages:", 0) == 0) info.pages = std::stoi(line.substr(6));
    if (line.rfind("Title:", 0) == 0) {
      size_t at = line.find_first_not_of(' ', 6);
      info.title = at == std::string::npos ? "" : line.substr(at);
    }
    double w, h;
    int page;
    if (std::sscanf(line.c_str(), "Page %d size: %lf x %lf", &page, &w, &h) == 3) info.sizes.push_back({w, h});
  }
  return info;
}

std::array<int, 3> Image::at(int x, int y) const {
  size_t i = (size_t(y) * size_t(width) + size_t(x)) * 3;
  return {rgb[i], rgb[i + 1], rgb[i + 2]};
}

Image renderPage(const std::string& pdf, int page, int dpi, const std::string& png) {
  Image img;
  std::string p = std::to_string(page), prefix = pdf + ".page" + p;
  RunResult r =
      runProgram("/usr/bin/pdftoppm", {"-f", p, "-l", p, "-r", std::to_string(dpi), "-singlefile", pdf, prefix});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  if (!png.empty()) {
    RunResult q = runProgram("/usr/bin/pdftoppm", {"-f", p, "-l", p, "-r", std::to_string(dpi), "-singlefile", "-png",
                                                   pdf, png.substr(0, png.size() - 4)});
    EXPECT_EQ(q.exitCode, 0) << q.err;
  }
  std::string data = slurp(prefix + ".ppm");
  std::istringstream in(data);
  std::string magic;
  int maxValue = 0;
  in >> magic >> img.width >> img.height >> maxValue;
  in.get();
  EXPECT_EQ(magic, "P6");
  size_t offset = size_t(in.tellg());
  img.rgb.assign(data.begin() + long(offset), data.end());
  EXPECT_EQ(img.rgb.size(), size_t(img.width) * size_t(img.height) * 3);
  return img;
}

std::string pdfText(const std::string& pdf, int first, int last) {
  std::vector<std::string> args;
  if (first > 0) args = {"-f", std::to_string(first), "-l", std::to_string(last)};
  args.push_back(pdf);
  args.push_back("-");
  RunResult r = runProgram("/usr/bin/pdftotext", args);
  EXPECT_EQ(r.exitCode, 0) << r.err;
  return r.out;
}

}  // namespace cartouche::test
