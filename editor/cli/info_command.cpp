// `cartouche info FILE [--json]`: what a battle file holds, for people or as JSON for scripts.
#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <ostream>

#include "battle_input.h"
#include "battle_summary.h"
#include "geo/raster.h"
#include "json_output.h"
#include "parsed_args.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

std::string infoValue(const Battle& b, const std::string& key) {
  auto it = b.info.find(key);
  return it == b.info.end() ? std::string() : it->second;
}

Json typeCountsJson(const std::vector<TypeCount>& counts) {
  Json list = Json::array();
  for (const TypeCount& t : counts)
    list.push_back({{"code", t.code}, {"name", t.name}, {"known", t.known}, {"count", t.count}});
  return list;
}

Json optionalNumber(const std::optional<double>& v) { return v ? Json(*v) : Json(nullptr); }

// The period map layers and the ground placement stored with the battle, each layer with its raster's size as GDAL
// reads it now (or why it cannot be read: a moved linked file is reported, not fatal).
struct LayerEntry {
  MapLayer layer;
  std::optional<geo::RasterInfo> raster;
  std::string unreadable;
};

struct PeriodMaps {
  std::vector<LayerEntry> layers;
  std::optional<GroundPlacement> ground;
};

// `battle` was read from `path` (a battle file, or a battle folder in the text format).
PeriodMaps readPeriodMaps(const Battle& battle, const std::string& path) {
  PeriodMaps maps{{}, battle.ground};
  std::error_code ec;
  const std::string folder =
      std::filesystem::is_directory(path, ec) ? path : std::filesystem::path(path).parent_path().string();
  for (const MapLayer& l : battle.layers) {
    Result<geo::Raster> r = l.kind == LayerKind::Embedded
                                ? geo::Raster::openEmbedded(path, l.source)
                                : geo::Raster::openLinked(folder.empty() ? "." : folder, l.source);
    LayerEntry e{l, std::nullopt, ""};
    if (r)
      e.raster = r->info();
    else
      e.unreadable = r.status().message();
    maps.layers.push_back(std::move(e));
  }
  return maps;
}

const char* kindName(LayerKind k) { return k == LayerKind::Embedded ? "embed" : "link"; }
const char* georefName(LayerGeoref g) {
  return g == LayerGeoref::None ? "none" : g == LayerGeoref::GeoTransform ? "geotransform" : "gcps";
}

size_t enabledGcps(const MapLayer& l) {
  return size_t(std::count_if(l.gcps.begin(), l.gcps.end(), [](const LayerGcp& g) { return g.enabled; }));
}

Json periodMapsJson(const PeriodMaps& maps) {
  Json layers = Json::array();
  int position = 1;
  for (const LayerEntry& e : maps.layers) {
    const MapLayer& l = e.layer;
    Json georef = {{"kind", georefName(l.georef)}};
    if (l.georef == LayerGeoref::GeoTransform) {
      Json gt = Json::array();
      for (double v : l.geoTransform) gt.push_back(v);
      georef["geotransform"] = gt;
    } else if (l.georef == LayerGeoref::Gcps) {
      georef["transform"] = l.transform;
      georef["gcp_count"] = l.gcps.size();
      georef["gcps_enabled"] = enabledGcps(l);
    }
    layers.push_back({{"position", position++},
                      {"name", l.name},
                      {"kind", kindName(l.kind)},
                      {"source", l.source},
                      {"visible", l.visible},
                      {"opacity", l.opacity},
                      {"width", e.raster ? Json(e.raster->width) : Json(nullptr)},
                      {"height", e.raster ? Json(e.raster->height) : Json(nullptr)},
                      {"unreadable", e.raster ? Json(nullptr) : Json(e.unreadable)},
                      {"crs", l.crs.empty() ? Json(nullptr) : Json(l.crs)},
                      {"georef", georef}});
  }
  Json ground = nullptr;
  if (maps.ground)
    ground = {{"crs", maps.ground->crs},
              {"origin", {maps.ground->origin.x, maps.ground->origin.y}},
              {"rotation_deg", maps.ground->rotationDegrees}};
  return {{"layers", layers}, {"ground", ground}};
}

