// Writing the user's file so that it is always either the old version or the new one, never half of each: write a
// temporary file in the same folder, fsync it, rename it over the target, fsync the folder. Also a plain durable
// copy (for starting a working copy). POSIX. Thread-safety: functions of their arguments.
#pragma once

#include <functional>
#include <string>

#include "base/status.h"
#include "store/sqlite_db.h"

namespace cartouche {

// VACUUM INTO a temporary file beside `target` (a compact copy of `db` in canonical page order), then the atomic
// replace. On failure `target` is untouched and the temporary file removed. Temporary files beside `target` left by
// saves killed before their rename are removed first (removeKilledSaveTemporaries).
// `beforeReplace`, when given, edits the temporary copy (opened read-write) before it replaces `target`; a failure
// there leaves `target` untouched too.
Status vacuumIntoAtomically(Db& db, const std::string& target,
                            const std::function<Status(Db& copy)>& beforeReplace = {});

// Copies `from` to `to` (replacing it) and fsyncs it. With `markWal`, the copy of an SQLite file has header bytes
// 18 and 19 set to 2 (WAL mode), so SQLite opens it in WAL mode at once instead of paying for the journalled
// header rewrite of PRAGMA journal_mode=WAL. REQUIRES for markWal: `from` passed checkSqliteHeader().
Status copyFileDurably(const std::string& from, const std::string& to, bool markWal = false);

// Removes the temporary files that saves of `target` killed before their rename (kill -9, a power cut) left beside
// it: at once when written on this machine by a process no longer running, else once ten minutes old and their
// process number is not running here (a save on another machine sharing the folder could own them). Best effort:
// what cannot be removed stays. Saves call it, and so does opening a battle for editing.
void removeKilledSaveTemporaries(const std::string& target);

// "hTAG-PID-N": this machine (eight hex digits of its host name), this process and a number new in it, for the names
// of files a process killed leaves behind, so that removeEndedProcessFiles knows them.
std::string processMark();
// This machine's part of processMark(), "hTAG".
const std::string& machineTag();
// Removes from `folder` the files named `prefix`, a process mark (or the older PID-N), `suffix`, and perhaps SQLite's
// -journal, -wal or -shm, whose process no longer runs: at once when the mark is this machine's, else once ten
// minutes old and their process number is not running here. Best effort: what cannot be removed stays.
void removeEndedProcessFiles(const std::string& folder, const std::string& prefix, const std::string& suffix);

Status fsyncPath(const std::string& path);
// The folder holding `path` ("." for a bare name).
std::string parentFolder(const std::string& path);

}  // namespace cartouche
