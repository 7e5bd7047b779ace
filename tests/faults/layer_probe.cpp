// The editor's Add layer work without its window, under the fault injector: opens the battle (argv[1]) as the editor
// does, adds the raster argv[2] as an embedded layer through LayerImportJob (the class the Add layer window runs: its
// worker reads the raster and writes the temporary GeoPackage, the main thread adopts the table and adds the layer),
// then saves the battle where the layer was added. Allocations count from the worker's open of the raster, on the
// worker (as for the editor's "editor-add-layer" in fault_sweep.py), so that every N of them can be swept at a fraction
// of an editor's start. Prints "Added ..." or "The layer was not added: ...", as the editor's notice does; exits 1 with
// the refusal on stderr where the battle could not be opened or saved, and 0 otherwise (fault_sweep.py, "layer-job").
#include <cstdio>
#include <memory>
#include <string>

#include "app/panels/layer_import.h"

int main(int argc, char** argv) {
  using namespace cartouche;
  if (argc != 3) {
    std::fprintf(stderr, "usage: layer_probe BATTLE RASTER\n");
    return 2;
  }
  Result<std::unique_ptr<OpenBattle>> battle = OpenBattle::open(argv[1]);
  if (!battle) {
    std::fprintf(stderr, "%s\n", battle.status().message().c_str());
    return 1;
  }
  OpenBattle& open = **battle;
  EditorState state;
  MapView view;
  std::string message;
  ToolContext ctx{open.document(), state, view, 800, 600, &message};
  LayerImportRequest request;
  request.rasterPath = argv[2];
  Result<std::unique_ptr<LayerImportJob>> job = LayerImportJob::start(request, open);
  if (!job) {
    std::printf("The layer was not added: %s\n", job.status().message().c_str());
  } else {
    (*job)->wait();
    Result<std::string> added = (*job)->finish(open, ctx);
    if (added)
      std::printf("Added %s as layer '%s'\n", request.rasterPath.c_str(), added->c_str());
    else
      std::printf("The layer was not added: %s\n", added.status().message().c_str());
  }
  // Saved as the editor's Save would, where there is something to save: a failed import leaves the battle as it was.
  if (!open.modified()) return 0;
  if (Status s = open.save(); !s) {
    std::fprintf(stderr, "saving %s: %s\n", argv[1], s.message().c_str());
    return 1;
  }
  open.close(false);
  return 0;
}
