#include "map_renderer.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "gl_program.h"

namespace cartouche {

namespace shaders {
extern const char* const hex_map_vert;
extern const char* const hex_map_frag;
}  // namespace shaders

namespace {

// A change touching more than this share of the map is uploaded whole: one big transfer beats many small ones.
constexpr long kFullUploadDivisor = 8;

GLuint makeTexture() {
  GLuint t = 0;
  glGenTextures(1, &t);
  glBindTexture(GL_TEXTURE_2D, t);
  // Integer textures must not be filtered; colours are read with texelFetch anyway.
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  return t;
}

void uploadGrid(GLuint texture, const TexelGrid<uint32_t>& g) {
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32UI, g.width, g.height, 0, GL_RGBA_INTEGER, GL_UNSIGNED_INT, g.data.data());
}

void uploadGrid(GLuint texture, const TexelGrid<uint16_t>& g) {
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA16UI, g.width, g.height, 0, GL_RGBA_INTEGER, GL_UNSIGNED_SHORT,
               g.data.data());
}

}  // namespace

Result<MapRenderer::Program> MapRenderer::buildVariant(bool overview) {
  // The variant's define goes right after the #version line, which must stay first.
  std::string source = shaders::hex_map_frag;
  if (overview) {
    size_t eol = source.find('\n');
    source.insert(eol == std::string::npos ? source.size() : eol + 1, "#define OVERVIEW 1\n");
  }
  Result<GLuint> built =
      buildProgram(shaders::hex_map_vert, source.c_str(), overview ? "hex_map (overview)" : "hex_map");
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
  return r;
}

Result<std::unique_ptr<MapRenderer>> MapRenderer::create() {
  Result<Program> detail = buildVariant(false);
  if (!detail) return detail.status();
  Result<Program> overview = buildVariant(true);
  if (!overview) {
    glDeleteProgram(detail->id);
    return overview.status();
  }
  std::unique_ptr<MapRenderer> r(new MapRenderer());
  r->detailProgram_ = *detail;
  r->overviewProgram_ = *overview;
  glGenVertexArrays(1, &r->vao_);
  r->hexes_ = makeTexture();
  r->hexsides_ = makeTexture();
  r->overview_ = makeTexture();
  glGenBuffers(1, &r->types_);
  return r;
}

MapRenderer::~MapRenderer() {
  GLuint textures[] = {hexes_, hexsides_, overview_};
  glDeleteTextures(3, textures);
  glDeleteBuffers(1, &types_);
  glDeleteVertexArrays(1, &vao_);
  glDeleteProgram(detailProgram_.id);
  glDeleteProgram(overviewProgram_.id);
}

void MapRenderer::uploadVocabulary(const TerrainVocabulary& vocabulary) {
  std::vector<uint32_t> types = encodeTerrainTypes(vocabulary);
  glBindBuffer(GL_UNIFORM_BUFFER, types_);
  glBufferData(GL_UNIFORM_BUFFER, GLsizeiptr(types.size() * sizeof(uint32_t)), types.data(), GL_STATIC_DRAW);
  glBindBuffer(GL_UNIFORM_BUFFER, 0);
}

void MapRenderer::upload(const Battle& battle) {
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  grid_ = battle.map.grid();
  TexelGrid<uint32_t> hexes = encodeHexes(battle);
  uploadGrid(hexes_, hexes);
  uploadGrid(hexsides_, encodeHexsides(battle));
  TexelGrid<uint8_t> overview = encodeOverview(battle, hexes);
  glBindTexture(GL_TEXTURE_2D, overview_);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, overview.width, overview.height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
               overview.data.data());
  uploadVocabulary(battle.vocabulary);
  glBindTexture(GL_TEXTURE_2D, 0);
  uploaded_ = true;
  lastUpload_ = {true, long(battle.map.columns() + 2) * (battle.map.rows() + 2),
                 3L * (battle.map.columns() + 2) * (battle.map.rows() + 2), 4};
}

