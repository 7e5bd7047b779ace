#include "map_renderer.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>

#include "gl_program.h"

namespace cartouche {

namespace shaders {
extern const char* const hex_map_vert;
extern const char* const hex_map_frag;
extern const char* const layer_vert;
extern const char* const layer_frag;
}  // namespace shaders

namespace {

// A change touching more than this share of the map is uploaded whole: one big transfer beats many small ones.
constexpr long kFullUploadDivisor = 8;

// Integer textures must not be filtered; colours are read with texelFetch anyway.
constexpr TextureSampling kTexelSampling{GL_NEAREST, GL_NEAREST, GL_CLAMP_TO_EDGE};

}  // namespace

Result<MapRenderer::Program> MapRenderer::buildVariant(bool overview, int detailBits, bool interior, bool grid) {
  // The variant's defines go right after the #version line, which must stay first.
  std::string source = shaders::hex_map_frag;
  std::string defines = overview ? "#define OVERVIEW 1\n" : interior ? "#define INTERIOR 1\n" : "";
  // For the flat cells' program (interior with grid), kSides asks for their slopes alone.
  if (!overview && (detailBits & kSides)) defines += interior ? "#define SLOPES 1\n" : "#define SIDES 1\n";
  if (!overview && (detailBits & kPatterns)) defines += "#define PATTERNS 1\n";
  if (interior && grid) defines += "#define GRID 1\n";
  size_t eol = source.find('\n');
  source.insert(eol == std::string::npos ? source.size() : eol + 1, defines);
  std::string name = interior ? (grid ? "hex_map flat" : "hex_map interior") : "hex_map";
  if (overview) name += " (overview)";
  if (!overview && detailBits) name += (detailBits & kSides) ? (interior ? " (slopes" : " (sides") : " (";
  if (!overview && (detailBits & kPatterns)) name += (detailBits & kSides) ? ", patterns" : "patterns";
  if (!overview && detailBits) name += ")";
  Result<GLuint> built = buildProgram(shaders::hex_map_vert, source.c_str(), name.c_str());
  if (!built) return built.status();
  GLuint p = *built;
  Program r;
  r.id = p;
  GLuint block = glGetUniformBlockIndex(p, "TerrainTypes");
  if (block != GL_INVALID_INDEX) glUniformBlockBinding(p, block, 0);
  glUseProgram(p);
  glUniform1i(glGetUniformLocation(p, "uHexes"), 0);
  glUniform1i(glGetUniformLocation(p, "uHexsides"), 1);
  glUniform1i(glGetUniformLocation(p, "uOverview"), 2);
  glUseProgram(0);
  r.pointy = glGetUniformLocation(p, "uPointy");
  r.shiftOdd = glGetUniformLocation(p, "uShiftOdd");
  r.mapSize = glGetUniformLocation(p, "uMapSize");
  r.centre = glGetUniformLocation(p, "uCentre");
  r.zoom = glGetUniformLocation(p, "uZoom");
  r.viewport = glGetUniformLocation(p, "uViewport");
  r.background = glGetUniformLocation(p, "uBackground");
  r.grid = glGetUniformLocation(p, "uGrid");
  r.patterns = glGetUniformLocation(p, "uPatterns");
  r.normals = glGetUniformLocation(p, "uNormals");
  r.terrainOpacity = glGetUniformLocation(p, "uTerrainOpacity");
  r.reliefBase = glGetUniformLocation(p, "uReliefBase");
  r.reliefStep = glGetUniformLocation(p, "uReliefStep");
  return r;
}

Result<std::unique_ptr<MapRenderer>> MapRenderer::create() {
  std::unique_ptr<MapRenderer> r(new MapRenderer());
  for (int i = -1; i < 4; ++i) {
    Result<Program> p = buildVariant(i < 0, std::max(i, 0));
    if (!p) return p.status();  // the destructor deletes the programs built so far
    (i < 0 ? r->overviewProgram_ : r->detailPrograms_[i]) = *p;
  }
  for (int i = 0; i < 2; ++i) {
    Result<Program> p = buildVariant(false, i ? kPatterns : 0, true);
    if (!p) return p.status();
    r->interiorPrograms_[i] = *p;
  }
  for (int i = 0; i < 4; ++i) {
    Result<Program> p = buildVariant(false, i, true, true);
    if (!p) return p.status();
    r->flatPrograms_[i] = *p;
  }
  glGenVertexArrays(1, &r->vao_);
  glGenBuffers(1, &r->vbo_);
  glBindVertexArray(r->vao_);
  glBindBuffer(GL_ARRAY_BUFFER, r->vbo_);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, nullptr);
  // Hex cells: position, then the axial hex as integers.
  glGenVertexArrays(1, &r->cellVao_);
  glGenBuffers(1, &r->cellVbo_);
  glBindVertexArray(r->cellVao_);
  glBindBuffer(GL_ARRAY_BUFFER, r->cellVbo_);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(CellVertex), nullptr);
  glEnableVertexAttribArray(1);
  glVertexAttribIPointer(1, 2, GL_INT, sizeof(CellVertex), reinterpret_cast<void*>(offsetof(CellVertex, q)));
  glEnableVertexAttribArray(2);
  glVertexAttribIPointer(2, 4, GL_UNSIGNED_INT, sizeof(CellVertex),
                         reinterpret_cast<void*>(offsetof(CellVertex, colour)));
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  r->hexes_ = GlTexture(kRgba32uiTexels, kTexelSampling);
  r->hexsides_ = GlTexture(kRgba16uiTexels, kTexelSampling);
  r->overview_ = GlTexture(kRgba8Texels, kTexelSampling);
  glGenBuffers(1, &r->types_);
  return r;
}

