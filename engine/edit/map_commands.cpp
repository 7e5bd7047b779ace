#include "edit/map_commands.h"

#include <algorithm>

namespace cartouche {

namespace {

// Later values win and each hex appears once, so an inverse built from the old values restores them exactly.
template <typename T>
std::vector<std::pair<int, T>> uniqueByIndex(std::vector<std::pair<int, T>> values) {
  std::stable_sort(values.begin(), values.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::pair<int, T>> out;
  for (auto& v : values) {
    if (!out.empty() && out.back().first == v.first)
      out.back() = v;
    else
      out.push_back(v);
  }
  return out;
}

std::vector<HexsideId> uniqueHexsides(std::vector<HexsideId> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

Status checkHexes(const Battle& b, const std::vector<int>& hexes) {
  for (int i : hexes)
    if (i < 0 || i >= b.map.hexCount())
      return Status::invalidArgument("hex index " + std::to_string(i) + " is outside the " +
                                     std::to_string(b.map.columns()) + "x" + std::to_string(b.map.rows()) + " map");
  return Status::ok();
}

Status checkHexsides(const Battle& b, const std::vector<HexsideId>& ids) {
  for (HexsideId id : ids)
    if (id.dir < 0 || id.dir > 2 || !b.map.hexsideOnMap(id))
      return Status::invalidArgument("hexside " + b.map.grid().label(id.owner) + "/" +
                                     directionName(b.map.grid().orientation, id.dir) + " is not on the map");
  return Status::ok();
}

Status checkType(const Battle& b, TerrainId t, TerrainKind kind) {
  if (!b.vocabulary.contains(t)) return Status::invalidArgument("no terrain type #" + std::to_string(t));
  if (b.vocabulary.at(t).kind != kind)
    return Status::invalidArgument(
        "terrain type \"" + b.vocabulary.at(t).code + "\" is a " +
        (kind == TerrainKind::Hex ? "hexside feature, not a hex terrain" : "hex terrain, not a hexside feature"));
  return Status::ok();
}

std::string typeCode(const Battle& b, TerrainId t) {
  return b.vocabulary.contains(t) ? b.vocabulary.at(t).code : "#" + std::to_string(t);
}

std::string count(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Snapshot of hexside records before an edit, for the inverse.
std::vector<std::pair<HexsideId, HexsideRecord>> snapshot(const HexMap& map, const std::vector<HexsideId>& ids) {
  std::vector<std::pair<HexsideId, HexsideRecord>> out;
  out.reserve(ids.size());
  for (HexsideId id : ids) {
    const HexsideRecord* rec = map.hexside(id);
    out.emplace_back(id, rec ? *rec : HexsideRecord{});
  }
  return out;
}

}  // namespace

// ---- PaintTerrain ----------------------------------------------------------------------------------------------

PaintTerrain::PaintTerrain(std::vector<int> hexes, TerrainId terrain) {
  values_.reserve(hexes.size());
  for (int i : hexes) values_.emplace_back(i, terrain);
  values_ = uniqueByIndex(std::move(values_));
}

std::string PaintTerrain::describe(const Battle& b) const {
  std::string s = "Paint " + count(values_.size(), "hex", "hexes");
  if (!values_.empty() &&
      std::all_of(values_.begin(), values_.end(), [&](const auto& v) { return v.second == values_[0].second; }))
    s += ": " + typeCode(b, values_[0].second);
  return s;
}

Result<CommandPtr> PaintTerrain::apply(Battle& b, ChangeSet& changes) const {
  auto values = uniqueByIndex(values_);
  std::vector<int> hexes;
  hexes.reserve(values.size());
  for (const auto& [i, t] : values) {
    hexes.push_back(i);
    if (Status s = checkType(b, t, TerrainKind::Hex); !s) return s;
  }
  if (Status s = checkHexes(b, hexes); !s) return s;
  std::vector<std::pair<int, TerrainId>> old;
  old.reserve(values.size());
  for (const auto& [i, t] : values) {
    old.emplace_back(i, b.map.terrain(i));
    b.map.setTerrain(i, t);
    changes.hexes.push_back(i);
  }
  return CommandPtr(std::make_unique<PaintTerrain>(std::move(old)));
}

CommandPtr PaintTerrain::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const PaintTerrain*>(&next);
  if (!n) return nullptr;
  auto values = values_;
  values.insert(values.end(), n->values_.begin(), n->values_.end());
  return std::make_unique<PaintTerrain>(uniqueByIndex(std::move(values)));
}

// ---- SetElevation ----------------------------------------------------------------------------------------------

SetElevation::SetElevation(std::vector<int> hexes, int16_t level) {
  values_.reserve(hexes.size());
  for (int i : hexes) values_.emplace_back(i, level);
  values_ = uniqueByIndex(std::move(values_));
}

std::string SetElevation::describe(const Battle&) const {
  std::string s = "Set elevation of " + count(values_.size(), "hex", "hexes");
  if (!values_.empty() &&
      std::all_of(values_.begin(), values_.end(), [&](const auto& v) { return v.second == values_[0].second; }))
    s += " to " + std::to_string(values_[0].second);
  return s;
}

Result<CommandPtr> SetElevation::apply(Battle& b, ChangeSet& changes) const {
  auto values = uniqueByIndex(values_);
  std::vector<int> hexes;
  for (const auto& v : values) hexes.push_back(v.first);
  if (Status s = checkHexes(b, hexes); !s) return s;
  std::vector<std::pair<int, int16_t>> old;
  old.reserve(values.size());
  for (const auto& [i, level] : values) {
    old.emplace_back(i, b.map.level(i));
    b.map.setLevel(i, level);
    changes.hexes.push_back(i);
  }
  return CommandPtr(std::make_unique<SetElevation>(std::move(old)));
}

CommandPtr SetElevation::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const SetElevation*>(&next);
  if (!n) return nullptr;
  auto values = values_;
  values.insert(values.end(), n->values_.begin(), n->values_.end());
  return std::make_unique<SetElevation>(uniqueByIndex(std::move(values)));
}

// ---- Hexside commands ------------------------------------------------------------------------------------------

std::string SetHexsideFeature::describe(const Battle& b) const {
  return "Set " + typeCode(b, feature_.type) + " on " + count(hexsides_.size(), "hexside", "hexsides");
}

Result<CommandPtr> SetHexsideFeature::apply(Battle& b, ChangeSet& changes) const {
  auto ids = uniqueHexsides(hexsides_);
  if (Status s = checkHexsides(b, ids); !s) return s;
  if (Status s = checkType(b, feature_.type, TerrainKind::Hexside); !s) return s;
  auto old = snapshot(b.map, ids);
  for (HexsideId id : ids) {
    b.map.setFeature(id, feature_);
    changes.hexsides.push_back(id);
  }
  return CommandPtr(std::make_unique<RestoreHexsides>(std::move(old)));
}

namespace {
std::vector<HexsideId> joined(const std::vector<HexsideId>& a, const std::vector<HexsideId>& b) {
  std::vector<HexsideId> out = a;
  out.insert(out.end(), b.begin(), b.end());
  return uniqueHexsides(std::move(out));
}
}  // namespace

CommandPtr SetHexsideFeature::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const SetHexsideFeature*>(&next);
  if (!n || !(n->feature_ == feature_)) return nullptr;
  return std::make_unique<SetHexsideFeature>(joined(hexsides_, n->hexsides_), feature_);
}

std::string ClearHexsideFeature::describe(const Battle& b) const {
  return (type_ ? "Remove " + typeCode(b, *type_) + " from " : std::string("Clear ")) +
         count(hexsides_.size(), "hexside", "hexsides");
}

Result<CommandPtr> ClearHexsideFeature::apply(Battle& b, ChangeSet& changes) const {
  auto ids = uniqueHexsides(hexsides_);
  if (Status s = checkHexsides(b, ids); !s) return s;
  auto old = snapshot(b.map, ids);
  for (const auto& [id, before] : old) {
    HexsideRecord rec = before;
    if (type_)
      std::erase_if(rec.features, [&](const HexsideFeature& f) { return f.type == *type_; });
    else
      rec = HexsideRecord{};
    b.map.setHexside(id, std::move(rec));
    changes.hexsides.push_back(id);
  }
  return CommandPtr(std::make_unique<RestoreHexsides>(std::move(old)));
}

CommandPtr ClearHexsideFeature::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const ClearHexsideFeature*>(&next);
  if (!n || n->type_ != type_) return nullptr;
  return std::make_unique<ClearHexsideFeature>(joined(hexsides_, n->hexsides_), type_);
}

