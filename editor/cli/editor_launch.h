// `cartouche [FILE] [options]`: the editor's own invocation, described as a Command so that its options parse and
// print like a subcommand's. Its run opens the editor window (editor/app) and returns when it closes.
#pragma once

#include "command.h"

namespace cartouche::cli {

const Command& editorInvocation();

}  // namespace cartouche::cli
