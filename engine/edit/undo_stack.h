// The undo history of one document. Each entry is a list of (forward, inverse) steps; a brush stroke adds its dabs
// to one entry, so it undoes in one step. The stack remembers which position matches the saved file ("clean").
// Not thread-safe.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "edit/command.h"

namespace cartouche {

class UndoStack {
 public:
  // Applies `cmd`. A non-zero `stroke` equal to the newest entry's joins that entry (while nothing has been undone
  // since); any other value starts a new entry. Discards the redo tail. On error nothing changes.
  Result<ChangeSet> execute(Battle& battle, CommandPtr cmd, uint64_t stroke = 0);
  Result<ChangeSet> undo(Battle& battle);
  Result<ChangeSet> redo(Battle& battle);

  bool canUndo() const { return index_ > 0; }
  bool canRedo() const { return index_ < entries_.size(); }
  // Stops the newest entry from taking more steps, even with the same stroke id.
  void endStroke() { open_ = false; }

  void markClean() { clean_ = index_; }
  bool isClean() const { return clean_ && *clean_ == index_; }

  size_t size() const { return entries_.size(); }
  size_t index() const { return index_; }  // entries [0, index) are applied
  const std::string& label(size_t entry) const { return entries_[entry].label; }
  void clear();

 private:
  struct Step {
    CommandPtr forward, inverse;
  };
  struct Entry {
    std::vector<Step> steps;
    uint64_t stroke = 0;
    std::string label;
    // The whole stroke as one command, kept only to name it; null when its steps do not merge.
    CommandPtr summary;
  };
  std::vector<Entry> entries_;
  size_t index_ = 0;
  std::optional<size_t> clean_ = 0;
  bool open_ = false;
};

}  // namespace cartouche
