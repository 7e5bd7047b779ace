// MapRenderer: draws a battle's map with one full-screen per-pixel hex pass (shaders/hex_map.frag). The map lives
// in textures (terrain, level and side bits per hex, hexside features, an overview colour per hex for far views)
// and a uniform block (the vocabulary); an edit re-uploads only the texels it touched. Coordinates: world units of map_view.h; draw() fills the viewport of the
// currently bound framebuffer (its lower-left corner at the GL viewport origin).
// Thread-safety: GL objects belong to the context that was current at create(); every call, the destructor
// included, REQUIRES that context current on the calling thread.
#pragma once

#include <GL/glcorearb.h>

#include <memory>

#include "core/battle.h"
#include "core/change_set.h"
#include "map_textures.h"
#include "map_view.h"

namespace cartouche {

struct MapStyle {
  Rgba background{92, 96, 104, 255};
  bool grid = true;
  bool patterns = true;
};

// What the last upload sent to the GPU, for tests and benchmarks.
struct UploadStats {
  bool full = false;
  long hexTexels = 0;
  long hexsideTexels = 0;
  int calls = 0;  // glTexSubImage2D / glTexImage2D calls
};

class MapRenderer {
public:
  // Below this zoom (pixels per world unit, a hex under about five pixels across) draw() uses the overview
  // program: terrain, elevation tint and each hex's most visible hexside feature blended in.
  static constexpr double kOverviewZoom = 3.0;

  // REQUIRES: a current GL 3.3 core context.
  static Result<std::unique_ptr<MapRenderer>> create();
  ~MapRenderer();
  MapRenderer(const MapRenderer&) = delete;
  MapRenderer& operator=(const MapRenderer&) = delete;

  // Uploads the whole map and vocabulary.
  void upload(const Battle& battle);
  // Uploads what `changes` made stale: the touched hexes, their neighbours' slope bits and the touched hexsides;
  // everything when the grid or the vocabulary changed. REQUIRES: `battle` is the uploaded battle after the edit.
  void update(const Battle& battle, const ChangeSet& changes);
  // Draws the uploaded map into a width x height viewport (background only before the first upload).
  void draw(const MapView& view, int width, int height, const MapStyle& style = {});

  const UploadStats& lastUpload() const { return lastUpload_; }
  bool hasMap() const { return uploaded_; }

private:
  MapRenderer() = default;
  void uploadVocabulary(const TerrainVocabulary& vocabulary);
  template <typename T>
  void uploadRuns(GLuint texture, const std::vector<std::pair<OffsetCoord, std::array<T, 4>>>& texels);

  struct Program {
    GLuint id = 0;
    GLint pointy, shiftOdd, mapSize, centre, zoom, viewport, background, grid, patterns, normals;
  };
  static Result<Program> buildVariant(bool overview);
  Program detailProgram_, overviewProgram_;
  GLuint vao_ = 0;
  GLuint hexes_ = 0, hexsides_ = 0, overview_ = 0, types_ = 0;
  GridSettings grid_;
  bool uploaded_ = false;
  UploadStats lastUpload_;
};

}  // namespace cartouche
