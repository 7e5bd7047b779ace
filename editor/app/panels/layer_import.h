// Adding a period map layer from a raster file: embedded (a GeoPackage tile pyramid written by GDAL into a temporary
// file in the editor's state folder, then adopted into the battle's working copy) or linked (a path relative to the
// battle file's folder, with an overview pyramid built beside it when missing). The slow part (reading, writing,
// the pyramid) runs on a worker thread with progress and Cancel; the battle changes only on the main thread, in
// finish(), with one SetLayer: the import is one undo step, and a failure or a cancel adds nothing. Errors name the
// file. Thread-safety: a LayerImportJob is driven from the main thread; its worker touches only its own raster and
// the temporary file.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <thread>

#include "../file_dialog.h"
#include "base/status.h"
#include "layer_ui.h"

namespace cartouche {

struct LayerImportRequest {
  std::string rasterPath;
  bool link = false;
  std::string name;  // "" takes the file's stem; either is made unique among the battle's layers
};

// `base`, or "base 2", "base 3"... when the battle has a layer of that name.
std::string uniqueLayerName(const Battle& battle, const std::string& base);

class LayerImportJob {
 public:
  // Checks what the main thread can (a linked raster must lie in the folder of a battle that has a file; the
  // embedded table's name) and starts the worker.
  static Result<std::unique_ptr<LayerImportJob>> start(const LayerImportRequest& request, const OpenBattle& battle);
  // Cancels a running worker and waits for it; removes the temporary file.
  ~LayerImportJob();
  LayerImportJob(const LayerImportJob&) = delete;
  LayerImportJob& operator=(const LayerImportJob&) = delete;

  double progress() const { return progress_.load(); }
  bool done() const { return done_.load(); }
  void cancel() { cancel_.store(true); }
  // Blocks until the worker has finished.
  void wait();
  const LayerImportRequest& request() const { return request_; }
  // A linked raster whose pyramid could not be built (a read-only folder): why. REQUIRES: done().
  const std::string& note() const { return note_; }

  // REQUIRES: done(), main thread. Adopts the embedded table into the working copy and adds the layer on top with
  // one SetLayer. Returns the layer's name, or why nothing was added (the worker's error, "cancelled").
  Result<std::string> finish(OpenBattle& battle, ToolContext& ctx);

 private:
  LayerImportJob() = default;
  // The worker: read(), with memory running out said as the job's failure rather than ending the editor.
  void work();
  void read();

  LayerImportRequest request_;
  std::string folder_;    // linked: the battle file's folder
  std::string source_;    // the raster table (embedded) or the relative path (linked)
  std::string tempGpkg_;  // embedded: the GeoPackage GDAL writes
  // Embedded: what a stop inside GDAL's close of that GeoPackage says of the raster and the battle (geo::StopNote).
  std::string unchanged_;
  std::string name_;
  std::atomic<double> progress_{0.0};
  std::atomic<bool> done_{false}, cancel_{false};
  std::thread worker_;
  // Written by the worker before done_ is set, read by the main thread after.
  Status status_;
  MapLayer layer_;
  std::string note_;
};

// The "Add layer" window: the raster's path (typed, or chosen with the editor's file dialog), Embed or Link, the
// layer's name, then a progress bar with Cancel.
class LayerImportPanel {
 public:
  bool open = false;
  // The top-left corner of the layers window: the Add layer window opens to its left, beside it, with the raster's
  // path field focused (Enter adds).
  ImVec2 beside{0, 0};
  void draw(LayerUiContext& ctx);
  // Whether an import is running (the session may keep drawing frames while it does).
  bool busy() const { return job_ != nullptr; }
  // Tests and scripts: blocks until a running import's worker is done; the next draw() adds the layer.
  void waitForWork() {
    if (job_) job_->wait();
  }

 private:
  std::string path_, name_;
  int link_ = 0;
  std::unique_ptr<LayerImportJob> job_;
  std::string error_, done_;
  FileDialog dialog_;
};

}  // namespace cartouche
