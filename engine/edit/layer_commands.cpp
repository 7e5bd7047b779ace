#include "edit/layer_commands.h"

#include <algorithm>
#include <cmath>

namespace cartouche {

std::string SetLayer::describe(const Battle&) const {
  if (!label_.empty()) return label_;
  if (!layer_) return "Remove layer " + name_;
  return "Edit layer " + layer_->name;
}

Result<CommandPtr> SetLayer::apply(Battle& b, ChangeSet& changes) const {
  auto indexOf = [&](const std::string& name) -> std::optional<size_t> {
    for (size_t i = 0; i < b.layers.size(); ++i)
      if (b.layers[i].name == name) return i;
    return std::nullopt;
  };
  const std::optional<size_t> old = indexOf(name_);
  if (!layer_) {
    if (!old) return Status::notFound("there is no map layer \"" + name_ + "\" to remove");
    MapLayer removed = std::move(b.layers[*old]);
    b.layers.erase(b.layers.begin() + long(*old));
    changes.layers = true;
    return CommandPtr(std::make_unique<SetLayer>(name_, std::move(removed), *old, label_));
  }
  if (Status s = checkMapLayer(*layer_); !s) return s;
  if (auto other = indexOf(layer_->name); other && other != old)
    return Status::invalidArgument("another map layer is already called \"" + layer_->name + "\"");
  std::optional<MapLayer> previous;
  size_t at = b.layers.size();
  if (old) {
    previous = std::move(b.layers[*old]);
    b.layers.erase(b.layers.begin() + long(*old));
    at = *old;
  }
  if (position_) at = *position_;
  at = std::min(at, b.layers.size());
  b.layers.insert(b.layers.begin() + long(at), *layer_);
  changes.layers = true;
  if (!previous) return CommandPtr(std::make_unique<SetLayer>(layer_->name, std::nullopt, std::nullopt, label_));
  return CommandPtr(std::make_unique<SetLayer>(layer_->name, std::move(previous), *old, label_));
}

CommandPtr SetLayer::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const SetLayer*>(&next);
  // Only edits in place of one layer under the same label join: "Opacity of X" then "Opacity of X".
  if (!n || label_.empty() || n->label_ != label_ || !layer_ || !n->layer_) return nullptr;
  if (n->name_ != layer_->name || layer_->name != name_ || position_ != n->position_) return nullptr;
  return std::make_unique<SetLayer>(name_, n->layer_, position_, label_);
}

std::string SetGround::describe(const Battle&) const {
  if (!label_.empty()) return label_;
  return ground_ ? "Place the grid on the ground" : "Remove the grid's ground placement";
}

Result<CommandPtr> SetGround::apply(Battle& b, ChangeSet& changes) const {
  if (ground_) {
    if (ground_->crs.empty()) return Status::invalidArgument("the grid's ground placement needs a CRS");
    if (!std::isfinite(ground_->origin.x) || !std::isfinite(ground_->origin.y) ||
        !std::isfinite(ground_->rotationDegrees) || std::fabs(ground_->rotationDegrees) >= 360.0)
      return Status::invalidArgument("the grid's ground placement holds an origin or rotation out of range");
  }
  std::optional<GroundPlacement> previous = b.ground;
  b.ground = ground_;
  changes.ground = true;
  return CommandPtr(std::make_unique<SetGround>(std::move(previous), label_));
}

}  // namespace cartouche
