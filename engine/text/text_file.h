// Writing a text file so that a reader finds the old version or the new one, never half of each. POSIX.
// Thread-safety: functions of their arguments.
#pragma once

#include <string>

#include "base/status.h"

namespace cartouche {

// Writes `bytes` to `path` and syncs it to the disk; on failure removes what it wrote and says why, naming `path`.
Status writeSynced(const std::string& path, const std::string& bytes);

// Writes `bytes` to a temporary file beside `path`, syncs it, renames it over `path` and syncs the folder. On any
// failure `path` is as it was (or still absent) and the temporary file is gone; the message names `path`.
Status writeFileAtomically(const std::string& path, const std::string& bytes);

}  // namespace cartouche
