// Screenshots the GUI tests read back: an RGBA image from a PNG file, pixels of one exact colour (previews draw
// their lines and marks opaque), and how many pixels two images differ in.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cartouche {

struct Image {
  int width = 0, height = 0;
  std::vector<uint8_t> rgba;
  // Pixels of exactly this colour.
  int count(uint8_t r, uint8_t g, uint8_t b) const;
};

// Reads a PNG as RGBA; a file that does not read is a test failure naming it, and an empty image.
Image readPng(const std::string& path);

// Pixels whose colour differs by more than `tolerance` in any channel; -1 when the sizes differ.
int differing(const Image& a, const Image& b, int tolerance = 12);

// The window with the things over the map kept in an image against the same drawn every frame (--whole-frames), both
// read from `keptPng` and `wholePng`, `width` pixels wide: no pixel more than one colour step apart, and at most 0.1%
// one step apart (the overlay blended into an RGBA8 image rounds some text pixels a step from the window).
void expectKeptWindowMatchesWhole(const std::string& keptPng, const std::string& wholePng, int width);

}  // namespace cartouche
