// The hexes, hexsides and units feature tables of the GIS export (gis_features.h).
#include "gis_features.h"

#include <gdal_priv.h>
#include <ogrsf_frmts.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace cartouche::gis {

namespace {

struct FeatureDeleter {
  void operator()(OGRFeature* f) const { OGRFeature::DestroyFeature(f); }
};
using FeaturePtr = std::unique_ptr<OGRFeature, FeatureDeleter>;

std::string lastOgrError() {
  const char* m = CPLGetLastErrorMsg();
  return m && *m ? std::string(": ") + m : std::string();
}

struct FieldSpec {
  const char* name;
  OGRFieldType type;
  OGRFieldSubType subType = OFSTNone;
};

// A new feature table with its fields, or why it could not be made.
Result<OGRLayer*> createTable(GDALDataset& ds, const OGRSpatialReference& srs, const std::string& name,
                              OGRwkbGeometryType type, const std::vector<FieldSpec>& fields) {
  const char* options[] = {"FID=fid", "GEOMETRY_NAME=geom", nullptr};
  OGRLayer* layer =
      ds.CreateLayer(name.c_str(), const_cast<OGRSpatialReference*>(&srs), type, const_cast<char**>(options));
  if (!layer) return Status::ioError("cannot create table '" + name + "'" + lastOgrError());
  for (const FieldSpec& f : fields) {
    OGRFieldDefn defn(f.name, f.type);
    defn.SetSubType(f.subType);
    if (layer->CreateField(&defn) != OGRERR_NONE)
      return Status::ioError("cannot add field '" + std::string(f.name) + "' to table '" + name + "'" + lastOgrError());
  }
  return layer;
}

Status addFeature(OGRLayer& layer, OGRFeature& feature) {
  if (layer.CreateFeature(&feature) != OGRERR_NONE)
    return Status::ioError("cannot write a row of table '" + std::string(layer.GetName()) + "'" + lastOgrError());
  return Status::ok();
}

Point mid(Point a, Point b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }

// The two corners of `owner`'s footprint that bound its hexside towards `other` (the ones nearest the midpoint of
// the two centres), in footprint order.
std::pair<Point, Point> hexsideEnds(const geo::GridPlacement& placement, Hex owner, Hex other) {
  const geo::HexFootprint corners = placement.footprint(owner);
  const Point m = mid(placement.hexCentre(owner), placement.hexCentre(other));
  std::array<int, 6> order{0, 1, 2, 3, 4, 5};
  auto dist = [&](int i) { return std::hypot(corners[size_t(i)].x - m.x, corners[size_t(i)].y - m.y); };
  std::sort(order.begin(), order.end(), [&](int a, int b) { return dist(a) < dist(b); });
  int a = std::min(order[0], order[1]), b = std::max(order[0], order[1]);
  return {corners[size_t(a)], corners[size_t(b)]};
}

}  // namespace

double bearingDegrees(double dx, double dy) {
  double deg = std::atan2(dx, dy) * 180.0 / M_PI;
  if (deg < 0) deg += 360.0;
  if (deg >= 360.0) deg -= 360.0;
  return deg;
}

std::optional<double> facingBearing(const geo::GridPlacement& placement, Hex hex, std::optional<Facing> facing) {
  if (!facing || *facing < 0 || *facing > 11) return std::nullopt;
  const Point c = placement.hexCentre(hex);
  Point target;
  if (!isVertexFacing(*facing)) {
    target = placement.hexCentre(neighbour(hex, *facing / 2));
  } else {
    // Corner k lies between the edges in directions k and k + 1: the footprint corner nearest the middle of the
    // two neighbours' centres and this hex's.
    const int k = (*facing - 1) / 2;
    const Point a = placement.hexCentre(neighbour(hex, k)), b = placement.hexCentre(neighbour(hex, (k + 1) % 6));
    const Point m{(c.x + a.x + b.x) / 3, (c.y + a.y + b.y) / 3};
    const geo::HexFootprint corners = placement.footprint(hex);
    target = *std::min_element(corners.begin(), corners.end(), [&](Point p, Point q) {
      return std::hypot(p.x - m.x, p.y - m.y) < std::hypot(q.x - m.x, q.y - m.y);
    });
  }
  return bearingDegrees(target.x - c.x, target.y - c.y);
}

