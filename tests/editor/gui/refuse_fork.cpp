// Preloaded into the editor by EditorGuiTest.OpenThroughADesktopDialog: fork() always fails. A desktop dialog is
// started from a thread of its own while the editor draws, and a forked child of a threaded process can wait forever
// before exec on a lock another thread held at the fork (AddressSanitizer's allocator did, in CI). The editor starts
// it with posix_spawnp, which glibc runs without calling fork(), so with this loaded the dialog still opens.
#include <errno.h>
#include <sys/types.h>
#include <unistd.h>

extern "C" pid_t fork() {
  static const char said[] = "refuse_fork: fork() called in the editor\n";
  (void)!::write(STDERR_FILENO, said, sizeof said - 1);
  errno = ENOSYS;
  return -1;
}
