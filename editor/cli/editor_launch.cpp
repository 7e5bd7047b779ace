// `cartouche [FILE] [options]`: opens the editor window. Test flags (--screenshot, --quit-after-frames,
// --bench-frames) pass through to the editor so headless GUI tests run the real binary.
#include "editor_launch.h"

#include <ostream>

#include "parsed_args.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

constexpr int kMaxFrames = 100000000;

ExitCode runEditorInvocation(const ParsedArgs& args, Console& console) {
  Result<std::optional<int>> quitAfter = args.positiveInt("quit-after-frames", kMaxFrames);
  if (!quitAfter) return usageError(console, nullptr, quitAfter.status().message());
  Result<std::optional<int>> benchFrames = args.positiveInt("bench-frames", kMaxFrames);
  if (!benchFrames) return usageError(console, nullptr, benchFrames.status().message());
  printError(console, "", "this build has no editor (built with CARTOUCHE_BUILD_EDITOR=OFF); see 'cartouche --help'");
  return ExitCode::Failed;
}

Command makeEditorInvocation() {
  Command c;
  c.optionalOperands = {"FILE"};
  c.summary = "Open the editor.";
  c.options = {{"screenshot", "PATH", "save the first frames' image to PATH (tests)"},
               {"quit-after-frames", "N", "close after N frames (tests)"},
               {"bench-frames", "N", "draw N frames and print frame times (benchmarks)"}};
  c.run = runEditorInvocation;
  return c;
}

}  // namespace

const Command& editorInvocation() {
  static const Command command = makeEditorInvocation();
  return command;
}

}  // namespace cartouche::cli
