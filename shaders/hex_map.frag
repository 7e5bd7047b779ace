#version 330 core
// The per-pixel hex map pass. Each fragment finds the hex under it (axial rounding, the same math as
// engine/core/hex.cpp and grid.cpp), reads that hex's texel and the texels of the hexsides it flags, and composes
// terrain colour, pattern, elevation tint, grid line, slope and hexside features. The cost grows with the pixels,
// never with the map.
//
// World units: hex radius (centre to corner) 1, hex (0, 0) at the origin, y down as on screen.
// Textures, all with a one-hex border around the map so neighbours of edge hexes need no bounds test:
//   uHexes    RGBA16UI (columns + 2) x (rows + 2) at (col + 1, row + 1): terrain id (0xffff off the map), level
//             (int16 bits), side bits (0-5: hexside d has features, 6-11: hexside d is a slope), unused.
//   uHexsides RGBA16UI 3 (columns + 2) x (rows + 2) at (3 (col + 1) + dir, row + 1) of the owning hex: up to four
//             feature type ids + 1 (0: none).
//   uColours  RGBA8    256 x n, the vocabulary's colours by type id (id & 255, id >> 8).
//   uStyles   RGBA8UI  256 x n, the vocabulary's draw style (0 fill, 1 edge, 2 path, 3 mark) and pattern.

uniform usampler2D uHexes;
uniform usampler2D uHexsides;
uniform sampler2D uColours;
uniform usampler2D uStyles;

uniform bool uPointy;      // pointy-topped (rows shifted) or flat-topped (columns shifted)
uniform bool uShiftOdd;    // the odd 0-based lines are pushed
uniform ivec2 uMapSize;    // columns, rows
uniform vec2 uCentre;      // world point at the viewport centre
uniform float uZoom;       // pixels per world unit
uniform vec2 uViewport;    // pixels
uniform vec4 uBackground;
uniform bool uGrid;
uniform bool uPatterns;

out vec4 fragColour;

const float kSqrt3 = 1.7320508075688772;
const float kApothem = 0.8660254037844386;
const uint kOffMap = 0xffffu;
const vec3 kSlopeColour = vec3(0.45, 0.30, 0.16);

// Axial to offset (col, row). (x - (x & 1)) is even, so the arithmetic shift is an exact division for negative
// numbers too (GLSL sign-extends >> on int).
ivec2 toOffset(ivec2 h) {
  if (uPointy) {
    int shift = uShiftOdd ? (h.y - (h.y & 1)) >> 1 : (h.y + (h.y & 1)) >> 1;
    return ivec2(h.x + shift, h.y);
  }
  int shift = uShiftOdd ? (h.x - (h.x & 1)) >> 1 : (h.x + (h.x & 1)) >> 1;
  return ivec2(h.x, h.y + shift);
}

ivec2 hexRound(vec2 f) {
  float fs = -f.x - f.y;
  vec3 r = round(vec3(f, fs));
  vec3 d = abs(r - vec3(f, fs));
  // Rounding each coordinate alone can break q + r + s == 0; recompute the one that moved the most.
  if (d.x > d.y && d.x > d.z)
    r.x = -r.y - r.z;
  else if (d.y > d.z)
    r.y = -r.x - r.z;
  return ivec2(r.xy);
}

vec2 pixelToAxial(vec2 p) {
  if (uPointy) return vec2(p.x / kSqrt3 - p.y / 3.0, p.y * (2.0 / 3.0));
  return vec2(p.x * (2.0 / 3.0), p.y / kSqrt3 - p.x / 3.0);
}

vec2 hexCentre(ivec2 h) {
  vec2 q = vec2(h);
  if (uPointy) return vec2(kSqrt3 * q.x + kSqrt3 * 0.5 * q.y, 1.5 * q.y);
  return vec2(1.5 * q.x, kSqrt3 * 0.5 * q.x + kSqrt3 * q.y);
}

