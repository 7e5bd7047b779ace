// Keeping the GL driver in memory for a leak check (AddressSanitizer builds only).
#pragma once

namespace cartouche {

// Under AddressSanitizer, marks every library loaded into the process now so that it stays loaded until the process
// ends; elsewhere it does nothing. Call it once a GL context exists. Mesa unloads its driver when the last display
// closes (eglTerminate, glfwTerminate), and LeakSanitizer, which looks when the process ends, can then name no
// library for the driver's own leaks, so the suppressions in tests/sanitizers/lsan.supp could not leave them out
// while Cartouche's own leaks are reported. Thread-safe.
void pinLoadedLibrariesForLeakCheck();

}  // namespace cartouche
