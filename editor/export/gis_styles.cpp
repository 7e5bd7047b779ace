// QGIS QML styles for the GIS export's feature tables, and the layer_styles table that holds them (gis_styles.h).
#include "gis_styles.h"

#include <gdal_priv.h>
#include <ogrsf_frmts.h>

#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <sstream>

namespace cartouche::gis {

namespace {

constexpr const char* kQgisVersion = "3.22.16-Białowieża";

std::string rgba(Rgba c) {
  return std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b) + "," + std::to_string(c.a);
}

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

std::string option(const std::string& name, const std::string& value) {
  return "<Option type=\"QString\" name=\"" + name + "\" value=\"" + xmlAttribute(value) + "\"/>";
}

std::string noDataDefined() {
  return "<data_defined_properties><Option type=\"Map\"><Option type=\"QString\" name=\"name\" value=\"\"/>"
         "<Option name=\"properties\"/><Option type=\"QString\" name=\"type\" value=\"collection\"/></Option>"
         "</data_defined_properties>";
}

// The symbol layer's properties, written both as QGIS 3's Option map and as the older <prop> pairs. A pattern fill
// carries the marker or line it repeats as a sub-symbol, after its properties.
std::string symbolLayer(const std::string& cls, const std::vector<std::pair<std::string, std::string>>& props,
                        const std::string& dataDefined = noDataDefined(), const std::string& subSymbol = "") {
  std::string s = "<layer pass=\"0\" enabled=\"1\" class=\"" + cls + "\" locked=\"0\"><Option type=\"Map\">";
  for (const auto& [k, v] : props) s += option(k, v);
  s += "</Option>";
  for (const auto& [k, v] : props) s += "<prop k=\"" + k + "\" v=\"" + xmlAttribute(v) + "\"/>";
  return s + dataDefined + subSymbol + "</layer>";
}

// A symbol named by its category's index, or a pattern fill's sub-symbol named "@index@layer" as QGIS names them.
std::string symbol(const std::string& type, const std::string& name, const std::string& layers) {
  return "<symbol clip_to_extent=\"1\" type=\"" + type + "\" alpha=\"1\" name=\"" + xmlAttribute(name) +
         "\" force_rhr=\"0\">" + noDataDefined() + layers + "</symbol>";
}

std::string symbol(const std::string& type, int index, const std::string& layers) {
  return symbol(type, std::to_string(index), layers);
}

struct Category {
  std::string value, label, symbol;
};

std::string categorised(const std::string& attribute, const std::vector<Category>& categories) {
  std::string s = "<renderer-v2 forceraster=\"0\" symbollevels=\"0\" type=\"categorizedSymbol\" attr=\"" +
                  xmlAttribute(attribute) + "\" referencescale=\"-1\" enableorderby=\"0\"><categories>";
  for (size_t i = 0; i < categories.size(); ++i)
    s += "<category render=\"true\" value=\"" + xmlAttribute(categories[i].value) + "\" label=\"" +
         xmlAttribute(categories[i].label) + "\" symbol=\"" + std::to_string(i) + "\"/>";
  s += "</categories><symbols>";
  for (const Category& c : categories) s += c.symbol;
  return s + "</symbols></renderer-v2>";
}

std::string document(const std::string& body, bool labels) {
  return std::string("<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>\n<qgis version=\"") + kQgisVersion +
         "\" styleCategories=\"AllStyleCategories\" hasScaleBasedVisibilityFlag=\"0\" labelsEnabled=\"" +
         (labels ? "1" : "0") + "\">" + body + "</qgis>\n";
}

std::string subSymbolName(int index) { return "@" + std::to_string(index) + "@1"; }

// A pattern fill of markers (`shape`: circle, square) `size` across, `dx` by `dy` apart, every other row shifted by
// `shift`; all in ground metres.
std::string pointPattern(int index, Rgba ink, const std::string& shape, double size, double dx, double dy,
                         double shift) {
  const std::string marker = symbol("marker", subSymbolName(index),
                                    symbolLayer("SimpleMarker", {{"name", shape},
                                                                 {"color", rgba(ink)},
                                                                 {"outline_style", "no"},
                                                                 {"outline_color", rgba(ink)},
                                                                 {"outline_width", "0"},
                                                                 {"size", number(size)},
                                                                 {"size_unit", "MapUnit"},
                                                                 {"angle", "0"},
                                                                 {"scale_method", "diameter"}}));
  return symbolLayer("PointPatternFill",
                     {{"distance_x", number(dx)},
                      {"distance_x_unit", "MapUnit"},
                      {"distance_y", number(dy)},
                      {"distance_y_unit", "MapUnit"},
                      {"displacement_x", number(shift)},
                      {"displacement_x_unit", "MapUnit"},
                      {"displacement_y", "0"},
                      {"displacement_y_unit", "MapUnit"},
                      {"offset_x", "0"},
                      {"offset_x_unit", "MapUnit"},
                      {"offset_y", "0"},
                      {"offset_y_unit", "MapUnit"}},
                     noDataDefined(), marker);
}

// A pattern fill of parallel lines at `angle` degrees, `distance` apart and `width` wide (ground metres); `dash`
// and `gap` above zero break each line into dashes.
std::string linePattern(int index, Rgba ink, double angle, double distance, double width, double dash = 0,
                        double gap = 0) {
  std::vector<std::pair<std::string, std::string>> line = {
      {"line_color", rgba(ink)},      {"line_style", "solid"}, {"line_width", number(width)},
      {"line_width_unit", "MapUnit"}, {"capstyle", "flat"},    {"joinstyle", "miter"}};
  if (dash > 0) {
    line.push_back({"use_custom_dash", "1"});
    line.push_back({"customdash", number(dash) + ";" + number(gap)});
    line.push_back({"customdash_unit", "MapUnit"});
  }
  const std::string sub = symbol("line", subSymbolName(index), symbolLayer("SimpleLine", line));
  return symbolLayer("LinePatternFill",
                     {{"angle", number(angle)},
                      {"color", rgba(ink)},
                      {"distance", number(distance)},
                      {"distance_unit", "MapUnit"},
                      {"line_width", number(width)},
                      {"line_width_unit", "MapUnit"},
                      {"offset", "0"},
                      {"offset_unit", "MapUnit"}},
                     noDataDefined(), sub);
}

// The terrain pattern over a hex fill, as the editor draws it (tree crowns, house blocks, marsh dashes, dots,
// diagonal hatching) in the fill's darker ink, sized from the hex radius `r` in ground metres. Empty for a terrain
// without a pattern. QGIS repeats the marks over the whole hex: the centre is not kept clear as in the editor.
std::string patternLayer(int index, const std::string& pattern, Rgba colour, double r) {
  const Rgba ink{uint8_t(std::lround(colour.r * 0.55)), uint8_t(std::lround(colour.g * 0.55)),
                 uint8_t(std::lround(colour.b * 0.55)), colour.a};
  if (!(r > 0)) return "";
  if (pattern == "trees" || pattern == "woods" || pattern == "forest")
    return pointPattern(index, ink, "circle", 0.3 * r, 0.72 * r, 0.6 * r, 0.36 * r);
  if (pattern == "houses" || pattern == "town" || pattern == "village")
    return pointPattern(index, ink, "square", 0.22 * r, 0.6 * r, 0.5 * r, 0.3 * r);
  if (pattern == "dots") return pointPattern(index, ink, "circle", 0.1 * r, r / 3, r / 3, 0);
  if (pattern == "marsh") return linePattern(index, ink, 0, r / 3.5, 0.05 * r, 0.22 * r, 0.18 * r);
  if (pattern == "hatch") return linePattern(index, ink, 45, r / (3 * std::sqrt(2.0)), 0.035 * r);
  return "";
}

std::string fillSymbol(int index, Rgba colour, const std::string& pattern = "", double radius = 0) {
  return symbol("fill", index,
                symbolLayer("SimpleFill", {{"color", rgba(colour)},
                                           {"outline_color", "90,90,90,255"},
                                           {"outline_style", "solid"},
                                           {"outline_width", "0.1"},
                                           {"outline_width_unit", "MM"},
                                           {"style", "solid"},
                                           {"joinstyle", "miter"}}) +
                    patternLayer(index, pattern, colour, radius));
}

std::string lineSymbol(int index, Rgba colour, double widthGround, const std::string& capStyle) {
  return symbol("line", index,
                symbolLayer("SimpleLine", {{"line_color", rgba(colour)},
                                           {"line_style", "solid"},
                                           {"line_width", number(widthGround)},
                                           {"line_width_unit", "MapUnit"},
                                           {"capstyle", capStyle},
                                           {"joinstyle", "round"}}));
}

std::string hexLabels(double hex) {
  // As a printed map: small labels near the top of each hex, sized in ground units so they scale with the hexes,
  // drawn once a hex is large enough on screen to read them (below 1:20000 a 100 m hex is 5 mm).
  return "<labeling type=\"simple\"><settings calloutType=\"simple\">"
         "<text-style fieldName=\"label\" isExpression=\"0\" fontFamily=\"DejaVu Sans\" fontSize=\"" +
         number(hex * 0.15) +
         "\" fontSizeUnit=\"MapUnit\" textColor=\"40,40,40,255\" textOpacity=\"1\" namedStyle=\"Book\"/>"
         "<placement placement=\"1\" dist=\"0\" priority=\"5\" offsetType=\"0\" quadOffset=\"4\" xOffset=\"0\" "
         "yOffset=\"" +
         number(-hex * 0.33) +
         "\" offsetUnits=\"MapUnit\" centroidInside=\"1\" centroidWhole=\"1\"/>"
         "<rendering drawLabels=\"1\" scaleVisibility=\"1\" scaleMin=\"1\" scaleMax=\"20000\" displayAll=\"1\" "
         "obstacle=\"0\" limitNumLabels=\"0\" maxNumLabels=\"2000\"/>"
         "</settings></labeling>";
}

}  // namespace

