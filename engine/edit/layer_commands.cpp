#include "edit/layer_commands.h"

#include <cmath>

namespace cartouche {

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