Result<int> writeHexes(GDALDataset& ds, const OGRSpatialReference& srs, const Battle& battle,
                       const geo::GridPlacement& placement) {
  Result<OGRLayer*> made = createTable(ds, srs, "hexes", wkbPolygon,
                                       {{"label", OFTString},
                                        {"terrain", OFTString},
                                        {"terrain_name", OFTString},
                                        {"level", OFTInteger, OFSTInt16},
                                        {"metres", OFTReal}});
  if (!made) return made.status();
  OGRLayer& layer = **made;
  const HexMap& map = battle.map;
  const OGRFeatureDefn* defn = layer.GetLayerDefn();
  const int fLabel = defn->GetFieldIndex("label"), fTerrain = defn->GetFieldIndex("terrain"),
            fName = defn->GetFieldIndex("terrain_name"), fLevel = defn->GetFieldIndex("level"),
            fMetres = defn->GetFieldIndex("metres");
  FeaturePtr feature(OGRFeature::CreateFeature(layer.GetLayerDefn()));
  for (int i = 0; i < map.hexCount(); ++i) {
    const Hex h = map.hexAt(i);
    feature->SetFID(OGRNullFID);
    feature->SetField(fLabel, map.grid().label(h).c_str());
    const TerrainId t = map.terrain(i);
    if (battle.vocabulary.contains(t)) {
      feature->SetField(fTerrain, battle.vocabulary.at(t).code.c_str());
      feature->SetField(fName, battle.vocabulary.at(t).name.c_str());
    } else {
      feature->SetFieldNull(fTerrain);
      feature->SetFieldNull(fName);
    }
    feature->SetField(fLevel, int(map.level(i)));
    const float m = map.metres(i);
    if (std::isfinite(m))
      feature->SetField(fMetres, double(m));
    else
      feature->SetFieldNull(fMetres);
    const geo::HexFootprint corners = placement.footprint(h);
    auto ring = std::make_unique<OGRLinearRing>();
    ring->setNumPoints(7, FALSE);
    for (int k = 0; k < 7; ++k) ring->setPoint(k, corners[size_t(k % 6)].x, corners[size_t(k % 6)].y);
    // GeoPackage readers expect exterior rings counter-clockwise on the ground.
    if (ring->isClockwise()) ring->reverseWindingOrder();
    auto poly = std::make_unique<OGRPolygon>();
    poly->addRingDirectly(ring.release());
    feature->SetGeometryDirectly(poly.release());
    if (Status s = addFeature(layer, *feature); !s.isOk()) return s;
  }
  return map.hexCount();
}

