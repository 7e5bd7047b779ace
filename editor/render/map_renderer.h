// MapRenderer: draws a battle's map with one full-screen per-pixel hex pass (shaders/hex_map.frag). The map lives
// in textures (terrain, level and side bits per hex, hexside features, an overview colour per hex for far views)
// and a uniform block (the vocabulary); an edit re-uploads only the texels it touched. Coordinates: world units of
// map_view.h; draw() fills the viewport of the currently bound framebuffer (its lower-left corner at the GL viewport
// origin). Far views use a one-fetch overview program; nearer ones split the screen into tiles and run the full program
// only where hexside features are. Thread-safety: GL objects belong to the context that was current at create(); every
// call, the destructor included, REQUIRES that context current on the calling thread.
#pragma once

#include <GL/glcorearb.h>

#include <memory>
#include <vector>

#include "edit/change_set.h"
#include "gl_texture.h"
#include "hex_cells.h"
#include "map_overlay.h"
#include "map_placement.h"
#include "map_textures.h"
#include "model/battle.h"
#include "view/map_view.h"
#include "view/pixel_rect.h"

namespace cartouche {

struct MapStyle {
  Rgba background{92, 96, 104, 255};
  bool grid = true;
  bool patterns = true;
  // Split near views into tiles that run only the shader code their hexes need; false runs the full program on
  // every pixel (the same picture, slower: for tests and comparisons).
  bool tiled = true;
  // How much of the hex terrain covers what is under the map (period map layers): 1 paints it opaque; below 1 the
  // hex fill is blended with that alpha while grid lines, hexside features and labels stay opaque, and outside the
  // map nothing is painted (the layers show). draw() then blends into the bound framebuffer.
  float terrainOpacity = 1.0f;
  friend bool operator==(const MapStyle&, const MapStyle&) = default;
};

// How the last drawCached() made its picture, cheapest first.
enum class CacheUse {
  Copied,    // nothing changed: the kept image as it was
  Scrolled,  // the view moved by whole pixels: the kept image moved, the pass ran on the uncovered strips only
  Refined,   // nothing moved, and the pass ran on up to two bands of rows still showing a rescaled picture
  Patched,   // an edit: the pass ran on the edited hexes' rectangle only (after a scroll, if the view moved too)
  Rescaled,  // the zoom or the size changed (or the view moved by part of a pixel): the kept image was scaled to the
             // new view, and the pass ran on what it did not cover and on at most a band of rows
  Drafted,   // a jump (the old picture too far off to scale): the pass ran at half the resolution, its picture was
             // scaled up as a first draft, and the rows settle band by band as after a zoom step
  Redrawn,   // the pass ran over the whole viewport
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
  // From this zoom on (a hex about 22 pixels across) an opaque tiled draw() goes hex by hex (hex_cells.h): the
  // inside of each hex, and the whole of a hex with no hexside feature, take programs that need no hex search; the
  // per-pixel programs run on rings along the other hexes' edges. Measured: below it the square tiles cost less.
  static constexpr double kCellZoom = 13.0;

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

