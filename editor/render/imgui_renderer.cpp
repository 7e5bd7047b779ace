#include "imgui_renderer.h"

#include <cstddef>
#include <cstdint>

#include "gl_program.h"

namespace cartouche {

namespace shaders {
extern const char* const imgui_vert;
extern const char* const imgui_frag;
extern const char* const imgui_solid_frag;
}  // namespace shaders

namespace {

constexpr GLenum kIndexType = sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;

// The GL state render() changes, read before and put back after.
struct SavedState {
  SavedState() {
    glGetIntegerv(GL_ACTIVE_TEXTURE, &activeTexture);
    glActiveTexture(GL_TEXTURE0);
    glGetIntegerv(GL_CURRENT_PROGRAM, &program);
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &texture);
    glGetIntegerv(GL_SAMPLER_BINDING, &sampler);
    glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &arrayBuffer);
    glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &vertexArray);
    glGetIntegerv(GL_POLYGON_MODE, polygonMode);
    glGetIntegerv(GL_VIEWPORT, viewport);
    glGetIntegerv(GL_SCISSOR_BOX, scissorBox);
    glGetIntegerv(GL_BLEND_SRC_RGB, &blendSrcRgb);
    glGetIntegerv(GL_BLEND_DST_RGB, &blendDstRgb);
    glGetIntegerv(GL_BLEND_SRC_ALPHA, &blendSrcAlpha);
    glGetIntegerv(GL_BLEND_DST_ALPHA, &blendDstAlpha);
    glGetIntegerv(GL_BLEND_EQUATION_RGB, &blendEquationRgb);
    glGetIntegerv(GL_BLEND_EQUATION_ALPHA, &blendEquationAlpha);
    for (int i = 0; i < kFlags; ++i) enabled[i] = glIsEnabled(kFlagNames[i]);
  }
  ~SavedState() {
    glUseProgram(GLuint(program));
    glBindTexture(GL_TEXTURE_2D, GLuint(texture));
    glBindSampler(0, GLuint(sampler));
    glActiveTexture(GLenum(activeTexture));
    glBindVertexArray(GLuint(vertexArray));
    glBindBuffer(GL_ARRAY_BUFFER, GLuint(arrayBuffer));
    glBlendEquationSeparate(GLenum(blendEquationRgb), GLenum(blendEquationAlpha));
    glBlendFuncSeparate(GLenum(blendSrcRgb), GLenum(blendDstRgb), GLenum(blendSrcAlpha), GLenum(blendDstAlpha));
    for (int i = 0; i < kFlags; ++i) (enabled[i] ? glEnable : glDisable)(kFlagNames[i]);
    glPolygonMode(GL_FRONT_AND_BACK, GLenum(polygonMode[0]));
    glViewport(viewport[0], viewport[1], viewport[2], viewport[3]);
    glScissor(scissorBox[0], scissorBox[1], scissorBox[2], scissorBox[3]);
  }
  SavedState(const SavedState&) = delete;
  SavedState& operator=(const SavedState&) = delete;

  static constexpr int kFlags = 6;
  static constexpr GLenum kFlagNames[kFlags] = {GL_BLEND,        GL_CULL_FACE,    GL_DEPTH_TEST,
                                                GL_STENCIL_TEST, GL_SCISSOR_TEST, GL_PRIMITIVE_RESTART};
  GLint activeTexture = 0, program = 0, texture = 0, sampler = 0, arrayBuffer = 0, vertexArray = 0;
  GLint polygonMode[2] = {}, viewport[4] = {}, scissorBox[4] = {};
  GLint blendSrcRgb = 0, blendDstRgb = 0, blendSrcAlpha = 0, blendDstAlpha = 0;
  GLint blendEquationRgb = 0, blendEquationAlpha = 0;
  GLboolean enabled[kFlags] = {};
};

}  // namespace

Result<std::unique_ptr<ImGuiRenderer>> ImGuiRenderer::create() {
  std::unique_ptr<ImGuiRenderer> r(new ImGuiRenderer());
  Result<GLuint> textured = buildProgram(shaders::imgui_vert, shaders::imgui_frag, "imgui");
  if (!textured) return textured.status();
  r->textured_ = {*textured, glGetUniformLocation(*textured, "uProjection")};
  glUseProgram(*textured);
  glUniform1i(glGetUniformLocation(*textured, "uTexture"), 0);
  glUseProgram(0);
  Result<GLuint> solid = buildProgram(shaders::imgui_vert, shaders::imgui_solid_frag, "imgui_solid");
  if (!solid) return solid.status();
  r->solid_ = {*solid, glGetUniformLocation(*solid, "uProjection")};
  glGenVertexArrays(1, &r->vertexArray_);
  glGenBuffers(1, &r->vertexBuffer_);
  glGenBuffers(1, &r->indexBuffer_);
  // The vertex layout lives in the vertex array, with the index buffer.
  GLint array = 0, buffer = 0;
  glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &array);
  glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &buffer);
  glBindVertexArray(r->vertexArray_);
  glBindBuffer(GL_ARRAY_BUFFER, r->vertexBuffer_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, r->indexBuffer_);
  glEnableVertexAttribArray(0);
  glEnableVertexAttribArray(1);
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                        reinterpret_cast<const void*>(offsetof(ImDrawVert, pos)));
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                        reinterpret_cast<const void*>(offsetof(ImDrawVert, uv)));
  glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert),
                        reinterpret_cast<const void*>(offsetof(ImDrawVert, col)));
  glBindVertexArray(GLuint(array));
  glBindBuffer(GL_ARRAY_BUFFER, GLuint(buffer));
  return r;
}