template <typename T>
void MapRenderer::uploadRuns(GLuint texture, const std::vector<std::pair<OffsetCoord, std::array<T, 4>>>& texels) {
  // `texels` is sorted by row then column: neighbours along a row go up in one call.
  glBindTexture(GL_TEXTURE_2D, texture);
  std::vector<T> run;
  size_t i = 0;
  while (i < texels.size()) {
    size_t j = i + 1;
    while (j < texels.size() && texels[j].first.row == texels[i].first.row &&
           texels[j].first.col == texels[j - 1].first.col + 1)
      ++j;
    run.clear();
    for (size_t k = i; k < j; ++k) run.insert(run.end(), texels[k].second.begin(), texels[k].second.end());
    glTexSubImage2D(GL_TEXTURE_2D, 0, texels[i].first.col, texels[i].first.row, GLsizei(j - i), 1,
                    sizeof(T) == 1 ? GL_RGBA : GL_RGBA_INTEGER,
                    sizeof(T) == 4 ? GL_UNSIGNED_INT : sizeof(T) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_BYTE,
                    run.data());
    ++lastUpload_.calls;
    i = j;
  }
}

void MapRenderer::update(const Battle& battle, const ChangeSet& changes) {
  if (!uploaded_ || changes.grid || changes.vocabulary || battle.map.grid() != grid_) {
    upload(battle);
    return;
  }
  DirtyTexels dirty = dirtyTexels(battle.map, changes);
  if (long(dirty.hexes.size()) > long(battle.map.hexCount()) / kFullUploadDivisor + 64) {
    upload(battle);
    return;
  }
  lastUpload_ = {false, long(dirty.hexes.size()), long(dirty.hexsides.size()), 0};
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  std::vector<std::pair<OffsetCoord, HexTexel>> hexTexels;
  hexTexels.reserve(dirty.hexes.size());
  for (OffsetCoord o : dirty.hexes) hexTexels.push_back({{o.col + 1, o.row + 1}, hexTexel(battle, o)});
  uploadRuns(hexes_, hexTexels);
  std::vector<std::pair<OffsetCoord, std::array<uint8_t, 4>>> overviewTexels;
  overviewTexels.reserve(hexTexels.size());
  for (const auto& [at, texel] : hexTexels) overviewTexels.push_back({at, overviewTexel(battle, texel)});
  uploadRuns(overview_, overviewTexels);
  std::vector<std::pair<OffsetCoord, SideTexel>> sideTexels;
  for (HexsideId id : dirty.hexsides)
    sideTexels.push_back({hexsideTexelPosition(battle.map, id), hexsideTexel(battle, id)});
  std::sort(sideTexels.begin(), sideTexels.end(), [](const auto& a, const auto& b) {
    return a.first.row != b.first.row ? a.first.row < b.first.row : a.first.col < b.first.col;
  });
  uploadRuns(hexsides_, sideTexels);
  glBindTexture(GL_TEXTURE_2D, 0);
}

void MapRenderer::draw(const MapView& view, int width, int height, const MapStyle& style) {
  glViewport(0, 0, width, height);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_BLEND);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_CULL_FACE);
  if (!uploaded_) {
    glClearColor(style.background.r / 255.f, style.background.g / 255.f, style.background.b / 255.f, 1.f);
    glClear(GL_COLOR_BUFFER_BIT);
    return;
  }
  const Program& u = view.zoom < kOverviewZoom ? overviewProgram_ : detailProgram_;
  glUseProgram(u.id);
  glUniform1i(u.pointy, grid_.orientation == Orientation::PointyTop);
  glUniform1i(u.shiftOdd, grid_.shifted == ShiftedLines::Odd);
  glUniform2i(u.mapSize, grid_.columns, grid_.rows);
  glUniform2f(u.centre, float(view.centre.x), float(view.centre.y));
  glUniform1f(u.zoom, float(view.zoom));
  glUniform2f(u.viewport, float(width), float(height));
  glUniform4f(u.background, style.background.r / 255.f, style.background.g / 255.f, style.background.b / 255.f,
              1.f);
  glUniform1i(u.grid, style.grid);
  glUniform1i(u.patterns, style.patterns);
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
  glBindBufferBase(GL_UNIFORM_BUFFER, 0, types_);
  GLuint textures[] = {hexes_, hexsides_, overview_};
  for (int i = 0; i < 3; ++i) {
    glActiveTexture(GLenum(GL_TEXTURE0 + i));
    glBindTexture(GL_TEXTURE_2D, textures[i]);
  }
  glBindVertexArray(vao_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glBindVertexArray(0);
  glActiveTexture(GL_TEXTURE0);
  glUseProgram(0);
}

}  // namespace cartouche
