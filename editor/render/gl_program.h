// Compiling and linking GLSL programs, with the driver's log in the Status on failure. REQUIRES: a current GL 3.3
// core context on the calling thread (as for everything GL here).
#pragma once

#include <GL/glcorearb.h>

#include "base/status.h"

namespace cartouche {

Result<GLuint> buildProgram(const char* vertexSource, const char* fragmentSource, const char* name);

}  // namespace cartouche