MapRenderer::~MapRenderer() {
  glDeleteBuffers(1, &types_);
  glDeleteVertexArrays(1, &vao_);
  glDeleteBuffers(1, &vbo_);
  glDeleteVertexArrays(1, &cellVao_);
  glDeleteBuffers(1, &cellVbo_);
  glDeleteFramebuffers(2, cache_.framebuffers);
  glDeleteFramebuffers(1, &cache_.draftFramebuffer);
  glDeleteFramebuffers(2, cache_.shownFramebuffers);
  glDeleteProgram(compositeProgram_);
  glDeleteVertexArrays(1, &compositeVao_);
  glDeleteBuffers(1, &compositeVbo_);
  glDeleteProgram(overviewProgram_.id);
  for (const Program& p : detailPrograms_) glDeleteProgram(p.id);
  for (const Program& p : interiorPrograms_) glDeleteProgram(p.id);
  for (const Program& p : flatPrograms_) glDeleteProgram(p.id);
}

void MapRenderer::uploadVocabulary(const TerrainVocabulary& vocabulary) {
  typeWords_ = encodeTerrainTypes(vocabulary);
  glBindBuffer(GL_UNIFORM_BUFFER, types_);
  glBufferData(GL_UNIFORM_BUFFER, GLsizeiptr(typeWords_.size() * sizeof(uint32_t)), typeWords_.data(), GL_STATIC_DRAW);
  glBindBuffer(GL_UNIFORM_BUFFER, 0);
}

void MapRenderer::upload(const Battle& battle) {
  grid_ = battle.map.grid();
  TexelGrid<uint32_t> hexes = encodeHexes(battle);
  hexes_.allocate(hexes.width, hexes.height, hexes.data.data());
  needs_.assign(size_t(hexes.width) * size_t(hexes.height), 0);
  for (size_t i = 0; i < needs_.size(); ++i) {
    const uint32_t* t = &hexes.data[i * 4];
    OffsetCoord at{int(i % size_t(hexes.width)) - 1, int(i / size_t(hexes.width)) - 1};
    needs_[i] = cellNeeds(battle, at, {t[0], t[1], t[2], t[3]});
  }
  TexelGrid<uint16_t> hexsides = encodeHexsides(battle);
  hexsides_.allocate(hexsides.width, hexsides.height, hexsides.data.data());
  relief_ = reliefScale(battle.map);
  TexelGrid<uint8_t> overview = encodeOverview(battle, hexes, relief_);
  overview_.allocate(overview.width, overview.height, overview.data.data());
  uploadVocabulary(battle.vocabulary);
  hexTexels_ = std::move(hexes.data);
  uploaded_ = true;
  cache_.valid = false;
  lastUpload_ = {true, long(battle.map.columns() + 2) * (battle.map.rows() + 2),
                 3L * (battle.map.columns() + 2) * (battle.map.rows() + 2), 4};
}

