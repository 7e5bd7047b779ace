#include "text/text_syntax.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace cartouche::text {

namespace {

// Length of the strict UTF-8 sequence at s[i] (no overlong forms, no surrogates, nothing above U+10FFFF), or 0.
size_t utf8Length(std::string_view s, size_t i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  size_t n;
  unsigned cp;
  if (c < 0x80) return 1;
  if ((c & 0xe0) == 0xc0) {
    n = 1;
    cp = c & 0x1f;
  } else if ((c & 0xf0) == 0xe0) {
    n = 2;
    cp = c & 0x0f;
  } else if ((c & 0xf8) == 0xf0) {
    n = 3;
    cp = c & 0x07;
  } else {
    return 0;
  }
  for (size_t k = 1; k <= n; ++k) {
    if (i + k >= s.size()) return 0;
    unsigned char cc = static_cast<unsigned char>(s[i + k]);
    if ((cc & 0xc0) != 0x80) return 0;
    cp = (cp << 6) | (cc & 0x3f);
  }
  static constexpr unsigned kMin[4] = {0, 0x80, 0x800, 0x10000};
  if (cp < kMin[n] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  return n + 1;
}

bool validUtf8(std::string_view s) {
  for (size_t i = 0; i < s.size();) {
    size_t n = utf8Length(s, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

bool isBlank(char c) { return c == ' ' || c == '\t'; }

}  // namespace

Result<TextFile> TextFile::read(const std::string& dir, const std::string& name) {
  std::filesystem::path path = std::filesystem::path(dir) / name;
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return Status::notFound(name + ": no such file in " + dir);
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::ioError(name + ": cannot be opened");
  std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) return Status::ioError(name + ": read failed");
  TextFile f;
  f.name_ = name;
  // A byte order mark is how some Windows editors say "UTF-8"; it is not content.
  if (data.compare(0, 3, "\xEF\xBB\xBF") == 0) data.erase(0, 3);
  size_t start = 0;
  int number = 1;
  while (start < data.size()) {
    size_t end = data.find('\n', start);
    if (end == std::string::npos) end = data.size();
    std::string line = data.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!validUtf8(line)) return f.error(number, "the line is not valid UTF-8");
    if (line.find('\0') != std::string::npos) return f.error(number, "the line contains a NUL byte");
    f.lines_.push_back({number, std::move(line)});
    start = end + 1;
    ++number;
  }
  return f;
}

bool TextFile::exists(const std::string& dir, const std::string& name) {
  std::error_code ec;
  return std::filesystem::exists(std::filesystem::path(dir) / name, ec);
}

Status TextFile::error(int line, const std::string& message) const {
  return Status::corrupt(name_ + " line " + std::to_string(line) + ": " + message);
}

bool isBlankOrComment(std::string_view line) {
  for (char c : line) {
    if (isBlank(c)) continue;
    return c == '#';
  }
  return true;
}

Result<std::vector<Token>> tokenize(std::string_view line) {
  std::vector<Token> out;
  size_t i = 0;
  while (i < line.size()) {
    char c = line[i];
    if (isBlank(c)) {
      ++i;
    } else if (c == '=') {
      out.push_back({"=", false});
      ++i;
    } else if (c == '"') {
      Token t{std::string(), true};
      ++i;
      bool closed = false;
      while (i < line.size()) {
        char d = line[i++];
        if (d == '"') {
          closed = true;
          break;
        }
        if (d != '\\') {
          t.text += d;
          continue;
        }
        if (i >= line.size()) break;
        char e = line[i++];
        switch (e) {
          case '\\':
            t.text += '\\';
            break;
          case '"':
            t.text += '"';
            break;
          case 'n':
            t.text += '\n';
            break;
          case 'r':
            t.text += '\r';
            break;
          case 't':
            t.text += '\t';
            break;
          case 'x': {
            unsigned v = 0;
            if (i + 2 > line.size() ||
                std::from_chars(line.data() + i, line.data() + i + 2, v, 16).ptr != line.data() + i + 2)
              return Status::invalidArgument("\\x needs two hex digits");
            t.text += char(v);
            i += 2;
            break;
          }
          default:
            return Status::invalidArgument(std::string("unknown escape \\") + e + " in a quoted string");
        }
      }
      if (!closed) return Status::invalidArgument("a quoted string is not closed");
      if (i < line.size() && !isBlank(line[i]) && line[i] != '=')
        return Status::invalidArgument("a quoted string must be followed by a blank");
      out.push_back(std::move(t));
    } else {
      size_t start = i;
      while (i < line.size() && !isBlank(line[i]) && line[i] != '=') {
        if (line[i] == '"') return Status::invalidArgument("a quote inside a word; quote the whole value");
        ++i;
      }
      out.push_back({std::string(line.substr(start, i - start)), false});
    }
  }
  return out;
}

bool isBareWord(std::string_view s) {
  if (s.empty() || s[0] == '#') return false;
  for (char c : s) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
              c == '-' || c == '+' || c == ':' || c == '/';
    if (!ok) return false;
  }
  return true;
}

std::string quote(std::string_view s) {
  std::string out = "\"";
  auto hex = [&](unsigned char c) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\x%02x", c);
    out += buf;
  };
  for (size_t i = 0; i < s.size();) {
    char c = s[i];
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '"':
        out += "\\\"";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default: {
        unsigned char u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f) {
          hex(u);
        } else if (u >= 0x80) {
          // Text is kept as bytes; bytes that are not UTF-8 are escaped so the file itself stays UTF-8.
          size_t n = utf8Length(s, i);
          if (n == 0) {
            hex(u);
          } else {
            out.append(s.substr(i, n));
            i += n;
            continue;
          }
        } else {
          out += c;
        }
      }
    }
    ++i;
  }
  out += '"';
  return out;
}

