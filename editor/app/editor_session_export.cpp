// File > Export: the open battle (with every edit made, saved or not) written out for other tools through the same
// libraries as `cartouche export`: print (PDF) and QGIS (GeoPackage). The VASSAL module is written by
// `cartouche export vassal`, whose board and counters need a GL context of their own.
#include <filesystem>

#include "editor_session.h"
#include "export/gis_export.h"
#include "pdf_export.h"

namespace cartouche {

namespace {

std::string folderOf(const std::string& path) {
  return path.empty() ? std::string() : std::filesystem::path(path).parent_path().string();
}

FileFilter pdfFileFilter() { return FileFilter{"PDF documents (*.pdf)", {".pdf"}, false}; }
FileFilter gisFileFilter() { return FileFilter{"GeoPackages for QGIS (*.gpkg)", {".gpkg"}, false}; }

}  // namespace

void EditorSession::startExport(ExportKindChoice kind) {
  exportKind_ = kind;
  dialogPurpose_ = DialogPurpose::Export;
  if (kind == ExportKindChoice::Pdf)
    dialog_.start(FileDialogMode::Save, "Export print (PDF)", folderOf(battle_->path()), pdfFileFilter());
  else
    dialog_.start(FileDialogMode::Save, "Export for QGIS (GeoPackage)", folderOf(battle_->path()), gisFileFilter());
}

Status EditorSession::exportTo(ExportKindChoice kind, std::string path) {
  const std::string name = std::filesystem::path(path).filename().string();
  auto failed = [&](const Status& s) {
    showMessage("Could not export the battle", path + ": " + s.message());
    return s;
  };
  if (kind == ExportKindChoice::Gis) {
    if (std::filesystem::path(path).extension().empty()) path += ".gpkg";
    // Embedded map layers are read from the working copy, which holds every edit; linked ones from beside the file.
    const geo::LayerLocation at = layerLocation();
    Result<gis::GisExportReport> written =
        gis::exportGis(document().battle(), gis::GisExportOptions{at.tablesFile, at.linkFolder, ""}, path);
    if (!written) return failed(written.status());
    std::string words = "Exported " + std::filesystem::path(path).filename().string() +
                        " for QGIS: " + std::to_string(written->hexes) + " hexes, " +
                        std::to_string(written->unitPoints) + " unit points, " +
                        std::to_string(written->rasterTables.size()) + " map layers";
    for (const std::string& w : written->warnings) words += "; " + w;
    notices_.post(words);
    return Status::ok();
  }
  if (std::filesystem::path(path).extension().empty()) path += ".pdf";
  Result<pdf::PdfSummary> written = pdf::writePdf(document().battle(), path, pdf::PdfOptions{});
  if (!written) return failed(written.status());
  const pdf::PdfSummary& s = *written;
  notices_.post("Exported " + std::filesystem::path(path).filename().string() + ": " + std::to_string(s.mapPages) +
                (s.mapPages == 1 ? " map page, " : " map pages, ") + std::to_string(s.counters) + " counters on " +
                std::to_string(s.counterPages) + (s.counterPages == 1 ? " page" : " pages"));
  return Status::ok();
}

}  // namespace cartouche
