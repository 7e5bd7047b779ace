// `cartouche [FILE] [options]`: opens the editor window. Test flags (--screenshot, --quit-after-frames, --script,
// --bench-frames, --whole-frames, --width, --height) pass through to the editor so headless GUI tests run the real
// binary; they are checked here, before any window opens.
#include "editor_launch.h"

#include <ostream>

#include "parsed_args.h"
#include "usage.h"

#ifdef CARTOUCHE_CLI_HAS_EDITOR
#include "app/editor_app.h"
#endif

namespace cartouche::cli {

namespace {

constexpr int kMaxFrames = 100000000;
constexpr int kMaxWindowSide = 16384;

ExitCode runEditorInvocation(const ParsedArgs& args, Console& console) {
  Result<std::optional<int>> quitAfter = args.positiveInt("quit-after-frames", kMaxFrames);
  if (!quitAfter) return usageError(console, nullptr, quitAfter.status().message());
  Result<std::optional<int>> benchFrames = args.positiveInt("bench-frames", kMaxFrames);
  if (!benchFrames) return usageError(console, nullptr, benchFrames.status().message());
  Result<std::optional<int>> width = args.positiveInt("width", kMaxWindowSide);
  if (!width) return usageError(console, nullptr, width.status().message());
  Result<std::optional<int>> height = args.positiveInt("height", kMaxWindowSide);
  if (!height) return usageError(console, nullptr, height.status().message());
  if (args.has("screenshot") && args.value("screenshot")->empty())
    return usageError(console, nullptr, "--screenshot needs a file name");
  if (args.has("script") && args.value("script")->empty())
    return usageError(console, nullptr, "--script needs a file name");
#ifdef CARTOUCHE_CLI_HAS_EDITOR
  EditorOptions options;
  if (args.operandCount() > 0) options.battlePath = args.operand(0);
  options.screenshotPath = args.value("screenshot").value_or("");
  options.scriptPath = args.value("script").value_or("");
  options.quitAfterFrames = quitAfter->value_or(0);
  options.benchFrames = benchFrames->value_or(0);
  options.wholeFrames = args.has("whole-frames");
  options.width = width->value_or(options.width);
  options.height = height->value_or(options.height);
  console.out.flush();
  return runEditor(options) == 0 ? ExitCode::Ok : ExitCode::Failed;
#else
  printError(console, "", "this build has no editor (built with CARTOUCHE_BUILD_EDITOR=OFF); see 'cartouche --help'");
  return ExitCode::Failed;
#endif
}

Command makeEditorInvocation() {
  Command c;
  c.optionalOperands = {"FILE"};
  c.summary = "Open the editor.";
  c.options = {{"screenshot", "PATH", "write the window as PNG after the last frame, then quit (tests)"},
               {"quit-after-frames", "N", "close after N frames (tests)"},
               {"script", "FILE", "play scripted input, one action a line (tests; editor/app/README.md)"},
               {"bench-frames", "N", "draw N frames without vsync, print frame times, close (benchmarks)"},
               {"whole-frames", "", "draw all panels, labels and counters anew each frame (comparisons)"},
               {"width", "W", "initial window width (default 1280)"},
               {"height", "H", "initial window height (default 800)"}};
  c.run = runEditorInvocation;
  return c;
}

}  // namespace

const Command& editorInvocation() {
  static const Command command = makeEditorInvocation();
  return command;
}

}  // namespace cartouche::cli
