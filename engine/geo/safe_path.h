// Confining paths before GDAL sees them. A battle file is untrusted, so a linked layer's path, and every file a VRT
// names, must be a plain relative path that stays inside the battle file's folder once symlinks are resolved: no
// GDAL virtual file systems (/vsicurl/, /vsis3/, /vsimem/, /vsizip/, ... every /vsi prefix), no URLs or other schemes,
// no absolute paths, no `..` parts, no symlink that leads out of the folder. A VRT is read as XML before GDAL opens
// it: each SourceFilename must be relative to the VRT and confine the same way (and be a plain raster, not another
// VRT); warped and pansharpened VRTs, pixel-function code and an SRS that is not WKT, an EPSG code or a PROJ string
// are refused. Decision: a VRT whose sources are files beside it (a scan and its GCP VRT) is allowed. Messages name
// the file. Thread-safety: functions of their arguments (they read the file system).
#pragma once

#include <string>
#include <vector>

#include "base/status.h"

namespace cartouche::geo {

// Refuses a path text that is a GDAL virtual path, a URL or scheme, absolute, holds `..`, a backslash or NUL.
// `what` names the path in the message ("linked layer path", "VRT source").
Status checkRelativePathText(const std::string& text, const std::string& what);

// Resolves `relative` inside `folder` (symlinks followed) and returns the real path of an existing regular file
// inside the real `folder`. Refuses what checkRelativePathText refuses, a missing file, a folder, and a file whose
// real path is outside `folder`.
Result<std::string> confinePath(const std::string& folder, const std::string& relative, const std::string& what);

// GDAL also reads files beside a raster by name (scan.tif.ovr, scan.tif.aux.xml, scan.tfw, scan.prj, ...). Refuses
// any file in the raster's folder whose name starts with the raster's stem and that is a symlink leading outside
// `folder`. REQUIRES: `realPath` came from confinePath.
Status checkSidecars(const std::string& realPath, const std::string& folder);

// The GDAL drivers a confined raster may be opened with: formats whose files name no other files (VRT aside, which
// inspectVrt confines first).
const std::vector<std::string>& confinedDrivers();

// When `path` is a VRT (by content), checks its XML as described above, with its sources confined to `folder`.
// Returns the SRS text the VRT declares ("" when none, or when `path` is not a VRT).
Result<std::string> inspectVrt(const std::string& path, const std::string& folder);

// Everything above for a raster file about to be opened: `path` (already a real path) checked as a VRT with its
// sources confined to `folder`.
Status checkRasterFile(const std::string& path, const std::string& folder);

}  // namespace cartouche::geo
