#include "frame.h"

#include <GL/glcorearb.h>

namespace cartouche {

void clearFrame(int width, int height, Rgba colour) {
  glViewport(0, 0, width, height);
  glClearColor(colour.r / 255.f, colour.g / 255.f, colour.b / 255.f, 1.f);
  glClear(GL_COLOR_BUFFER_BIT);
}

void clearRect(const PixelRect& r, int height, Rgba colour) {
  if (r.empty()) return;
  glEnable(GL_SCISSOR_TEST);
  glScissor(r.x0, height - r.y1, r.x1 - r.x0, r.y1 - r.y0);
  glClearColor(colour.r / 255.f, colour.g / 255.f, colour.b / 255.f, 1.f);
  glClear(GL_COLOR_BUFFER_BIT);
  glDisable(GL_SCISSOR_TEST);
}

}  // namespace cartouche
