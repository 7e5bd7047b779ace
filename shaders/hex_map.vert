#version 330 core
// One triangle that covers the viewport; the fragment shader does all the work. No vertex buffer: the corners
// come from gl_VertexID, so the pass costs the same whatever the map holds.
void main() {
  vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
