// The `cartouche` binary as a child process for GUI tests: started with arguments and an environment of its own,
// stdout read line by line, killed with SIGKILL on request. Time limits only stop an editor that hangs; what the
// tests wait for is a line the editor prints. Not thread-safe.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

namespace cartouche {

class EditorProcess {
 public:
  // Starts `binary args...` with `env` ("NAME=value") added to this process's environment; stderr goes to
  // `stderrPath`.
  EditorProcess(const std::string& binary, const std::vector<std::string>& args, const std::vector<std::string>& env,
                const std::string& stderrPath);
  ~EditorProcess();
  bool started() const { return pid_ > 0; }
  pid_t pid() const { return pid_; }

  // Reads stdout until a line equal to `line` arrives (true), or stdout ends or `limit` passes (false).
  bool waitForLine(const std::string& line, std::chrono::seconds limit);
  void kill9();
  // Waits for the exit (SIGKILL after `limit`) and returns the exit status, or -1 when it did not exit by itself.
  int wait(std::chrono::seconds limit);
  // Everything read from stdout so far, after wait() all of it.
  const std::string& output() const { return output_; }

 private:
  bool readSome(std::chrono::steady_clock::time_point deadline);
  pid_t pid_ = -1;
  int outFd_ = -1;
  std::string output_;
  size_t scanned_ = 0;
};

// A window size the editor is started at (--width, --height).
struct WindowSize {
  int width, height;
};

// The whole of a file, bytes as they are ("" when it cannot be read).
std::string readFile(const std::filesystem::path& path);
// Runs `command` through the shell; its exit status (-1 when it did not exit), with its stdout in `out`.
int shellOutput(const std::string& command, std::string* out);

// One script run the way most GUI tests make it: `binary` on `battle` (empty: none) with `--script` (the script
// written to DIR/script.txt) at `width` x `height`, its state folder DIR/state, the ImGui file dialog, and `env`
// besides. Returns the exit status (-1 when it had to be killed at `limit`), with stdout then stderr in `out`.
struct ScriptRun {
  std::string binary;
  std::string dir;
  std::string battle;
  int width = 1280, height = 800;
  std::chrono::seconds limit{120};
  std::vector<std::string> env;
  std::vector<std::string> args;  // more of the editor's flags, e.g. --whole-frames
};
int runScript(const ScriptRun& run, const std::string& script, std::string* out);

}  // namespace cartouche