// Unit vector from a hex centre to the midpoint of its edge in direction d (counter-clockwise on screen, y down:
// pointy 0 = E, flat 0 = SE).
vec2 edgeNormal(int d) {
  float a = radians((uPointy ? 0.0 : 30.0) - 60.0 * float(d));
  return vec2(cos(a), sin(a));
}

const ivec2 kDirections[6] = ivec2[6](ivec2(1, 0), ivec2(1, -1), ivec2(0, -1), ivec2(-1, 0), ivec2(-1, 1),
                                      ivec2(0, 1));

uvec4 fetchHex(ivec2 offset) { return texelFetch(uHexes, offset + 1, 0); }

// The canonical owner of a hexside is the hex that sees it in direction 0, 1 or 2 (as HexsideId in hex.h).
uvec4 fetchHexside(ivec2 h, int d) {
  if (d >= 3) {
    h += kDirections[d];
    d -= 3;
  }
  ivec2 o = toOffset(h) + 1;
  return texelFetch(uHexsides, ivec2(3 * o.x + d, o.y), 0);
}

ivec2 typeTexel(uint id) { return ivec2(int(id & 255u), int(id >> 8u)); }

float coverage(float dist, float halfWidth, float aa) { return 1.0 - smoothstep(halfWidth - aa, halfWidth + aa, dist); }

int level(uvec4 texel) { return int(texel.y) - ((texel.y & 0x8000u) != 0u ? 65536 : 0); }

// Procedural patterns in hex-local coordinates; the centre stays clear for labels and counters.
float pattern(uint kind, vec2 p, vec2 world, float aa) {
  if (kind == 1u) {  // trees: three crowns
    float d = min(min(length(p - vec2(-0.38, 0.18)), length(p - vec2(0.34, 0.24))), length(p - vec2(0.0, -0.42)));
    return coverage(d, 0.15, aa);
  }
  if (kind == 2u) {  // houses: two blocks
    vec2 a = abs(p - vec2(-0.3, -0.22)) - vec2(0.12, 0.09);
    vec2 b = abs(p - vec2(0.28, 0.26)) - vec2(0.09, 0.12);
    float d = min(max(a.x, a.y), max(b.x, b.y));
    return coverage(d, 0.0, aa);
  }
  if (kind == 3u) {  // marsh: short reed dashes in rows
    float row = p.y * 3.5 + 0.5;
    float along = fract(p.x * 2.5 + floor(row) * 0.5);
    float dy = abs(fract(row) - 0.5) / 3.5;
    float on = step(0.2, along) * step(along, 0.75) * step(0.2, length(p));
    return on * coverage(dy, 0.025, aa);
  }
  if (kind == 4u) {  // dots
    vec2 cell = fract(world * 3.0) - 0.5;
    return coverage(length(cell) / 3.0, 0.04, aa);
  }
  if (kind == 5u) {  // hatch
    float t = abs(fract((world.x + world.y) * 3.0) - 0.5) / 3.0;
    return coverage(t, 0.025, aa);
  }
  return 0.0;
}