template <typename T>
void MapRenderer::uploadRuns(GlTexture& texture, const std::vector<std::pair<OffsetCoord, std::array<T, 4>>>& texels) {
  // `texels` is sorted by row then column: neighbours along a row go up in one call.
  std::vector<T> run;
  size_t i = 0;
  while (i < texels.size()) {
    size_t j = i + 1;
    while (j < texels.size() && texels[j].first.row == texels[i].first.row &&
           texels[j].first.col == texels[j - 1].first.col + 1)
      ++j;
    run.clear();
    for (size_t k = i; k < j; ++k) run.insert(run.end(), texels[k].second.begin(), texels[k].second.end());
    texture.upload(texels[i].first.col, texels[i].first.row, int(j - i), 1, run.data());
    ++lastUpload_.calls;
    i = j;
  }
}

void MapRenderer::update(const Battle& battle, const ChangeSet& changes) {
  if (!uploaded_ || changes.grid || changes.vocabulary || battle.map.grid() != grid_) {
    upload(battle);
    return;
  }
  // A level edit that widens or narrows the battle's range of levels re-tints every hex.
  if (!changes.hexes.empty() && reliefScale(battle.map) != relief_) {
    upload(battle);
    return;
  }
  DirtyTexels dirty = dirtyTexels(battle.map, changes);
  if (long(dirty.hexes.size()) > long(battle.map.hexCount()) / kFullUploadDivisor + 64) {
    upload(battle);
    return;
  }
  lastUpload_ = {false, long(dirty.hexes.size()), long(dirty.hexsides.size()), 0};
  // A pixel shows only the hex under it, from that hex's texel and the texels of its own hexsides, and every hex
  // whose texels change is among dirty.hexes: the box around them is all drawCached must draw again.
  const Layout layout = worldLayout(grid_);
  double* box = cache_.dirty;
  for (OffsetCoord o : dirty.hexes) {
    const Point c = hexToPixel(layout, grid_.toHex(o));
    box[0] = box[0] > box[2] ? c.x - 1.0 : std::min(box[0], c.x - 1.0);
    box[1] = box[1] > box[3] ? c.y - 1.0 : std::min(box[1], c.y - 1.0);
    box[2] = std::max(box[2], c.x + 1.0);
    box[3] = std::max(box[3], c.y + 1.0);
  }
  std::vector<std::pair<OffsetCoord, HexTexel>> hexTexels;
  hexTexels.reserve(dirty.hexes.size());
  for (OffsetCoord o : dirty.hexes) {
    hexTexels.push_back({{o.col + 1, o.row + 1}, hexTexel(battle, o)});
    size_t at = size_t(o.row + 1) * size_t(grid_.columns + 2) + size_t(o.col + 1);
    needs_[at] = cellNeeds(battle, o, hexTexels.back().second);
    std::copy(hexTexels.back().second.begin(), hexTexels.back().second.end(), hexTexels_.begin() + long(at * 4));
  }
  uploadRuns(hexes_, hexTexels);
  std::vector<std::pair<OffsetCoord, std::array<uint8_t, 4>>> overviewTexels;
  overviewTexels.reserve(hexTexels.size());
  for (const auto& [at, texel] : hexTexels) overviewTexels.push_back({at, overviewTexel(battle, texel, relief_)});
  uploadRuns(overview_, overviewTexels);
  std::vector<std::pair<OffsetCoord, SideTexel>> sideTexels;
  for (HexsideId id : dirty.hexsides)
    sideTexels.push_back({hexsideTexelPosition(battle.map, id), hexsideTexel(battle, id)});
  std::sort(sideTexels.begin(), sideTexels.end(), [](const auto& a, const auto& b) {
    return a.first.row != b.first.row ? a.first.row < b.first.row : a.first.col < b.first.col;
  });
  uploadRuns(hexsides_, sideTexels);
}

