#include "inspector_fields.h"

#include <imgui.h>

#include <cerrno>
#include <cstdlib>

namespace cartouche {

std::string trimmedField(const std::string& s) {
  size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

std::optional<long> wholeNumber(const std::string& s) {
  if (s.empty()) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  long v = std::strtol(s.c_str(), &end, 10);
  if (*end != '\0' || errno == ERANGE || v < -1000000000L || v > 1000000000L) return std::nullopt;
  return v;
}

Result<std::optional<std::string>> fieldValue(const ValueField& field, const std::string& typed) {
  std::string t = trimmedField(typed);
  if (t.empty()) return std::optional<std::string>();
  if (field.kind == ValueKind::Integer) {
    std::optional<long> v = wholeNumber(t);
    if (!v) return Status::invalidArgument(field.name + " takes a whole number (empty for unknown), not \"" + t + "\"");
    return std::optional<std::string>(std::to_string(*v));
  }
  return std::optional<std::string>(t);
}

UnitValues withTypedValues(const ArmyVocabulary& vocabulary, const std::map<std::string, std::string>& typed,
                           UnitValues values) {
  for (const ValueField& f : vocabulary.fields) {
    auto it = typed.find(f.code);
    if (it == typed.end()) continue;
    Result<std::optional<std::string>> v = fieldValue(f, it->second);
    if (!v) continue;
    if (*v)
      values[f.code] = **v;
    else
      values.erase(f.code);
  }
  return values;
}

void inspectorRow(const char* label, float labelWidth) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label);
  ImGui::SameLine(labelWidth);
  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 2.f);
}

void drawFieldError(const std::map<std::string, std::string>& errors, const std::string& what) {
  if (auto it = errors.find(what); it != errors.end()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.f, 0.45f, 0.4f, 1.f));
    ImGui::TextWrapped("%s", it->second.c_str());
    ImGui::PopStyleColor();
  }
}

}  // namespace cartouche
