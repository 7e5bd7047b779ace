#include "export/xml_text.h"

namespace cartouche {

namespace {

std::string escape(const std::string& s, bool attribute) {
  std::string out;
  out.reserve(s.size());
  for (char ch : s) {
    unsigned char c = static_cast<unsigned char>(ch);
    switch (ch) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      case '\t':
        out += attribute ? "&#9;" : "\t";
        break;
      case '\n':
        out += attribute ? "&#10;" : "\n";
        break;
      case '\r':
        out += "&#13;";
        break;
      default:
        if (c >= 0x20) out += ch;  // other controls cannot appear in XML 1.0
    }
  }
  return out;
}

}  // namespace

std::string xmlText(const std::string& s) { return escape(s, false); }
std::string xmlAttribute(const std::string& s) { return escape(s, true); }

}  // namespace cartouche