std::string word(std::string_view s) { return isBareWord(s) ? std::string(s) : quote(s); }

Result<std::vector<Section>> parseSections(const TextFile& file) {
  std::vector<Section> sections;
  for (const TextLine& line : file.lines()) {
    if (isBlankOrComment(line.text)) continue;
    std::string_view t = line.text;
    while (!t.empty() && isBlank(t.front())) t.remove_prefix(1);
    while (!t.empty() && isBlank(t.back())) t.remove_suffix(1);
    if (t.front() == '[') {
      if (t.back() != ']') return file.error(line.number, "a section header must end with ]");
      Result<std::vector<Token>> tokens = tokenize(t.substr(1, t.size() - 2));
      if (!tokens) return file.error(line.number, tokens.status().message());
      if (tokens->empty()) return file.error(line.number, "a section header needs a name");
      sections.push_back({line.number, std::move(*tokens), {}});
      continue;
    }
    Result<std::vector<Token>> tokens = tokenize(t);
    if (!tokens) return file.error(line.number, tokens.status().message());
    const std::vector<Token>& tk = *tokens;
    if (tk.size() < 2 || !tk[1].isEquals() || tk[0].isEquals()) return file.error(line.number, "expected key = value");
    if (tk.size() == 2) return file.error(line.number, "\"" + tk[0].text + "\" has no value");
    if (tk.size() > 3 || tk[2].isEquals())
      return file.error(line.number, "\"" + tk[0].text + "\" has more than one value (quote text with spaces)");
    if (sections.empty()) return file.error(line.number, "\"" + tk[0].text + "\" comes before any [section]");
    Section& s = sections.back();
    for (const Entry& e : s.entries)
      if (e.key == tk[0].text)
        return file.error(line.number, "\"" + tk[0].text + "\" is given twice in this section (also line " +
                                           std::to_string(e.line) + ")");
    s.entries.push_back({line.number, tk[0].text, tk[2]});
  }
  return sections;
}

const Entry* Fields::find(const char* key) {
  for (size_t i = 0; i < section_.entries.size(); ++i)
    if (section_.entries[i].key == key) {
      used_[i] = true;
      return &section_.entries[i];
    }
  return nullptr;
}

Status Fields::require(const char* key) {
  for (const Entry& e : section_.entries)
    if (e.key == key) return Status::ok();
  std::string name;
  for (const Token& t : section_.header) name += (name.empty() ? "" : " ") + t.text;
  return file_.error(section_.line, "[" + name + "] has no \"" + key + "\"");
}

Status Fields::text(const char* key, std::string& out) {
  if (const Entry* e = find(key)) out = e->value.text;
  return Status::ok();
}

Status Fields::integer(const char* key, int& out, int min, int max) {
  const Entry* e = find(key);
  if (!e) return Status::ok();
  long long v = 0;
  if (!parseLong(e->value.text, v) || v < min || v > max)
    return file_.error(e->line, std::string(key) + " \"" + e->value.text + "\" is not a whole number from " +
                                    std::to_string(min) + " to " + std::to_string(max));
  out = int(v);
  return Status::ok();
}

Status Fields::boolean(const char* key, bool& out) {
  const Entry* e = find(key);
  if (!e) return Status::ok();
  if (e->value.text == "yes")
    out = true;
  else if (e->value.text == "no")
    out = false;
  else
    return file_.error(e->line, std::string(key) + " must be yes or no, not \"" + e->value.text + "\"");
  return Status::ok();
}

Status Fields::real(const char* key, double& out) {
  const Entry* e = find(key);
  if (!e) return Status::ok();
  if (!parseDouble(e->value.text, out))
    return file_.error(e->line, std::string(key) + " \"" + e->value.text + "\" is not a number");
  return Status::ok();
}

Status Fields::choice(const char* key, int& out, const std::vector<std::string>& names) {
  const Entry* e = find(key);
  if (!e) return Status::ok();
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == e->value.text) {
      out = int(i);
      return Status::ok();
    }
  std::string list;
  for (size_t i = 0; i < names.size(); ++i) list += (i ? (i + 1 == names.size() ? " or " : ", ") : "") + names[i];
  return file_.error(e->line, std::string(key) + " must be " + list + ", not \"" + e->value.text + "\"");
}

Status Fields::finish() const {
  for (size_t i = 0; i < used_.size(); ++i)
    if (!used_[i]) return file_.error(section_.entries[i].line, "unknown key \"" + section_.entries[i].key + "\"");
  return Status::ok();
}

std::string formatDouble(double v) {
  if (std::isnan(v)) return "nan";
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

std::string formatFloat(float v) {
  if (std::isnan(v)) return "nan";
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

bool parseDouble(std::string_view s, double& out) {
  if (s.empty()) return false;
  // from_chars takes no leading '+'; the format never writes one, but people do.
  if (s[0] == '+') s.remove_prefix(1);
  if (s.empty() || s[0] == '+') return false;
  auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

bool parseLong(std::string_view s, long long& out) {
  if (s.empty()) return false;
  if (s[0] == '+') s.remove_prefix(1);
  if (s.empty() || s[0] == '+') return false;
  auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

std::vector<std::string_view> splitBlanks(std::string_view line) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && isBlank(line[i])) ++i;
    size_t start = i;
    while (i < line.size() && !isBlank(line[i])) ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

}  // namespace cartouche::text
