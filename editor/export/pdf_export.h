// `cartouche export pdf`: a battle printed as a vector PDF (cairo). Map pages first (the map at a chosen hex size,
// tiled over A4/A3 pages or on one poster page, with its legend band), then the counter sheet of the order of
// battle (fronts, then their backs mirrored). The file is written beside OUT and renamed over it, so OUT is either
// the old file or the whole new one. Thread-safety: functions of their arguments.
#pragma once

#include <cstddef>
#include <string>

#include "base/status.h"
#include "model/battle.h"
#include "pdf_page_tiling.h"

namespace cartouche::pdf {

struct PdfOptions {
  Paper paper = Paper::A4;
  double hexMm = 16;      // across the flats
  double overlapMm = 10;  // shared by neighbouring pages
  double counterMm = 16;  // a counter's side
  bool map = true;
  bool counters = true;
};

struct PdfSummary {
  int mapPages = 0, rows = 0, columns = 0;
  bool landscape = false;
  int counterPages = 0;
  size_t counters = 0;
};

// Writes `battle` to `out`. InvalidArgument for what the battle or the options cannot give (a poster too large,
// counters asked of a battle without units); IoError when `out` cannot be written, which is then left as it was.
Result<PdfSummary> writePdf(const Battle& battle, const std::string& out, const PdfOptions& options);

}  // namespace cartouche::pdf
