// GDAL set-up shared by the geo library: drivers registered once, and GDAL's own error handler kept from printing
// (and from aborting when memory runs out).
#include "geo/geo.h"

#include <cpl_conv.h>
#include <cpl_error.h>
#include <gdal.h>
#include <ogr_spatialref.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <new>
#include <string_view>

namespace cartouche::geo {

namespace {

// The part of `msg` around [from, to) that a message sets apart, grown to the spaces and the punctuation on either
// side: PROJ quotes a pipeline step as "definition: allocat (Missing" and "definition: allocat,type=crs (Missing".
std::string_view partAround(std::string_view msg, size_t from, size_t to) {
  const auto apart = [](char c) {
    return std::isspace(static_cast<unsigned char>(c)) ||
           std::string_view("\"'()[]{},;:=+").find(c) != std::string_view::npos;
  };
  while (from > 0 && !apart(msg[from - 1])) --from;
  while (to < msg.size() && !apart(msg[to])) ++to;
  return msg.substr(from, to - from);
}

}  // namespace

// An occurrence is quoted when the text around it, grown a character at a time while the user's text still holds it,
// reaches at least three characters past the word, or when the part of the message it stands in, between spaces or
// punctuation, is in the user's text: PROJ quotes a pipeline step without its '+' ("+step +allocat" gives "Bad step
// definition: allocat", found by fuzzing).
bool saysOwn(std::string_view msg, std::string_view word, std::string_view user) {
  constexpr size_t kBeyond = 3;
  for (size_t at = msg.find(word); at != std::string_view::npos; at = msg.find(word, at + 1)) {
    size_t from = at, to = at + word.size();
    if (user.find(word) != std::string_view::npos) {
      if (user.find(partAround(msg, from, to)) != std::string_view::npos) continue;
      while (from > 0 && user.find(msg.substr(from - 1, to - from + 1)) != std::string_view::npos) --from;
      while (to < msg.size() && user.find(msg.substr(from, to - from + 1)) != std::string_view::npos) ++to;
    }
    if (to - from < word.size() + kBeyond) return true;
  }
  return false;
}

namespace {

thread_local const char* closingPath = nullptr;
thread_local const std::string* stopNote = nullptr;

}  // namespace

void closeWritten(void* dataset, const char* path) noexcept {
  if (!dataset) return;
  const char* outer = closingPath;
  closingPath = path;
  GDALClose(static_cast<GDALDatasetH>(dataset));
  closingPath = outer;
}

StopNote::StopNote(const std::string& text) : previous_(stopNote) { stopNote = &text; }

StopNote::~StopNote() { stopNote = previous_; }

void memoryRanOut() {
  if (!closingPath) throw std::bad_alloc();
  // Written from a buffer on the stack with write(2): nothing here may allocate.
  char line[2048];
  const int n =
      std::snprintf(line, sizeof line,
                    "cartouche: memory ran out while GDAL finished writing %s, where it cannot report it; "
                    "stopped%s%s%s\n",
                    closingPath, stopNote ? " (" : "", stopNote ? stopNote->c_str() : "", stopNote ? ")" : "");
  if (n > 0) {
    size_t left = std::min(size_t(n), sizeof line - 1);
    for (const char* p = line; left > 0;) {
      const ssize_t w = ::write(2, p, left);
      if (w <= 0) break;
      p += w;
      left -= size_t(w);
    }
  }
  ::_exit(1);
}

void TransformDeleter::operator()(OGRCoordinateTransformation* t) const noexcept { delete t; }

namespace {

TransformPtr makeOnce(const OGRSpatialReference& from, const OGRSpatialReference& to) {
  CPLErrorReset();
  TransformPtr t(OGRCreateCoordinateTransformation(&from, &to));
  if (!t) return t;
  // A horizontal CRS has two axes at least; GDAL's mapping is empty only where PROJ failed to say which.
  const auto axes = [](const OGRSpatialReference* s) { return s && s->GetDataAxisToSRSAxisMapping().size() >= 2; };
  if (!axes(t->GetSourceCS()) || !axes(t->GetTargetCS())) throw std::bad_alloc();
  return t;
}

}  // namespace

TransformPtr makeTransformation(const OGRSpatialReference& from, const OGRSpatialReference& to, std::string& why) {
  why.clear();
  ProjTrouble trouble;
  TransformPtr t = makeOnce(from, to);
  if (!t && !trouble.message()) t = makeOnce(from, to);
  if (trouble.outOfMemory()) throw std::bad_alloc();
  if (const char* said = trouble.message()) {
    why = said;
    t.reset();
  }
  return t;
}

void makeBothWays(const OGRSpatialReference& a, const OGRSpatialReference& b, TransformPtr& there, TransformPtr& back,
                  std::string& why) {
  there = makeTransformation(a, b, why);
  if (why.empty()) back = makeTransformation(b, a, why);
}

OGRErr readUserCrs(OGRSpatialReference& srs, const char* text, const ProjTrouble& trouble) {
  OGRErr err = srs.SetFromUserInput(text, OGRSpatialReference::SET_FROM_USER_INPUT_LIMITATIONS_get());
  if (err != OGRERR_NONE && !trouble.message()) {
    CPLErrorReset();
    err = srs.SetFromUserInput(text, OGRSpatialReference::SET_FROM_USER_INPUT_LIMITATIONS_get());
  }
  return err;
}

namespace {

// GDAL's and PROJ's ways of saying memory ran out ("Out of memory", "out of memory", "cannot allocate", "bad_alloc"),
// leaving out what quotes the user's text.
bool mentionsMemoryOwn(std::string_view msg, std::string_view user) {
  for (std::string_view word : {"ut of memory", "allocat", "bad_alloc"})
    if (saysOwn(msg, word, user)) return true;
  return false;
}

}  // namespace

bool mentionsMemory(const char* msg) { return msg && mentionsMemoryOwn(msg, {}); }

// Whether GDAL is about to abort the process because memory ran out: a CE_Fatal error from CPLMalloc and its kin,
// after which GDAL aborts once the handler returns.
bool fatalForMemory(CPLErr level, CPLErrorNum number, const char* msg) {
  return level == CE_Fatal && (number == CPLE_OutOfMemory || mentionsMemory(msg));
}

void CPL_STDCALL quietErrorHandler(CPLErr level, CPLErrorNum number, const char* msg) {
  // A failed allocation GDAL says as CE_Failure (VSIMalloc, CPLStrdup) is most often followed by an abort too
  // (CSLAddString), so it is thrown as well.
  if (fatalForMemory(level, number, msg) || (level == CE_Failure && number == CPLE_OutOfMemory)) memoryRanOut();
}

void ensureGdal() {
  static std::once_flag once;
  std::call_once(once, [] {
    CPLSetErrorHandler(quietErrorHandler);
    // GDAL's C++ allocations (operator new) fail through the new handler: thrown as std::bad_alloc as without one,
    // but inside closeWritten, where GDAL's destructors run, stopping as said there.
    std::set_new_handler([] { memoryRanOut(); });
    // GDAL's GeoPackage driver would start a SpatiaLite connection on every open, for SQL functions nothing here
    // calls; SpatiaLite does not check its allocations (an allocation sweep of import-raster crashed in it).
    CPLSetConfigOption("SPATIALITE_LOAD", "FALSE");
    GDALAllRegister();
  });
}

namespace {

// `msg` with every occurrence of `echoed` blanked, cut to fit `out`; allocates nothing.
template <size_t N>
void blankEchoes(std::string_view msg, std::string_view echoed, char (&out)[N]) {
  size_t n = 0, i = 0;
  while (i < msg.size() && n + 1 < sizeof out) {
    if (!echoed.empty() && msg.compare(i, echoed.size(), echoed) == 0) {
      out[n++] = ' ';
      i += echoed.size();
    } else {
      out[n++] = msg[i++];
    }
  }
  out[n] = '\0';
}

}  // namespace

ProjTrouble::ProjTrouble(std::string_view userText) : userText_(userText) {
  CPLPushErrorHandlerEx(&ProjTrouble::handler, this);
}

ProjTrouble::~ProjTrouble() { CPLPopErrorHandler(); }

void CPL_STDCALL ProjTrouble::handler(CPLErr level, CPLErrorNum number, const char* msg) {
  quietErrorHandler(level, number, msg);
  auto* self = static_cast<ProjTrouble*>(CPLGetErrorHandlerUserData());
  if (!self || !msg || self->message_[0]) return;
  // Room for PROJ's longest messages, which quote a whole SQL statement and end with SQLite's reason ("... WHERE
  // object_table_name = ? ...: out of memory"): cut at 512 characters, memory running out there was read as PROJ's
  // trouble with its database (an allocation probe of the layers' warps found it).
  char own[4096];
  blankEchoes(msg, self->userText_, own);
  // "cannot build": an object the database names whose parts it then cannot build, which an intact proj.db does not
  // do; PROJ says so when memory runs out in the middle of a look-up ("cannot build projectedCRS 32633: ... geodetic
  // datum not found", found by an allocation sweep), and a CRS the user mistyped says "not found" alone.
  const std::string_view user = self->userText_;
  const bool memory = number == CPLE_OutOfMemory || mentionsMemoryOwn(own, user);
  if (memory || saysOwn(own, "proj.db", user) || saysOwn(own, "cannot build", user)) {
    std::snprintf(self->message_, sizeof self->message_, "%s", msg);
    self->outOfMemory_ = memory;
  }
}

}  // namespace cartouche::geo

