#include "edit/document.h"

#include <algorithm>
#include <utility>

namespace cartouche {

namespace detail {

// The listeners of one Document. A listener taken off while a change is being announced only loses its pointer
// (the announcing loop walks the list by index); the emptied places are swept once the announcement ends.
struct ListenerRegistry {
  struct Entry {
    uint64_t id;
    ChangeListener* listener;
  };
  std::vector<Entry> entries;
  uint64_t nextId = 1;
  int announcing = 0;

  void remove(uint64_t id) {
    auto it = std::find_if(entries.begin(), entries.end(), [id](const Entry& e) { return e.id == id; });
    if (it == entries.end()) return;
    if (announcing > 0)
      it->listener = nullptr;
    else
      entries.erase(it);
  }
  bool holds(uint64_t id) const {
    return std::any_of(entries.begin(), entries.end(), [id](const Entry& e) { return e.id == id && e.listener; });
  }
};

}  // namespace detail

Subscription::Subscription(Subscription&& other) noexcept
    : registry_(std::move(other.registry_)), id_(std::exchange(other.id_, 0)) {
  other.registry_.reset();
}

Subscription& Subscription::operator=(Subscription&& other) noexcept {
  if (this != &other) {
    reset();
    registry_ = std::move(other.registry_);
    other.registry_.reset();
    id_ = std::exchange(other.id_, 0);
  }
  return *this;
}

void Subscription::reset() {
  if (std::shared_ptr<detail::ListenerRegistry> registry = registry_.lock()) registry->remove(id_);
  registry_.reset();
  id_ = 0;
}

bool Subscription::active() const {
  std::shared_ptr<detail::ListenerRegistry> registry = registry_.lock();
  return registry && registry->holds(id_);
}

Document::Document(Battle battle)
    : battle_(std::move(battle)), listeners_(std::make_shared<detail::ListenerRegistry>()) {}

Document::~Document() = default;

Subscription Document::subscribe(ChangeListener& listener) {
  uint64_t id = listeners_->nextId++;
  listeners_->entries.push_back({id, &listener});
  return Subscription(listeners_, id);
}

Result<ChangeSet> Document::announce(Result<ChangeSet> r) {
  if (!r) return r;
  // Held here too, so the list survives a listener that drops the last subscription mid-announcement.
  std::shared_ptr<detail::ListenerRegistry> registry = listeners_;
  ++registry->announcing;
  const size_t count = registry->entries.size();  // who subscribes now hears the next change
  for (size_t i = 0; i < count; ++i)
    if (ChangeListener* l = registry->entries[i].listener) l->onChanged(battle_, *r);
  if (--registry->announcing == 0)
    std::erase_if(registry->entries, [](const detail::ListenerRegistry::Entry& e) { return !e.listener; });
  return r;
}

Result<ChangeSet> Document::execute(CommandPtr cmd, uint64_t stroke) {
  return announce(history_.execute(battle_, std::move(cmd), stroke));
}

Result<ChangeSet> Document::undo() { return announce(history_.undo(battle_)); }
Result<ChangeSet> Document::redo() { return announce(history_.redo(battle_)); }

}  // namespace cartouche