ImGuiRenderer::~ImGuiRenderer() {
  glDeleteBuffers(1, &vertexBuffer_);
  glDeleteBuffers(1, &indexBuffer_);
  glDeleteVertexArrays(1, &vertexArray_);
  glDeleteProgram(textured_.id);
  glDeleteProgram(solid_.id);
}

void ImGuiRenderer::setUp(const ImDrawData& data, int width, int height) {
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glEnable(GL_SCISSOR_TEST);
  glDisable(GL_PRIMITIVE_RESTART);
  glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
  glViewport(0, 0, width, height);
  // ImGui's display rectangle to normalized device coordinates, y down (the backend's matrix).
  const float l = data.DisplayPos.x, r = data.DisplayPos.x + data.DisplaySize.x;
  const float t = data.DisplayPos.y, b = data.DisplayPos.y + data.DisplaySize.y;
  const float projection[16] = {2.f / (r - l),     0, 0,  0, 0, 2.f / (t - b), 0, 0, 0, 0, -1.f, 0, (r + l) / (l - r),
                                (t + b) / (b - t), 0, 1.f};
  for (const Program& p : {textured_, solid_}) {
    glUseProgram(p.id);
    glUniformMatrix4fv(p.projection, 1, GL_FALSE, projection);
  }
  glUseProgram(textured_.id);
  opaqueState_ = false;
  glBindSampler(0, 0);
  glBindVertexArray(vertexArray_);
  glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer_);
}

void ImGuiRenderer::use(bool opaque) {
  if (opaque == opaqueState_) return;
  opaqueState_ = opaque;
  glUseProgram(opaque ? solid_.id : textured_.id);
  (opaque ? glDisable : glEnable)(GL_BLEND);
}

void ImGuiRenderer::render(const ImDrawData& data, const SolidTexel& solid) {
  const int width = int(data.DisplaySize.x * data.FramebufferScale.x);
  const int height = int(data.DisplaySize.y * data.FramebufferScale.y);
  if (width <= 0 || height <= 0 || data.CmdListsCount == 0) return;
  SavedState saved;
  setUp(data, width, height);
  // Every list in one upload, into storage of its own this frame (glBufferData with no data orphans the last).
  glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(data.TotalVtxCount) * GLsizeiptr(sizeof(ImDrawVert)), nullptr,
               GL_STREAM_DRAW);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(data.TotalIdxCount) * GLsizeiptr(sizeof(ImDrawIdx)), nullptr,
               GL_STREAM_DRAW);
  {
    GLintptr vertexAt = 0, indexAt = 0;
    for (int n = 0; n < data.CmdListsCount; ++n) {
      const ImDrawList& list = *data.CmdLists[n];
      const GLsizeiptr vertexBytes = GLsizeiptr(list.VtxBuffer.Size) * GLsizeiptr(sizeof(ImDrawVert));
      const GLsizeiptr indexBytes = GLsizeiptr(list.IdxBuffer.Size) * GLsizeiptr(sizeof(ImDrawIdx));
      glBufferSubData(GL_ARRAY_BUFFER, vertexAt, vertexBytes, list.VtxBuffer.Data);
      glBufferSubData(GL_ELEMENT_ARRAY_BUFFER, indexAt, indexBytes, list.IdxBuffer.Data);
      vertexAt += vertexBytes;
      indexAt += indexBytes;
    }
  }
  const ImVec2 offset = data.DisplayPos, scale = data.FramebufferScale;
  unsigned listVertices = 0, listIndices = 0;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback) {
        if (cmd.UserCallback == ImDrawCallback_ResetRenderState)
          setUp(data, width, height);
        else
          cmd.UserCallback(&list, &cmd);
        continue;
      }
      const ImVec2 clipMin((cmd.ClipRect.x - offset.x) * scale.x, (cmd.ClipRect.y - offset.y) * scale.y);
      const ImVec2 clipMax((cmd.ClipRect.z - offset.x) * scale.x, (cmd.ClipRect.w - offset.y) * scale.y);
      if (clipMax.x <= clipMin.x || clipMax.y <= clipMin.y) continue;
      glScissor(int(clipMin.x), int(float(height) - clipMax.y), int(clipMax.x - clipMin.x), int(clipMax.y - clipMin.y));
      glBindTexture(GL_TEXTURE_2D, GLuint(reinterpret_cast<intptr_t>(cmd.GetTexID())));
      splitTriangleRuns(list.VtxBuffer.Data + cmd.VtxOffset, list.IdxBuffer.Data + cmd.IdxOffset, cmd.ElemCount,
                        cmd.GetTexID(), solid, kMinOpaqueArea, runs_);
      for (const TriangleRun& run : runs_) {
        use(run.opaque);
        glDrawElementsBaseVertex(
            GL_TRIANGLES, GLsizei(run.count), kIndexType,
            reinterpret_cast<const void*>(uintptr_t(listIndices + cmd.IdxOffset + run.first) * sizeof(ImDrawIdx)),
            GLint(listVertices + cmd.VtxOffset));
      }
    }
    listVertices += unsigned(list.VtxBuffer.Size);
    listIndices += unsigned(list.IdxBuffer.Size);
  }
}

}  // namespace cartouche
