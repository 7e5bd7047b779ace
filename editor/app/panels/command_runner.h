// How panels run a command and report a refusal: the engine's Status comes back to the caller (to show beside the
// field that caused it) and its message goes to ctx.message (the status bar). The one place panels turn a failed
// Status into that message. Main thread.
#pragma once

#include <cstdint>
#include <utility>

#include "../tools/tool.h"

namespace cartouche {

// Reports `refusal` through ctx.message and hands it back: `return refuse(ctx, Status::notFound(...));`.
inline Status refuse(ToolContext& ctx, Status refusal) {
  if (ctx.message) *ctx.message = refusal.message();
  return refusal;
}

// Executes one command as one undo step, or as part of the undo step of a non-zero `stroke`. A refusal comes back
// as the engine's Status and is also reported through ctx.message.
inline Status runCommand(ToolContext& ctx, CommandPtr cmd, uint64_t stroke = 0) {
  Result<ChangeSet> r = ctx.document.execute(std::move(cmd), stroke);
  if (!r) return refuse(ctx, r.status());
  return Status::ok();
}

}  // namespace cartouche