std::string SetSlopeOverride::describe(const Battle&) const {
  const char* what = value_ == SlopeOverride::ForceOn    ? "Force slope on "
                     : value_ == SlopeOverride::ForceOff ? "Force no slope on "
                                                         : "Derive slope on ";
  return what + count(hexsides_.size(), "hexside", "hexsides");
}

Result<CommandPtr> SetSlopeOverride::apply(Battle& b, ChangeSet& changes) const {
  auto ids = uniqueHexsides(hexsides_);
  if (Status s = checkHexsides(b, ids); !s) return s;
  auto old = snapshot(b.map, ids);
  for (const auto& [id, before] : old) {
    HexsideRecord rec = before;
    rec.slope = value_;
    b.map.setHexside(id, std::move(rec));
    changes.hexsides.push_back(id);
  }
  return CommandPtr(std::make_unique<RestoreHexsides>(std::move(old)));
}

CommandPtr SetSlopeOverride::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const SetSlopeOverride*>(&next);
  if (!n || n->value_ != value_) return nullptr;
  return std::make_unique<SetSlopeOverride>(joined(hexsides_, n->hexsides_), value_);
}

std::string RestoreHexsides::describe(const Battle&) const {
  return "Restore " + count(records_.size(), "hexside", "hexsides");
}