void MapRenderer::useProgram(const Program& u, const MapView& view, int width, int height, const MapStyle& style) {
  glUseProgram(u.id);
  glUniform1i(u.pointy, grid_.orientation == Orientation::PointyTop);
  glUniform1i(u.shiftOdd, grid_.shifted == ShiftedLines::Odd);
  glUniform2i(u.mapSize, grid_.columns, grid_.rows);
  glUniform2f(u.centre, float(view.centre.x), float(view.centre.y));
  glUniform1f(u.zoom, float(view.zoom));
  glUniform2f(u.viewport, float(width), float(height));
  bool translucent = style.terrainOpacity < 1.f;
  glUniform4f(u.background, style.background.r / 255.f, style.background.g / 255.f, style.background.b / 255.f,
              translucent ? 0.f : 1.f);
  glUniform1f(u.terrainOpacity, translucent ? std::max(style.terrainOpacity, 0.f) : 1.f);
  glUniform1i(u.grid, style.grid);
  glUniform1i(u.patterns, style.patterns);
  glUniform1i(u.reliefBase, relief_.base);
  glUniform1f(u.reliefStep, relief_.step);
  // Edge normals from the core's own edge midpoints, so the shader and hex.cpp agree on directions.
  Layout layout = worldLayout(grid_);
  GLfloat normals[6];
  for (int d = 0; d < 3; ++d) {
    Point m = edgeMidpoint(layout, Hex{0, 0}, d);
    double length = std::sqrt(m.x * m.x + m.y * m.y);
    normals[2 * d] = GLfloat(m.x / length);
    normals[2 * d + 1] = GLfloat(m.y / length);
  }
  glUniform2fv(u.normals, 3, normals);
}

void MapRenderer::drawQuads(const std::vector<float>& vertices) {
  if (vertices.empty()) return;
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices.size() * sizeof(float)), vertices.data(), GL_STREAM_DRAW);
  glBindVertexArray(vao_);
  glDrawArrays(GL_TRIANGLES, 0, GLsizei(vertices.size() / 2));
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
}

namespace {

// Two triangles covering the pixel rectangle [x0, x1) x [y0, y1) (y down) in normalized device coordinates.
void addRect(std::vector<float>& out, int x0, int y0, int x1, int y1, int width, int height) {
  float l = 2.f * x0 / width - 1.f, r = 2.f * x1 / width - 1.f;
  float t = 1.f - 2.f * y0 / height, b = 1.f - 2.f * y1 / height;
  out.insert(out.end(), {l, b, r, b, r, t, l, b, r, t, l, t});
}

constexpr int kTilePixels = 32;

}  // namespace

void MapRenderer::classifyTiles(const MapView& view, int width, int height, const PixelRect& clip,
                                std::vector<float> (&tiles)[4]) const {
  const int texWidth = grid_.columns + 2;
  const uint8_t mask = kSides | (view.zoom > kPatternFadeZoom ? kPatterns : 0);
  // The tiles stay on the viewport's 32 px lattice whatever the clip, so a clipped draw picks what a whole one does.
  const int xStart = clip.x0 / kTilePixels * kTilePixels, xEnd = std::min(width, clip.x1);
  for (int y0 = clip.y0 / kTilePixels * kTilePixels; y0 < std::min(height, clip.y1); y0 += kTilePixels) {
    int y1 = std::min(height, y0 + kTilePixels);
    // Runs of equal tiles along a row become one rectangle.
    int runStart = xStart;
    int runKind = -1;
    for (int x0 = xStart;; x0 = std::min(xEnd, x0 + kTilePixels)) {
      int kind = 0;
      if (x0 < xEnd) {
        int x1 = std::min(width, x0 + kTilePixels);
        // The hexes the tile touches.
        const OffsetRect touched = hexesUnder(grid_, view, width, height, x0, y0, x1, y1);
        for (int row = touched.rowMin; row <= touched.rowMax && kind != mask; ++row)
          for (int col = touched.colMin; col <= touched.colMax; ++col)
            kind |= needs_[size_t(row + 1) * size_t(texWidth) + size_t(col + 1)] & mask;
      } else {
        kind = -2;  // flush the last run
      }
      if (kind != runKind) {
        if (runKind >= 0) addRect(tiles[runKind], runStart, y0, x0, y1, width, height);
        runStart = x0;
        runKind = kind;
      }
      if (x0 >= xEnd) break;
    }
  }
}

void MapRenderer::draw(const MapView& view, int width, int height, const MapStyle& style) {
  drawRegion(view, width, height, style, {0, 0, width, height});
}

