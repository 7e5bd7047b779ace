#include "back_buffer.h"

#ifdef CARTOUCHE_HAS_GLX
#include <GL/glx.h>
#include <GL/glxext.h>

#include <cstring>
#endif

namespace cartouche {

int backBufferAge(void* x11Display, unsigned long glxDrawable) {
#ifdef CARTOUCHE_HAS_GLX
  if (!x11Display || !glxDrawable) return 0;
  auto* display = static_cast<Display*>(x11Display);
  static const Display* checked = nullptr;
  static bool supported = false;
  if (checked != display) {
    const char* extensions = glXQueryExtensionsString(display, DefaultScreen(display));
    supported = extensions && std::strstr(extensions, "GLX_EXT_buffer_age");
    checked = display;
  }
  if (!supported) return 0;
  unsigned int age = 0;
  glXQueryDrawable(display, glxDrawable, GLX_BACK_BUFFER_AGE_EXT, &age);
  return int(age);
#else
  (void)x11Display;
  (void)glxDrawable;
  return 0;
#endif
}

}  // namespace cartouche
