#version 330 core
// The per-pixel hex map pass. Each fragment finds the hex under it (axial rounding, the same math as
// engine/core/hex.cpp and grid.cpp), reads that hex's texel and the texels of the hexsides it flags, and composes
// terrain colour, pattern, elevation tint, grid line, slope and hexside features. The cost grows with the pixels,
// never with the map.
//
// Compiled in variants: OVERVIEW for far views (MapRenderer::kOverviewZoom); otherwise with or without SIDES
// (hexside features and slopes) and PATTERNS (procedural terrain patterns), chosen per screen tile by the CPU,
// which knows what the hexes under each tile hold (MapRenderer::draw). Software GL runs every branch a pixel
// block could take, so leaving code out is what makes it cheap there. INTERIOR (with or without PATTERNS) draws
// the inner hexagons of hex cells (hex_cells.h): the hex comes from the vertices, and no grid line or hexside
// feature reaches there, so only the fill, tint and pattern are computed, in the same arithmetic as the others.
// INTERIOR with GRID draws flat cells, whole hexes with no hexside feature and no path: the same, and the grid
// line, whose edge maths need only the hex's centre; with SLOPES also their slopes, from the side bits the vertices
// carry.
//
// World units: hex radius (centre to corner) 1, hex (0, 0) at the origin, y down as on screen.
// Textures, all with a one-hex border around the map so neighbours of edge hexes need no bounds test:
//   uHexes    RGBA32UI (columns + 2) x (rows + 2) at (col + 1, row + 1): terrain id (0xffff off the map); level
//             (int16 bits) | overview feature type id + 1 << 16; side bits (0-5: hexside d has features, 6-11:
//             hexside d is a slope, 12-17: this hex is higher than its neighbour d, 18-23: hexside d carries a
//             path); the lowest path
//             type id + 1 among its hexsides (0: none), whose junction is drawn at the centre.
//   uOverview RGBA8    like uHexes: the colour a far view shows for each hex (terrain, tint, main feature blended
//             by the CPU), alpha 0 off the map.
//   uHexsides RGBA16UI 3 (columns + 2) x (rows + 2) at (3 (col + 1) + dir, row + 1) of the owning hex: up to four
//             feature type ids + 1 (0: none), edges first, then paths, then marks.
// A fragment reads one hexside texel, its nearest edge's, whatever the hex holds: an edge line or a bar across a
// hexside lies in its own sector of the hex (the sector of the edge nearest to the point), and a path from the
// centre to an edge midpoint reaches the neighbouring sector only near the centre, where the path bits and the
// junction colour draw it. Lines that end or turn at a corner get a mitred end this way, which reads well.
// The vocabulary is a uniform block rather than a texture: software GL reads a uniform array far faster than it
// samples, and vocabularies hold tens of types (ids from kMaxRenderedTypes on draw grey).

uniform usampler2D uHexes;
uniform usampler2D uHexsides;
uniform sampler2D uOverview;
// Per type: RGBA8 colour packed little-endian, draw style (0 fill, 1 edge, 2 path, 3 mark), pattern, unused.
layout(std140) uniform TerrainTypes { uvec4 uTypes[1024]; };

uniform bool uPointy;      // pointy-topped (rows shifted) or flat-topped (columns shifted)
uniform bool uShiftOdd;    // the odd 0-based lines are pushed
uniform ivec2 uMapSize;    // columns, rows
uniform vec2 uCentre;      // world point at the viewport centre
uniform float uZoom;       // pixels per world unit
uniform vec2 uViewport;    // pixels
uniform vec4 uBackground;  // alpha 0 when the terrain is translucent: nothing is painted outside the map
uniform float uTerrainOpacity;  // the hex fill's alpha (MapStyle::terrainOpacity); lines and features stay opaque
uniform bool uGrid;
uniform int uReliefBase;    // the elevation tint's scale (ReliefScale)
uniform float uReliefStep;
uniform bool uPatterns;
// Unit vectors from a hex centre to the midpoints of its edges 0..2 (counter-clockwise on screen with y down:
// pointy 0 = E, flat 0 = SE; edges 3..5 are their negatives). From the CPU, so the pass computes no trigonometry.
uniform vec2 uNormals[3];

