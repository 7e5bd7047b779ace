// editor_run: opens the editor window on a battle, for trying the editor by hand and for frame-time figures,
// with the options runEditor takes (the `cartouche` binary offers the same).
//   editor_run [FILE] [--screenshot PATH] [--quit-after-frames N] [--bench-frames N] [--size WxH]
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "app/editor_app.h"

int main(int argc, char** argv) {
  cartouche::EditorOptions o;
  for (int i = 1; i < argc; ++i) {
    bool hasValue = i + 1 < argc;
    if (!std::strcmp(argv[i], "--screenshot") && hasValue)
      o.screenshotPath = argv[++i];
    else if (!std::strcmp(argv[i], "--quit-after-frames") && hasValue)
      o.quitAfterFrames = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--bench-frames") && hasValue)
      o.benchFrames = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--size") && hasValue)
      std::sscanf(argv[++i], "%dx%d", &o.width, &o.height);
    else if (argv[i][0] != '-')
      o.battlePath = argv[i];
    else {
      std::fprintf(stderr,
                   "usage: editor_run [FILE] [--screenshot PATH] [--quit-after-frames N] "
                   "[--bench-frames N] [--size WxH]\n");
      return 2;
    }
  }
  return cartouche::runEditor(o);
}
