#include "map_renderer.h"

#include <algorithm>

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

void uploadGrid(GLuint texture, const TexelGrid& g) {
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA16UI, g.width, g.height, 0, GL_RGBA_INTEGER, GL_UNSIGNED_SHORT,
               g.data.data());
}

}  // namespace

Result<std::unique_ptr<MapRenderer>> MapRenderer::create() {
  Result<GLuint> program = buildProgram(shaders::hex_map_vert, shaders::hex_map_frag, "hex_map");
  if (!program) return program.status();
  std::unique_ptr<MapRenderer> r(new MapRenderer());
  r->program_ = *program;
  glGenVertexArrays(1, &r->vao_);
  r->hexes_ = makeTexture();
  r->hexsides_ = makeTexture();
  r->colours_ = makeTexture();
  r->styles_ = makeTexture();
  GLuint p = r->program_;
  glUseProgram(p);
  glUniform1i(glGetUniformLocation(p, "uHexes"), 0);
  glUniform1i(glGetUniformLocation(p, "uHexsides"), 1);
  glUniform1i(glGetUniformLocation(p, "uColours"), 2);
  glUniform1i(glGetUniformLocation(p, "uStyles"), 3);
  r->u_ = {glGetUniformLocation(p, "uPointy"),   glGetUniformLocation(p, "uShiftOdd"),
           glGetUniformLocation(p, "uMapSize"),  glGetUniformLocation(p, "uCentre"),
           glGetUniformLocation(p, "uZoom"),     glGetUniformLocation(p, "uViewport"),
           glGetUniformLocation(p, "uBackground"), glGetUniformLocation(p, "uGrid"),
           glGetUniformLocation(p, "uPatterns")};
  glUseProgram(0);
  return r;
}

MapRenderer::~MapRenderer() {
  GLuint textures[] = {hexes_, hexsides_, colours_, styles_};
  glDeleteTextures(4, textures);
  glDeleteVertexArrays(1, &vao_);
  glDeleteProgram(program_);
}

void MapRenderer::uploadVocabulary(const TerrainVocabulary& vocabulary) {
  VocabularyTexels v = encodeVocabulary(vocabulary);
  glBindTexture(GL_TEXTURE_2D, colours_);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, v.width, v.height, 0, GL_RGBA, GL_UNSIGNED_BYTE, v.colours.data());
  glBindTexture(GL_TEXTURE_2D, styles_);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8UI, v.width, v.height, 0, GL_RGBA_INTEGER, GL_UNSIGNED_BYTE,
               v.styles.data());
}

void MapRenderer::upload(const Battle& battle) {
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  grid_ = battle.map.grid();
  uploadGrid(hexes_, encodeHexes(battle.map));
  uploadGrid(hexsides_, encodeHexsides(battle.map));
  uploadVocabulary(battle.vocabulary);
  glBindTexture(GL_TEXTURE_2D, 0);
  uploaded_ = true;
  lastUpload_ = {true, long(battle.map.columns() + 2) * (battle.map.rows() + 2),
                 3L * (battle.map.columns() + 2) * (battle.map.rows() + 2), 4};
}

void MapRenderer::uploadRuns(GLuint texture, const std::vector<std::pair<OffsetCoord, Texel16>>& texels) {
  // `texels` is sorted by row then column: neighbours along a row go up in one call.
  glBindTexture(GL_TEXTURE_2D, texture);
  std::vector<uint16_t> run;
  size_t i = 0;
  while (i < texels.size()) {
    size_t j = i + 1;
    while (j < texels.size() && texels[j].first.row == texels[i].first.row &&
           texels[j].first.col == texels[j - 1].first.col + 1)
      ++j;
    run.clear();
    for (size_t k = i; k < j; ++k) run.insert(run.end(), texels[k].second.begin(), texels[k].second.end());
    glTexSubImage2D(GL_TEXTURE_2D, 0, texels[i].first.col, texels[i].first.row, GLsizei(j - i), 1,
                    GL_RGBA_INTEGER, GL_UNSIGNED_SHORT, run.data());
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
  std::vector<std::pair<OffsetCoord, Texel16>> texels;
  texels.reserve(dirty.hexes.size());
  for (OffsetCoord o : dirty.hexes) texels.push_back({{o.col + 1, o.row + 1}, hexTexel(battle.map, o)});
  uploadRuns(hexes_, texels);
  texels.clear();
  for (HexsideId id : dirty.hexsides)
    texels.push_back({hexsideTexelPosition(battle.map, id), hexsideTexel(battle.map, id)});
  std::sort(texels.begin(), texels.end(), [](const auto& a, const auto& b) {
    return a.first.row != b.first.row ? a.first.row < b.first.row : a.first.col < b.first.col;
  });
  uploadRuns(hexsides_, texels);
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
  glUseProgram(program_);
  glUniform1i(u_.pointy, grid_.orientation == Orientation::PointyTop);
  glUniform1i(u_.shiftOdd, grid_.shifted == ShiftedLines::Odd);
  glUniform2i(u_.mapSize, grid_.columns, grid_.rows);
  glUniform2f(u_.centre, float(view.centre.x), float(view.centre.y));
  glUniform1f(u_.zoom, float(view.zoom));
  glUniform2f(u_.viewport, float(width), float(height));
  glUniform4f(u_.background, style.background.r / 255.f, style.background.g / 255.f, style.background.b / 255.f,
              1.f);
  glUniform1i(u_.grid, style.grid);
  glUniform1i(u_.patterns, style.patterns);
  GLuint textures[] = {hexes_, hexsides_, colours_, styles_};
  for (int i = 0; i < 4; ++i) {
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
