#include "fonts.h"

#include <sys/stat.h>

#include <cstdlib>

namespace cartouche {

const ImWchar* editorGlyphRanges() {
  // Latin-1, Latin Extended-A (Polish and German names), dashes and quotes, and the arrows of the play log.
  static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x0100, 0x017F, 0x2010, 0x2027, 0x2190, 0x2193, 0};
  return kRanges;
}

std::string findEditorFontFile() {
  const char* kPaths[] = {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
                          "/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/local/share/fonts/DejaVuSans.ttf"};
  struct stat st;
  for (const char* p : kPaths)
    if (::stat(p, &st) == 0 && S_ISREG(st.st_mode)) return p;
  return {};
}

Result<ImFont*> addEditorFont(ImGuiIO& io, float pixelSize) {
  std::string path = findEditorFontFile();
  if (path.empty()) return Status::notFound("DejaVuSans.ttf not found (install fonts-dejavu-core)");
  ImFont* font = io.Fonts->AddFontFromFileTTF(path.c_str(), pixelSize, nullptr, editorGlyphRanges());
  if (!font) return Status::corrupt(path + ": not a usable TrueType font");
  return font;
}

std::string iconFontFile() {
  if (const char* chosen = std::getenv("CARTOUCHE_ICON_FONT"); chosen && *chosen) return chosen;
  const char* kPaths[] = {"/usr/share/fonts/truetype/fork-awesome/forkawesome-webfont.ttf",
                          "/usr/share/fonts/truetype/font-awesome/fontawesome-webfont.ttf"};
  struct stat st;
  for (const char* p : kPaths)
    if (::stat(p, &st) == 0 && S_ISREG(st.st_mode)) return p;
  return kPaths[0];  // named in the message when neither is installed
}

Status mergeIconFont(ImGuiIO& io, float pixelSize) {
  std::string path = iconFontFile();
  struct stat st;
  if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
    return Status::notFound(path + " not found (install fonts-fork-awesome); the toolbar shows letters");
  // The icons of Fork Awesome 1.2 and Font Awesome 4.7 lie between U+F000 and U+F3FF.
  static const ImWchar kIconRanges[] = {0xF000, 0xF3FF, 0};
  ImFontConfig config;
  config.MergeMode = true;
  config.PixelSnapH = true;
  config.GlyphMinAdvanceX = pixelSize;  // icons of one width line up in the toolbar
  if (!io.Fonts->AddFontFromFileTTF(path.c_str(), pixelSize, &config, kIconRanges))
    return Status::corrupt(path + ": not a usable TrueType font");
  return Status::ok();
}

bool fontCovers(const ImFont* font, const char* utf8) {
  // A small UTF-8 decoder (ImGui's own lives in imgui_internal.h); the glyph ranges stop below U+0800, but a
  // longer sequence still decodes so that it reports "not covered" rather than garbage.
  const unsigned char* p = reinterpret_cast<const unsigned char*>(utf8);
  while (*p) {
    unsigned int c = *p;
    int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xe ? 2 : (c >> 3) == 0x1e ? 3 : -1;
    if (extra < 0) return false;
    c &= extra == 0 ? 0x7fu : (0x3fu >> extra);
    ++p;
    for (int i = 0; i < extra; ++i, ++p) {
      if ((*p & 0xc0) != 0x80) return false;
      c = (c << 6) | (*p & 0x3fu);
    }
    if (c > 0xffff || !font->FindGlyphNoFallback(ImWchar(c))) return false;
  }
  return true;
}

}  // namespace cartouche
