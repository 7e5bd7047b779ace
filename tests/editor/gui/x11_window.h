// The editor's top-level X window, found by the _NET_WM_PID that GLFW sets: its title (_NET_WM_NAME) as the window
// manager would show it, and the WM_DELETE_WINDOW message a window manager sends when the user closes it. For GUI
// tests under Xvfb, where no window manager runs. Not thread-safe.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>

namespace cartouche {

std::optional<std::string> x11WindowTitle(pid_t pid);
// Sends WM_DELETE_WINDOW to the window of `pid`; false when there is no such window.
bool x11CloseWindow(pid_t pid);

}  // namespace cartouche
