// File > Export for VASSAL (module): `cartouche export vassal` run as a child process of the editor on a snapshot of
// the open battle. The module's board and counters are drawn through render_image.h and counter_image.h, which make
// a headless EGL context and an ImGui context of their own for each call; in the editor's process that would switch
// the ImGui context the window is drawing with (one per process) and needs no GLX context current on the thread,
// so the export runs beside the editor instead, and the window keeps drawing while it works.
// Thread-safety: main thread.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>

#include "base/status.h"
#include "model/battle.h"

namespace cartouche {

class VassalExportJob {
 public:
  struct Outcome {
    bool ok = false;
    std::string text;  // ok: the export's summary line; else why it failed, as the command said it
  };

  VassalExportJob() = default;
  ~VassalExportJob();  // a running export is stopped; its output file stays as it was (written atomically)
  VassalExportJob(const VassalExportJob&) = delete;
  VassalExportJob& operator=(const VassalExportJob&) = delete;

  // Writes `battle` to a temporary battle file and starts `cartouche export vassal` on it into `outPath`.
  // FailedPrecondition while another export runs; IoError when the snapshot or the process cannot be made.
  Status start(const Battle& battle, const std::string& outPath);
  bool running() const { return pid_ > 0; }
  // The outcome once the export has ended (once), else nothing. `block`: waits for it.
  std::optional<Outcome> poll(bool block = false);

 private:
  void cleanUp();

  pid_t pid_ = -1;
  std::string folder_;  // the snapshot and the command's output
};

}  // namespace cartouche
