#include "edit/document.h"

#include <algorithm>

namespace cartouche {

Result<ChangeSet> Document::announce(Result<ChangeSet> r) {
  if (r)
    for (ChangeListener* l : listeners_) l->onChanged(battle_, *r);
  return r;
}

Result<ChangeSet> Document::execute(CommandPtr cmd, uint64_t stroke) {
  return announce(history_.execute(battle_, std::move(cmd), stroke));
}

Result<ChangeSet> Document::undo() { return announce(history_.undo(battle_)); }
Result<ChangeSet> Document::redo() { return announce(history_.redo(battle_)); }

void Document::removeListener(ChangeListener* l) { std::erase(listeners_, l); }

}  // namespace cartouche