#ifdef INTERIOR
flat in ivec2 vHex;
flat in uvec4 vCell;  // the hex's packed terrain colour, level channel, pattern and side bits, from the CPU
#endif

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

vec2 normal(int d) {
  int i = d < 3 ? d : d - 3;
  vec2 n = i == 0 ? uNormals[0] : (i == 1 ? uNormals[1] : uNormals[2]);
  return d < 3 ? n : -n;
}

uvec4 fetchHex(ivec2 offset) { return texelFetch(uHexes, offset + 1, 0); }

// The canonical owner of a hexside is the hex that sees it in direction 0, 1 or 2 (as HexsideId in hex.h).
uvec4 fetchHexside(ivec2 h, int d) {
  if (d >= 3) {  // the neighbour in direction 3, 4 or 5: axial (-1, 0), (-1, 1), (0, 1)
    h += ivec2(d == 5 ? 0 : -1, d == 3 ? 0 : 1);
    d -= 3;
  }
  ivec2 o = toOffset(h) + 1;
  return texelFetch(uHexsides, ivec2(3 * o.x + d, o.y), 0);
}

uvec4 terrainType(uint id) { return id < 1024u ? uTypes[id] : uvec4(0xffa0a0a0u, 0u, 0u, 0u); }
vec3 unpackColour(uint c) { return vec3(uvec3(c, c >> 8u, c >> 16u) & 255u) / 255.0; }

float coverage(float dist, float halfWidth, float aa) { return 1.0 - smoothstep(halfWidth - aa, halfWidth + aa, dist); }

int level(uvec4 texel) { return int(texel.y & 0xffffu) - ((texel.y & 0x8000u) != 0u ? 65536 : 0); }

// Higher ground takes a warm brown tint over the battle's own range of levels, from uReliefBase up by uReliefStep a
// level; ground below it a cool one; the base level keeps the vocabulary colour (ReliefScale in map_textures.h).
vec3 elevationTint(vec3 colour, int lv) {
  if (lv > uReliefBase) return mix(colour, vec3(0.55, 0.40, 0.22), min(0.6, uReliefStep * float(lv - uReliefBase)));
  if (lv < uReliefBase) return mix(colour, vec3(0.30, 0.40, 0.55), min(0.6, 0.12 * float(uReliefBase - lv)));
  return colour;
}

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

// The edge nearest to p (0..5), with the projections of p on the normals of edges 0, 1 and 2 (edges 3, 4, 5 face
// the other way) and the largest of their sizes, k1: the nearest edge line lies kApothem - k1 away. Selects, not
// loops: software GL pays for every iteration any pixel of the block needs.
int nearestEdge(vec2 p, out vec3 a, out float k1) {
  a = vec3(dot(p, uNormals[0]), dot(p, uNormals[1]), dot(p, uNormals[2]));
  vec3 m = abs(a);
  k1 = max(m.x, max(m.y, m.z));
  int i1 = m.x >= k1 ? 0 : (m.y >= k1 ? 1 : 2);
  return a[i1] >= 0.0 ? i1 : i1 + 3;
}

// The grid line, e1 from the nearest edge line, faded in with the zoom.
void gridLine(inout vec3 colour, inout float alpha, float e1, float px, float aa) {
  if (uGrid && uZoom > 3.0) {
    float fade = smoothstep(3.0, 10.0, uZoom);
    float c = fade * coverage(e1, 0.5 * px, aa);
    colour = mix(colour, vec3(0.0), 0.35 * c);
    alpha = mix(alpha, 1.0, c);
  }
}