  // Like draw(), through an image kept from the last call, for the editor, whose frames mostly change only the UI
  // around the map or move the map by whole pixels. Nothing changed: the image is copied into the bound framebuffer.
  // The view moved by whole pixels at the same zoom (a drag): the kept image moves and the pass runs only on the
  // strips it uncovers. An edit (update()): the pass runs only on the rectangle of the hexes it touched. A zoom step
  // (or a move by part of a pixel): the kept image is scaled to the new view at once, and the pass draws it exactly
  // again a band of rows a frame (kSettleBandPixels pixels, less what the frame drew already; two bands in a frame
  // that does not scale), so a zoom never costs a whole pass in one frame; settled() says when every band is exact
  // again; a new window size is taken the same way. A jump (Home, fit, the minimap's click, a zoom of more than 1.5
  // times in one frame, a window grown past the old picture) runs the pass at half the resolution as the first draft,
  // settled the same way, where the viewport holds more than two bands. Anything else (a style, a whole upload, the
  // first frame) runs the pass over the viewport. A settled picture is the one draw() gives, to float rounding
  // (map_cache.cpp says why the pixels agree). `at` places the width x height picture in a larger target: the editor
  // draws only the part of the window its panels leave uncovered, through a view of that part (MapView::cropped).
  // `overlay`, drawn for `view` in a width x height picture, is kept over the map in a second image (map_overlay.h):
  // drawn wherever the pass draws and where its things changed, whole after a zoom step, a jump or a redraw; null
  // draws nothing over the map.
  void drawCached(const MapView& view, int width, int height, const MapStyle& style = {}, MapPlacement at = {},
                  MapOverlay* overlay = nullptr);
  // While `hold` is true, drawCached() draws no band: for the frames of a zoom still easing toward its target (the
  // editor's wheel, + and -), each of which scales the picture again, so that a band drawn in one would be scaled away
  // in the next. Those frames cost the scaling (and the strips a zoom out uncovers); the bands follow once it is false.
  void holdBands(bool hold) { bandsHeld_ = hold; }
  // Whether the last drawCached() ran the pass over the whole viewport, and how it made its picture.
  bool lastDrawRan() const { return lastCacheUse_ == CacheUse::Redrawn; }
  CacheUse lastCacheUse() const { return lastCacheUse_; }
  // Whether the kept image is exactly the pass's picture (no row still shows a rescaled one). A caller that stops
  // drawing when nothing changes must go on calling drawCached until it is.
  bool settled() const { return cache_.staleRows == 0; }
  // Pixels the pass covered in the last drawCached() (clips summed; the whole viewport for a redraw).
  long lastPassPixels() const { return lastPassPixels_; }
  // The pass's share of a frame while a rescaled picture settles: a band of rows of about this many pixels.
  static constexpr long kSettleBandPixels = 300000;

  const UploadStats& lastUpload() const { return lastUpload_; }
  // Hexes the last draw() drew as flat cells (their grid line from the vertices), with an inner hexagon and a
  // per-pixel ring, and whole through a per-pixel program (0, 0, 0 when it drew square tiles or the overview).
  int lastFlatHexes() const { return cells_.flatHexes; }
  int lastInteriorHexes() const { return cells_.interiorHexes; }
  int lastWholeHexes() const { return cells_.wholeHexes; }
  bool hasMap() const { return uploaded_; }

 private:
  MapRenderer() = default;
  void uploadVocabulary(const TerrainVocabulary& vocabulary);
  template <typename T>
  void uploadRuns(GlTexture& texture, const std::vector<std::pair<OffsetCoord, std::array<T, 4>>>& texels);

  struct Program {
    GLuint id = 0;
    GLint pointy, shiftOdd, mapSize, centre, zoom, viewport, background, grid, patterns, normals, terrainOpacity;
    GLint reliefBase, reliefStep;
  };
  // Detail variants are indexed by these bits; the overview is its own program.
  static constexpr int kSides = kNeedsSides, kPatterns = kNeedsPatterns;
  static Result<Program> buildVariant(bool overview, int detailBits, bool interior = false, bool grid = false);
  void useProgram(const Program& p, const MapView& view, int width, int height, const MapStyle& style);
  void drawQuads(const std::vector<float>& vertices);
  void drawCells(const std::vector<CellVertex>& vertices);
  // draw() within `clip` only (scissored; the geometry is cut down to what reaches it).
  void drawRegion(const MapView& view, int width, int height, const MapStyle& style, const PixelRect& clip);
  void drawHexCells(const MapView& view, int width, int height, const MapStyle& style, const PixelRect& clip);
  // drawCached's steps (map_cache.cpp).
  void allocateCache(int width, int height);
  // Moves the image `front` of a pair by (dx, dy) pixels (y down) into the other one, which becomes `front`.
  void scrollImages(const GLuint (&framebuffers)[2], int& front, int dx, int dy);
  // The shown image, the kept map with `overlay` over it, brought up to date: moved as the map was (`kept`, by dx,
  // dy), then the map copied and the overlay drawn where the map changed this frame or a thing over it did; all of
  // it after a zoom step, a jump or a redraw, and after a zoom's easing.
  void keepOverlay(MapOverlay& overlay, bool kept, int dx, int dy);
  void redrawCacheRegion(const PixelRect& clip);
  // Draws the kept image, scaled and moved to `view` in a width x height viewport (a new window size too), into the
  // other image, which becomes the kept one; the pass draws what it does not cover, and every row is marked stale.
  // False (nothing done) when the old picture would cover too little of the new one.
  bool rescaleCache(const MapView& view, int width, int height);
  void allocateCacheImage(int i, int width, int height);
  // A jump's first draft: the pass at half the resolution into the draft image, drawn scaled up over the whole kept
  // image, every row stale. False (nothing done) for a viewport of two bands or less, which the pass draws at once.
  bool draftJump(const MapView& view, int width, int height);
  // Draws exactly the next band of stale rows (about `pixels` pixels; nothing when that is not positive), going
  // round the image so no band waits longer than the others.
  void refineCache(long pixels);
  GLuint compositeProgram();
  // Blends `texture` (the kept image or the shown one, premultiplied) into the bound framebuffer's viewport (x, y,
  // width, height), GL's rows.
  void compositeCache(int x, int y, int width, int height, GLuint texture);
  // The image `texture` (the kept one unless given) as one quad through the composite program, its corners at ndc
  // +-1 scaled by (sx, sy) and moved by (ox, oy), into the bound framebuffer with the blending as set. REQUIRES:
  // compositeProgram() built it.
  void drawKeptImage(float sx, float sy, float ox, float oy, GLuint texture = 0);
  // Splits the part of the viewport under `clip` into tiles and sorts them by what their hexes need (kSides |
  // kPatterns): triangles in normalized device coordinates, one list per detail variant.
  void classifyTiles(const MapView& view, int width, int height, const PixelRect& clip,
                     std::vector<float> (&tiles)[4]) const;

