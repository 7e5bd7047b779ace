#version 330 core
// ImGui's opaque untextured triangles (the panels' backgrounds): the vertex colour alone. They sample the font atlas'
// white texel, which is exactly 1, so imgui.frag would give the same colour for the cost of a filtered fetch.
in vec2 vTexCoord;
in vec4 vColour;

layout(location = 0) out vec4 fColour;

void main() { fColour = vColour; }
