#include "edit/undo_stack.h"

namespace cartouche {

Result<ChangeSet> UndoStack::execute(Battle& battle, CommandPtr cmd, uint64_t stroke) {
  std::string label = cmd->describe(battle);
  ChangeSet changes;
  Result<CommandPtr> inverse = cmd->apply(battle, changes);
  if (!inverse) return inverse.status();
  if (index_ < entries_.size()) {
    entries_.resize(index_);
    if (clean_ && *clean_ > index_) clean_.reset();  // the saved state can no longer be reached
  }
  bool join = stroke != 0 && open_ && !entries_.empty() && entries_.back().stroke == stroke;
  if (!join) {
    entries_.push_back(Entry{{}, stroke, label, nullptr});
    ++index_;
  } else {
    Entry& e = entries_.back();
    const Command& sofar = e.summary ? *e.summary : *e.steps.front().forward;
    if (CommandPtr merged = sofar.mergedWith(*cmd)) {
      e.label = merged->describe(battle);
      e.summary = std::move(merged);
    }
  }
  entries_.back().steps.push_back(Step{std::move(cmd), std::move(*inverse)});
  open_ = stroke != 0;
  changes.normalize();
  return changes;
}

Result<ChangeSet> UndoStack::undo(Battle& battle) {
  if (!canUndo()) return Status::invalidArgument("nothing to undo");
  open_ = false;
  Entry& e = entries_[index_ - 1];
  ChangeSet changes;
  for (size_t i = e.steps.size(); i-- > 0;) {
    Result<CommandPtr> redo = e.steps[i].inverse->apply(battle, changes);
    // An inverse is built from the state its forward step left behind, so it cannot fail unless the history was
    // corrupted behind the stack's back.
    if (!redo) return redo.status();
    e.steps[i].forward = std::move(*redo);
  }
  --index_;
  changes.normalize();
  return changes;
}

Result<ChangeSet> UndoStack::redo(Battle& battle) {
  if (!canRedo()) return Status::invalidArgument("nothing to redo");
  open_ = false;
  Entry& e = entries_[index_];
  ChangeSet changes;
  for (Step& step : e.steps) {
    Result<CommandPtr> inverse = step.forward->apply(battle, changes);
    if (!inverse) return inverse.status();
    step.inverse = std::move(*inverse);
  }
  ++index_;
  changes.normalize();
  return changes;
}

void UndoStack::clear() {
  entries_.clear();
  index_ = 0;
  clean_ = 0;
  open_ = false;
}

}  // namespace cartouche
