#include "x11_window.h"

#include <X11/Xatom.h>
#include <X11/Xlib.h>

#include <vector>

namespace cartouche {

namespace {

struct Display_ {
  Display* d = XOpenDisplay(nullptr);
  ~Display_() {
    if (d) XCloseDisplay(d);
  }
};

std::optional<std::string> property(Display* d, Window w, const char* name, const char* type) {
  Atom prop = XInternAtom(d, name, True), want = XInternAtom(d, type, True);
  if (prop == None || want == None) return std::nullopt;
  Atom actual = None;
  int format = 0;
  unsigned long count = 0, after = 0;
  unsigned char* data = nullptr;
  if (XGetWindowProperty(d, w, prop, 0, 1 << 16, False, want, &actual, &format, &count, &after, &data) != Success ||
      !data)
    return std::nullopt;
  // Xlib hands 32-bit items as longs.
  std::string value(reinterpret_cast<char*>(data), count * (format == 32 ? sizeof(long) : size_t(format / 8)));
  XFree(data);
  return value;
}

Window find(Display* d, Window w, pid_t pid) {
  if (auto p = property(d, w, "_NET_WM_PID", "CARDINAL"); p && p->size() >= sizeof(long)) {
    if (pid_t(*reinterpret_cast<const long*>(p->data())) == pid) return w;
  }
  Window root = 0, parent = 0, *children = nullptr;
  unsigned n = 0;
  if (!XQueryTree(d, w, &root, &parent, &children, &n)) return 0;
  std::vector<Window> kids(children, children + n);
  if (children) XFree(children);
  for (Window c : kids)
    if (Window f = find(d, c, pid)) return f;
  return 0;
}

}  // namespace

std::optional<std::string> x11WindowTitle(pid_t pid) {
  Display_ x;
  if (!x.d) return std::nullopt;
  Window w = find(x.d, DefaultRootWindow(x.d), pid);
  if (!w) return std::nullopt;
  return property(x.d, w, "_NET_WM_NAME", "UTF8_STRING");
}

bool x11CloseWindow(pid_t pid) {
  Display_ x;
  if (!x.d) return false;
  Window w = find(x.d, DefaultRootWindow(x.d), pid);
  if (!w) return false;
  XEvent e{};
  e.xclient.type = ClientMessage;
  e.xclient.window = w;
  e.xclient.message_type = XInternAtom(x.d, "WM_PROTOCOLS", False);
  e.xclient.format = 32;
  e.xclient.data.l[0] = long(XInternAtom(x.d, "WM_DELETE_WINDOW", False));
  e.xclient.data.l[1] = CurrentTime;
  XSendEvent(x.d, w, False, NoEventMask, &e);
  XFlush(x.d);
  return true;
}

}  // namespace cartouche
