#include "native_window.h"

#define GLFW_EXPOSE_NATIVE_X11
#define GLFW_EXPOSE_NATIVE_GLX
#include <GLFW/glfw3.h>
#include <GLFW/glfw3native.h>

namespace cartouche {

NativeWindow nativeWindow(GLFWwindow* window) {
  if (glfwGetWindowAttrib(window, GLFW_CONTEXT_CREATION_API) != GLFW_NATIVE_CONTEXT_API) return {};
  NativeWindow n;
  n.display = glfwGetX11Display();
  n.drawable = glfwGetGLXWindow(window);
  if (!n.display || !n.drawable) return {};
  return n;
}

}  // namespace cartouche
