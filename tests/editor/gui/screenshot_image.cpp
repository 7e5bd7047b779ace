#include "screenshot_image.h"

#include <gtest/gtest.h>
#include <png.h>

#include <cstdlib>

namespace cartouche {

int Image::count(uint8_t r, uint8_t g, uint8_t b) const {
  int n = 0;
  for (size_t i = 0; i + 3 < rgba.size(); i += 4) n += rgba[i] == r && rgba[i + 1] == g && rgba[i + 2] == b;
  return n;
}

Image readPng(const std::string& path) {
  Image img;
  png_image png{};
  png.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&png, path.c_str())) {
    ADD_FAILURE() << path << ": " << png.message;
    return img;
  }
  png.format = PNG_FORMAT_RGBA;
  img.width = int(png.width);
  img.height = int(png.height);
  img.rgba.resize(PNG_IMAGE_SIZE(png));
  if (!png_image_finish_read(&png, nullptr, img.rgba.data(), 0, nullptr)) ADD_FAILURE() << path << ": " << png.message;
  return img;
}

int differing(const Image& a, const Image& b, int tolerance) {
  if (a.rgba.size() != b.rgba.size()) return -1;
  int n = 0;
  for (size_t i = 0; i < a.rgba.size(); i += 4)
    for (size_t c = 0; c < 3; ++c)
      if (std::abs(int(a.rgba[i + c]) - int(b.rgba[i + c])) > tolerance) {
        ++n;
        break;
      }
  return n;
}

void expectKeptWindowMatchesWhole(const std::string& keptPng, const std::string& wholePng, int width) {
  const Image kept = readPng(keptPng), whole = readPng(wholePng);
  ASSERT_EQ(kept.width, width);
  ASSERT_EQ(whole.width, width);
  EXPECT_EQ(differing(kept, whole, 1), 0);
  EXPECT_LE(differing(kept, whole, 0), kept.width * kept.height / 1000);
}

}  // namespace cartouche