// Slopes: a brown line on the hexside d1 with short hachures on the higher side, from the hex's side bits.
void slopeLine(inout vec3 colour, inout float alpha, vec2 p, float e1, int d1, uint bits, float px, float aa) {
  uint slopes = (bits >> 6u) & 63u, higher = (bits >> 12u) & 63u;
  if ((slopes & (1u << uint(d1))) != 0u) {
    vec2 n = normal(d1);
    float c = coverage(e1, max(0.035, 0.6 * px), aa);
    if ((higher & (1u << uint(d1))) != 0u) {
      float along = dot(p, vec2(-n.y, n.x));
      float tick = abs(fract(along * 4.0) - 0.5) / 4.0;
      c = max(c, coverage(tick, 0.02, aa) * step(e1, 0.16));
    }
    colour = mix(colour, kSlopeColour, c);
    alpha = mix(alpha, 1.0, c);
  }
}

void main() {
  vec2 screen = vec2(gl_FragCoord.x, uViewport.y - gl_FragCoord.y);
  vec2 world = uCentre + (screen - 0.5 * uViewport) / uZoom;
#ifdef INTERIOR
  // A map hex, and this pixel lies over a pixel inside its edges: no grid line or hexside effect reaches here, so
  // the fill, pattern and tint are all there is, computed as below with the hex's data from the vertices.
  vec2 p = world - hexCentre(vHex);
  float px = 1.0 / uZoom;
  float aa = 0.5 * px;
  vec3 colour = unpackColour(vCell.x);
  float alpha = uTerrainOpacity;
#ifdef PATTERNS
  if (uPatterns) {
    float fade = smoothstep(6.0, 12.0, uZoom);
    if (vCell.z != 0u && fade > 0.0) {
      float c = fade * pattern(vCell.z, p, world, aa);
      colour = mix(colour, colour * 0.55, c);
      alpha = mix(alpha, 1.0, c);
    }
  }
#endif
  colour = elevationTint(colour, level(uvec4(0u, vCell.y, 0u, 0u)));
#ifdef GRID
  // As below, with the hex from the vertices.
  vec3 a;
  float k1;
  int d1 = nearestEdge(p, a, k1);
  float e1 = kApothem - k1;
  gridLine(colour, alpha, e1, px, aa);
#ifdef SLOPES
  slopeLine(colour, alpha, p, e1, d1, vCell.w, px, aa);
#endif
#endif
  fragColour = vec4(colour, alpha);
#else
  ivec2 h = hexRound(pixelToAxial(world));
  ivec2 off = toOffset(h);
  if (any(lessThan(off, ivec2(-1))) || any(greaterThan(off, uMapSize))) {
    fragColour = uBackground;
    return;
  }
#ifdef OVERVIEW
  // Far out (a hex a few pixels wide) the detail would be sub-pixel: one fetch of the hex's overview colour.
  // A program of its own, because software GL pays for code it skips.
  vec4 overview = texelFetch(uOverview, off + 1, 0);
  fragColour = vec4(mix(uBackground.rgb, overview.rgb, overview.a), mix(uBackground.a, uTerrainOpacity, overview.a));
#else
  uvec4 hex = fetchHex(off);
  vec2 p = world - hexCentre(h);
  float px = 1.0 / uZoom;  // one pixel in world units
  float aa = 0.5 * px;
  bool onMap = hex.x != kOffMap;

  vec3 colour = uBackground.rgb;
  // Alpha follows the colour: what is drawn over the fill (patterns, grid lines, features) raises it towards 1 by
  // its coverage, so with a translucent fill they still hide what lies under the map.
  float alpha = onMap ? uTerrainOpacity : uBackground.a;
  int lv = level(hex);
  if (onMap) {
    uvec4 type = terrainType(hex.x);
    colour = unpackColour(type.x);
#ifdef PATTERNS
    if (uPatterns) {
      float fade = smoothstep(6.0, 12.0, uZoom);
      if (type.z != 0u && fade > 0.0) {
        float c = fade * pattern(type.z, p, world, aa);
        colour = mix(colour, colour * 0.55, c);
        alpha = mix(alpha, 1.0, c);
      }
    }
#endif
    colour = elevationTint(colour, lv);
  }

  // The two edges nearest to p: the nearest has the largest projection, and the second nearest is one of its two
  // neighbours.
  vec3 a;
  float k1;
  int d1 = nearestEdge(p, a, k1);
  int dp = d1 == 5 ? 0 : d1 + 1, dm = d1 == 0 ? 5 : d1 - 1;
  float kp = dp < 3 ? a[dp] : -a[dp - 3], km = dm < 3 ? a[dm] : -a[dm - 3];
  int d2 = kp >= km ? dp : dm;
  float e1 = kApothem - k1;  // distance to the nearest edge line
  if (onMap) gridLine(colour, alpha, e1, px, aa);

#ifndef SIDES
  fragColour = vec4(colour, alpha);
#else
  uint bits = hex.z;
  if (bits == 0u) {
    fragColour = vec4(colour, alpha);
    return;
  }

  slopeLine(colour, alpha, p, e1, d1, bits, px, aa);
  uint paths = (bits >> 18u) & 63u;
  vec2 n = normal(d1);

  // The junction of the hex's paths at its centre, and the part of a path in the neighbouring sector that its
  // width carries across the sector's edge (near the centre only), both in the junction's path colour.
  float pathHalfWidth = max(0.06, 0.8 * px);
  if (hex.w != 0u) {
    vec3 junction = unpackColour(terrainType(hex.w - 1u).x);
    float cj = coverage(length(p), pathHalfWidth, aa);
    colour = mix(colour, junction, cj);
    alpha = mix(alpha, 1.0, cj);
    if ((paths & (1u << uint(d2))) != 0u) {
      vec2 mid2 = kApothem * normal(d2);
      float onPath2 = length(p - clamp(dot(p, mid2) / (kApothem * kApothem), 0.0, 1.0) * mid2);
      float c2 = coverage(onPath2, pathHalfWidth, aa);
      colour = mix(colour, junction, c2);
      alpha = mix(alpha, 1.0, c2);
    }
  }

  // Hexside features of the nearest edge. The geometry of the three styles does not depend on the feature:
  // work it out once, then pick by style with selects (branches would cost all three anyway on software GL).
  if ((bits & (1u << uint(d1))) != 0u) {
    uvec4 side = fetchHexside(h, d1);
    vec2 mid = kApothem * n;
    float onPath = length(p - clamp(dot(p, mid) / (kApothem * kApothem), 0.0, 1.0) * mid);
    vec2 q = p - mid;
    float across = abs(dot(q, n)) - 0.26, along = abs(dot(q, vec2(-n.y, n.x)));
    float edgeCov = coverage(e1, max(0.07, 1.0 * px), aa);
    float pathCov = coverage(onPath, pathHalfWidth, aa);
    float barCov = coverage(max(across, along - 0.12), 0.0, aa);
    float railCov = coverage(max(across, abs(along - 0.14) - 0.025), 0.0, aa);
    for (int k = 0; k < 4; ++k) {
      uint id1 = side[k];
      if (id1 == 0u) break;
      uvec4 type = terrainType(id1 - 1u);
      vec3 c = unpackColour(type.x);
      bool mark = type.y == 3u;
      colour = mix(colour, c * 0.45, mark ? railCov : 0.0);  // a mark's darker rails
      float cf = type.y == 1u ? edgeCov : type.y == 2u ? pathCov : mark ? barCov : 0.0;
      colour = mix(colour, c, cf);
      alpha = max(alpha, max(cf, mark ? railCov : 0.0));
    }
  }
  fragColour = vec4(colour, alpha);
#endif
#endif
#endif
}
