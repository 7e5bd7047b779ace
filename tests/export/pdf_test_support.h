// What the print tests share: a small battle with an army whose names carry diacritics and whose values are partly
// unknown, and poppler run on a PDF the way a person checks one (page count and sizes, a page rendered to pixels,
// the text on the pages).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/battle.h"

namespace cartouche::test {

// makeSmallBattle() with two sides (pl blue, ru green) and four units: a Polish infantry battalion with every value
// known and steps "2" and "2 back" over two counters, Zajączek's battalion with no values at all, a Russian
// cavalry squadron (Jekatierynosławski) with one step, and a battery of unknown troop type.
Battle makeArmyBattle();

struct PdfInfo {
  int pages = 0;
  std::vector<std::pair<double, double>> sizes;  // points, per page
  std::string title;
};
// pdfinfo -f 1 -l last FILE; fails the test when pdfinfo does.
PdfInfo pdfInfo(const std::string& pdf);

struct Image {
  int width = 0, height = 0;
  std::vector<uint8_t> rgb;
  // The pixel at (x, y) as {r, g, b}.
  std::array<int, 3> at(int x, int y) const;
};
// pdftoppm page `page` (1-based) at `dpi`; also writes `png` (for looking at) when not empty.
Image renderPage(const std::string& pdf, int page, int dpi, const std::string& png = "");
// pdftotext of pages first..last (1-based), or the whole file with 0, 0.
std::string pdfText(const std::string& pdf, int first = 0, int last = 0);

}  // namespace cartouche::test