void printPeriodMaps(std::ostream& out, const PeriodMaps& maps) {
  out << "Ground:      ";
  if (maps.ground)
    out << "hex 0101 at " << std::setprecision(15) << maps.ground->origin.x << ", " << maps.ground->origin.y << " in "
        << maps.ground->crs << ", rotated " << maps.ground->rotationDegrees << std::setprecision(6)
        << " degrees clockwise\n";
  else
    out << "not placed\n";
  out << "Layers:      " << maps.layers.size() << "\n";
  int position = 1;
  for (const LayerEntry& e : maps.layers) {
    const MapLayer& l = e.layer;
    out << "  " << position++ << ". " << l.name << " (" << (l.kind == LayerKind::Embedded ? "embedded " : "linked ")
        << l.source << "), ";
    if (e.raster)
      out << e.raster->width << " x " << e.raster->height << " pixels";
    else
      out << "unreadable: " << e.unreadable;
    out << ", CRS " << (l.crs.empty() ? std::string("unknown") : l.crs) << ", ";
    if (l.georef == LayerGeoref::None)
      out << "not georeferenced";
    else if (l.georef == LayerGeoref::GeoTransform) {
      out << "geotransform";
      for (size_t i = 0; i < 6; ++i) out << (i ? ", " : " ") << std::setprecision(15) << l.geoTransform[i];
      out << std::setprecision(6);
    } else {
      out << l.gcps.size() << " GCPs (" << enabledGcps(l) << " enabled), transform " << l.transform;
    }
    if (!l.visible) out << ", hidden";
    if (l.opacity < 1) out << ", opacity " << l.opacity;
    out << "\n";
  }
}

Json infoJson(const std::string& path, const Battle& b, const BattleSummary& s, const PeriodMaps& maps) {
  const GridSettings& g = b.map.grid();
  const LabelFormat& f = g.labels;
  Json info = Json::object();
  for (const auto& [key, value] : b.info) info[key] = value;
  Json scenarios = Json::array();
  for (const Scenario& sc : b.scenarios)
    scenarios.push_back({{"code", sc.code},
                         {"name", sc.name},
                         {"description", sc.description},
                         {"start_time", sc.startTime},
                         {"turn_minutes", sc.turnMinutes},
                         {"turns", sc.turns}});
  Json tables = Json::array();
  for (const RuleTable& t : b.rules)
    tables.push_back({{"code", t.code},
                      {"kind", std::string(tableKindName(t.kind))},
                      {"title", t.title},
                      {"columns", t.columns.size()},
                      {"rows", t.rows.size()}});
  return {
      {"json_version", kJsonVersion},
      {"file", path},
      {"title", b.title()},
      {"provenance", infoValue(b, "map_provenance")},
      {"info", info},
      {"grid",
       {{"orientation", s.orientation},
        {"shifted", s.shifted},
        {"columns", g.columns},
        {"rows", g.rows},
        {"hexes", g.hexCount()},
        {"hex_size_metres", g.hexSizeMetres},
        {"labels",
         {{"pattern", s.labelPattern},
          {"first", s.firstLabel},
          {"last", s.lastLabel},
          {"first_column", f.firstColumn},
          {"first_row", f.firstRow},
          {"column_digits", f.columnDigits},
          {"row_digits", f.rowDigits},
          {"leading_zeros", f.leadingZeros},
          {"column_letters", f.columnLetters},
          {"separator", f.separator}}}}},
      {"terrain", {{"hexes", typeCountsJson(s.hexTerrain)}, {"hexsides", typeCountsJson(s.hexsideFeatures)}}},
      {"hexsides_with_features", s.hexsidesWithFeatures},
      {"slopes",
       {{"derived", s.derivedSlopes},
        {"forced_on", s.slopesForcedOn},
        {"forced_off", s.slopesForcedOff},
        {"effective", s.slopes}}},
      {"elevation",
       {{"min_level", s.minLevel},
        {"max_level", s.maxLevel},
        {"min_metres", optionalNumber(s.minMetres)},
        {"max_metres", optionalNumber(s.maxMetres)}}},
      {"scenarios", scenarios},
      {"rule_tables", {{"count", b.rules.size()}, {"tables", tables}}},
      {"ground", periodMapsJson(maps)["ground"]},
      {"layers", periodMapsJson(maps)["layers"]},
  };
}

