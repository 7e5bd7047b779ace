// GDAL set-up for the geo library. Call ensureGdal() before any GDAL call; it is cheap after the first time.
// GDAL's messages never reach the terminal: each caller reads CPLGetLastErrorMsg and words its own message.
#pragma once

#include <cpl_error.h>
#include <ogr_core.h>

#include <memory>
#include <string>
#include <string_view>

class OGRCoordinateTransformation;
class OGRSpatialReference;

namespace cartouche::geo {

void ensureGdal();

// Deletes a transformation OGRCreateCoordinateTransformation made. Not through OGRCoordinateTransformation::DestroyCT,
// which in the GDAL this builds on puts it in GDAL's cache of transformations: that allocates, and memory running out
// there, inside a destructor, ends the process (std::terminate; the allocation sweep found it ending the editor's DEM
// sampling). Deleting it is what GDAL's documentation gives besides; a transformation made again is built anew.
struct TransformDeleter {
  void operator()(OGRCoordinateTransformation* t) const noexcept;
};
using TransformPtr = std::unique_ptr<OGRCoordinateTransformation, TransformDeleter>;

// Makes the transformation from `from` to `to` (OGRCreateCoordinateTransformation) under a ProjTrouble of its own
// (below). Gives none, with `why` holding PROJ's message, where PROJ had trouble of its own (its database); none, with
// `why` empty, where there is no transformation between the two. Throws std::bad_alloc where PROJ says memory ran out.
// Where it ran out without a word:
// - PROJ's search for operations catches memory running out and ends with none found, so a transformation not made
//   when PROJ said nothing is made a second time, and a second failure is the CRSs' (an allocation probe of
//   EPSG:4326 to EPSG:32633 found "no transformation" in 564 of its 1,453 runs);
// - where PROJ cannot build a CRS's coordinate system, as when memory runs out inside SetAxisMappingStrategy, GDAL
//   leaves the CRS's data axis mapping empty, and a transformation made from it carried a latitude as a longitude (an
//   allocation sweep of the editor's DEM sampling found the heights read from the wrong place, and none applied): a
//   CRS the transformation holds with fewer than two axes mapped throws.
TransformPtr makeTransformation(const OGRSpatialReference& from, const OGRSpatialReference& to, std::string& why);
// The transformations from `a` to `b` and back, each as makeTransformation makes it; the way back is not tried where
// the way there had PROJ's trouble (in `why`).
void makeBothWays(const OGRSpatialReference& a, const OGRSpatialReference& b, TransformPtr& there, TransformPtr& back,
                  std::string& why);

// Closes a dataset GDAL wrote (GDALClose), `path` naming the file it writes. GDAL finishes writing inside its
// destructors (a GeoPackage raster's metadata is written there, after any flush), where memory running out cannot
// reach the caller as std::bad_alloc: it would end the process by std::terminate (an allocation sweep of
// import-raster found it). Under this call it stops the process instead, exit status 1, with a message naming
// `path` and the thread's StopNote. Every write of this library goes into a private copy or a temporary file that
// replaces the user's file only after its close returned, so a stop leaves the user's file as it was.
void closeWritten(void* dataset, const char* path) noexcept;
// A unique_ptr deleter closing a GDAL dataset (a handle or a GDALDataset*) through closeWritten.
struct ClosesWritten {
  const char* path = "a dataset in memory";
  void operator()(void* dataset) const noexcept { closeWritten(dataset, path); }
};

// What a stop inside closeWritten adds about the user's files ("BATTLE is unchanged"), while it lives on this
// thread. `text` must outlive it.
class StopNote {
 public:
  explicit StopNote(const std::string& text);
  ~StopNote();
  StopNote(const StopNote&) = delete;
  StopNote& operator=(const StopNote&) = delete;

 private:
  const std::string* previous_;
};

// Memory ran out inside GDAL: throws std::bad_alloc to the caller, or, inside closeWritten, stops the process as
// said there. Used by the error handlers below and, from ensureGdal() on, as the process's new handler (what
// operator new calls when an allocation fails: with none it throws std::bad_alloc, as this does outside closeWritten).
[[noreturn]] void memoryRanOut();

// The geo library's GDAL error handler: quiet, except for memory running out in GDAL (CPLMalloc's fatal error, after
// which GDAL would abort the process, or a failed allocation it reports), which throws std::bad_alloc to the caller
// instead (memoryRanOut; inside closeWritten it stops the process), so that the command or the editor reports it and
// the user's file stays as it was. Handlers pushed for one
// call hand every message to it first. Not for GDAL calls on worker threads, which push a quiet handler of their own.
void CPL_STDCALL quietErrorHandler(CPLErr level, CPLErrorNum number, const char* message);
// Whether a GDAL or PROJ message says memory ran out ("Out of memory", "cannot allocate", "bad_alloc").
bool mentionsMemory(const char* message);
// Whether `message` holds `word` in its own words, not only inside a part of `userText` it quotes. PROJ quotes parts
// of what the user typed ("pipeline: Bad step definition: proj=allocat (...)"); a message of its own that holds the
// word still counts when the user's text holds it too ("cannot allocate", with "allocat" typed).
bool saysOwn(std::string_view message, std::string_view word, std::string_view userText);
// Whether GDAL reports memory running out as a fatal error, after which it aborts once the handler returns.
bool fatalForMemory(CPLErr level, CPLErrorNum number, const char* message);
// geo.cpp also defines GDAL's own CPLQuietErrorHandler, which GDAL pushes around some of its calls, and its
// CPLEmergencyError, which CPLMalloc calls when a small allocation fails, so that memory running out throws
// std::bad_alloc rather than aborting the process (see there).

// While it lives (one call into GDAL), whether PROJ, through GDAL's messages, could not use its database or ran out
// of memory (or could not build the parts of an object its database names, which is how a look-up that ran out of
// memory half-way can end): then a CRS or a transformation it did not make is not the user's mistake. Keeps the first
// such message in a fixed buffer, allocating nothing; other messages stay quiet. `userText` (a CRS as the user gave it,
// which must outlive this) is left out where a message echoes it: "Cannot import /vsiswiftallocat due to
// ALLOW_FILE_ACCESS=NO" says nothing about memory (found by fuzzing).
class ProjTrouble {
 public:
  explicit ProjTrouble(std::string_view userText = {});
  ~ProjTrouble();
  ProjTrouble(const ProjTrouble&) = delete;
  ProjTrouble& operator=(const ProjTrouble&) = delete;
  const char* message() const { return message_[0] ? message_ : nullptr; }
  // Whether that message says memory ran out.
  bool outOfMemory() const { return outOfMemory_; }

 private:
  static void CPL_STDCALL handler(CPLErr level, CPLErrorNum number, const char* msg);
  std::string_view userText_;
  char message_[512] = {};
  bool outOfMemory_ = false;
};

// OGRSpatialReference::SetFromUserInput confined to what the text says (no file or network look-ups), looked up a
// second time when the first fails with no PROJ trouble said (`trouble`, alive around the call): PROJ's database
// queries take a parameter SQLite could not bind, for want of memory, as a code with no row, the same "not found" as
// for a code PROJ does not know (the allocation sweep of import-dem met "EPSG:32633" called unknown). A second failure
// is the text's.
OGRErr readUserCrs(OGRSpatialReference& srs, const char* text, const ProjTrouble& trouble);

}  // namespace cartouche::geo
