#version 330 core
// Period map layer tiles (LayerRenderer): each tile is a small mesh whose vertices are the tile's pixels carried to
// world units by the layer's warp, so the GPU interpolates the warp between them. The same program composites the
// hex map's kept image (MapRenderer::drawCached) as one quad. uTransform maps the vertex positions (world units, or
// pixels of a layer's own frame) to normalized device coordinates: ndc = position * uTransform.xy + uTransform.zw.
layout(location = 0) in vec2 aPosition;
layout(location = 1) in vec2 aTexCoord;

uniform vec4 uTransform;

out vec2 vTexCoord;

void main() {
  vTexCoord = aTexCoord;
  gl_Position = vec4(aPosition * uTransform.xy + uTransform.zw, 0.0, 1.0);
}