std::string hexesStyle(const Battle& battle) {
  // As the editor's "Terrain over layers" (0.6 when the battle has period map layers): the scans show through.
  const double opacity = battle.layers.empty() ? 1.0 : 0.6;
  const double radius = battle.map.grid().hexSizeMetres / std::sqrt(3.0);  // centre to corner, in metres
  std::vector<Category> categories;
  for (const TerrainType& t : battle.vocabulary.types()) {
    if (t.kind != TerrainKind::Hex) continue;
    const int i = int(categories.size());
    Rgba colour = t.colour;
    colour.a = uint8_t(std::lround(colour.a * opacity));
    categories.push_back({t.code, t.name.empty() ? t.code : t.name, fillSymbol(i, colour, t.pattern, radius)});
  }
  return document(categorised("terrain", categories) + hexLabels(battle.map.grid().hexSizeMetres), true);
}

std::string hexsidesStyle(const Battle& battle) {
  const double hex = battle.map.grid().hexSizeMetres;
  std::vector<Category> categories;
  for (const TerrainType& t : battle.vocabulary.types()) {
    if (t.kind != TerrainKind::Hexside) continue;
    const int i = int(categories.size());
    std::string sym;
    switch (t.draw) {
      case DrawStyle::Path:
        sym = lineSymbol(i, t.colour, hex * 0.07, "round");
        break;
      case DrawStyle::Mark:
        sym = lineSymbol(i, t.colour, hex * 0.16, "flat");
        break;
      case DrawStyle::Edge:
      case DrawStyle::Fill:
        sym = lineSymbol(i, t.colour, hex * 0.09, "round");
        break;
    }
    categories.push_back({t.code, t.name.empty() ? t.code : t.name, sym});
  }
  // Slopes (gis_features.h): a thin brown line, unless the vocabulary has a hexside type of that code itself.
  const std::optional<TerrainId> own = battle.vocabulary.find("slope");
  if (!own || battle.vocabulary.at(*own).kind != TerrainKind::Hexside)
    categories.push_back({"slope", "Slope (change of level)",
                          lineSymbol(int(categories.size()), Rgba{120, 80, 40, 255}, hex * 0.04, "round")});
  return document(categorised("feature", categories), false);
}

