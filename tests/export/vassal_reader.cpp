#include "vassal_reader.h"

#include <expat.h>
#include <zlib.h>

#include <cmath>
#include <regex>

namespace cartouche::test::vassal {

namespace {

uint32_t le16(const std::string& b, size_t at) { return uint32_t(uint8_t(b[at])) | uint32_t(uint8_t(b[at + 1])) << 8; }
uint32_t le32(const std::string& b, size_t at) { return le16(b, at) | le16(b, at + 2) << 16; }

std::optional<std::string> inflateRaw(const std::string& in, size_t size) {
  std::string out(size, '\0');
  z_stream z{};
  if (inflateInit2(&z, -15) != Z_OK) return std::nullopt;
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = uInt(in.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = uInt(out.size());
  int rc = inflate(&z, Z_FINISH);
  bool ok = rc == Z_STREAM_END && z.total_out == size;
  inflateEnd(&z);
  if (!ok) return std::nullopt;
  return out;
}

}  // namespace

std::optional<std::map<std::string, std::string>> readZip(const std::string& b, std::string& error) {
  if (b.size() < 22) return error = "too short for a zip", std::nullopt;
  size_t end = b.size() - 22;
  while (le32(b, end) != 0x06054b50) {
    if (end == 0) return error = "no end of central directory", std::nullopt;
    --end;
  }
  uint32_t count = le16(b, end + 10), dirSize = le32(b, end + 12), dirStart = le32(b, end + 16);
  if (size_t(dirStart) + dirSize > end) return error = "central directory out of the file", std::nullopt;
  std::map<std::string, std::string> entries;
  size_t at = dirStart;
  for (uint32_t i = 0; i < count; ++i) {
    if (at + 46 > b.size() || le32(b, at) != 0x02014b50) return error = "bad central directory entry", std::nullopt;
    uint32_t method = le16(b, at + 10), crc = le32(b, at + 16), packed = le32(b, at + 20), size = le32(b, at + 24);
    uint32_t nameLen = le16(b, at + 28), extraLen = le16(b, at + 30), commentLen = le16(b, at + 32);
    uint32_t local = le32(b, at + 42);
    std::string name = b.substr(at + 46, nameLen);
    at += 46 + nameLen + extraLen + commentLen;
    if (local + 30 > b.size() || le32(b, local) != 0x04034b50) return error = name + ": bad local header", std::nullopt;
    size_t data = local + 30 + le16(b, local + 26) + le16(b, local + 28);
    if (data + packed > b.size()) return error = name + ": data past the end", std::nullopt;
    std::string body = b.substr(data, packed);
    std::optional<std::string> content;
    if (method == 0 && packed == size) content = body;
    if (method == 8) content = inflateRaw(body, size);
    if (!content) return error = name + ": cannot read method " + std::to_string(method), std::nullopt;
    if (uint32_t(crc32(0L, reinterpret_cast<const Bytef*>(content->data()), uInt(content->size()))) != crc)
      return error = name + ": CRC mismatch", std::nullopt;
    if (!entries.emplace(name, *content).second) return error = name + ": twice in the archive", std::nullopt;
  }
  return entries;
}

std::string XmlElement::attr(const std::string& key) const {
  auto it = attrs.find(key);
  return it == attrs.end() ? std::string() : it->second;
}

std::vector<const XmlElement*> XmlElement::childrenNamed(const std::string& n) const {
  std::vector<const XmlElement*> out;
  for (const XmlElement& c : children)
    if (c.name == n) out.push_back(&c);
  return out;
}

std::vector<const XmlElement*> XmlElement::findAll(const std::string& n) const {
  std::vector<const XmlElement*> out;
  for (const XmlElement& c : children) {
    if (c.name == n) out.push_back(&c);
    for (const XmlElement* d : c.findAll(n)) out.push_back(d);
  }
  return out;
}

namespace {

struct XmlBuilder {
  XmlElement root;
  std::vector<XmlElement*> stack;
};

void XMLCALL onStart(void* data, const XML_Char* name, const XML_Char** attrs) {
  auto* b = static_cast<XmlBuilder*>(data);
  XmlElement e;
  e.name = name;
  for (int i = 0; attrs[i]; i += 2) e.attrs[attrs[i]] = attrs[i + 1];
  if (b->stack.empty()) {
    b->root = e;
    b->stack.push_back(&b->root);
  } else {
    b->stack.back()->children.push_back(e);
    b->stack.push_back(&b->stack.back()->children.back());
  }
}
void XMLCALL onEnd(void* data, const XML_Char*) { static_cast<XmlBuilder*>(data)->stack.pop_back(); }
void XMLCALL onText(void* data, const XML_Char* s, int len) {
  auto* b = static_cast<XmlBuilder*>(data);
  if (!b->stack.empty()) b->stack.back()->text.append(s, size_t(len));
}

}  // namespace

std::optional<XmlElement> parseXml(const std::string& text, std::string& error) {
  XmlBuilder b;
  XML_Parser p = XML_ParserCreate("UTF-8");
  XML_SetUserData(p, &b);
  XML_SetElementHandler(p, onStart, onEnd);
  XML_SetCharacterDataHandler(p, onText);
  bool ok = XML_Parse(p, text.data(), int(text.size()), 1) == XML_STATUS_OK;
  if (!ok)
    error =
        std::string(XML_ErrorString(XML_GetErrorCode(p))) + " at line " + std::to_string(XML_GetCurrentLineNumber(p));
  XML_ParserFree(p);
  if (!ok) return std::nullopt;
  return b.root;
}

std::vector<std::string> decodeSequence(const std::string& val, char delim) {
  // SequenceEncoder.Decoder.nextToken, token after token.
  std::vector<std::string> tokens;
  bool more = true;
  size_t start = 0;
  const size_t stop = val.size();
  while (more) {
    if (start == stop) {
      tokens.emplace_back();
      break;
    }
    std::string buf;
    std::optional<std::string> tok;
    size_t i = start;
    for (; i < stop; ++i) {
      if (val[i] != delim) continue;
      if (i > 0 && val[i - 1] == '\\') {
        buf.append(val, start, i - 1 - start);
        start = i;
      } else {
        if (buf.empty())
          tok = val.substr(start, i - start);
        else
          buf.append(val, start, i - start);
        start = i + 1;
        break;
      }
    }
    if (start < i) {
      if (buf.empty())
        tok = val.substr(start);
      else
        buf.append(val, start, stop - start);
      more = false;
    }
    std::string t = tok ? *tok : buf;
    if (t.size() > 1 && t.front() == '\'' && t.back() == '\'') t = t.substr(1, t.size() - 2);
    tokens.push_back(t);
  }
  return tokens;
}

Grid::Grid(const XmlElement& g) {
  sideways = g.attr("sideways") == "true";
  x0 = std::stoi(g.attr("x0"));
  y0 = std::stoi(g.attr("y0"));
  dx = std::stod(g.attr("dx"));
  dy = std::stod(g.attr("dy"));
  auto numbering = g.childrenNamed("VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering");
  if (numbering.empty()) return;
  const XmlElement& n = *numbering.front();
  first = n.attr("first").empty() ? 'H' : n.attr("first")[0];
  sep = n.attr("sep");
  hType = n.attr("hType")[0];
  vType = n.attr("vType")[0];
  hLeading = std::stoi(n.attr("hLeading"));
  vLeading = std::stoi(n.attr("vLeading"));
  hOff = std::stoi(n.attr("hOff"));
  vOff = std::stoi(n.attr("vOff"));
  stagger = n.attr("stagger") == "true";
}

namespace {

std::string nameOf(int value, char type, int leading) {
  // RegularGridNumbering.getName(int, char, int)
  std::string val = value < 0 ? "-" : "";
  value = std::abs(value);
  if (type == 'A') {
    do {
      val += char('A' + value % 26);
      value -= 26;
    } while (value >= 0);
    return val;
  }
  while (leading > 0 && value < std::pow(10.0, leading--)) val += "0";
  return val + std::to_string(value);
}

int parseName(const std::string& name, char type) {
  if (type != 'A') return std::stoi(name);
  int value = 0;
  size_t index = 0;
  bool negative = false;
  if (!name.empty() && name[0] == '-') negative = true, ++index;
  for (; index < name.size() && std::isupper(static_cast<unsigned char>(name[index])); ++index)
    value += index < name.size() - 1 ? 26 : int(name[index] - 'A');
  return negative ? -value : value;
}

std::string patternFor(char type, int leading) {
  if (type == 'A') return "-?(?:A+|B+|C+|D+|E+|F+|G+|H+|I+|J+|K+|L+|M+|N+|O+|P+|Q+|R+|S+|T+|U+|V+|W+|X+|Y+|Z+)";
  return "-?[0-9]{" + std::to_string(leading + 1) + ",}";
}

std::string quoted(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (std::string("\\^$.|?*+()[]{}").find(c) != std::string::npos) out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

std::string Grid::locationName(int px, int py) const {
  // HexGrid.getRawColumn/getRawRow, HexGridNumbering.getColumn/getRow (not descending), getName(row, column).
  int x = sideways ? py : px, y = sideways ? px : py;
  int rawColumn = int(std::floor((x - x0) / dx + 0.5));
  int nx = int(std::floor((x - x0) / dx + 0.5));
  int rawRow = nx % 2 == 0 ? int(std::floor((y - y0) / dy + 0.5)) : int(std::floor((y - y0 - dy / 2) / dy + 0.5));
  int row = rawRow;
  if (stagger && rawColumn % 2 != 0) ++row;
  int column = rawColumn;
  std::string rowName = nameOf(row + vOff, vType, vLeading);
  std::string colName = nameOf(column + hOff, hType, hLeading);
  return first == 'H' ? colName + sep + rowName : rowName + sep + colName;
}

std::optional<std::pair<int, int>> Grid::location(const std::string& name) const {
  std::string regex;
  if (first == 'H')
    regex = "(" + patternFor(hType, hLeading) + ")" + quoted(sep) + "(" + patternFor(vType, vLeading) + ")";
  else
    regex = "(" + patternFor(vType, vLeading) + ")" + quoted(sep) + "(" + patternFor(hType, hLeading) + ")";
  std::smatch m;
  if (!std::regex_match(name, m, std::regex(regex))) return std::nullopt;
  std::string colName = first == 'H' ? m[1].str() : m[2].str();
  std::string rowName = first == 'H' ? m[2].str() : m[1].str();
  int col = parseName(colName, hType) - hOff;
  int row = parseName(rowName, vType) - vOff;
  // HexGridNumbering.getCenterPoint(col, row)
  if (stagger && col % 2 != 0) --row;
  int px = int(col * dx) + x0;
  int py = col % 2 == 0 ? int(row * dy) : int(row * dy + dy / 2);
  py += y0;
  return sideways ? std::pair<int, int>{py, px} : std::pair<int, int>{px, py};
}

}  // namespace cartouche::test::vassal