Result<CommandPtr> RestoreHexsides::apply(Battle& b, ChangeSet& changes) const {
  std::vector<HexsideId> ids;
  for (const auto& r : records_) ids.push_back(r.first);
  if (Status s = checkHexsides(b, ids); !s) return s;
  auto old = snapshot(b.map, ids);
  for (const auto& [id, rec] : records_) {
    b.map.setHexside(id, rec);
    changes.hexsides.push_back(id);
  }
  return CommandPtr(std::make_unique<RestoreHexsides>(std::move(old)));
}

// ---- Grid ------------------------------------------------------------------------------------------------------

std::string ChangeGrid::describe(const Battle&) const { return "Change grid settings"; }

Result<CommandPtr> ChangeGrid::apply(Battle& b, ChangeSet& changes) const {
  if (grid_.columns != b.map.columns() || grid_.rows != b.map.rows())
    return Status::invalidArgument("changing the grid keeps the map size; resize the map instead");
  if (Status s = grid_.validate(); !s) return s;
  auto inverse = std::make_unique<ReplaceMap>(b.map);
  b.map.setGridKeepingSize(grid_);
  changes.grid = true;
  return CommandPtr(std::move(inverse));
}

std::string ResizeMap::describe(const Battle&) const {
  return "Resize map (left " + std::to_string(left_) + ", top " + std::to_string(top_) + ", right " +
         std::to_string(right_) + ", bottom " + std::to_string(bottom_) + ")";
}

Result<CommandPtr> ResizeMap::apply(Battle& b, ChangeSet& changes) const {
  GridSettings g = b.map.grid();
  g.columns += left_ + right_;
  g.rows += top_ + bottom_;
  if (Status s = g.validate(); !s) return s;
  if (Status s = checkType(b, fill_, TerrainKind::Hex); !s) return s;
  auto inverse = std::make_unique<ReplaceMap>(b.map);
  b.map = b.map.resized(left_, top_, right_, bottom_, fill_);
  changes.grid = true;
  return CommandPtr(std::move(inverse));
}

std::string ReplaceMap::describe(const Battle&) const { return "Replace map"; }

Result<CommandPtr> ReplaceMap::apply(Battle& b, ChangeSet& changes) const {
  auto inverse = std::make_unique<ReplaceMap>(b.map);
  b.map = *map_;
  changes.grid = true;
  return CommandPtr(std::move(inverse));
}

// ---- Metres -----------------------------------------------------------------------------------------------------

std::string SetHexMetres::describe(const Battle&) const {
  return metres_.empty() ? "Remove DEM heights" : "Set DEM heights of " + std::to_string(metres_.size()) + " hexes";
}

Result<CommandPtr> SetHexMetres::apply(Battle& b, ChangeSet& changes) const {
  if (!metres_.empty() && metres_.size() != size_t(b.map.hexCount()))
    return Status::invalidArgument("DEM heights for " + std::to_string(metres_.size()) + " hexes do not fit a map of " +
                                   std::to_string(b.map.hexCount()));
  auto old = std::make_unique<SetHexMetres>(b.map.metresData());
  b.map.metresData() = metres_;
  for (int i = 0; i < b.map.hexCount(); ++i) changes.hexes.push_back(i);
  return CommandPtr(std::move(old));
}

}  // namespace cartouche
