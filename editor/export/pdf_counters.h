// The counter sheet drawn with cairo: each face in its side's colour with the NATO arm symbol (infantry cross,
// cavalry diagonal, artillery dot, "?" when the arm is not known, as the editor draws counters), its name, its values
// with a blank slot where a value is unknown, the step it shows, and a white band across the top of a back; a
// leader's face has a white star and his rank instead of the NATO box; cut lines along the grid and crop ticks
// outside it. Thread-safety: a cairo_t belongs to one thread.
#pragma once

#include <cairo.h>

#include <string>

#include "counter_sheet.h"

namespace cartouche::pdf {

// Draws one face `size` mm square with its top-left corner at (x, y).
void drawCounterFace(cairo_t* cr, const CounterFace& face, double x, double y, double size);
// Draws one page of the sheet (the current page of `cr`, in mm); `title` heads it.
void drawSheetPage(cairo_t* cr, const std::vector<Counter>& counters, const SheetLayout& layout, const SheetPage& page,
                   const std::string& title);

}  // namespace cartouche::pdf
