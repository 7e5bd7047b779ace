#version 330 core
// Screen rectangles in normalized device coordinates: one quad over the viewport, or the tiles MapRenderer picks
// for each program. All the work is in the fragment shader, so the cost never depends on the map.
// Hex cells (editor/render/hex_cells.h) also carry their axial hex and its terrain colour, level, pattern and side
// bits, which the INTERIOR variant reads instead of searching for the hex under the pixel.
layout(location = 0) in vec2 aPosition;
layout(location = 1) in ivec2 aHex;
layout(location = 2) in uvec4 aCell;
flat out ivec2 vHex;
flat out uvec4 vCell;

void main() {
  vHex = aHex;
  vCell = aCell;
  gl_Position = vec4(aPosition, 0.0, 1.0);
}