void MapRenderer::drawRegion(const MapView& view, int width, int height, const MapStyle& style, const PixelRect& clip) {
  if (width <= 0 || height <= 0 || clip.empty()) return;  // a minimised window, or nothing to draw
  glViewport(0, 0, width, height);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_BLEND);
  glDisable(GL_CULL_FACE);
  // Everything below stays inside the clip, the background clear of hex cells included (GL's y is up).
  glEnable(GL_SCISSOR_TEST);
  glScissor(clip.x0, height - clip.y1, clip.x1 - clip.x0, clip.y1 - clip.y0);
  bool translucent = style.terrainOpacity < 1.f;
  if (!uploaded_) {
    if (!translucent) {  // translucent: nothing painted, what is under the map shows
      glClearColor(style.background.r / 255.f, style.background.g / 255.f, style.background.b / 255.f, 1.f);
      glClear(GL_COLOR_BUFFER_BIT);
    }
    glDisable(GL_SCISSOR_TEST);
    return;
  }
  if (translucent) {
    // Alpha composes as "over" (not squared), so drawCached can keep the image premultiplied and composite it.
    glEnable(GL_BLEND);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  }
  glBindBufferBase(GL_UNIFORM_BUFFER, 0, types_);
  GLuint textures[] = {hexes_.id(), hexsides_.id(), overview_.id()};
  for (int i = 0; i < 3; ++i) {
    glActiveTexture(GLenum(GL_TEXTURE0 + i));
    glBindTexture(GL_TEXTURE_2D, textures[i]);
  }
  cells_.flatHexes = cells_.interiorHexes = cells_.wholeHexes = 0;
  if (view.zoom >= kCellZoom && style.tiled && !translucent) {
    drawHexCells(view, width, height, style, clip);
  } else if (view.zoom < kOverviewZoom) {
    std::vector<float> all;
    addRect(all, 0, 0, width, height, width, height);
    useProgram(overviewProgram_, view, width, height, style);
    drawQuads(all);
  } else {
    std::vector<float> tiles[4];
    if (style.tiled)
      classifyTiles(view, width, height, clip, tiles);
    else
      addRect(tiles[kSides | kPatterns], 0, 0, width, height, width, height);
    for (int i = 0; i < 4; ++i) {
      if (tiles[i].empty()) continue;
      useProgram(detailPrograms_[i], view, width, height, style);
      drawQuads(tiles[i]);
    }
  }
  glActiveTexture(GL_TEXTURE0);
  glUseProgram(0);
  glDisable(GL_BLEND);
  glDisable(GL_SCISSOR_TEST);
}

void MapRenderer::drawCells(const std::vector<CellVertex>& vertices) {
  if (vertices.empty()) return;
  glBindBuffer(GL_ARRAY_BUFFER, cellVbo_);
  glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices.size() * sizeof(CellVertex)), vertices.data(), GL_STREAM_DRAW);
  glBindVertexArray(cellVao_);
  glDrawArrays(GL_TRIANGLES, 0, GLsizei(vertices.size()));
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
}

void MapRenderer::drawHexCells(const MapView& view, int width, int height, const MapStyle& style,
                               const PixelRect& clip) {
  buildHexCells({grid_, needs_, hexTexels_, typeWords_}, view, width, height, cells_,
                {double(clip.x0), double(clip.y0), double(clip.x1), double(clip.y1)});
  // What no cell covers is background, as the per-pixel program paints it (opaque: drawn only without layers);
  // the scissor keeps the clear inside the clip.
  glClearColor(style.background.r / 255.f, style.background.g / 255.f, style.background.b / 255.f, 1.f);
  glClear(GL_COLOR_BUFFER_BIT);
  // Inner hexagons and flat hexes, then the per-pixel rings, which draw last where they reach into a flat neighbour.
  for (int i = 0; i < 2; ++i) {
    if (cells_.interior[i].empty()) continue;
    useProgram(interiorPrograms_[i], view, width, height, style);
    drawCells(cells_.interior[i]);
  }
  for (int i = 0; i < 4; ++i) {
    if (cells_.flat[i].empty()) continue;
    useProgram(flatPrograms_[i], view, width, height, style);
    drawCells(cells_.flat[i]);
  }
  for (int i = 0; i < 4; ++i) {
    if (cells_.perPixel[i].empty()) continue;
    useProgram(detailPrograms_[i], view, width, height, style);
    drawCells(cells_.perPixel[i]);
  }
}

}  // namespace cartouche
