// The order-of-battle tree's commands: SetOobNode, MoveOobNode, RemoveOobNode. battle.army.nodes stays in
// pre-order: a subtree is collected with Army::isUnder, so it moves and goes as one contiguous block.
#include <algorithm>
#include <set>

#include "edit/army_commands.h"
#include "edit/army_patch.h"
#include "edit/army_refs.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

std::optional<size_t> nodeIndex(const std::vector<OobNode>& nodes, const std::string& code) {
  for (size_t i = 0; i < nodes.size(); ++i)
    if (nodes[i].code == code) return i;
  return std::nullopt;
}

// Where a new last child of `parent` (empty: a new top node of `side`) goes in `nodes`: after the parent's subtree,
// or after the side's last node.
size_t afterLastChild(const Army& tree, const std::vector<OobNode>& nodes, const std::string& parent,
                      const std::string& side) {
  std::optional<size_t> last;
  for (size_t i = 0; i < nodes.size(); ++i) {
    bool inside = parent.empty() ? nodes[i].side == side : tree.isUnder(nodes[i].code, parent);
    if (inside) last = i;
  }
  if (last) return *last + 1;
  if (!parent.empty()) {
    if (auto p = nodeIndex(nodes, parent)) return *p + 1;
  }
  return nodes.size();
}

CommandPtr nothing(const std::string& label) { return std::make_unique<ArmyPatchCommand>(ArmyPatch{}, label); }

}  // namespace

// ---- SetOobNode.

SetOobNode::SetOobNode(std::string code, OobNode node, std::optional<size_t> position, std::string label)
    : code_(std::move(code)), node_(std::move(node)), position_(position), label_(std::move(label)) {}

std::string SetOobNode::describe(const Battle& b) const {
  if (!label_.empty()) return label_;
  return (b.army.node(code_) ? "Edit node " : "Add node ") + node_.code;
}

Result<CommandPtr> SetOobNode::apply(Battle& b, ChangeSet& changes) const {
  const OobNode& n = node_;
  if (Status s = checkCode(n.code, "node"); !s) return s;
  const std::string owner = "node " + quoted(n.code);
  if (n.name.empty()) return Status::invalidArgument(owner + ": name is empty");
  if (!b.army.side(n.side)) return Status::notFound(owner + ": side " + quoted(n.side) + " does not exist");
  const std::optional<size_t> old = nodeIndex(b.army.nodes, code_);
  if (n.code != code_ && b.army.node(n.code))
    return Status::invalidArgument("another node already has the code " + quoted(n.code));
  if (!n.parent.empty()) {
    const OobNode* parent = b.army.node(n.parent);
    if (!parent || (old && n.parent == code_))
      return Status::notFound(owner + ": parent " + quoted(n.parent) + " does not exist");
    if (parent->side != n.side)
      return Status::invalidArgument(owner + ": parent " + quoted(n.parent) + " belongs to side " +
                                     quoted(parent->side) + ", not " + quoted(n.side));
  }
  Draft d(b);
  if (old) {
    const OobNode& was = b.army.nodes[*old];
    if (was.parent != n.parent)
      return Status::invalidArgument(owner + ": parent changes from " + quoted(was.parent) + " to " + quoted(n.parent) +
                                     " (move the node instead)");
    if (was.side != n.side)
      return Status::invalidArgument(owner + ": side changes from " + quoted(was.side) + " to " + quoted(n.side) +
                                     " (move the node under a node of that side instead)");
    d.nodes()[*old] = n;
    if (n.code != code_) {
      for (OobNode& child : d.nodes())
        if (child.parent == code_) child.parent = n.code;
      for (const Unit& u : b.army.units)
        if (u.node == code_) {
          for (Unit& moved : d.units())
            if (moved.node == code_) moved.node = n.code;
          break;
        }
      for (Leader& l : d.leaders()) std::replace(l.commands.begin(), l.commands.end(), code_, n.code);
      renameNodeRefs(d.scenarios(), code_, n.code);
    }
  } else {
    std::vector<OobNode>& nodes = d.nodes();
    std::vector<size_t> siblings;
    for (size_t i = 0; i < nodes.size(); ++i)
      if (nodes[i].parent == n.parent && nodes[i].side == n.side) siblings.push_back(i);
    size_t at = position_ && *position_ < siblings.size() ? siblings[*position_]
                                                          : afterLastChild(b.army, nodes, n.parent, n.side);
    nodes.insert(nodes.begin() + long(at), n);
  }
  CommandPtr undo = commitDraft(b, d, changes, describe(b));
  return undo ? std::move(undo) : nothing(describe(b));
}

