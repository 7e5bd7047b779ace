#include "pdf_text.h"

#include <algorithm>

namespace cartouche::pdf {

void setColour(cairo_t* cr, Rgba c) { cairo_set_source_rgba(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0, c.a / 255.0); }

Rgba inkOn(Rgba c) {
  double luminance = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b;
  return luminance > 140 ? Rgba{15, 15, 15, 255} : Rgba{250, 250, 250, 255};
}

Rgba mix(Rgba c, Rgba towards, double t) {
  auto m = [t](uint8_t a, uint8_t b) { return uint8_t(std::clamp(a + (b - a) * t, 0.0, 255.0) + 0.5); };
  return {m(c.r, towards.r), m(c.g, towards.g), m(c.b, towards.b), c.a};
}

namespace {

void selectFace(cairo_t* cr, double size, Weight weight) {
  cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                         weight == Weight::Bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
}

}  // namespace

double textWidth(cairo_t* cr, const std::string& text, double size, Weight weight) {
  selectFace(cr, size, weight);
  cairo_text_extents_t e;
  cairo_text_extents(cr, text.c_str(), &e);
  return e.x_advance;
}

namespace {

// Places `text` with its left edge at `x` (align 0) or its centre (align 0.5), shrunk to fit `maxWidth` (never
// under a third of `size`, which stays legible at 16 mm hexes). The text is measured once: its width scales with
// its size. Returns the width drawn.
double placeText(cairo_t* cr, const std::string& text, double x, double baseline, double size, double maxWidth,
                 Weight weight, double align) {
  if (text.empty()) return 0;
  double w = textWidth(cr, text, size, weight);
  if (maxWidth > 0 && w > maxWidth && w > 0) {
    double fitted = std::max(size / 3, size * maxWidth / w);
    w *= fitted / size;
    cairo_set_font_size(cr, fitted);
  }
  cairo_move_to(cr, x - align * w, baseline);
  cairo_show_text(cr, text.c_str());
  return w;
}

}  // namespace

void centredText(cairo_t* cr, const std::string& text, double centreX, double baseline, double size, double maxWidth,
                 Weight weight) {
  placeText(cr, text, centreX, baseline, size, maxWidth, weight, 0.5);
}

double leftText(cairo_t* cr, const std::string& text, double x, double baseline, double size, double maxWidth,
                Weight weight) {
  return placeText(cr, text, x, baseline, size, maxWidth, weight, 0);
}

}  // namespace cartouche::pdf
