// The editor's font: DejaVu Sans with Latin-1 and Latin Extended-A, so battle names print as written
// ("Racławice", "Kościuszko", "Fluß"). Used by the editor window and by PNG labels alike.
// Thread-safety: REQUIRES the ImGui context that owns `io` current, before its font atlas is built.
#pragma once

#include <imgui.h>

#include <string>

#include "base/status.h"

namespace cartouche {

// Basic Latin + Latin-1 Supplement (German ß, ä, ö, ü) and Latin Extended-A (Polish ą ć ę ł ń ś ź ż).
const ImWchar* editorGlyphRanges();
// The first DejaVu Sans found in the usual places, or "" when there is none.
std::string findEditorFontFile();
// Adds the font at `pixelSize`. NotFound when no font file exists (ImGui's built-in font then remains).
Result<ImFont*> addEditorFont(ImGuiIO& io, float pixelSize);
// The icon font merged into the editor's font: Fork Awesome (Debian's fonts-fork-awesome) or Font Awesome 4
// (fonts-font-awesome), whose glyphs share the private-use codepoints U+F000 and up. CARTOUCHE_ICON_FONT names another
// file in their place (a missing one shows what a machine without the package shows).
std::string iconFontFile();
// Merges the icon glyphs into the font added last, at `pixelSize`. NotFound naming the file when it is missing: the
// toolbar then shows the tools' letters.
Status mergeIconFont(ImGuiIO& io, float pixelSize);

// Whether every character of a UTF-8 string has its own glyph in `font` (no fallback glyph).
bool fontCovers(const ImFont* font, const char* utf8);

}  // namespace cartouche
