#include "hex/hex_label.h"

#include <cctype>
#include <cstdlib>

#include "hex/grid.h"

namespace cartouche {

std::string columnLettersFor(int index) {
  // Bijective base 26, as spreadsheets number columns.
  std::string s;
  int n = index + 1;
  while (n > 0) {
    int rem = (n - 1) % 26;
    s.insert(s.begin(), char('A' + rem));
    n = (n - 1) / 26;
  }
  return s;
}

namespace {

std::string number(int value, int digits, bool zeros) {
  std::string s = std::to_string(value < 0 ? -value : value);
  if (zeros && int(s.size()) < digits) s.insert(0, size_t(digits) - s.size(), '0');
  if (value < 0) s.insert(s.begin(), '-');
  return s;
}

bool parseInt(const std::string& s, int& out) {
  if (s.empty()) return false;
  size_t i = s[0] == '-' ? 1 : 0;
  if (i == s.size() || s.size() - i > 9) return false;
  for (size_t k = i; k < s.size(); ++k)
    if (!std::isdigit(static_cast<unsigned char>(s[k]))) return false;
  out = std::atoi(s.c_str());
  return true;
}

bool parseLetters(const std::string& s, int& out) {
  if (s.empty() || s.size() > 6) return false;
  int n = 0;
  for (char ch : s) {
    char c = char(std::toupper(static_cast<unsigned char>(ch)));
    if (c < 'A' || c > 'Z') return false;
    n = n * 26 + (c - 'A' + 1);
  }
  out = n - 1;
  return true;
}

}  // namespace

std::string LabelFormat::format(OffsetCoord c) const {
  std::string col = columnLetters && c.col >= 0 ? columnLettersFor(c.col + firstColumn - 1)
                                                : number(c.col + firstColumn, columnDigits, leadingZeros);
  return col + separator + number(c.row + firstRow, rowDigits, leadingZeros);
}

Result<OffsetCoord> LabelFormat::parse(const std::string& text) const {
  auto bad = [&](const char* why) { return Status::invalidArgument("hex label \"" + text + "\" " + why); };
  std::string colPart, rowPart;
  if (!separator.empty()) {
    size_t at = text.find(separator);
    if (at == std::string::npos) return bad(("has no separator \"" + separator + "\"").c_str());
    colPart = text.substr(0, at);
    rowPart = text.substr(at + separator.size());
  } else if (columnLetters) {
    size_t k = 0;
    while (k < text.size() && std::isalpha(static_cast<unsigned char>(text[k]))) ++k;
    colPart = text.substr(0, k);
    rowPart = text.substr(k);
  } else {
    // Fixed-width digits: the column takes its width, the row the rest (which may be wider on a large map).
    if (int(text.size()) < columnDigits + 1) return bad("is too short");
    colPart = text.substr(0, size_t(columnDigits));
    rowPart = text.substr(size_t(columnDigits));
  }
  OffsetCoord c;
  int colNumber = 0, rowNumber = 0;
  if (columnLetters) {
    if (!parseLetters(colPart, colNumber)) return bad("does not start with column letters");
    c.col = colNumber - (firstColumn - 1);
  } else {
    if (!parseInt(colPart, colNumber)) return bad("has no column number");
    c.col = colNumber - firstColumn;
  }
  if (!parseInt(rowPart, rowNumber)) return bad("has no row number");
  c.row = rowNumber - firstRow;
  if (format(c) != text) return bad(("is not in this map's label format (expected " + format(c) + ")").c_str());
  return c;
}

Status LabelFormat::validate(int columns, int rows) const {
  if (columnDigits < 1 || rowDigits < 1 || columnDigits > 6 || rowDigits > 6)
    return Status::invalidArgument("label digits must be between 1 and 6");
  if (columnLetters && firstColumn < 1) return Status::invalidArgument("lettered columns must start at A (1) or later");
  if (separator.empty() && !columnLetters) {
    if (!leadingZeros)
      return Status::invalidArgument("labels without leading zeros need a separator between column and row");
    std::string widest = std::to_string(columns - 1 + firstColumn);
    if (int(widest.size()) > columnDigits || firstColumn < 0)
      return Status::invalidArgument("column numbers up to " + widest + " do not fit in " +
                                     std::to_string(columnDigits) + " digits");
  }
  if (separator.find_first_of("0123456789-") != std::string::npos)
    return Status::invalidArgument("a label separator cannot contain digits or '-'");
  if (firstRow < 0) return Status::invalidArgument("the first row number cannot be negative");
  (void)rows;
  return Status::ok();
}

}  // namespace cartouche