Result<HexsideCounts> writeHexsides(GDALDataset& ds, const OGRSpatialReference& srs, const Battle& battle,
                                    const geo::GridPlacement& placement) {
  Result<OGRLayer*> made = createTable(ds, srs, "hexsides", wkbLineString,
                                       {{"hex", OFTString},
                                        {"neighbour", OFTString},
                                        {"direction", OFTString},
                                        {"feature", OFTString},
                                        {"feature_name", OFTString},
                                        {"draw", OFTString},
                                        {"toward", OFTString}});
  if (!made) return made.status();
  OGRLayer& layer = **made;
  const HexMap& map = battle.map;
  const GridSettings& grid = map.grid();
  FeaturePtr feature(OGRFeature::CreateFeature(layer.GetLayerDefn()));
  auto row = [&](Hex owner, Hex other, int direction, const std::string* code, const std::string* name, DrawStyle draw,
                 const char* drawName, std::optional<Hex> toward) -> Status {
    feature->SetFID(OGRNullFID);
    feature->SetField("hex", grid.label(owner).c_str());
    feature->SetField("neighbour", grid.label(other).c_str());
    feature->SetField("direction", directionName(grid.orientation, direction));
    if (code) {
      feature->SetField("feature", code->c_str());
      feature->SetField("feature_name", name->c_str());
    } else {
      feature->SetFieldNull(feature->GetFieldIndex("feature"));
      feature->SetFieldNull(feature->GetFieldIndex("feature_name"));
    }
    feature->SetField("draw", drawName);
    if (toward)
      feature->SetField("toward", grid.label(*toward).c_str());
    else
      feature->SetFieldNull(feature->GetFieldIndex("toward"));
    const Point a = placement.hexCentre(owner), b = placement.hexCentre(other);
    auto line = std::make_unique<OGRLineString>();
    if (draw == DrawStyle::Path) {
      // A road runs from centre to centre, through the hexside; half of it on a hex off the map.
      const Point from = map.contains(owner) ? a : mid(a, b), to = map.contains(other) ? b : mid(a, b);
      line->addPoint(from.x, from.y);
      line->addPoint(to.x, to.y);
    } else if (draw == DrawStyle::Mark) {
      // A bridge or ford: a short bar across the hexside, along the line between the centres.
      const Point m = mid(a, b);
      const double half = 0.22;
      line->addPoint(m.x - (b.x - a.x) * half, m.y - (b.y - a.y) * half);
      line->addPoint(m.x + (b.x - a.x) * half, m.y + (b.y - a.y) * half);
    } else {
      const auto [p, q] = hexsideEnds(placement, owner, other);
      line->addPoint(p.x, p.y);
      line->addPoint(q.x, q.y);
    }
    feature->SetGeometryDirectly(line.release());
    return addFeature(layer, *feature);
  };
  int written = 0;
  for (const auto& [key, record] : map.hexsides()) {
    const HexsideId id = HexsideId::fromKey(key);
    const Hex owner = id.owner, other = id.neighbour();
    for (const HexsideFeature& f : record.features) {
      const TerrainType* type = battle.vocabulary.contains(f.type) ? &battle.vocabulary.at(f.type) : nullptr;
      const DrawStyle draw = type ? type->draw : DrawStyle::Edge;
      std::optional<Hex> toward;
      if (f.toward != Side::None) toward = f.toward == Side::Owner ? owner : other;
      if (Status s = row(owner, other, id.dir, type ? &type->code : nullptr, type ? &type->name : nullptr, draw,
                         drawStyleName(draw), toward);
          !s.isOk())
        return s;
      ++written;
    }
  }
  // Slopes: where the levels of two hexes differ (or a hexside forces one), as the editor draws them; `toward` is
  // the higher hex.
  static const std::string slopeCode = "slope", slopeName = "Slope (change of level)";
  int slopes = 0;
  for (int i = 0; i < map.hexCount(); ++i) {
    const Hex h = map.hexAt(i);
    for (int d = 0; d < 6; ++d) {
      const HexsideId id = hexsideOf(h, d);
      if (!(id.owner == h) || !map.slopeAt(id)) continue;
      const Hex other = id.neighbour();
      const int j = map.indexOf(other);
      std::optional<Hex> higher;
      if (j >= 0 && map.level(i) != map.level(j)) higher = map.level(i) > map.level(j) ? h : other;
      if (Status s = row(h, other, id.dir, &slopeCode, &slopeName, DrawStyle::Edge, "slope", higher); !s.isOk())
        return s;
      ++slopes;
    }
  }
  return HexsideCounts{written, slopes};
}

namespace {

struct UnitRow {
  std::string kind, code, name, shortName, side, troopType, formation, formationName, note;
  Hex hex;
  std::optional<Hex> second;
  std::optional<Facing> facing;
  int stack = 0;
  const UnitValues* values = nullptr;
};

}  // namespace

