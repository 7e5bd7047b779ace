// A battle being edited: the Battle, its undo history, and the listeners that follow every change (the working
// copy in the store, the renderer's texture uploads, live validation). Every edit, undo and redo goes through
// here and is announced with its ChangeSet to each listener, through a Subscription that the listener's owner keeps
// and that unsubscribes when destroyed. Not thread-safe.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "edit/undo_stack.h"

namespace cartouche {

class ChangeListener {
 public:
  virtual ~ChangeListener() = default;
  virtual void onChanged(const Battle& battle, const ChangeSet& changes) = 0;
};

namespace detail {
struct ListenerRegistry;
}

// One listener's place on a Document's list: destroying it (or reset()) takes the listener off. It holds the
// document's list weakly, so it may outlive the document; it may be dropped while the document announces a change
// (the listener then hears nothing more, that change included if it had not been reached yet). Move-only.
class Subscription {
 public:
  Subscription() = default;
  Subscription(Subscription&& other) noexcept;
  Subscription& operator=(Subscription&& other) noexcept;
  Subscription(const Subscription&) = delete;
  Subscription& operator=(const Subscription&) = delete;
  ~Subscription() { reset(); }

  // Unsubscribes now; nothing happens if it already has, or if the document is gone.
  void reset();
  // True while the listener is on a living document's list.
  bool active() const;
  explicit operator bool() const { return active(); }

 private:
  friend class Document;
  Subscription(std::weak_ptr<detail::ListenerRegistry> registry, uint64_t id)
      : registry_(std::move(registry)), id_(id) {}

  std::weak_ptr<detail::ListenerRegistry> registry_;
  uint64_t id_ = 0;
};

class Document {
 public:
  explicit Document(Battle battle);
  ~Document();
  // Subscriptions point at this document's list of listeners: a copy would share it.
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;

  const Battle& battle() const { return battle_; }
  UndoStack& history() { return history_; }
  const UndoStack& history() const { return history_; }
  bool modified() const { return !history_.isClean(); }

  Result<ChangeSet> execute(CommandPtr cmd, uint64_t stroke = 0);
  Result<ChangeSet> undo();
  Result<ChangeSet> redo();

  // `listener` hears every change from now until the returned subscription is dropped. Listeners hear a change in
  // the order they subscribed; one that subscribes while a change is announced hears the next one.
  // REQUIRES: the listener outlives the subscription (keep the subscription a member of the listener, or beside it).
  [[nodiscard]] Subscription subscribe(ChangeListener& listener);

 private:
  Result<ChangeSet> announce(Result<ChangeSet> r);

  Battle battle_;
  UndoStack history_;
  std::shared_ptr<detail::ListenerRegistry> listeners_;
};

}  // namespace cartouche