  Program overviewProgram_;
  Program detailPrograms_[4];
  Program interiorPrograms_[2];  // without and with PATTERNS
  Program flatPrograms_[4];      // INTERIOR with GRID, by kSides (SLOPES) | kPatterns
  GLuint vao_ = 0, vbo_ = 0, cellVao_ = 0, cellVbo_ = 0;
  HexCells cells_;
  // Per hex texel (border included): the kNeeds bits of hex_cells.h (side bits, pattern, paths, marks); kept on
  // the CPU for classifyTiles and buildHexCells.
  std::vector<uint8_t> needs_;
  // The hex texels and the vocabulary as uploaded, for the inner hexagons' vertices.
  std::vector<uint32_t> hexTexels_, typeWords_;
  GlTexture hexes_, hexsides_, overview_;
  GLuint types_ = 0;
  GridSettings grid_;
  bool uploaded_ = false;
  ReliefScale relief_;  // the elevation tint over the uploaded battle's levels
  // drawCached's kept image and a second one that a scroll moves it into (a blit may not overlap itself).
  struct Cache {
    GLuint framebuffers[2] = {0, 0};
    GlTexture colours[2];
    int front = 0;  // which one holds the kept image
    int width = 0, height = 0;
    MapView view;  // the view the kept image shows
    MapStyle style;
    bool valid = false;
    // What edits since the image was drawn touched, in world units (x0, y0, x1, y1); empty when x0 > x1.
    double dirty[4] = {1, 1, 0, 0};
    // Rows (y down) that still show a rescaled picture, how many, and the row the next refinement looks from.
    std::vector<uint8_t> stale;
    int staleRows = 0;
    int nextRow = 0;
    // A jump's half-resolution picture (draftJump), filtered as it is scaled up.
    GLuint draftFramebuffer = 0;
    GlTexture draft;
    int draftWidth = 0, draftHeight = 0;
    // The rectangles the pass drew this frame; what drawCached's overlay covered last frame; the shown image (the
    // map with the overlay over it) and the one a scroll moves it into, whether it matches the kept one.
    std::vector<PixelRect> drawn;
    KeptOverlay overlay;
    GLuint shownFramebuffers[2] = {0, 0};
    GlTexture shown[2];
    int shownFront = 0, shownWidth = 0, shownHeight = 0;
    bool shownValid = false;
  } cache_;
  long lastPassPixels_ = 0;
  bool bandsHeld_ = false;  // holdBands()
  // Composites the kept image over the bound framebuffer with blending when the terrain is translucent (a blit
  // would overwrite the layers under the map): shaders/layer.vert and layer.frag, built on first use.
  GLuint compositeProgram_ = 0, compositeVao_ = 0, compositeVbo_ = 0;
  GLint compositeTransform_ = -1;
  CacheUse lastCacheUse_ = CacheUse::Redrawn;
  UploadStats lastUpload_;
};

}  // namespace cartouche
