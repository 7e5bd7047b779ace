#version 330 core
// A layer tile's colour (RGBA, straight alpha: transparent padding and NoData stay transparent) times the layer's
// opacity, blended by the caller with (GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA).
uniform sampler2D uTile;
uniform float uOpacity;

in vec2 vTexCoord;
out vec4 fragColour;

void main() {
  vec4 c = texture(uTile, vTexCoord);
  fragColour = vec4(c.rgb, c.a * uOpacity);
}