Result<int> writeUnits(GDALDataset& ds, const OGRSpatialReference& srs, const Battle& battle,
                       const geo::GridPlacement& placement, const std::vector<const Scenario*>& scenarios) {
  std::vector<FieldSpec> fields = {
      {"scenario", OFTString},   {"scenario_name", OFTString}, {"kind", OFTString},           {"side", OFTString},
      {"side_name", OFTString},  {"unit", OFTString},          {"unit_name", OFTString},      {"short_name", OFTString},
      {"troop_type", OFTString}, {"formation", OFTString},     {"formation_name", OFTString}, {"hex", OFTString},
      {"second_hex", OFTString}, {"stack", OFTInteger},        {"facing", OFTString},         {"facing_deg", OFTReal},
      {"note", OFTString}};
  // One column per value field of the army vocabulary, named "value_<code>", typed as the field is.
  std::vector<std::string> valueColumns;
  for (const ValueField& v : battle.armyVocabulary.fields) valueColumns.push_back("value_" + v.code);
  for (size_t i = 0; i < valueColumns.size(); ++i)
    fields.push_back(
        {valueColumns[i].c_str(), battle.armyVocabulary.fields[i].kind == ValueKind::Integer ? OFTInteger : OFTString});
  Result<OGRLayer*> made = createTable(ds, srs, "units", wkbPoint, fields);
  if (!made) return made.status();
  OGRLayer& layer = **made;
  const GridSettings& grid = battle.map.grid();
  FeaturePtr feature(OGRFeature::CreateFeature(layer.GetLayerDefn()));
  auto optional = [&](const char* field, const std::string& value) {
    if (value.empty())
      feature->SetFieldNull(feature->GetFieldIndex(field));
    else
      feature->SetField(field, value.c_str());
  };
  int written = 0;
  for (const Scenario* scenario : scenarios) {
    const EffectiveSetup setup = effectiveSetup(battle.scenarios, *scenario);
    std::vector<UnitRow> rows;
    std::map<std::string, int> stackCount;  // by hex label
    std::map<std::string, Hex> unitHex;
    for (const Placement& p : setup.units) {
      if (!p.hex || !grid.contains(*p.hex)) continue;  // off map: enters later or stays out
      UnitRow r;
      r.kind = "unit";
      r.code = p.unit;
      if (const Unit* u = battle.army.unit(p.unit)) {
        r.name = u->name;
        r.shortName = u->shortName;
        r.side = battle.army.sideOfUnit(*u);
        r.troopType = u->troopType;
        r.values = &u->values;
      }
      r.formation = p.formation;
      if (const Formation* f = battle.armyVocabulary.formation(p.formation)) r.formationName = f->name;
      r.hex = *p.hex;
      r.second = p.second;
      r.facing = p.facing;
      r.note = p.note;
      r.stack = ++stackCount[grid.label(*p.hex)];
      unitHex[p.unit] = *p.hex;
      rows.push_back(std::move(r));
    }
    for (const LeaderPlacement& lp : setup.leaders) {
      std::optional<Hex> at;
      if (lp.at == LeaderAt::Hex) at = lp.hex;
      if (lp.at == LeaderAt::Unit && unitHex.count(lp.unit)) at = unitHex[lp.unit];
      if (!at || !grid.contains(*at)) continue;
      UnitRow r;
      r.kind = "leader";
      r.code = lp.leader;
      if (const Leader* l = battle.army.leader(lp.leader)) {
        r.name = l->name;
        r.side = l->side;
        r.values = &l->values;
      }
      r.hex = *at;
      r.note = lp.note;
      r.stack = ++stackCount[grid.label(*at)];
      rows.push_back(std::move(r));
    }
    for (const UnitRow& r : rows) {
      feature->SetFID(OGRNullFID);
      feature->SetField("scenario", scenario->code.c_str());
      optional("scenario_name", scenario->name);
      feature->SetField("kind", r.kind.c_str());
      optional("side", r.side);
      const ArmySide* side = battle.army.side(r.side);
      optional("side_name", side ? side->name : "");
      feature->SetField("unit", r.code.c_str());
      optional("unit_name", r.name);
      optional("short_name", r.shortName);
      optional("troop_type", r.troopType);
      optional("formation", r.formation);
      optional("formation_name", r.formationName);
      feature->SetField("hex", grid.label(r.hex).c_str());
      optional("second_hex", r.second ? grid.label(*r.second) : "");
      feature->SetField("stack", r.stack);
      optional("facing", r.facing ? facingName(grid.orientation, *r.facing) : "");
      if (std::optional<double> deg = facingBearing(placement, r.hex, r.facing))
        feature->SetField("facing_deg", *deg);
      else
        feature->SetFieldNull(feature->GetFieldIndex("facing_deg"));
      optional("note", r.note);
      for (size_t i = 0; i < valueColumns.size(); ++i) {
        const ValueField& vf = battle.armyVocabulary.fields[i];
        const char* column = valueColumns[i].c_str();
        auto it = r.values ? r.values->find(vf.code) : UnitValues::const_iterator();
        if (!r.values || it == r.values->end()) {
          feature->SetFieldNull(feature->GetFieldIndex(column));
        } else if (vf.kind == ValueKind::Integer) {
          std::optional<int> n = intValue(*r.values, vf.code);
          if (n)
            feature->SetField(column, *n);
          else
            feature->SetFieldNull(feature->GetFieldIndex(column));
        } else {
          feature->SetField(column, it->second.c_str());
        }
      }
      Point at = placement.hexCentre(r.hex);
      if (r.second && grid.contains(*r.second)) at = mid(at, placement.hexCentre(*r.second));
      feature->SetGeometryDirectly(new OGRPoint(at.x, at.y));
      if (Status s = addFeature(layer, *feature); !s.isOk()) return s;
      ++written;
    }
  }
  return written;
}

}  // namespace cartouche::gis
