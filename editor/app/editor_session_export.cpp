// File > Export: the open battle (with every edit made, saved or not) written out for other tools through the same
// libraries as `cartouche export`. Print (PDF) for now.
#include <filesystem>

#include "editor_session.h"
#include "pdf_export.h"

namespace cartouche {

namespace {

std::string folderOf(const std::string& path) {
  return path.empty() ? std::string() : std::filesystem::path(path).parent_path().string();
}

FileFilter pdfFileFilter() { return FileFilter{"PDF documents (*.pdf)", {".pdf"}, false}; }

}  // namespace

void EditorSession::startExport(ExportKindChoice kind) {
  exportKind_ = kind;
  dialogPurpose_ = DialogPurpose::Export;
  dialog_.start(FileDialogMode::Save, "Export print (PDF)", folderOf(battle_->path()), pdfFileFilter());
}

Status EditorSession::exportTo(ExportKindChoice /*kind*/, std::string path) {
  if (std::filesystem::path(path).extension().empty()) path += ".pdf";
  Result<pdf::PdfSummary> written = pdf::writePdf(document().battle(), path, pdf::PdfOptions{});
  if (!written) {
    showMessage("Could not export the battle", path + ": " + written.status().message());
    return written.status();
  }
  const pdf::PdfSummary& s = *written;
  notices_.post("Exported " + std::filesystem::path(path).filename().string() + ": " + std::to_string(s.mapPages) +
                (s.mapPages == 1 ? " map page, " : " map pages, ") + std::to_string(s.counters) + " counters on " +
                std::to_string(s.counterPages) + (s.counterPages == 1 ? " page" : " pages"));
  return Status::ok();
}

}  // namespace cartouche
