// "Set the element named K of an ordered list" as one command (Tiled's ChangeValue, for a list): put an element at a
// position, replacing the element whose key is K (which may move and take a new key) or inserting it; with no
// element, remove element K. The element must pass its list's check and a key taken by another element is refused.
// The inverse is the same command holding what was there, so undo restores the list exactly. Each list brings a
// small traits struct (ListTraits below); SetRuleTable, SetLayer and SetScenario are this command over their list.
// A list whose elements other parts of the battle refer to by key (sides, leaders, troop types, scenarios as bases)
// adds two optional hooks, so a reference is never left dangling:
//   static Status checkIn(const Battle&, const Element* before, const Element* after);
//     refusals that need the battle (a side still in use, a base that does not exist); `before` is the element
//     replaced or removed (null when adding), `after` the new one (null when removing). Runs before any change.
//   static CommandPtr carry(Battle&, const Element* before, const Element* after, ChangeSet&);
//     runs after the list changed: brings the rest of the battle along (a new key into the rows that used the old
//     one, the rows of a removed element out) and returns what undoes that, or null when nothing else changed.
//     It cannot fail: checkIn has refused what it could not do.
// Thread-safety: immutable values; applying one needs exclusive access to the battle.
#pragma once

#include <algorithm>
#include <concepts>
#include <optional>
#include <string>
#include <vector>

#include "edit/command.h"
#include "edit/command_group.h"

namespace cartouche {

// What the command needs to know about one list of the battle.
template <typename T>
concept ListTraits = requires(Battle& b, const typename T::Element& e, ChangeSet& c, const std::string& key) {
  { T::list(b) } -> std::same_as<std::vector<typename T::Element>&>;
  { T::key(e) } -> std::convertible_to<std::string>;
  { T::check(e) } -> std::same_as<Status>;
  T::mark(c);                                             // sets the ChangeSet field of this list
  { T::taken(key) } -> std::convertible_to<std::string>;  // the refusal when another element has `key`
  { T::kNoun } -> std::convertible_to<const char*>;       // in messages: "ruleset table"
  { T::kShortNoun } -> std::convertible_to<const char*>;  // in the history: "Edit table morale"
  { T::kJoinsByLabel } -> std::convertible_to<bool>;      // in-place edits of one element under one label join
};

template <ListTraits Traits>
class SetListElement : public Command {
 public:
  using Element = typename Traits::Element;

  SetListElement(std::string key, std::optional<Element> element, std::optional<size_t> position = std::nullopt,
                 std::string label = "")
      : key_(std::move(key)), element_(std::move(element)), position_(position), label_(std::move(label)) {}

  std::string describe(const Battle&) const override {
    if (!label_.empty()) return label_;
    if (!element_) return std::string("Remove ") + Traits::kShortNoun + " " + key_;
    return std::string("Edit ") + Traits::kShortNoun + " " + std::string(Traits::key(*element_));
  }

  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override {
    std::vector<Element>& list = Traits::list(b);
    auto indexOf = [&](const std::string& key) -> std::optional<size_t> {
      for (size_t i = 0; i < list.size(); ++i)
        if (Traits::key(list[i]) == key) return i;
      return std::nullopt;
    };
    const std::optional<size_t> old = indexOf(key_);
    if (!element_) {
      if (!old) return Status::notFound(std::string("there is no ") + Traits::kNoun + " \"" + key_ + "\" to remove");
      if constexpr (kChecksIn) {
        if (Status s = Traits::checkIn(b, &list[*old], nullptr); !s) return s;
      }
      Element removed = std::move(list[*old]);
      list.erase(list.begin() + long(*old));
      Traits::mark(changes);
      CommandPtr restore = std::make_unique<SetListElement>(key_, removed, *old, label_);
      return withCarry(b, &removed, nullptr, changes, std::move(restore));
    }
    const std::string key = Traits::key(*element_);
    if (Status s = Traits::check(*element_); !s) return s;
    if (auto other = indexOf(key); other && other != old) return Status::invalidArgument(Traits::taken(key));
    if constexpr (kChecksIn) {
      if (Status s = Traits::checkIn(b, old ? &list[*old] : nullptr, &*element_); !s) return s;
    }
    std::optional<Element> previous;
    size_t at = list.size();
    if (old) {
      previous = std::move(list[*old]);
      list.erase(list.begin() + long(*old));
      at = *old;
    }
    if (position_) at = *position_;
    at = std::min(at, list.size());
    list.insert(list.begin() + long(at), *element_);
    Traits::mark(changes);
    if (!previous)
      return withCarry(b, nullptr, &*element_, changes,
                       std::make_unique<SetListElement>(key, std::nullopt, std::nullopt, label_));
    CommandPtr restore = std::make_unique<SetListElement>(key, previous, *old, label_);
    return withCarry(b, &*previous, &*element_, changes, std::move(restore));
  }

  CommandPtr mergedWith(const Command& next) const override {
    if constexpr (!Traits::kJoinsByLabel) {
      (void)next;
      return nullptr;
    } else {
      const auto* n = dynamic_cast<const SetListElement*>(&next);
      // Only edits in place of one element under the same label join: "Opacity of X" then "Opacity of X".
      if (!n || label_.empty() || n->label_ != label_ || !element_ || !n->element_) return nullptr;
      if (n->key_ != Traits::key(*element_) || Traits::key(*element_) != key_ || position_ != n->position_)
        return nullptr;
      return std::make_unique<SetListElement>(key_, n->element_, position_, label_);
    }
  }

 private:
  static constexpr bool kChecksIn = requires(const Battle& b, const Element* e) {
    { Traits::checkIn(b, e, e) } -> std::same_as<Status>;
  };
  static constexpr bool kCarries = requires(Battle & b, const Element* e, ChangeSet& c) {
    { Traits::carry(b, e, e, c) } -> std::same_as<CommandPtr>;
  };

  // The inverse of the list edit, preceded by the inverse of what the edit carried into the rest of the battle: the
  // references come back first, then the element they name.
  static Result<CommandPtr> withCarry(Battle& b, const Element* before, const Element* after, ChangeSet& changes,
                                      CommandPtr restore) {
    if constexpr (kCarries) {
      if (CommandPtr undoCarry = Traits::carry(b, before, after, changes)) {
        std::string text = restore->describe(b);
        std::vector<CommandPtr> steps;
        steps.push_back(std::move(undoCarry));
        steps.push_back(std::move(restore));
        return CommandPtr(std::make_unique<CommandGroup>(std::move(steps), std::move(text)));
      }
    }
    return restore;
  }

  std::string key_;
  std::optional<Element> element_;
  std::optional<size_t> position_;  // index in the list; none: where the old element was, else at the end
  std::string label_;               // for the history ("Opacity of Jacoubet 1836"); empty: a generic label
};

}  // namespace cartouche