std::string unitsStyle(const Battle& battle) {
  const double hex = battle.map.grid().hexSizeMetres;
  // The arrow turns to facing_deg and is drawn only where the facing is known; the counter itself never turns.
  const std::string facingArrow =
      "<data_defined_properties><Option type=\"Map\"><Option type=\"QString\" name=\"name\" value=\"\"/>"
      "<Option name=\"properties\" type=\"Map\">"
      "<Option name=\"angle\" type=\"Map\"><Option name=\"active\" value=\"true\" type=\"bool\"/>"
      "<Option name=\"field\" value=\"facing_deg\" type=\"QString\"/>"
      "<Option name=\"type\" value=\"2\" type=\"int\"/></Option>"
      "<Option name=\"enabled\" type=\"Map\"><Option name=\"active\" value=\"true\" type=\"bool\"/>"
      "<Option name=\"expression\" value=\"&quot;facing_deg&quot; IS NOT NULL\" type=\"QString\"/>"
      "<Option name=\"type\" value=\"3\" type=\"int\"/></Option>"
      "</Option><Option type=\"QString\" name=\"type\" value=\"collection\"/></Option></data_defined_properties>";
  std::vector<Category> categories;
  for (const ArmySide& side : battle.army.sides) {
    const int i = int(categories.size());
    const std::string counter = symbolLayer("SimpleMarker", {{"name", "square"},
                                                             {"color", rgba(side.colour)},
                                                             {"outline_color", "20,20,20,255"},
                                                             {"outline_style", "solid"},
                                                             {"outline_width", "0.2"},
                                                             {"outline_width_unit", "MM"},
                                                             {"size", number(hex * 0.5)},
                                                             {"size_unit", "MapUnit"},
                                                             {"angle", "0"},
                                                             {"scale_method", "diameter"}});
    const std::string arrow = symbolLayer("SimpleMarker",
                                          {{"name", "arrow"},
                                           {"color", "255,255,255,255"},
                                           {"outline_color", "20,20,20,255"},
                                           {"outline_style", "solid"},
                                           {"outline_width", "0.15"},
                                           {"outline_width_unit", "MM"},
                                           {"size", number(hex * 0.42)},
                                           {"size_unit", "MapUnit"},
                                           {"angle", "0"},
                                           {"scale_method", "diameter"}},
                                          facingArrow);
    categories.push_back({side.code, side.name.empty() ? side.code : side.name, symbol("marker", i, counter + arrow)});
  }
  return document(categorised("side", categories), false);
}

