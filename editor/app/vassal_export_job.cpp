#include "vassal_export_job.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <new>
#include <optional>
#include <vector>

#include "base/whole_file.h"
#include "store/battle_file.h"

extern char** environ;

namespace cartouche {

namespace {

namespace fs = std::filesystem;

// What the export printed; only its first line is shown, so the first megabyte is enough. Not through a string
// stream, which stops quietly where memory runs out (base/whole_file.h).
std::string readText(const std::string& path) {
  try {
    std::optional<std::string> text = readWholeFile(path);
    return text ? *text : "(its output cannot be read: " + std::string(std::strerror(errno)) + ")";
  } catch (const std::bad_alloc&) {
    return "(out of memory while reading its output)";
  }
}

// The command's first line, without its "cartouche export: " and with the snapshot's path taken out.
std::string firstLine(std::string text, const std::string& snapshot) {
  text = text.substr(0, text.find('\n'));
  const std::string prefix = "cartouche export: ";
  if (text.rfind(prefix, 0) == 0) text.erase(0, prefix.size());
  for (size_t at; (at = text.find(snapshot + ": ")) != std::string::npos;) text.erase(at, snapshot.size() + 2);
  for (size_t at; (at = text.find(snapshot)) != std::string::npos;) text.replace(at, snapshot.size(), "the battle");
  return text;
}

}  // namespace

VassalExportJob::~VassalExportJob() {
  if (pid_ > 0) {
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
  }
  cleanUp();
}

void VassalExportJob::cleanUp() {
  pid_ = -1;
  if (folder_.empty()) return;
  std::error_code ec;
  fs::remove_all(folder_, ec);
  folder_.clear();
}

Status VassalExportJob::start(const Battle& battle, const std::string& outPath) {
  if (running()) return Status::invalidArgument("a VASSAL export is still running; wait for it to finish");
  std::error_code ec;
  std::string pattern = (fs::temp_directory_path(ec) / "cartouche-vassal-XXXXXX").string();
  if (!mkdtemp(pattern.data()))
    return Status::ioError("cannot make a temporary folder for the export (" + std::string(std::strerror(errno)) + ")");
  folder_ = pattern;
  const std::string snapshot = folder_ + "/battle.gpkg";
  if (Status s = writeBattleFile(battle, snapshot); !s) {
    cleanUp();
    return s;
  }
  std::vector<std::string> args = {"cartouche", "export", "vassal", snapshot, outPath};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  const std::string out = folder_ + "/out.txt", err = folder_ + "/err.txt";
  posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&files, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&files, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  pid_t pid = -1;
  const int e = posix_spawn(&pid, "/proc/self/exe", &files, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  if (e != 0) {
    cleanUp();
    return Status::ioError("cannot start the export (" + std::string(std::strerror(e)) + ")");
  }
  pid_ = pid;
  return Status::ok();
}

std::optional<VassalExportJob::Outcome> VassalExportJob::poll(bool block) {
  if (pid_ <= 0) return std::nullopt;
  int status = 0;
  pid_t done;
  do {
    done = waitpid(pid_, &status, block ? 0 : WNOHANG);
  } while (done < 0 && errno == EINTR);
  if (done == 0) return std::nullopt;
  Outcome o;
  const std::string snapshot = folder_ + "/battle.gpkg";
  if (done < 0) {
    o.text = "the export was lost (" + std::string(std::strerror(errno)) + ")";
  } else if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    o.ok = true;
    o.text = firstLine(readText(folder_ + "/out.txt"), snapshot);
  } else {
    o.text = firstLine(readText(folder_ + "/err.txt"), snapshot);
    if (o.text.empty())
      o.text = WIFSIGNALED(status) ? "the export stopped on signal " + std::to_string(WTERMSIG(status))
                                   : "the export failed with no reason given";
  }
  cleanUp();
  return o;
}

}  // namespace cartouche
