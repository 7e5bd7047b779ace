// The default QGIS styles of the GIS export's feature tables, drawn like the editor: hexes filled by terrain colour
// (a categorised renderer on `terrain`) with hex labels when zoomed in, hexside features by their draw style and
// colour (categorised on `feature`, widths in ground units so they scale like the editor's), units as triangles in
// their side's colour pointing along `facing_deg`. The styles are QGIS QML, stored in the `layer_styles` table as
// QGIS itself stores them (f_table_schema '' and the geometry column named, or QGIS ignores the row), registered in
// gpkg_contents as attributes. Thread-safety: functions of their arguments.
#pragma once

#include <string>

#include "base/status.h"
#include "export/xml_text.h"
#include "model/battle.h"

class GDALDataset;

namespace cartouche::gis {

std::string hexesStyle(const Battle& battle);
std::string hexsidesStyle(const Battle& battle);
std::string unitsStyle(const Battle& battle);

using cartouche::xmlAttribute;  // export/xml_text.h

// Creates `layer_styles` (if missing) and adds the default style of `table` (geometry column `geom`).
Status writeLayerStyle(GDALDataset& ds, const std::string& table, const std::string& qml,
                       const std::string& description);

}  // namespace cartouche::gis
