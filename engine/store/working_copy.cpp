#include "store/working_copy.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "base/folder_names.h"
#include "base/text_pieces.h"
#include "base/whole_file.h"
#include "store/atomic_file.h"
#include "store/battle_file.h"
#include "store/battle_reader.h"
#include "store/battle_writer.h"
#include "store/file_stamp.h"
#include "store/raster_tables.h"
#include "store/schema_check.h"

namespace fs = std::filesystem;

namespace cartouche {

namespace {

// Each working copy is <id>.gpkg (with its -wal and -shm) in <stateDir>/working, beside <id>.meta, a small text
// sidecar: the user's file it belongs to and whether it holds edits that never reached that file, and <id>.lock,
// flock()ed by the process using it so recoverable() skips copies still open.
struct Sidecar {
  std::string original;
  bool unsaved = false;
};

std::string workingFolder() { return (fs::path(WorkingCopy::stateDir()) / "working").string(); }

std::string withExtension(const std::string& workingPath, const char* ext) {
  return fs::path(workingPath).replace_extension(ext).string();
}

std::string newWorkingPath() {
  auto now = std::chrono::system_clock::now().time_since_epoch();
  std::random_device rd;
  std::ostringstream name;
  name << std::chrono::duration_cast<std::chrono::milliseconds>(now).count() << "-" << getpid() << "-" << std::hex
       << rd();
  return (fs::path(workingFolder()) / (name.str() + ".gpkg")).string();
}

Status writeSidecar(const std::string& workingPath, const Sidecar& sc) {
  std::string path = withExtension(workingPath, ".meta"), tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << "cartouche-working-copy 1\noriginal " << sc.original << "\nunsaved " << (sc.unsaved ? 1 : 0) << "\n";
    if (!out.flush()) return Status::ioError(tmp + ": cannot write");
  }
  if (Status s = fsyncPath(tmp); !s) return s;
  if (std::rename(tmp.c_str(), path.c_str()) != 0) return Status::ioError(path + ": cannot replace");
  return fsyncPath(parentFolder(path));
}

// Read whole, and split without std::getline: a stream stops quietly where memory runs out, and a sidecar cut short
// would lose the copy its original or its place in the recovery list. Memory running out throws.
Result<Sidecar> readSidecar(const std::string& workingPath) {
  std::string path = withExtension(workingPath, ".meta");
  const std::optional<std::string> text = readWholeFile(path, 1 << 20);
  const std::vector<std::string> lines = text ? pieces(*text, '\n') : std::vector<std::string>();
  if (lines.empty() || lines[0] != "cartouche-working-copy 1")
    return Status::corrupt(path + ": not a working-copy sidecar");
  Sidecar sc;
  for (const std::string& line : lines) {
    if (line.rfind("original ", 0) == 0) sc.original = line.substr(9);
    if (line.rfind("unsaved ", 0) == 0) sc.unsaved = line.substr(8) == "1";
  }
  return sc;
}

// -1 when another process (or another WorkingCopy here) holds the lock.
int takeLock(const std::string& workingPath) {
  std::string path = withExtension(workingPath, ".lock");
  int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

// `s` with another message.
Status sameCode(const Status& s, const std::string& message) {
  switch (s.code()) {
    case Status::Code::Ok:
      return s;
    case Status::Code::InvalidArgument:
      return Status::invalidArgument(message);
    case Status::Code::NotFound:
      return Status::notFound(message);
    case Status::Code::Corrupt:
      return Status::corrupt(message);
    case Status::Code::Unsupported:
      return Status::unsupported(message);
    case Status::Code::IoError:
      return Status::ioError(message);
  }
  return s;
}

// Called from the destructor: the names are made in a buffer on the stack, since memory may be what ran out.
void removeWorkingFiles(const std::string& workingPath) {
  const char* p = workingPath.c_str();
  const char* slash = std::strrchr(p, '/');
  const char* dot = std::strrchr(slash ? slash + 1 : p, '.');
  const int stem = int(dot && dot != (slash ? slash + 1 : p) ? dot - p : std::ptrdiff_t(workingPath.size()));
  char path[PATH_MAX + 16];
  for (const char* suffix : {"-wal", "-shm"})
    if (std::snprintf(path, sizeof path, "%s%s", p, suffix) < int(sizeof path)) ::unlink(path);
  ::unlink(p);
  for (const char* ext : {".meta", ".lock"})  // as withExtension names them
    if (std::snprintf(path, sizeof path, "%.*s%s", stem, p, ext) < int(sizeof path)) ::unlink(path);
}

}  // namespace

struct WorkingCopy::Impl {
  Db db;
  std::optional<BattleWriter> writer;
  Sidecar sidecar;
  int lockFd = -1;
  bool metresStored = false;
  bool needsFullRewrite = false;     // a commit failed: the copy no longer matches the battle
  std::optional<Battle> lastBattle;  // only kept while needsFullRewrite
  std::optional<FileStamp> stamp;    // the user's file as last read or written; none when not known
};

std::string WorkingCopy::stateDir() {
  if (const char* d = std::getenv("CARTOUCHE_STATE_DIR"); d && *d) return d;
  if (const char* x = std::getenv("XDG_STATE_HOME"); x && *x) return (fs::path(x) / "cartouche").string();
  const char* home = std::getenv("HOME");
  return (fs::path(home && *home ? home : ".") / ".local/state/cartouche").string();
}

WorkingCopy::~WorkingCopy() {
  if (!impl_) return;
  impl_->writer.reset();
  impl_->db.close();
  // Nothing left to recover: the edits reached the file (or there were none).
  bool clean = !impl_->sidecar.unsaved && commitError_.isOk();
  if (impl_->lockFd >= 0) {
    if (clean) {
      removeWorkingFiles(workingPath_);
    } else if (!impl_->sidecar.unsaved) {
      // A commit could not mark the copy as holding unsaved edits: a last try, so the next start offers it. Nothing
      // may leave a destructor, memory running out included; the copy then stays on disk, unlisted, as before.
      try {
        (void)writeSidecar(workingPath_, {impl_->sidecar.original, true});
      } catch (...) {
      }
    }
    ::close(impl_->lockFd);
  }
}

namespace {

// A connection to a working copy. The copy is private to this process (it holds the flock), but not to this
// connection: the editor's layer readers open it through GDAL, read-only and on worker threads, to draw the raster
// tables embedded in it. So normal locking with WAL: readers see the last commit while edits go on.
Result<Db> openWorkingDb(const std::string& path, Db::Mode mode) { return Db::open(path, mode); }

// Checks, migrates and loads a working copy file that this process has locked.
Result<Battle> prepareWorkingDb(Db& db) {
  auto version = checkBattleStructure(db);
  if (!version) return version.status();
  if (Status s = migrateToCurrent(db, *version); !s) return s;
  if (Status s = db.exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"); !s) return s;
  return readBattle(db);
}

}  // namespace

Result<std::unique_ptr<WorkingCopy>> WorkingCopy::startNew() {
  std::error_code ec;
  fs::create_directories(workingFolder(), ec);
  if (ec) return Status::ioError(workingFolder() + ": cannot create: " + ec.message());
  std::unique_ptr<WorkingCopy> wc(new WorkingCopy());
  wc->impl_ = std::make_unique<Impl>();
  wc->workingPath_ = newWorkingPath();
  wc->impl_->lockFd = takeLock(wc->workingPath_);
  if (wc->impl_->lockFd < 0) return Status::ioError(wc->workingPath_ + ": cannot lock the working copy");
  return wc;
}

Status WorkingCopy::finishLoading(Battle battle) {
  auto writer = BattleWriter::create(impl_->db);
  if (!writer) return writer.status();
  impl_->writer.emplace(std::move(*writer));
  impl_->metresStored = battle.map.hasMetres();
  loaded_ = std::move(battle);
  return Status::ok();
}

Result<std::unique_ptr<WorkingCopy>> WorkingCopy::open(const std::string& path) {
  if (Status s = checkSqliteHeader(path); !s) return s;
  // A failure in the state folder (a full disk) still names the file the person asked to open.
  auto named = [&](const Status& s) {
    return s.message().find(path) == std::string::npos ? s.withContext(path + ": cannot start its working copy") : s;
  };
  auto started = startNew();
  if (!started) return named(started.status());
  std::unique_ptr<WorkingCopy> wc = std::move(*started);
  wc->path_ = fs::absolute(path).string();
  // A save of this file killed mid-write (here or in an earlier session) left its temporary beside it.
  removeKilledSaveTemporaries(wc->path_);
  auto fail = [&](const Status& s) {
    wc->impl_->db.close();
    removeWorkingFiles(wc->workingPath_);
    return named(s);
  };
  wc->impl_->sidecar = {wc->path_, false};
  if (Status s = writeSidecar(wc->workingPath_, wc->impl_->sidecar); !s) return fail(s);
  // Taken before the copy: a change while copying shows at the next Save rather than slipping through.
  wc->impl_->stamp = stampOf(path);
  if (Status s = copyFileDurably(path, wc->workingPath_, true); !s) return fail(s);
  auto db = openWorkingDb(wc->workingPath_, Db::Mode::ReadWrite);
  if (!db) return fail(db.status());
  wc->impl_->db = std::move(*db);
  auto battle = prepareWorkingDb(wc->impl_->db);
  if (!battle) {
    // Messages name the user's file, not our private copy.
    std::string msg = battle.status().message();
    if (auto at = msg.find(wc->workingPath_); at != std::string::npos) msg.replace(at, wc->workingPath_.size(), path);
    return fail(sameCode(battle.status(), msg));
  }
  if (Status s = wc->finishLoading(std::move(*battle)); !s) return fail(s);
  return wc;
}

Result<std::unique_ptr<WorkingCopy>> WorkingCopy::create(const Battle& battle) {
  auto started = startNew();
  if (!started) return started.status();
  std::unique_ptr<WorkingCopy> wc = std::move(*started);
  auto fail = [&](const Status& s) {
    wc->impl_->writer.reset();
    wc->impl_->db.close();
    removeWorkingFiles(wc->workingPath_);
    return s;
  };
  // A battle never saved is worth recovering from its first moment.
  wc->impl_->sidecar = {"", true};
  if (Status s = writeSidecar(wc->workingPath_, wc->impl_->sidecar); !s) return fail(s);
  auto db = openWorkingDb(wc->workingPath_, Db::Mode::Create);
  if (!db) return fail(db.status());
  wc->impl_->db = std::move(*db);
  if (Status s = wc->impl_->db.exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"); !s) return fail(s);
  if (Status s = createBattleDb(wc->impl_->db, battle); !s) return fail(s);
  if (Status s = wc->finishLoading(battle); !s) return fail(s);
  return wc;
}

Result<std::unique_ptr<WorkingCopy>> WorkingCopy::recover(const std::string& workingPath) {
  auto sidecar = readSidecar(workingPath);
  if (!sidecar) return sidecar.status();
  std::unique_ptr<WorkingCopy> wc(new WorkingCopy());
  wc->impl_ = std::make_unique<Impl>();
  wc->workingPath_ = workingPath;
  wc->path_ = sidecar->original;
  wc->impl_->sidecar = *sidecar;
  wc->impl_->lockFd = takeLock(workingPath);
  if (wc->impl_->lockFd < 0) return Status::ioError(workingPath + ": the working copy is in use by another window");
  if (Status s = checkSqliteHeader(workingPath); !s) return s;
  auto db = openWorkingDb(workingPath, Db::Mode::ReadWrite);
  if (!db) return db.status();
  wc->impl_->db = std::move(*db);
  auto battle = prepareWorkingDb(wc->impl_->db);
  if (!battle) return battle.status();
  // A failed recovery leaves the copy where it is: it may still be recovered by a later version.
  if (Status s = wc->finishLoading(std::move(*battle)); !s) return s;
  return wc;
}

std::vector<RecoverableCopy> WorkingCopy::recoverable() {
  std::vector<RecoverableCopy> out;
  const std::string folder = workingFolder();
  const std::optional<std::vector<std::string>> names = folderNames(folder);  // not directory_iterator: see there
  if (!names) return out;
  for (const std::string& name : *names) {
    const fs::path entry = fs::path(folder) / name;
    if (entry.extension() != ".gpkg") continue;
    std::string working = entry.string();
    auto sidecar = readSidecar(working);
    if (!sidecar || !sidecar->unsaved) continue;
    int fd = takeLock(working);
    if (fd < 0) continue;  // still open somewhere
    ::close(fd);
    RecoverableCopy rc;
    rc.workingPath = working;
    rc.originalPath = sidecar->original;
    struct stat st {};
    for (const std::string& f : {working, working + "-wal"})
      if (::stat(f.c_str(), &st) == 0)
        rc.modifiedUnixSeconds = std::max<long long>(rc.modifiedUnixSeconds, st.st_mtime);
    // The title as committed; a damaged copy still lists, recover() will say what is wrong.
    if (auto db = Db::open(working, Db::Mode::ReadWrite)) {
      if (auto title = db->queryText("SELECT value FROM battle_info WHERE key = 'title'")) rc.title = *title;
    }
    out.push_back(std::move(rc));
  }
  std::sort(out.begin(), out.end(), [](const RecoverableCopy& a, const RecoverableCopy& b) {
    return a.modifiedUnixSeconds > b.modifiedUnixSeconds;
  });
  return out;
}

void WorkingCopy::onChanged(const Battle& battle, const ChangeSet& changes) {
  Impl& im = *impl_;
  if (!im.sidecar.unsaved) {
    // Before the edit lands, so a crash right after it still finds the copy listed as recoverable. Noted as written
    // only once it is: where it fails, the next commit and the close try again (a sidecar left saying "nothing
    // unsaved" kept every later edit out of the recovery list; found by the working copy's fault sweep).
    Sidecar marked = im.sidecar;
    marked.unsaved = true;
    if (Status s = writeSidecar(workingPath_, marked); !s) {
      if (commitError_) commitError_ = s;
    } else {
      im.sidecar = marked;
    }
  }
  Status s = im.db.exec("BEGIN IMMEDIATE");
  if (s) {
    s = im.needsFullRewrite ? im.writer->writeAll(battle) : im.writer->writeChanges(battle, changes, im.metresStored);
    s = s ? im.db.exec("COMMIT") : s;
    if (!s) im.db.exec("ROLLBACK");
  }
  if (s) {
    im.metresStored = battle.map.hasMetres();
    im.needsFullRewrite = false;
    im.lastBattle.reset();
  } else {
    if (commitError_) commitError_ = s.withContext("committing an edit to the working copy");
    im.needsFullRewrite = true;
    im.lastBattle = battle;
  }
}

Status WorkingCopy::saveAs(const std::string& path) {
  Impl& im = *impl_;
  if (im.needsFullRewrite && im.lastBattle) {
    onChanged(*im.lastBattle, ChangeSet{});
    if (im.needsFullRewrite) return commitError_;
  }
  // The saved file leaves out the rasters of removed layers; the working copy keeps them for undo.
  auto prune = [](Db& copy) {
    Result<int> dropped = pruneUnusedRasterTables(copy);
    return dropped ? Status::ok() : dropped.status();
  };
  const FileStamp before = stampOf(path);
  if (Status s = vacuumIntoAtomically(im.db, path, prune); !s) {
    // The rename may have happened and only the folder's fsync failed: the file is then this copy's own, and must
    // not read as changed by someone else at the next save.
    if (!path_.empty() && fs::absolute(path).string() == path_ && !(stampOf(path_) == before))
      im.stamp = stampOf(path_);
    return s;
  }
  path_ = fs::absolute(path).string();
  im.stamp = stampOf(path_);
  commitError_ = Status::ok();
  if (im.sidecar.original == path_ && !im.sidecar.unsaved) return Status::ok();
  im.sidecar = {path_, false};
  return writeSidecar(workingPath_, im.sidecar)
      .withContext(path_ +
                   " was saved, but the working copy's note of it could not be updated (the next save "
                   "tries again)");
}

std::string WorkingCopy::changedOnDisk() const {
  if (path_.empty() || !impl_->stamp) return "";
  return describeChange(*impl_->stamp, stampOf(path_));
}

Status WorkingCopy::save() {
  if (path_.empty()) return Status::invalidArgument("the battle has never been saved: choose a file (Save As)");
  return saveAs(path_);
}

Result<std::string> WorkingCopy::freeRasterTableName() { return cartouche::freeRasterTableName(impl_->db); }

Status WorkingCopy::adoptRasterTable(const std::string& gpkgPath, const std::string& table) {
  return cartouche::adoptRasterTable(impl_->db, gpkgPath, table);
}

void WorkingCopy::discard() {
  if (!impl_) return;
  impl_->writer.reset();
  impl_->db.close();
  removeWorkingFiles(workingPath_);
  if (impl_->lockFd >= 0) ::close(impl_->lockFd);
  impl_.reset();
}

}  // namespace cartouche
