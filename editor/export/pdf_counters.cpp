#include "pdf_counters.h"

#include <algorithm>
#include <cmath>

#include "pdf_text.h"

namespace cartouche::pdf {

namespace {

constexpr Rgba kInk{15, 15, 15, 255};
constexpr Rgba kBox{250, 250, 245, 255};

void armSymbol(cairo_t* cr, const std::optional<Arm>& arm, double x0, double y0, double x1, double y1, double width) {
  setColour(cr, kInk);
  if (!arm) {
    centredText(cr, "?", (x0 + x1) / 2, y1 - 0.12 * (y1 - y0), 0.9 * (y1 - y0));
    return;
  }
  cairo_set_line_width(cr, width);
  switch (*arm) {
    case Arm::Infantry:
      cairo_move_to(cr, x0, y0);
      cairo_line_to(cr, x1, y1);
      cairo_move_to(cr, x0, y1);
      cairo_line_to(cr, x1, y0);
      cairo_stroke(cr);
      break;
    case Arm::Cavalry:
      cairo_move_to(cr, x0, y1);
      cairo_line_to(cr, x1, y0);
      cairo_stroke(cr);
      break;
    case Arm::Artillery:
      cairo_arc(cr, (x0 + x1) / 2, (y0 + y1) / 2, 0.22 * (y1 - y0) + 0.2, 0, 2 * M_PI);
      cairo_fill(cr);
      break;
    case Arm::Other:
      break;
  }
}

// The name on one line, or on two (split at the space or slash nearest its middle) when one line would shrink it
// below two thirds of its size.
// A five-pointed star centred at (cx, cy) reaching `r`: white, outlined in ink (a leader's mark).
void leaderStar(cairo_t* cr, double cx, double cy, double r, double line) {
  for (int k = 0; k < 10; ++k) {
    const double radius = k % 2 == 0 ? r : 0.41 * r, angle = -M_PI / 2 + k * M_PI / 5;
    if (k == 0)
      cairo_move_to(cr, cx + radius * std::cos(angle), cy + radius * std::sin(angle));
    else
      cairo_line_to(cr, cx + radius * std::cos(angle), cy + radius * std::sin(angle));
  }
  cairo_close_path(cr);
  setColour(cr, kBox);
  cairo_fill_preserve(cr);
  setColour(cr, kInk);
  cairo_set_line_width(cr, line);
  cairo_stroke(cr);
}

void nameLines(cairo_t* cr, const std::string& name, double centreX, double baseline, double s) {
  double size = 0.16 * s, width = 0.92 * s;
  size_t split = std::string::npos;
  if (textWidth(cr, name, size, Weight::Bold) > 1.5 * width) {
    for (size_t i = 1; i + 1 < name.size(); ++i)
      if ((name[i] == ' ' || name[i] == '/') &&
          (split == std::string::npos ||
           std::abs(double(i) - name.size() / 2.0) < std::abs(double(split) - name.size() / 2.0)))
        split = i;
  }
  if (split == std::string::npos) {
    centredText(cr, name, centreX, baseline, size, width, Weight::Bold);
    return;
  }
  std::string first = name.substr(0, name[split] == '/' ? split + 1 : split), second = name.substr(split + 1);
  double small = 0.75 * size;
  centredText(cr, first, centreX, baseline - 0.55 * small, small, width, Weight::Bold);
  centredText(cr, second, centreX, baseline + 0.5 * small, small, width, Weight::Bold);
}

}  // namespace

void drawCounterFace(cairo_t* cr, const CounterFace& f, double x, double y, double s) {
  cairo_save(cr);
  cairo_rectangle(cr, x, y, s, s);
  cairo_clip(cr);
  setColour(cr, f.colour);
  cairo_rectangle(cr, x, y, s, s);
  cairo_fill(cr);
  Rgba ink = inkOn(f.colour);
  if (f.back) {  // the reduced side: a white band across the top
    setColour(cr, kBox);
    cairo_rectangle(cr, x, y, s, 0.1 * s);
    cairo_fill(cr);
  }
  double line = std::max(0.15, 0.03 * s);
  if (f.leader) {
    leaderStar(cr, x + 0.5 * s, y + 0.25 * s, 0.13 * s, line);
    setColour(cr, ink);
    centredText(cr, f.rank, x + 0.5 * s, y + 0.47 * s, 0.09 * s, 0.9 * s);
  } else {
    double bx0 = x + 0.27 * s, by0 = y + 0.15 * s, bx1 = x + 0.73 * s, by1 = y + 0.42 * s;
    setColour(cr, kBox);
    cairo_rectangle(cr, bx0, by0, bx1 - bx0, by1 - by0);
    cairo_fill(cr);
    armSymbol(cr, f.arm, bx0, by0, bx1, by1, line);
    setColour(cr, kInk);
    cairo_set_line_width(cr, line);
    cairo_rectangle(cr, bx0, by0, bx1 - bx0, by1 - by0);
    cairo_stroke(cr);
  }
  if (!f.caption.empty()) {
    setColour(cr, f.back ? kInk : ink);
    centredText(cr, f.caption, x + 0.5 * s, y + 0.085 * s, 0.085 * s, 0.9 * s);
  }
  setColour(cr, ink);
  nameLines(cr, f.name, x + 0.5 * s, y + 0.61 * s, s);
  // Values: one slot each, a dash between slots; an unknown value leaves its slot blank. Up to four on one row;
  // more (La Bataille's eight) on two smaller rows.
  size_t n = f.values.size();
  size_t rows = n > 4 ? 2 : 1;
  for (size_t row = 0, first = 0; row < rows; ++row) {
    size_t count = rows == 1 ? n : row == 0 ? (n + 1) / 2 : n - (n + 1) / 2;
    double slot = 0.92 * s / double(std::max<size_t>(count, 1)), left = x + 0.04 * s;
    double size = rows == 1 ? 0.22 * s : 0.15 * s, baseline = y + (rows == 1 ? 0.88 : row == 0 ? 0.78 : 0.95) * s;
    for (size_t i = 0; i < count; ++i) {
      const std::optional<std::string>& v = f.values[first + i];
      if (v) centredText(cr, *v, left + slot * (i + 0.5), baseline, size, 0.95 * slot, Weight::Bold);
      if (i + 1 < count) centredText(cr, "-", left + slot * (i + 1), baseline, 0.6 * size);
    }
    first += count;
  }
  cairo_restore(cr);
}

void drawSheetPage(cairo_t* cr, const std::vector<Counter>& counters, const SheetLayout& l, const SheetPage& page,
                   const std::string& title) {
  double s = l.counterMm;
  for (const SheetSlot& slot : page.slots) {
    const Counter& c = counters[slot.counter];
    drawCounterFace(cr, page.backs ? c.back : c.front, l.left + slot.column * s, l.top + slot.row * s, s);
  }
  // Cut lines over the used cells, and crop ticks outside the grid at every line.
  int usedRows = 0;
  for (const SheetSlot& slot : page.slots) usedRows = std::max(usedRows, slot.row + 1);
  double right = l.left + l.columns * s, bottom = l.top + usedRows * s;
  setColour(cr, {40, 40, 40, 255});
  cairo_set_line_width(cr, 0.1);
  for (const SheetSlot& slot : page.slots) cairo_rectangle(cr, l.left + slot.column * s, l.top + slot.row * s, s, s);
  cairo_stroke(cr);
  cairo_set_line_width(cr, 0.2);
  for (int c = 0; c <= l.columns; ++c) {
    double x = l.left + c * s;
    cairo_move_to(cr, x, l.top - 5);
    cairo_line_to(cr, x, l.top - 1);
    cairo_move_to(cr, x, bottom + 1);
    cairo_line_to(cr, x, bottom + 5);
  }
  for (int r = 0; r <= usedRows; ++r) {
    double y = l.top + r * s;
    cairo_move_to(cr, l.left - 5, y);
    cairo_line_to(cr, l.left - 1, y);
    cairo_move_to(cr, right + 1, y);
    cairo_line_to(cr, right + 5, y);
  }
  cairo_stroke(cr);
  setColour(cr, kInk);
  leftText(cr, title, l.left, l.top - 6.5, 3.5, l.columns * s);
}

}  // namespace cartouche::pdf
