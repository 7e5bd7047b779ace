#include "tool.h"

namespace cartouche {

bool ToolContext::execute(CommandPtr cmd, uint64_t stroke) {
  Result<ChangeSet> r = document.execute(std::move(cmd), stroke);
  if (!r) {
    if (message) *message = r.status().message();
    return false;
  }
  return true;
}

}  // namespace cartouche
