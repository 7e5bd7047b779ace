#version 330 core
// ImGui's triangles (ImGuiRenderer): positions in ImGui's display coordinates, carried to normalized device
// coordinates by uProjection, as ImGui's OpenGL 3 backend does.
layout(location = 0) in vec2 aPosition;
layout(location = 1) in vec2 aTexCoord;
layout(location = 2) in vec4 aColour;

uniform mat4 uProjection;

out vec2 vTexCoord;
out vec4 vColour;

void main() {
  vTexCoord = aTexCoord;
  vColour = aColour;
  gl_Position = uProjection * vec4(aPosition, 0.0, 1.0);
}
