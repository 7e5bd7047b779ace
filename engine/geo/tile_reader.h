// Reading a map layer's raster as square RGBA tiles by level of detail, for the editor's layer drawing: level 0 is
// the full resolution and level k the k-th overview of the pyramid (each about half the one before; GDAL's own
// overviews, built on import). A tile is kTileSize x kTileSize pixels of its level; edge tiles are padded with
// transparent pixels. Band interpretation: 1 band grey (or a colour table, expanded), 2 bands grey + alpha, 3 RGB,
// 4 RGBA; bands that are not 8-bit (a DEM) are stretched linearly between the band's minimum and maximum (GDAL's
// approximate statistics) to grey. NoData and NaN cells are transparent. Thread-safety: one TileReader per thread
// (it owns a GDAL dataset handle); open() may run on any thread.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/status.h"
#include "model/map_layer.h"

namespace cartouche::geo {

// Where a battle's layers live: the SQLite file holding embedded raster tables (in the editor the working copy) and
// the folder linked paths are confined to (the user's file's folder; "" for a battle never saved: linked layers
// then do not open).
struct LayerLocation {
  std::string tablesFile;
  std::string linkFolder;
  friend bool operator==(const LayerLocation&, const LayerLocation&) = default;
};

class TileReader {
 public:
  static constexpr int kTileSize = 256;

  // Opens the raster of `layer`: its embedded table in location.tablesFile (Raster::openEmbedded) or its linked
  // path confined to location.linkFolder (Raster::openLinked). Errors name the layer and the reason ("linked file
  // 'scan.tif' is missing", "the battle has no folder yet").
  static Result<std::unique_ptr<TileReader>> open(const MapLayer& layer, const LayerLocation& location);
  ~TileReader();

  int width() const;  // level 0 pixels
  int height() const;
  int levelCount() const;  // 1 + the number of overviews
  // Pixel size of a level; the factor to level 0 is width()/levelWidth(level) (not always a power of two).
  int levelWidth(int level) const;
  int levelHeight(int level) const;
  int tilesAcross(int level) const;  // ceil(levelWidth / kTileSize)
  int tilesDown(int level) const;

  // Reads tile (tx, ty) of `level` into `rgba` (resized to kTileSize * kTileSize * 4, rows top first). Fails with
  // the file and the reason when GDAL cannot read the pixels (a truncated file): the caller shows the layer's error
  // and keeps going.
  Status readTile(int level, int tx, int ty, std::vector<uint8_t>& rgba);

 private:
  TileReader() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cartouche::geo
