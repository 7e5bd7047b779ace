// Text and colour on a cairo page in millimetres: one sans-serif face (DejaVu Sans, which carries Polish, German and
// Cyrillic letters), text placed by its centre or left edge and shrunk to fit a width, and the black-or-white ink
// that reads on a colour. Thread-safety: functions of their arguments; a cairo_t belongs to one thread.
#pragma once

#include <cairo.h>

#include <string>

#include "model/terrain.h"

namespace cartouche::pdf {

void setColour(cairo_t* cr, Rgba c);
// Black or white, whichever reads better on `c`.
Rgba inkOn(Rgba c);
// `c` mixed towards `towards` by t in 0..1.
Rgba mix(Rgba c, Rgba towards, double t);

enum class Weight { Normal, Bold };
// Text of `size` mm whose baseline is at `baseline`, centred on `centreX`, shrunk to fit `maxWidth` when given.
void centredText(cairo_t* cr, const std::string& text, double centreX, double baseline, double size,
                 double maxWidth = 0, Weight weight = Weight::Normal);
// Text starting at `x`; returns its width.
double leftText(cairo_t* cr, const std::string& text, double x, double baseline, double size, double maxWidth = 0,
                Weight weight = Weight::Normal);
// The width of `text` at `size` mm.
double textWidth(cairo_t* cr, const std::string& text, double size, Weight weight = Weight::Normal);

}  // namespace cartouche::pdf
