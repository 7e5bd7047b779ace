// `cartouche render FILE --out PNG [--width W] [--height H] [--labels]`: draws the whole map to a PNG with no
// display, through the renderer's headless (EGL) context.
#include <ostream>

#include "battle_input.h"
#include "parsed_args.h"
#include "usage.h"

#ifdef CARTOUCHE_CLI_HAS_RENDER
#include "render/render_image.h"
#endif

namespace cartouche::cli {

namespace {

#ifndef CARTOUCHE_CLI_HAS_RENDER
constexpr int kMaxImageSide = 16384;
#endif

ExitCode runRender(const ParsedArgs& args, Console& console) {
  if (!args.has("out")) return usageError(console, findCommand("render"), "missing --out PNG");
  Result<std::optional<int>> width = args.positiveInt("width", kMaxImageSide);
  if (!width) return usageError(console, findCommand("render"), width.status().message());
  Result<std::optional<int>> height = args.positiveInt("height", kMaxImageSide);
  if (!height) return usageError(console, findCommand("render"), height.status().message());
  const std::string& path = args.operand(0);
  std::optional<Battle> battle = readBattleInput(path, "render", console);
  if (!battle) return ExitCode::Usage;
#ifdef CARTOUCHE_CLI_HAS_RENDER
  RenderImageOptions options;
  options.outputPath = *args.value("out");
  options.width = width->value_or(0);
  options.height = height->value_or(0);
  options.labels = args.has("labels");
  if (Status s = renderBattleToPng(*battle, options); !s) {
    printError(console, "render", namingFile(options.outputPath, s.message()));
    return ExitCode::Failed;
  }
  return ExitCode::Ok;
#else
  printError(console, "render", "this build has no renderer (built without the editor)");
  return ExitCode::Failed;
#endif
}

}  // namespace

Command renderCommand() {
  Command c;
  c.name = "render";
  c.operands = {"FILE"};
  c.summary = "Draw a battle's map to a PNG image, with no display.";
  c.description =
      "Renders the whole map of FILE into PNG through a headless EGL context (no display needed). With only\n"
      "--width or only --height the other side follows the map's aspect ratio; with neither the image is 1600\n"
      "pixels wide. Sides are at most 16384 pixels.\n";
  c.options = {{"out", "PNG", "the image to write (required)"},
               {"width", "W", "image width in pixels"},
               {"height", "H", "image height in pixels"},
               {"labels", "", "print hex labels (XXYY)"}};
  c.run = runRender;
  return c;
}

}  // namespace cartouche::cli
