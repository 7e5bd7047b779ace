// The battle's period map layers in the file (schema v4: battle_layers, battle_layer_gcps): the layer rows and their
// control points, read and checked or written, and the sources a layer may name. How a new layer gets into a user's
// file is layer_import.h; the raster tile tables embedded layers name are raster_tables.h. Not thread-safe.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "model/map_layer.h"
#include "store/sqlite_db.h"

namespace cartouche {

// Reads and checks every layer row (positions 1, 2, ... without gaps, kind, georef and transform words, opacity in
// 0..1, a linked source that is a plain relative path, GCPs of existing layers). Errors name the file, table, row
// and field.
Result<std::vector<MapLayer>> readLayers(Db& db);
// Replaces every layer row (and control point) with `layers`, bottom first. REQUIRES: the current layout; the caller
// owns the transaction. The raster tables are not touched: a removed layer's table stays in the file.
Status writeLayers(Db& db, const std::vector<MapLayer>& layers);
// The layers of a battle file (none for files older than schema v4). The file is opened defensively and only read.
Result<std::vector<MapLayer>> readBattleLayers(const std::string& path);

// Refuses a source that cannot be stored: an embedded table name that is not a plain identifier, a linked path that
// is empty, absolute, has a `..` part, a backslash or a scheme (`/vsi...`, `http:`).
Status checkLayerSource(LayerKind kind, const std::string& source);

// One layer row on top of the stack (the next position and id), with its control points. REQUIRES: the current
// layout; the caller owns the transaction.
Status insertLayerRow(Db& db, const MapLayer& layer);
// The rows of a layer's control points, numbered from 1 in order. REQUIRES: as insertLayerRow.
Status insertGcps(Db& db, int64_t layerId, const std::vector<LayerGcp>& gcps);

}  // namespace cartouche