void printCounts(std::ostream& out, const std::vector<TypeCount>& counts) {
  size_t width = 4;
  for (const TypeCount& t : counts) width = std::max(width, t.code.size());
  for (const TypeCount& t : counts) {
    out << "  " << std::left << std::setw(int(width)) << t.code << std::right << std::setw(9) << t.count;
    if (!t.name.empty()) out << "  " << t.name;
    if (!t.known) out << "  (not in the vocabulary as this kind)";
    out << "\n";
  }
}

void printInfo(std::ostream& out, const std::string& path, const Battle& b, const BattleSummary& s) {
  const GridSettings& g = b.map.grid();
  out << "File:        " << path << "\n";
  out << "Title:       " << b.title() << "\n";
  out << "Provenance:  " << infoValue(b, "map_provenance") << "\n";
  for (const auto& [key, value] : b.info) {
    if (key == "title" || key == "map_provenance") continue;
    out << std::left << std::setw(std::max(13, int(key.size()) + 2)) << (key + ":") << value << "\n";
  }
  out << "Grid:        " << g.columns << " x " << g.rows << " = " << g.hexCount() << " hexes, " << s.orientation << ", "
      << s.shifted << " shifted\n";
  out << "Labels:      " << s.labelPattern << ", " << s.firstLabel << " to " << s.lastLabel << "\n";
  out << "Hex size:    " << g.hexSizeMetres << " m\n";
  out << "Elevation:   levels " << s.minLevel << " to " << s.maxLevel;
  if (s.minMetres) out << ", " << *s.minMetres << " to " << *s.maxMetres << " m";
  out << "\n";
  out << "Slopes:      " << s.slopes << " (" << s.derivedSlopes << " derived from levels, " << s.slopesForcedOn
      << " forced on, " << s.slopesForcedOff << " forced off)\n";
  out << "Hex terrain (hexes):\n";
  printCounts(out, s.hexTerrain);
  out << "Hexside features (hexsides), " << s.hexsidesWithFeatures << " hexsides with features:\n";
  printCounts(out, s.hexsideFeatures);
  out << "Scenarios:   " << b.scenarios.size() << "\n";
  for (const Scenario& sc : b.scenarios) {
    out << "  " << sc.code << ": " << sc.name;
    if (!sc.startTime.empty()) out << ", starts " << sc.startTime;
    if (sc.turns > 0) out << ", " << sc.turns << " turns";
    if (sc.turnMinutes > 0) out << " of " << sc.turnMinutes << " min";
    out << "\n";
  }
  out << "Rule tables: " << b.rules.size() << "\n";
  for (const RuleTable& t : b.rules)
    out << "  " << t.code << ": " << t.title << " (" << tableKindName(t.kind) << ", " << t.columns.size()
        << " columns, " << t.rows.size() << " rows)\n";
}

ExitCode runInfo(const ParsedArgs& args, Console& console) {
  const std::string& path = args.operand(0);
  std::optional<Battle> battle = readBattleInput(path, "info", console);
  if (!battle) return ExitCode::Usage;
  BattleSummary summary = summarizeBattle(*battle);
  const PeriodMaps maps = readPeriodMaps(*battle, path);
  if (args.has("json")) {
    printJson(console, infoJson(path, *battle, summary, maps));
  } else {
    printInfo(console.out, path, *battle, summary);
    printPeriodMaps(console.out, maps);
  }
  return ExitCode::Ok;
}

}  // namespace

Command infoCommand() {
  Command c;
  c.name = "info";
  c.operands = {"FILE"};
  c.summary = "Describe a battle file: grid, terrain counts, elevation, scenarios, rule tables, map layers.";
  c.description =
      "Reads FILE (a .gpkg battle) and prints its title and metadata, the grid (orientation, shifted lines,\n"
      "size, label format, first and last label, hex size), the hexes per terrain, the hexsides per feature,\n"
      "the slopes (derived from levels and forced), the elevation range, the scenarios and the ruleset\n"
      "tables (how many, and each one's code, title, kind and size), where the grid lies on the ground (CRS,\n"
      "origin, rotation) and the period map layers (name, embedded or linked, size in pixels, CRS and\n"
      "georeferencing: geotransform, or the transform and number of control points).\n"
      "The --json document is described in editor/cli/README.md.\n";
  c.options = {{"json", "", "print one JSON object instead of text"}};
  c.run = runInfo;
  return c;
}

}  // namespace cartouche::cli
