#version 330 core
// ImGui's triangles: the vertex colour times the texture (the font atlas, or an image such as the minimap).
in vec2 vTexCoord;
in vec4 vColour;

uniform sampler2D uTexture;

layout(location = 0) out vec4 fColour;

void main() { fColour = vColour * texture(uTexture, vTexCoord); }
