#include "frame.h"

#include <GL/glcorearb.h>

namespace cartouche {

void clearFrame(int width, int height, Rgba colour) {
  glViewport(0, 0, width, height);
  glClearColor(colour.r / 255.f, colour.g / 255.f, colour.b / 255.f, 1.f);
  glClear(GL_COLOR_BUFFER_BIT);
}

}  // namespace cartouche
