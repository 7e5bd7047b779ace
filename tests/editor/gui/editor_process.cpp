#include "editor_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

namespace cartouche {

EditorProcess::EditorProcess(const std::string& binary, const std::vector<std::string>& args,
                             const std::vector<std::string>& env, const std::string& stderrPath) {
  // Everything the child needs is made here: posix_spawn's child only makes system calls before exec.
  std::vector<std::string> names;
  for (const std::string& e : env) names.push_back(e.substr(0, e.find('=') + 1));
  std::vector<char*> envp;
  for (char** e = environ; *e; ++e)
    if (std::none_of(names.begin(), names.end(),
                     [&](const std::string& n) { return std::strncmp(*e, n.c_str(), n.size()) == 0; }))
      envp.push_back(*e);
  for (const std::string& e : env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  std::vector<char*> argv{const_cast<char*>(binary.c_str())};
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return;
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_adddup2(&files, fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_addopen(&files, STDERR_FILENO, stderrPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t pid = -1;
  const int e = posix_spawn(&pid, binary.c_str(), &files, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&files);
  ::close(fds[1]);
  if (e != 0) {
    ::close(fds[0]);
    return;
  }
  pid_ = pid;
  outFd_ = fds[0];
}

EditorProcess::~EditorProcess() {
  if (pid_ > 0) {
    kill9();
    wait(std::chrono::seconds(10));
  }
  if (outFd_ >= 0) ::close(outFd_);
}

bool EditorProcess::readSome(std::chrono::steady_clock::time_point deadline) {
  if (outFd_ < 0) return false;
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
  if (left.count() <= 0) return false;
  pollfd p{outFd_, POLLIN, 0};
  int r = ::poll(&p, 1, int(left.count()));
  if (r < 0 && errno == EINTR) return true;
  if (r <= 0) return false;
  char buf[4096];
  ssize_t n = ::read(outFd_, buf, sizeof buf);
  if (n < 0 && errno == EINTR) return true;
  if (n <= 0) {
    ::close(outFd_);
    outFd_ = -1;
    return false;
  }
  output_.append(buf, size_t(n));
  return true;
}

bool EditorProcess::waitForLine(const std::string& line, std::chrono::seconds limit) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  for (;;) {
    for (size_t end; (end = output_.find('\n', scanned_)) != std::string::npos; scanned_ = end + 1)
      if (output_.compare(scanned_, end - scanned_, line) == 0) {
        scanned_ = end + 1;
        return true;
      }
    if (!readSome(deadline)) return false;
  }
}

void EditorProcess::kill9() {
  if (pid_ > 0) ::kill(pid_, SIGKILL);
}

int EditorProcess::wait(std::chrono::seconds limit) {
  if (pid_ <= 0) return -1;
  auto deadline = std::chrono::steady_clock::now() + limit;
  while (readSome(deadline)) {
  }
  int status = 0;
  for (;;) {
    pid_t r = ::waitpid(pid_, &status, WNOHANG);
    if (r == pid_) break;
    if (r < 0 && errno != EINTR) return -1;
    if (std::chrono::steady_clock::now() > deadline) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, &status, 0);
      pid_ = -1;
      return -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

int shellOutput(const std::string& command, std::string* out) {
  FILE* p = ::popen(command.c_str(), "r");
  if (!p) return -1;
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, p)) > 0) out->append(buffer, n);
  const int status = ::pclose(p);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int runScript(const ScriptRun& run, const std::string& script, std::string* out) {
  const std::filesystem::path dir(run.dir);
  std::filesystem::create_directories(dir / "state");
  const std::string scriptPath = (dir / "script.txt").string();
  std::ofstream(scriptPath) << script;
  std::vector<std::string> args;
  if (!run.battle.empty()) args.push_back(run.battle);
  for (const std::string& a : {std::string("--script"), scriptPath, std::string("--width"), std::to_string(run.width),
                               std::string("--height"), std::to_string(run.height)})
    args.push_back(a);
  args.insert(args.end(), run.args.begin(), run.args.end());
  std::vector<std::string> env{"CARTOUCHE_STATE_DIR=" + (dir / "state").string(), "CARTOUCHE_FILE_DIALOG=imgui"};
  env.insert(env.end(), run.env.begin(), run.env.end());
  EditorProcess p(run.binary, args, env, (dir / "stderr.txt").string());
  const int status = p.wait(run.limit);
  *out = p.output() + readFile(dir / "stderr.txt");
  return status;
}

}  // namespace cartouche
