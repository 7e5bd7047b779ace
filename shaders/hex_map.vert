#version 330 core
// Screen rectangles in normalized device coordinates: one quad over the viewport, or the tiles MapRenderer picks
// for each program. All the work is in the fragment shader, so the cost never depends on the map.
layout(location = 0) in vec2 aPosition;

void main() { gl_Position = vec4(aPosition, 0.0, 1.0); }
