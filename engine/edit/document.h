// A battle being edited: the Battle, its undo history, and the listeners that follow every change (the working
// copy in the store, the renderer's texture uploads, live validation). Every edit, undo and redo goes through
// here and is announced with its ChangeSet. Not thread-safe.
#pragma once

#include <vector>

#include "edit/undo_stack.h"

namespace cartouche {

class ChangeListener {
public:
  virtual ~ChangeListener() = default;
  virtual void onChanged(const Battle& battle, const ChangeSet& changes) = 0;
};

class Document {
public:
  explicit Document(Battle battle) : battle_(std::move(battle)) {}

  const Battle& battle() const { return battle_; }
  UndoStack& history() { return history_; }
  const UndoStack& history() const { return history_; }
  bool modified() const { return !history_.isClean(); }

  Result<ChangeSet> execute(CommandPtr cmd, uint64_t stroke = 0);
  Result<ChangeSet> undo();
  Result<ChangeSet> redo();

  // REQUIRES: the listener outlives the document or is removed first.
  void addListener(ChangeListener* l) { listeners_.push_back(l); }
  void removeListener(ChangeListener* l);

private:
  Result<ChangeSet> announce(Result<ChangeSet> r);

  Battle battle_;
  UndoStack history_;
  std::vector<ChangeListener*> listeners_;
};

}  // namespace cartouche
