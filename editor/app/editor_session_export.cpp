// File > Export: the open battle (with every edit made, saved or not) written out for other tools through the same
// libraries as `cartouche export`: print (PDF) and QGIS (GeoPackage); the VASSAL module by `cartouche export vassal`
// itself, run beside the editor on a snapshot of the battle (vassal_export_job.h says why).
#include <filesystem>

#include "editor_session.h"
#include "export/gis_export.h"
#include "geo/geo.h"
#include "pdf_export.h"

namespace cartouche {

namespace {

std::string folderOf(const std::string& path) {
  return path.empty() ? std::string() : std::filesystem::path(path).parent_path().string();
}

FileFilter pdfFileFilter() { return FileFilter{"PDF documents (*.pdf)", {".pdf"}, false}; }
FileFilter gisFileFilter() { return FileFilter{"GeoPackages for QGIS (*.gpkg)", {".gpkg"}, false}; }
FileFilter vassalFileFilter() { return FileFilter{"VASSAL modules (*.vmod)", {".vmod"}, false}; }

}  // namespace

void EditorSession::startExport(ExportKindChoice kind) {
  exportKind_ = kind;
  dialogPurpose_ = DialogPurpose::Export;
  if (kind == ExportKindChoice::Pdf)
    dialog_.start(FileDialogMode::Save, "Export print (PDF)", folderOf(battle_->path()), pdfFileFilter());
  else if (kind == ExportKindChoice::Gis)
    dialog_.start(FileDialogMode::Save, "Export for QGIS (GeoPackage)", folderOf(battle_->path()), gisFileFilter());
  else
    dialog_.start(FileDialogMode::Save, "Export for VASSAL (module)", folderOf(battle_->path()), vassalFileFilter());
}

void EditorSession::finishVassalExport(bool block) {
  std::optional<VassalExportJob::Outcome> done = vassalExport_.poll(block);
  if (!done) return;
  const std::string name = std::filesystem::path(vassalPath_).filename().string();
  // The command's line names the module first: "OUT: VASSAL module with N units, ..." or "OUT: why".
  std::string what = done->text;
  if (what.rfind(vassalPath_ + ": ", 0) == 0) what.erase(0, vassalPath_.size() + 2);
  if (!done->ok) return showMessage("Could not export the battle", vassalPath_ + ": " + what);
  const std::string lead = "VASSAL module with ";
  if (what.rfind(lead, 0) == 0) what.erase(0, lead.size());
  notices_.post("Exported " + name + " for VASSAL: " + what);
}

Status EditorSession::exportTo(ExportKindChoice kind, std::string path) {
  const std::string name = std::filesystem::path(path).filename().string();
  auto failed = [&](const Status& s) {
    showMessage("Could not export the battle", path + ": " + s.message());
    return s;
  };
  if (kind == ExportKindChoice::Vassal) {
    if (std::filesystem::path(path).extension().empty()) path += ".vmod";
    if (Status s = vassalExport_.start(document().battle(), path); !s) return failed(s);
    vassalPath_ = path;
    notices_.post("Exporting " + std::filesystem::path(path).filename().string() + " for VASSAL...");
    return Status::ok();
  }
  if (kind == ExportKindChoice::Gis) {
    if (std::filesystem::path(path).extension().empty()) path += ".gpkg";
    // Embedded map layers are read from the working copy, which holds every edit; linked ones from beside the file.
    const geo::LayerLocation at = layerLocation();
    const std::string unchanged = path + " is as it was; the battle's edits are kept in its working copy";
    geo::StopNote note(unchanged);
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
