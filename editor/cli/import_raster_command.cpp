#include "import_raster_command.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <ostream>

#include "battle_input.h"
#include "geo/geo.h"
#include "geo/layer_embed.h"
#include "geo/raster.h"
#include "parsed_args.h"
#include "store/layer_import.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

namespace fs = std::filesystem;

constexpr const char* kName = "import-raster";

// Refused (1) for what the file or raster is; unreadable (2) for what cannot be read at all.
ExitCode exitFor(const Status& s) {
  switch (s.code()) {
    case Status::Code::NotFound:
    case Status::Code::Corrupt:
    case Status::Code::IoError:
      return ExitCode::Usage;
    default:
      return ExitCode::Failed;
  }
}

// A progress line on a terminal only ("\r" rewrites it); nothing when stderr is a file or a pipe.
geo::Progress terminalProgress(Console& console, const std::string& what) {
  if (!::isatty(STDERR_FILENO)) return {};
  return [&console, what, last = -1](double f) mutable {
    const int percent = int(f * 100);
    if (percent != last) {
      last = percent;
      console.err << "\r" << what << ": " << percent << "%" << (percent >= 100 ? "\n" : "") << std::flush;
    }
    return true;
  };
}

// The raster's path relative to the battle's folder, when it lies there or below (lexically; symlinks are checked
// again when the link is opened).
std::optional<std::string> relativeToFolder(const std::string& raster, const std::string& folder) {
  const fs::path base = fs::absolute(folder.empty() ? "." : folder).lexically_normal();
  const fs::path rel = fs::absolute(raster).lexically_normal().lexically_relative(base);
  if (rel.empty() || *rel.begin() == "..") return std::nullopt;
  return rel.generic_string();
}

ExitCode refuse(Console& console, const Status& s, const std::string& battlePath) {
  printError(console, kName, s.message() + " (" + battlePath + " is unchanged)");
  return exitFor(s);
}

ExitCode runImportRaster(const ParsedArgs& args, Console& console) {
  const std::string& battlePath = args.operand(0);
  const std::string& rasterPath = args.operand(1);
  const bool link = args.has("link");
  std::string name = args.value("name").value_or(fs::path(rasterPath).stem().string());
  if (name.empty()) return usageError(console, findCommand(kName), "--name must not be empty");

  if (!readBattleInput(battlePath, kName, console)) return ExitCode::Usage;
  const std::string folder = fs::path(battlePath).parent_path().string();

  std::string source;
  Result<geo::Raster> raster = Status::invalidArgument("unset");
  if (link) {
    std::optional<std::string> rel = relativeToFolder(rasterPath, folder);
    if (!rel) {
      printError(console, kName,
                 rasterPath + ": a linked raster must lie in the battle's folder or below it (" +
                     (folder.empty() ? std::string(".") : folder) + "); embed it instead, or move it there (" +
                     battlePath + " is unchanged)");
      return ExitCode::Failed;
    }
    source = *rel;
    raster = geo::Raster::openLinked(folder.empty() ? "." : folder, source);
  } else {
    raster = geo::Raster::openUserFile(rasterPath);
  }
  if (!raster) return refuse(console, raster.status(), battlePath);

  Result<LayerImport> import = LayerImport::start(battlePath);
  if (!import) return refuse(console, import.status(), battlePath);
  if (!link) {
    Result<std::string> table = import->freeTableName();
    if (!table) return refuse(console, table.status(), battlePath);
    source = *table;
  }
  Result<MapLayer> layer = geo::makeLayer(*raster, name, link ? LayerKind::Linked : LayerKind::Embedded, source);
  if (!layer) return refuse(console, layer.status(), battlePath);

  std::string note;
  if (link) {
    if (Status s = raster->buildOverviews(terminalProgress(console, "Building the pyramid of " + rasterPath)); !s) {
      if (s.message().find("cancelled") != std::string::npos) return refuse(console, s, battlePath);
      note = "Note: " + s.message() + "\n";
    }
  } else {
    const std::string unchanged = battlePath + " is unchanged";
    geo::StopNote note(unchanged);
    if (Status s =
            geo::embedRaster(*raster, import->copyPath(), source, terminalProgress(console, "Embedding " + rasterPath));
        !s)
      return refuse(console, s, battlePath);
  }
  if (Status s = import->finish(*layer); !s) return refuse(console, s, battlePath);

  console.out << (link ? "Linked " : "Embedded ") << rasterPath << " as layer '" << name << "' in " << battlePath
              << (link ? " (path " + source + ")" : " (raster table " + source + ")") << "\n"
              << "  " << geo::describe(raster->info()) << "\n";
  if (layer->georef == LayerGeoref::Gcps)
    console.out << "  georeferenced by " << layer->gcps.size() << " GCPs, transform " << layer->transform << "\n";
  else if (layer->georef == LayerGeoref::None)
    console.out << "  not georeferenced yet: place control points on it\n";
  if (!link && !raster->info().northUp())
    console.out << "  embedded in its pixel frame; its georeferencing is kept in battle_layers\n";
  console.out << note;
  return ExitCode::Ok;
}

}  // namespace

Command importRasterCommand() {
  Command c;
  c.name = kName;
  c.operands = {"BATTLE", "RASTER"};
  c.summary = "Add a period map layer: embed a raster in the battle file, or link a file beside it.";
  c.description =
      "Opens RASTER (GeoTIFF, PNG or JPEG with or without a world file, GIF, BMP, JPEG 2000, VRT, SRTM HGT,\n"
      "GeoPackage), checks it (size, a read of its first and last pixels, its CRS) and adds it on top of BATTLE's\n"
      "layers. By default it is embedded as a GeoPackage raster tile pyramid (so one file travels); with --link the\n"
      "file stays where it is and BATTLE keeps its path relative to BATTLE's folder (it must lie there or below),\n"
      "with an .ovr pyramid built beside it when missing and the folder is writable. A VRT may read only files\n"
      "beside it. The battle file is written through a private copy and an atomic save: on any error it is\n"
      "unchanged. Exit status: 0 added, 1 refused (a huge raster, an unknown CRS, a path or VRT that leaves the\n"
      "folder), 2 bad command line or an unreadable battle or raster.\n";
  c.options = {{"name", "N", "the layer's name (default: the raster's file name without extension)"},
               {"link", "", "keep a link to RASTER instead of embedding it"}};
  c.run = runImportRaster;
  return c;
}

}  // namespace cartouche::cli
