#include "pdf_page_tiling.h"

#include <cmath>

namespace cartouche::pdf {

std::optional<Paper> paperFromName(const std::string& name) {
  if (name == "a4" || name == "A4") return Paper::A4;
  if (name == "a3" || name == "A3") return Paper::A3;
  if (name == "poster") return Paper::Poster;
  return std::nullopt;
}

const char* paperName(Paper paper) {
  switch (paper) {
    case Paper::A4:
      return "A4";
    case Paper::A3:
      return "A3";
    case Paper::Poster:
      return "poster";
  }
  return "?";
}

void paperSize(Paper paper, double& width, double& height) {
  if (paper == Paper::A3) {
    width = 297;
    height = 420;
  } else {
    width = 210;
    height = 297;
  }
}

namespace {

// Pages needed along one side: the first shows `printable`, each next one advances printable - overlap.
int pagesAlong(double length, double printable, double overlap) {
  if (length <= printable + 1e-9) return 1;
  return 1 + int(std::ceil((length - printable) / (printable - overlap) - 1e-9));
}

}  // namespace

Result<Tiling> tileDrawing(double width, double height, Paper paper, double overlap) {
  Tiling t;
  t.paper = paper;
  if (paper == Paper::Poster) {
    double pw = width + 2 * kPageMarginMm, ph = height + 2 * kPageMarginMm;
    if (pw > kMaxPageMm || ph > kMaxPageMm)
      return Status::invalidArgument("the poster would be " + std::to_string(int(std::lround(pw))) + " x " +
                                     std::to_string(int(std::lround(ph))) + " mm, over the " +
                                     std::to_string(int(kMaxPageMm)) +
                                     " mm PDF readers accept: choose a smaller --hex-mm or --paper a4/a3");
    t.landscape = width > height;
    t.tiles.push_back({0, 0, pw, ph, {0, 0, width, height}});
    return t;
  }
  double pw, ph;
  paperSize(paper, pw, ph);
  t.overlap = overlap;
  struct Choice {
    bool landscape;
    double pageW, pageH;
    int columns, rows;
  };
  std::optional<Choice> best;
  for (bool landscape : {false, true}) {
    double w = landscape ? ph : pw, h = landscape ? pw : ph;
    double aw = w - 2 * kPageMarginMm, ah = h - 2 * kPageMarginMm;
    if (overlap >= aw / 2 || overlap >= ah / 2)
      return Status::invalidArgument("--overlap-mm " + std::to_string(int(overlap)) + " is too large for " +
                                     paperName(paper) + " pages (at most half the printed area)");
    Choice c{landscape, w, h, pagesAlong(width, aw, overlap), pagesAlong(height, ah, overlap)};
    if (!best || long(c.columns) * c.rows < long(best->columns) * best->rows) best = c;
  }
  t.landscape = best->landscape;
  t.columns = best->columns;
  t.rows = best->rows;
  double aw = best->pageW - 2 * kPageMarginMm, ah = best->pageH - 2 * kPageMarginMm;
  for (int r = 0; r < t.rows; ++r)
    for (int c = 0; c < t.columns; ++c)
      t.tiles.push_back({r, c, best->pageW, best->pageH, {c * (aw - overlap), r * (ah - overlap), aw, ah}});
  return t;
}

}  // namespace cartouche::pdf
