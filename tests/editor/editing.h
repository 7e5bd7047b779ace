// A document with its editor state and a tool context over them, as the session builds each frame: what the panel
// and tool tests drive edits through without a window.
#pragma once

#include <string>

#include "app/tools/editor_state.h"
#include "app/tools/tool.h"
#include "edit/document.h"
#include "view/map_view.h"

namespace cartouche::testing {

struct Editing {
  explicit Editing(Battle b) : document(std::move(b)) {}
  Document document;
  EditorState state;
  MapView view;
  std::string message;
  ToolContext ctx{document, state, view, 800, 600, &message};
};

}  // namespace cartouche::testing
