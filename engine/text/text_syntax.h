// The lexical layer of the text format (schemas/text-format.md): reading a file into numbered lines, tokens
// (bare words, quoted strings with escapes, '='), `[section]` blocks of `key = value` entries, and exact number
// formatting. Every error it returns already names the file and line. Thread-safety: plain values.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"

namespace cartouche::text {

struct TextLine {
  int number = 0;    // 1-based, as an editor shows it
  std::string text;  // without the line ending
};

class TextFile {
 public:
  // Reads `dir/name`. A missing file is NotFound; bytes that are not UTF-8 are Corrupt (naming the line).
  static Result<TextFile> read(const std::string& dir, const std::string& name);
  static bool exists(const std::string& dir, const std::string& name);

  const std::string& name() const { return name_; }
  const std::vector<TextLine>& lines() const { return lines_; }
  // "hexsides.txt line 14: <message>"
  Status error(int line, const std::string& message) const;

 private:
  std::string name_;
  std::vector<TextLine> lines_;
};

// Blank lines and lines whose first non-blank character is '#' carry nothing.
bool isBlankOrComment(std::string_view line);

struct Token {
  std::string text;
  bool quoted = false;
  bool isEquals() const { return !quoted && text == "="; }
};

// Splits a line into tokens: runs of non-blank characters, '=' on its own, and "quoted strings" with the escapes
// \\ \" \n \r \t and \xHH. On error, returns the reason without a file prefix.
Result<std::vector<Token>> tokenize(std::string_view line);

// A word that can be written without quotes: ASCII letters, digits and . _ - + : / and no leading '#'.
bool isBareWord(std::string_view s);
std::string quote(std::string_view s);
// Bare when it can be, else quoted: for keys and codes.
std::string word(std::string_view s);

struct Entry {
  int line = 0;
  std::string key;
  Token value;
};

struct Section {
  int line = 0;
  std::vector<Token> header;  // the tokens between [ and ]
  std::vector<Entry> entries;
};

// A file of `[section]` headers, each followed by `key = value` lines. Keys are unique within a section.
Result<std::vector<Section>> parseSections(const TextFile& file);

// Typed access to one section's entries: each getter leaves `out` alone when the key is absent, and finish()
// rejects keys nobody asked for.
class Fields {
 public:
  Fields(const TextFile& file, const Section& section) : file_(file), section_(section) {
    used_.assign(section.entries.size(), false);
  }
  Status require(const char* key);
  Status text(const char* key, std::string& out);
  Status integer(const char* key, int& out, int min, int max);
  Status boolean(const char* key, bool& out);
  Status real(const char* key, double& out);
  // `out` becomes the index of the value in `names`.
  Status choice(const char* key, int& out, const std::vector<std::string>& names);
  Status finish() const;

 private:
  const Entry* find(const char* key);
  const TextFile& file_;
  const Section& section_;
  std::vector<bool> used_;
};

// Shortest decimal forms that read back to the same bits (std::to_chars); NaN is "nan".
std::string formatDouble(double v);
std::string formatFloat(float v);
bool parseDouble(std::string_view s, double& out);
bool parseLong(std::string_view s, long long& out);

// Splits on blanks (spaces and tabs).
std::vector<std::string_view> splitBlanks(std::string_view line);

}  // namespace cartouche::text