// GDAL's emergency error, defined here in place of the library's own (libgdal calls it through its procedure linkage
// table, so this one is called). CPLMalloc and its kin call it when a small allocation fails; GDAL's hands the
// message to the handler on top, whichever that is (the GeoTIFF driver pushes an accumulator of its own while it reads
// a file's CRS), and aborts the process. Memory running out is thrown as std::bad_alloc instead (memoryRanOut), so
// the command reports it (an allocation sweep of import-raster found four such aborts in 2,000 runs); anything else is
// printed and aborts, as GDAL's does.
void CPLEmergencyError(const char* message) {
  if (cartouche::geo::mentionsMemory(message)) cartouche::geo::memoryRanOut();
  std::fprintf(stderr, "FATAL: %s\n", message ? message : "");
  std::abort();
}

// GDAL's quiet error handler, defined here in place of the library's own. GDAL pushes it around calls whose failures
// it expects (OGRCreateCoordinateTransformation does, around reading a CRS's extensions), and libgdal reaches it
// through its global offset table, so this definition, in the executable, is the one it pushes. A large allocation
// that fails under it is a CE_Fatal error, after which GDAL aborts the process once the handler returns (an
// allocation sweep of import-dem found it). This one throws std::bad_alloc there instead, as quietErrorHandler does,
// so the command reports memory running out; everything else it does as GDAL's does: debug messages go to GDAL's
// default handler (which prints them only when CPL_DEBUG asks), the rest are dropped.
void CPL_STDCALL CPLQuietErrorHandler(CPLErr level, CPLErrorNum number, const char* msg) {
  if (level == CE_Debug) {
    CPLDefaultErrorHandler(level, number, msg);
    return;
  }
  if (cartouche::geo::fatalForMemory(level, number, msg)) cartouche::geo::memoryRanOut();
}
