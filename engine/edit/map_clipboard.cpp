#include "edit/map_clipboard.h"

#include <algorithm>
#include <unordered_map>

#include "edit/map_commands.h"

namespace cartouche {

namespace {

Side swapSide(Side s) { return s == Side::Owner ? Side::Neighbour : s == Side::Neighbour ? Side::Owner : s; }

}  // namespace

Hex selectionAnchor(const HexMap& map, const std::vector<int>& selection) {
  if (selection.empty()) return {0, 0};
  double q = 0, r = 0;
  for (int i : selection) {
    Hex h = map.hexAt(i);
    q += h.q;
    r += h.r;
  }
  Hex centre = hexRound({q / double(selection.size()), r / double(selection.size())});
  Hex best = map.hexAt(selection.front());
  for (int i : selection)
    if (distance(map.hexAt(i), centre) < distance(best, centre)) best = map.hexAt(i);
  return best;
}

MapClip copySelection(const HexMap& map, const std::vector<int>& selection, Hex anchor) {
  MapClip clip;
  std::vector<char> selected(size_t(map.hexCount()), 0);
  for (int i : selection) {
    selected[size_t(i)] = 1;
    clip.hexes.push_back({map.hexAt(i) - anchor, map.terrain(i), map.level(i)});
  }
  for (int i : selection) {
    Hex h = map.hexAt(i);
    // Directions 0..2 name each hexside once, from the hex that owns it.
    for (int d = 0; d < 3; ++d) {
      int j = map.indexOf(neighbour(h, d));
      if (j < 0 || !selected[size_t(j)]) continue;
      HexsideId id = hexsideOf(h, d);
      if (const HexsideRecord* rec = map.hexside(id); rec && !rec->empty())
        clip.sides.push_back({{id.owner - anchor, id.dir}, *rec});
    }
  }
  return clip;
}

Hex transformOffset(Hex offset, PasteTransform t, Orientation o) {
  int q = offset.q, r = offset.r, s = offset.s();
  if (t.mirror) {
    // x -> -x on screen. Pointy: x ~ q + r/2 and y ~ r, so r stays and q becomes s. Flat: x ~ q and y ~ q/2 + r,
    // so q changes sign and r becomes -s.
    if (o == Orientation::PointyTop)
      std::swap(q, s);
    else {
      int nq = -q, nr = -s, ns = -r;
      q = nq, r = nr, s = ns;
    }
  }
  // One clockwise turn on screen (y down) maps (q, r, s) to (-r, -s, -q): direction 0 goes to direction 5.
  for (int k = ((t.rotation % 6) + 6) % 6; k > 0; --k) {
    int nq = -r, nr = -s, ns = -q;
    q = nq, r = nr, s = ns;
  }
  return hexFromCube(q, r, s);
}

HexsideId transformSide(HexsideId side, PasteTransform t, Orientation o, Side* swapped) {
  Hex a = transformOffset(side.owner, t, o), b = transformOffset(side.neighbour(), t, o);
  HexsideId out = hexsideOf(a, directionTo(a, b));
  // The canonical owner may now be the other hex, and a directional feature must keep pointing at the same one.
  if (swapped) *swapped = out.owner == a ? Side::Owner : Side::Neighbour;
  return out;
}

PastePlan planPaste(const HexMap& map, const MapClip& clip, Hex anchor, PasteTransform t) {
  Orientation o = map.grid().orientation;
  PastePlan plan;
  std::vector<char> pasted(size_t(map.hexCount()), 0);
  for (const ClipHex& c : clip.hexes) {
    int i = map.indexOf(anchor + transformOffset(c.offset, t, o));
    if (i < 0) continue;
    pasted[size_t(i)] = 1;
    plan.hexes.push_back(i);
    plan.terrain.emplace_back(i, c.terrain);
    plan.levels.emplace_back(i, c.level);
  }
  std::sort(plan.hexes.begin(), plan.hexes.end());

  std::unordered_map<HexsideId, HexsideRecord> copied;
  for (const ClipSide& c : clip.sides) {
    Side kept;
    HexsideId id = transformSide(c.side, t, o, &kept);
    HexsideRecord rec = c.record;
    if (kept == Side::Neighbour)
      for (HexsideFeature& f : rec.features) f.toward = swapSide(f.toward);
    copied[HexsideId{id.owner + anchor, id.dir}] = std::move(rec);
  }
  for (int i : plan.hexes) {
    Hex h = map.hexAt(i);
    for (int d = 0; d < 3; ++d) {
      int j = map.indexOf(neighbour(h, d));
      if (j < 0 || !pasted[size_t(j)]) continue;
      HexsideId id = hexsideOf(h, d);
      auto it = copied.find(id);
      HexsideRecord want = it == copied.end() ? HexsideRecord{} : it->second;
      const HexsideRecord* now = map.hexside(id);
      if ((now ? *now : HexsideRecord{}) != want) plan.sides.emplace_back(id, std::move(want));
    }
  }
  return plan;
}

std::unique_ptr<CommandGroup> PastePlan::command() const {
  std::vector<CommandPtr> out;
  if (!terrain.empty()) out.push_back(std::make_unique<PaintTerrain>(terrain));
  if (!levels.empty()) out.push_back(std::make_unique<SetElevation>(levels));
  if (!sides.empty()) out.push_back(std::make_unique<RestoreHexsides>(sides));
  return std::make_unique<CommandGroup>(std::move(out));
}

std::optional<TerrainId> defaultHexTerrain(const TerrainVocabulary& vocabulary) {
  for (size_t i = 0; i < vocabulary.size(); ++i)
    if (vocabulary.at(TerrainId(i)).kind == TerrainKind::Hex) return TerrainId(i);
  return std::nullopt;
}

Result<CommandPtr> clearSelection(const Battle& battle, const std::vector<int>& selection) {
  std::optional<TerrainId> fill = defaultHexTerrain(battle.vocabulary);
  if (!fill) return Status::invalidArgument("the terrain vocabulary has no hex terrain to clear with");
  return CommandPtr(std::make_unique<PaintTerrain>(selection, *fill));
}

}  // namespace cartouche
