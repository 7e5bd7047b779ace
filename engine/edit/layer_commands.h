// Commands that edit the period map layers (battle.layers) and where the grid lies on the ground. Thread-safety:
// immutable values; applying one needs exclusive access to the battle (command.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "edit/set_list_element.h"

namespace cartouche {

// battle.layers as a list for SetListElement: keyed by the layer's name, checked by checkMapLayer.
struct MapLayerList {
  using Element = MapLayer;
  static std::vector<MapLayer>& list(Battle& b) { return b.layers; }
  static const std::string& key(const MapLayer& l) { return l.name; }
  static Status check(const MapLayer& l) { return checkMapLayer(l); }
  static void mark(ChangeSet& changes) { changes.layers = true; }
  static std::string taken(const std::string& name) { return "another map layer is already called \"" + name + "\""; }
  static constexpr const char* kNoun = "map layer";
  static constexpr const char* kShortNoun = "layer";
  static constexpr bool kJoinsByLabel = true;
};

// Puts `layer` at `position` in battle.layers (0 = bottom), replacing the layer called `name` (which may move and be
// renamed), or inserting it on top; with no layer, removes the layer `name`. The layer must pass checkMapLayer; a
// name taken by another layer is refused. The raster itself stays where it is (a table in the file or a linked
// file): undoing a removal gives the row back. Edits of one property of one layer join (an opacity slider drag is
// one undo step) when their labels match: SetLayer(name, layer, position = none, label = "").
using SetLayer = SetListElement<MapLayerList>;

// Places the grid on the ground (or, with none, removes the placement). Core cannot parse a CRS: callers check it
// with engine/geo's makeGridPlacement first; this refuses only an empty CRS and numbers that are not finite.
class SetGround : public Command {
 public:
  SetGround(std::optional<GroundPlacement> ground, std::string label = "")
      : ground_(std::move(ground)), label_(std::move(label)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::optional<GroundPlacement> ground_;
  std::string label_;
};

}  // namespace cartouche