Status writeLayerStyle(GDALDataset& ds, const std::string& table, const std::string& qml,
                       const std::string& description) {
  OGRLayer* styles = ds.GetLayerByName("layer_styles");
  if (!styles) {
    const char* options[] = {"FID=id", nullptr};
    styles = ds.CreateLayer("layer_styles", nullptr, wkbNone, const_cast<char**>(options));
    if (!styles) return Status::ioError("cannot create table 'layer_styles': " + std::string(CPLGetLastErrorMsg()));
    struct Field {
      const char* name;
      OGRFieldType type;
      OGRFieldSubType sub;
    };
    const Field fields[] = {{"f_table_catalog", OFTString, OFSTNone},
                            {"f_table_schema", OFTString, OFSTNone},
                            {"f_table_name", OFTString, OFSTNone},
                            {"f_geometry_column", OFTString, OFSTNone},
                            {"styleName", OFTString, OFSTNone},
                            {"styleQML", OFTString, OFSTNone},
                            {"styleSLD", OFTString, OFSTNone},
                            {"useAsDefault", OFTInteger, OFSTBoolean},
                            {"description", OFTString, OFSTNone},
                            {"owner", OFTString, OFSTNone},
                            {"ui", OFTString, OFSTNone},
                            {"update_time", OFTDateTime, OFSTNone}};
    for (const Field& f : fields) {
      OGRFieldDefn defn(f.name, f.type);
      defn.SetSubType(f.sub);
      if (styles->CreateField(&defn) != OGRERR_NONE)
        return Status::ioError("cannot add field '" + std::string(f.name) + "' to table 'layer_styles'");
    }
  }
  std::unique_ptr<OGRFeature, void (*)(OGRFeature*)> row(OGRFeature::CreateFeature(styles->GetLayerDefn()),
                                                         OGRFeature::DestroyFeature);
  row->SetField("f_table_catalog", "");
  row->SetField("f_table_schema", "");  // '' and not NULL: QGIS matches the row only so
  row->SetField("f_table_name", table.c_str());
  row->SetField("f_geometry_column", "geom");
  row->SetField("styleName", table.c_str());
  row->SetField("styleQML", qml.c_str());
  row->SetField("styleSLD", "");
  row->SetField("useAsDefault", 1);
  row->SetField("description", description.c_str());
  row->SetField("owner", "");
  row->SetFieldNull(row->GetFieldIndex("ui"));
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  row->SetField("update_time", utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday, utc.tm_hour, utc.tm_min,
                float(utc.tm_sec), 100);
  if (styles->CreateFeature(row.get()) != OGRERR_NONE)
    return Status::ioError("cannot write the style of '" + table + "': " + std::string(CPLGetLastErrorMsg()));
  return Status::ok();
}

}  // namespace cartouche::gis
