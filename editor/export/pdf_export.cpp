#include "pdf_export.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "counter_sheet.h"
#include "pdf_counters.h"
#include "pdf_map_pages.h"

namespace cartouche::pdf {

namespace {

constexpr double kPointsPerMm = 72.0 / 25.4;

Status fsyncFile(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Status::ioError(std::strerror(errno));
  int rc = ::fsync(fd);
  int err = errno;
  ::close(fd);
  return rc == 0 ? Status::ok() : Status::ioError(std::strerror(err));
}

std::string folderOf(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
}

// Removes OUT.part-PID files beside `out` that an export killed before its rename left, once PID is gone.
void removeStaleParts(const std::string& out) {
  std::string folder = folderOf(out), base = out.substr(out.rfind('/') == std::string::npos ? 0 : out.rfind('/') + 1);
  std::string prefix = base + ".part-";
  DIR* dir = ::opendir(folder.c_str());
  if (!dir) return;
  while (dirent* e = ::readdir(dir)) {
    std::string name = e->d_name;
    if (name.compare(0, prefix.size(), prefix) != 0) continue;
    std::string digits = name.substr(prefix.size());
    if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) continue;
    pid_t pid = pid_t(std::stol(digits));
    if (::kill(pid, 0) != 0 && errno == ESRCH) std::remove((folder + "/" + name).c_str());
  }
  ::closedir(dir);
}

// The surface and its context, closed and the temporary file removed unless committed.
class Document {
 public:
  Document(const std::string& tmp, double w, double h) : tmp_(tmp) {
    surface_ = cairo_pdf_surface_create(tmp.c_str(), w * kPointsPerMm, h * kPointsPerMm);
    cr_ = cairo_create(surface_);
  }
  ~Document() {
    cairo_destroy(cr_);
    cairo_surface_destroy(surface_);
    if (!committed_) std::remove(tmp_.c_str());
  }
  cairo_t* cr() { return cr_; }
  cairo_surface_t* surface() { return surface_; }
  Status status() const {
    cairo_status_t s = cairo_surface_status(surface_);
    if (s == CAIRO_STATUS_SUCCESS) s = cairo_status(cr_);
    return s == CAIRO_STATUS_SUCCESS ? Status::ok() : Status::ioError(cairo_status_to_string(s));
  }
  // Starts a page of w x h mm, scaled to millimetres.
  void beginPage(double w, double h) {
    cairo_pdf_surface_set_size(surface_, w * kPointsPerMm, h * kPointsPerMm);
    cairo_save(cr_);
    cairo_scale(cr_, kPointsPerMm, kPointsPerMm);
  }
  void endPage() {
    cairo_restore(cr_);
    cairo_show_page(cr_);
  }
  Status finish() {
    cairo_destroy(cr_);
    cr_ = nullptr;
    cairo_surface_finish(surface_);
    cairo_status_t s = cairo_surface_status(surface_);
    return s == CAIRO_STATUS_SUCCESS ? Status::ok() : Status::ioError(cairo_status_to_string(s));
  }
  void commit() { committed_ = true; }

 private:
  std::string tmp_;
  cairo_surface_t* surface_ = nullptr;
  cairo_t* cr_ = nullptr;
  bool committed_ = false;
};

}  // namespace

Result<PdfSummary> writePdf(const Battle& battle, const std::string& out, const PdfOptions& options) {
  std::vector<Counter> counters;
  if (options.counters) counters = planCounters(battle);
  if (!options.map && counters.empty())
    return Status::invalidArgument("the battle has no units in its order of battle, so there is no counter sheet");
  double sheetW, sheetH;
  paperSize(options.paper == Paper::A3 ? Paper::A3 : Paper::A4, sheetW, sheetH);
  Result<SheetLayout> sheets = SheetLayout{};
  if (!counters.empty()) {
    sheets = layoutSheets(counters.size(), options.counterMm, sheetW, sheetH);
    if (!sheets) return sheets.status();
  }

  removeStaleParts(out);
  std::string tmp = out + ".part-" + std::to_string(::getpid());
  Document doc(tmp, sheetW, sheetH);
  if (Status s = doc.status(); !s) return Status::ioError("cannot write: " + s.message());
  cairo_pdf_surface_set_metadata(doc.surface(), CAIRO_PDF_METADATA_TITLE, battle.title().c_str());
  cairo_pdf_surface_set_metadata(doc.surface(), CAIRO_PDF_METADATA_CREATOR, "Cartouche");

  PdfSummary summary;
  if (options.map) {
    MapSheet sheet = layoutMapSheet(doc.cr(), battle, options.hexMm);
    Result<Tiling> tiling = tileDrawing(sheet.width, sheet.height, options.paper, options.overlapMm);
    if (!tiling) return tiling.status();
    for (const Tile& tile : tiling->tiles) {
      doc.beginPage(tile.pageWidth, tile.pageHeight);
      drawMapPage(doc.cr(), battle, sheet, *tiling, tile);
      doc.endPage();
      if (Status s = doc.status(); !s) return Status::ioError("cannot write: " + s.message());
    }
    summary.mapPages = int(tiling->tiles.size());
    summary.rows = tiling->rows;
    summary.columns = tiling->columns;
    summary.landscape = tiling->landscape;
  }
  if (!counters.empty()) {
    int sheetCount = int(sheets->pages.size() / 2);
    std::string title = battle.title().empty() ? "Untitled battle" : battle.title();
    for (const SheetPage& page : sheets->pages) {
      doc.beginPage(sheets->pageWidth, sheets->pageHeight);
      std::string heading =
          title + ", counters sheet " + std::to_string(page.sheet + 1) + " of " + std::to_string(sheetCount) +
          (page.backs ? ": backs (print on the reverse of the fronts; mirrored left to right)" : ": fronts");
      drawSheetPage(doc.cr(), counters, *sheets, page, heading);
      doc.endPage();
    }
    summary.counterPages = int(sheets->pages.size());
    summary.counters = counters.size();
  }
  if (Status s = doc.finish(); !s) return Status::ioError("cannot write: " + s.message());
  if (Status s = fsyncFile(tmp); !s) return Status::ioError("cannot write: " + s.message());
  if (std::rename(tmp.c_str(), out.c_str()) != 0)
    return Status::ioError("cannot write: " + std::string(std::strerror(errno)));
  doc.commit();
  if (Status s = fsyncFile(folderOf(out)); !s)
    return Status::ioError("written, but the folder could not be synced: " + s.message());
  return summary;
}

}  // namespace cartouche::pdf
