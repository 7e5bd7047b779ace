// The X display and GLX drawable behind the editor's GLFW window, for back_buffer.h's backBufferAge(). Kept apart
// because GLFW's native header brings in Xlib's macros. Thread-safety: main thread (GLFW).
#pragma once

struct GLFWwindow;

namespace cartouche {

struct NativeWindow {
  void* display = nullptr;     // X's Display*
  unsigned long drawable = 0;  // the GLXWindow
};

// Nulls when the window's context is not made through GLX (EGL, or no X11).
NativeWindow nativeWindow(GLFWwindow* window);

}  // namespace cartouche
