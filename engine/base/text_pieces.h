// Splitting text held in memory into lines, fields or words so that memory running out throws std::bad_alloc.
// std::getline and operator>> on a stream catch it and only set the stream's badbit, so a loop over them ends early as
// if the text had ended there: a script, a sidecar or a list cut short, read as whole. Header only; a function of its
// arguments.
#pragma once

#include <string>
#include <vector>

namespace cartouche {

// The pieces of `text` between each `separator`, as a loop of std::getline(in, piece, separator) gives them: empty
// pieces inside kept, none after a last separator, none for "".
inline std::vector<std::string> pieces(const std::string& text, char separator) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(separator, start);
    if (end == std::string::npos) end = text.size();
    out.emplace_back(text, start, end - start);
    start = end + 1;
  }
  return out;
}

// The words of `text` between runs of blanks (space, tab, new line, carriage return, vertical tab, form feed), as a
// loop of `in >> word` gives them.
inline std::vector<std::string> words(const std::string& text) {
  static constexpr char kBlanks[] = " \t\n\r\v\f";
  std::vector<std::string> out;
  size_t start = text.find_first_not_of(kBlanks);
  while (start != std::string::npos) {
    size_t end = text.find_first_of(kBlanks, start);
    if (end == std::string::npos) end = text.size();
    out.emplace_back(text, start, end - start);
    start = text.find_first_not_of(kBlanks, end);
  }
  return out;
}

}  // namespace cartouche
