// Preloaded into the editor by EditorGuiTest.QuittingEndsWhenTheWindowSystemNeverAnswers: Xlib's XGetSelectionOwner
// that never returns, as GLFW's shutdown found it when memory had run out inside libxcb and the server's answer was
// lost. GLFW links libX11 directly, so this definition, loaded first, is the one it calls.
#include <unistd.h>

extern "C" unsigned long XGetSelectionOwner(void*, unsigned long) {
  for (;;) pause();
}
