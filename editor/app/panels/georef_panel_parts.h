// What the Georeferencer window's files (georef_panel.cpp, georef_scan_pane.cpp, georef_residual_table.cpp) share:
// the colour of problem text, numbers as the window shows them, and the layer it works on. Main thread.
#pragma once

#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "model/battle.h"

namespace cartouche::georef_parts {

inline const ImVec4 kProblemText(1.0f, 0.45f, 0.35f, 1.0f);

inline std::string number(double v, const char* format) {
  if (!std::isfinite(v)) return "-";
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

inline const MapLayer* findLayer(const Battle& battle, const std::string& name) {
  for (const MapLayer& l : battle.layers)
    if (l.name == name) return &l;
  return nullptr;
}

}  // namespace cartouche::georef_parts