void main() {
  vec2 screen = vec2(gl_FragCoord.x, uViewport.y - gl_FragCoord.y);
  vec2 world = uCentre + (screen - 0.5 * uViewport) / uZoom;
  ivec2 h = hexRound(pixelToAxial(world));
  ivec2 off = toOffset(h);
  if (any(lessThan(off, ivec2(-1))) || any(greaterThan(off, uMapSize))) {
    fragColour = uBackground;
    return;
  }
  uvec4 hex = fetchHex(off);
  vec2 p = world - hexCentre(h);
  float px = 1.0 / uZoom;  // one pixel in world units
  float aa = 0.5 * px;
  bool onMap = hex.x != kOffMap;

  vec3 colour = uBackground.rgb;
  int lv = level(hex);
  if (onMap) {
    colour = texelFetch(uColours, typeTexel(hex.x), 0).rgb;
    if (uPatterns) {
      uvec4 style = texelFetch(uStyles, typeTexel(hex.x), 0);
      float fade = smoothstep(6.0, 12.0, uZoom);
      if (style.y != 0u && fade > 0.0)
        colour = mix(colour, colour * 0.55, fade * pattern(style.y, p, world, aa));
    }
    // Higher ground takes a warm brown tint, low ground a cool one; level 0 keeps the vocabulary colour.
    if (lv > 0) colour = mix(colour, vec3(0.55, 0.40, 0.22), clamp(0.12 * float(lv), 0.0, 0.6));
    if (lv < 0) colour = mix(colour, vec3(0.30, 0.40, 0.55), clamp(-0.12 * float(lv), 0.0, 0.6));
  }

  // Distance to each edge line: the apothem minus the projection on that edge's normal.
  float edgeDist[6];
  float nearest = 1e9;
  for (int d = 0; d < 6; ++d) {
    edgeDist[d] = kApothem - dot(p, edgeNormal(d));
    nearest = min(nearest, edgeDist[d]);
  }
  if (onMap && uGrid) {
    float fade = smoothstep(3.0, 10.0, uZoom);
    colour = mix(colour, vec3(0.0), 0.35 * fade * coverage(nearest, 0.5 * px, aa));
  }

  uint bits = hex.z;
  if (bits == 0u) {
    fragColour = vec4(colour, 1.0);
    return;
  }

  // Slopes: a brown line on the hexside with short hachures on the higher side.
  for (int d = 0; d < 6; ++d) {
    if ((bits & (64u << uint(d))) == 0u) continue;
    float c = coverage(edgeDist[d], max(0.035, 0.6 * px), aa);
    ivec2 nb = toOffset(h + kDirections[d]);
    if (lv > level(fetchHex(nb))) {
      vec2 n = edgeNormal(d);
      float along = dot(p, vec2(-n.y, n.x));
      float tick = abs(fract(along * 4.0) - 0.5) / 4.0;
      c = max(c, coverage(tick, 0.02, aa) * step(edgeDist[d], 0.16));
    }
    colour = mix(colour, kSlopeColour, c);
  }

  // Hexside features in three layers, so a bridge lies over the road and the road over the river.
  uvec4 sides[6];
  for (int d = 0; d < 6; ++d) sides[d] = (bits & (1u << uint(d))) != 0u ? fetchHexside(h, d) : uvec4(0u);
  for (uint layer = 1u; layer <= 3u; ++layer) {
    for (int d = 0; d < 6; ++d) {
      if ((bits & (1u << uint(d))) == 0u) continue;
      vec2 n = edgeNormal(d);
      for (int k = 0; k < 4; ++k) {
        uint id1 = sides[d][k];
        if (id1 == 0u) break;
        ivec2 t = typeTexel(id1 - 1u);
        uint draw = texelFetch(uStyles, t, 0).x;
        if (draw != layer) continue;
        vec3 c = texelFetch(uColours, t, 0).rgb;
        float cov = 0.0;
        if (draw == 1u) {  // edge: a line along the hexside
          cov = coverage(edgeDist[d], max(0.07, 1.0 * px), aa);
        } else if (draw == 2u) {  // path: centre through the hexside's midpoint to the next centre
          vec2 m = kApothem * n;
          float t = clamp(dot(p, m) / dot(m, m), 0.0, 1.0);
          cov = coverage(length(p - t * m), max(0.06, 0.8 * px), aa);
        } else {  // mark: a bar across the hexside with darker rails
          vec2 q = p - kApothem * n;
          float across = abs(dot(q, n));
          float along = abs(dot(q, vec2(-n.y, n.x)));
          float body = coverage(max(across - 0.26, along - 0.12), 0.0, aa);
          float rails = coverage(max(across - 0.26, abs(along - 0.14) - 0.025), 0.0, aa);
          colour = mix(colour, c * 0.45, rails);
          cov = body;
        }
        colour = mix(colour, c, cov);
      }
    }
  }
  fragColour = vec4(colour, 1.0);
}