CommandPtr SetOobNode::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const SetOobNode*>(&next);
  if (!n || label_.empty() || n->label_ != label_ || n->code_ != code_ || node_.code != code_ ||
      n->node_.code != code_ || n->position_ != position_)
    return nullptr;
  return std::make_unique<SetOobNode>(code_, n->node_, position_, label_);
}

// ---- MoveOobNode.

MoveOobNode::MoveOobNode(std::string code, std::string parent, std::string before, std::string label)
    : code_(std::move(code)), parent_(std::move(parent)), before_(std::move(before)), label_(std::move(label)) {}

std::string MoveOobNode::describe(const Battle&) const { return label_.empty() ? "Move node " + code_ : label_; }

Result<CommandPtr> MoveOobNode::apply(Battle& b, ChangeSet& changes) const {
  const OobNode* node = b.army.node(code_);
  if (!node) return Status::notFound("there is no node " + quoted(code_) + " to move");
  const std::string owner = "node " + quoted(code_);
  if (!parent_.empty()) {
    const OobNode* parent = b.army.node(parent_);
    if (!parent) return Status::notFound(owner + ": parent " + quoted(parent_) + " does not exist");
    if (b.army.isUnder(parent_, code_))
      return Status::invalidArgument(owner + " cannot move under " + quoted(parent_) + ", which lies in its subtree");
    if (parent->side != node->side)
      return Status::invalidArgument(owner + " cannot move under " + quoted(parent_) + " of side " +
                                     quoted(parent->side) + ": it belongs to side " + quoted(node->side));
  }
  if (!before_.empty()) {
    const OobNode* before = b.army.node(before_);
    if (!before || before_ == code_ || before->parent != parent_ || before->side != node->side)
      return Status::invalidArgument(owner + ": " + quoted(before_) + " is not a child of " +
                                     (parent_.empty() ? "the top of side " + quoted(node->side) : quoted(parent_)) +
                                     " to move before");
  }
  std::vector<OobNode> block, rest;
  for (const OobNode& n : b.army.nodes) (b.army.isUnder(n.code, code_) ? block : rest).push_back(n);
  block.front().parent = parent_;
  size_t at = 0;
  if (!before_.empty())
    at = *nodeIndex(rest, before_);
  else
    at = afterLastChild(b.army, rest, parent_, node->side);
  rest.insert(rest.begin() + long(at), block.begin(), block.end());
  Draft d(b);
  d.nodes() = std::move(rest);
  CommandPtr undo = commitDraft(b, d, changes, describe(b));
  return undo ? std::move(undo) : nothing(describe(b));
}

// ---- RemoveOobNode.

RemoveOobNode::RemoveOobNode(std::string code, std::string label) : code_(std::move(code)), label_(std::move(label)) {}

std::string RemoveOobNode::describe(const Battle&) const { return label_.empty() ? "Remove node " + code_ : label_; }

Result<CommandPtr> RemoveOobNode::apply(Battle& b, ChangeSet& changes) const {
  if (!b.army.node(code_)) return Status::notFound("there is no node " + quoted(code_) + " to remove");
  std::set<std::string> nodes, units;
  for (const OobNode& n : b.army.nodes)
    if (b.army.isUnder(n.code, code_)) nodes.insert(n.code);
  for (const Unit& u : b.army.units)
    if (nodes.count(u.node)) units.insert(u.code);
  Draft d(b);
  std::erase_if(d.nodes(), [&](const OobNode& n) { return nodes.count(n.code) > 0; });
  if (!units.empty()) std::erase_if(d.units(), [&](const Unit& u) { return units.count(u.code) > 0; });
  for (const Leader& l : b.army.leaders) {
    if (std::none_of(l.commands.begin(), l.commands.end(), [&](const std::string& c) { return nodes.count(c) > 0; }))
      continue;
    for (Leader& commander : d.leaders())
      std::erase_if(commander.commands, [&](const std::string& c) { return nodes.count(c) > 0; });
    break;
  }
  removeUnitRefs(d.scenarios(), units);
  removeNodeRefs(d.scenarios(), nodes);
  return commitDraft(b, d, changes, describe(b));
}

}  // namespace cartouche
