// `cartouche import-raster BATTLE RASTER [--name N] [--link]`: adds a period map layer to a battle file, embedded as a
// GeoPackage tile pyramid (the default) or linked by a path relative to the battle's folder. Thread-safety: runs on
// the calling thread.
#pragma once

#include "command.h"

namespace cartouche::cli {

Command importRasterCommand();

}  // namespace cartouche::cli
