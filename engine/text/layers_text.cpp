// layers.txt: the grid's ground placement and the period map layers' rows (schemas/text-format.md). The rasters
// themselves are not text: an embedded layer names its raster table, a linked one its path beside the battle.
#include <cmath>
#include <set>

#include "text/text_parts.h"

namespace cartouche::text {

namespace {

const std::vector<std::string> kKinds = {"embedded", "linked"};
const std::vector<std::string> kGeorefs = {"none", "geotransform", "gcps"};

std::string geoTransformText(const std::array<double, 6>& gt) {
  std::string out;
  for (size_t i = 0; i < gt.size(); ++i) out += (i ? " " : "") + formatDouble(gt[i]);
  return out;
}

// "PIXEL_X PIXEL_Y MAP_X MAP_Y yes|no LABEL...": the label is the rest of the value, possibly empty.
std::string gcpText(const LayerGcp& g) {
  std::string out = formatDouble(g.pixelX) + " " + formatDouble(g.pixelY) + " " + formatDouble(g.mapX) + " " +
                    formatDouble(g.mapY) + (g.enabled ? " yes" : " no");
  if (!g.label.empty()) out += " " + g.label;
  return out;
}

}  // namespace

std::string writeLayers(const Battle& battle) {
  std::string out = "# Where the grid lies on the ground, and the period map layers, bottom first.\n";
  if (battle.ground) {
    const GroundPlacement& g = *battle.ground;
    out += "\n[ground]\n";
    out += "crs = " + quote(g.crs) + "\n";
    out += "origin_x = " + formatDouble(g.origin.x) + "\n";
    out += "origin_y = " + formatDouble(g.origin.y) + "\n";
    out += "rotation = " + formatDouble(g.rotationDegrees) + "\n";
  }
  for (const MapLayer& l : battle.layers) {
    out += "\n[layer " + quote(l.name) + "]\n";
    out += "kind = " + kKinds[size_t(l.kind)] + "\n";
    out += "source = " + quote(l.source) + "\n";
    out += std::string("visible = ") + (l.visible ? "yes" : "no") + "\n";
    out += "opacity = " + formatDouble(l.opacity) + "\n";
    out += "crs = " + quote(l.crs) + "\n";
    out += "georef = " + kGeorefs[size_t(l.georef)] + "\n";
    if (l.georef == LayerGeoref::GeoTransform)
      out += "geotransform = " + quote(geoTransformText(l.geoTransform)) + "\n";
    if (l.georef == LayerGeoref::Gcps) {
      out += "transform = " + word(l.transform) + "\n";
      for (size_t i = 0; i < l.gcps.size(); ++i)
        out += "gcp" + std::to_string(i + 1) + " = " + quote(gcpText(l.gcps[i])) + "\n";
    }
  }
  return out;
}

Status checkLayersWritable(const Battle& battle) {
  std::set<std::string> names;
  for (const MapLayer& l : battle.layers) {
    if (Status s = checkMapLayer(l); !s) return s;
    if (!names.insert(l.name).second) return Status::invalidArgument("two map layers are called \"" + l.name + "\"");
    if (l.georef != LayerGeoref::Gcps && !l.gcps.empty())
      return Status::invalidArgument("layer '" + l.name + "' has control points but is not georeferenced by them");
  }
  return Status::ok();
}

Status readLayers(const TextFile& file, Battle& battle) {
  Result<std::vector<Section>> sections = parseSections(file);
  if (!sections) return sections.status();
  bool groundSeen = false;
  std::set<std::string> names;
  for (const Section& s : *sections) {
    Fields f(file, s);
    if (s.header.size() == 1 && s.header[0].text == "ground" && !s.header[0].quoted) {
      if (groundSeen) return file.error(s.line, "[ground] is given twice");
      if (!battle.layers.empty()) return file.error(s.line, "[ground] comes before the layers");
      groundSeen = true;
      GroundPlacement g;
      Status st = f.require("crs");
      for (const char* key : {"origin_x", "origin_y", "rotation"})
        if (st) st = f.require(key);
      if (st) st = f.text("crs", g.crs);
      if (st) st = f.real("origin_x", g.origin.x);
      if (st) st = f.real("origin_y", g.origin.y);
      if (st) st = f.real("rotation", g.rotationDegrees);
      if (st) st = f.finish();
      if (!st) return st;
      if (g.crs.empty()) return file.error(s.line, "[ground] has an empty crs");
      if (!std::isfinite(g.origin.x) || !std::isfinite(g.origin.y) || !(std::fabs(g.rotationDegrees) < 360))
        return file.error(s.line, "[ground] origin or rotation out of range");
      battle.ground = g;
      continue;
    }
    if (s.header.size() != 2 || s.header[0].text != "layer" || s.header[0].quoted)
      return file.error(s.line, "expected [ground] or [layer \"NAME\"]");
    MapLayer l;
    l.name = s.header[1].text;
    if (!names.insert(l.name).second) return file.error(s.line, "layer \"" + l.name + "\" is given twice");
    int kind = 0, georef = 0;
    std::string geoTransform;
    Status st = Status::ok();
    for (const char* key : {"kind", "source", "visible", "opacity", "crs", "georef"})
      if (st) st = f.require(key);
    if (st) st = f.choice("kind", kind, kKinds);
    if (st) st = f.text("source", l.source);
    if (st) st = f.boolean("visible", l.visible);
    if (st) st = f.real("opacity", l.opacity);
    if (st) st = f.text("crs", l.crs);
    if (st) st = f.choice("georef", georef, kGeorefs);
    if (!st) return st;
    l.kind = LayerKind(kind);
    l.georef = LayerGeoref(georef);
    if (l.georef == LayerGeoref::GeoTransform) {
      st = f.require("geotransform");
      if (st) st = f.text("geotransform", geoTransform);
      if (!st) return st;
      auto parts = splitBlanks(geoTransform);
      bool ok = parts.size() == 6;
      for (size_t i = 0; ok && i < 6; ++i) ok = parseDouble(parts[i], l.geoTransform[i]);
      if (!ok) return file.error(s.line, "layer \"" + l.name + "\": geotransform is not six numbers");
    }
    if (l.georef == LayerGeoref::Gcps) {
      st = f.require("transform");
      if (st) st = f.text("transform", l.transform);
      if (!st) return st;
      for (size_t n = 1;; ++n) {
        const std::string key = "gcp" + std::to_string(n);
        std::string value = "\x01";
        if (Status g = f.text(key.c_str(), value); !g) return g;
        if (value == "\x01") break;  // absent: the points end here
        auto parts = splitBlanks(value);
        LayerGcp g;
        bool ok = parts.size() >= 5 && parseDouble(parts[0], g.pixelX) && parseDouble(parts[1], g.pixelY) &&
                  parseDouble(parts[2], g.mapX) && parseDouble(parts[3], g.mapY) &&
                  (parts[4] == "yes" || parts[4] == "no");
        if (!ok)
          return file.error(
              s.line, "layer \"" + l.name + "\": " + key + " is not \"PIXEL_X PIXEL_Y MAP_X MAP_Y yes|no LABEL\"");
        g.enabled = parts[4] == "yes";
        if (parts.size() > 5) {
          const size_t at = size_t(parts[5].data() - value.data());
          g.label = value.substr(at);
        }
        l.gcps.push_back(std::move(g));
      }
    }
    if (st) st = f.finish();
    if (!st) return st;
    if (Status c = checkMapLayer(l); !c) return file.error(s.line, c.message());
    battle.layers.push_back(std::move(l));
  }
  return Status::ok();
}

}  // namespace cartouche::text
