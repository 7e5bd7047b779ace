#include "text/units_csv.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <set>

namespace cartouche {

namespace {

struct Cell {
  std::string text;
  int line = 0;  // where the cell starts
};
using Record = std::vector<Cell>;

// The offset of the first byte that is not part of well-formed UTF-8, or npos.
size_t badUtf8(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t extra = c < 0x80                  ? 0
                   : (c >= 0xC2 && c < 0xE0) ? 1
                   : (c >= 0xE0 && c < 0xF0) ? 2
                   : (c >= 0xF0 && c < 0xF5) ? 3
                                             : 9;
    if (extra == 9 || i + extra >= s.size() + (extra == 0 ? 1 : 0)) return i;
    for (size_t k = 1; k <= extra; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return i;
    i += extra + 1;
  }
  return std::string_view::npos;
}

// Splits RFC 4180 text into records. A quoted cell may hold commas, doubled quotes and line breaks; CRLF and LF both
// end a record. Lines with nothing on them are skipped.
Result<std::vector<Record>> parseCsv(std::string_view text, const std::string& fileName) {
  std::vector<Record> records;
  Record record;
  int line = 1;
  Cell cell{"", line};
  bool atCellStart = true;
  auto fail = [&](int at, const std::string& what) {
    return Status::invalidArgument(fileName + " line " + std::to_string(at) + ", column " +
                                   std::to_string(record.size() + 1) + ": " + what);
  };
  auto endRecord = [&] {
    record.push_back(std::move(cell));
    if (!(record.size() == 1 && record[0].text.empty())) records.push_back(std::move(record));
    record.clear();
  };
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (atCellStart) {
      cell = Cell{"", line};
      atCellStart = false;
      if (c == '"') {
        for (++i;; ++i) {
          if (i >= text.size()) return fail(cell.line, "a quoted cell is never closed");
          if (text[i] == '"') {
            if (i + 1 < text.size() && text[i + 1] == '"') {
              cell.text += '"';
              ++i;
              continue;
            }
            ++i;
            break;
          }
          if (text[i] == '\n') ++line;
          cell.text += text[i];
        }
        if (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r')
          return fail(line, "text after a quoted cell's closing quote");
        continue;
      }
    }
    if (c == ',') {
      record.push_back(std::move(cell));
      cell = Cell{"", line};
      atCellStart = true;
      ++i;
      continue;
    }
    if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i, c = '\n';
    if (c == '\n') {
      endRecord();
      ++line;
      cell = Cell{"", line};
      atCellStart = true;
      ++i;
      continue;
    }
    if (c == '"') return fail(line, "a quote inside an unquoted cell (quote the whole cell and double the quote)");
    cell.text += c;
    ++i;
  }
  if (!atCellStart || !record.empty()) endRecord();
  return records;
}

bool needsQuotes(const std::string& s) { return s.find_first_of(",\"\r\n") != std::string::npos; }

std::string quoted(const std::string& s) {
  if (!needsQuotes(s)) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string codeProblem(const std::string& code) {
  if (code.empty()) return "the code is empty";
  for (char c : code) {
    bool fine =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
    if (!fine) return "code \"" + code + "\" may use only ASCII letters, digits, _, - and .";
  }
  return "";
}

std::string trimmed(const std::string& s) {
  size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

// A whole number as canonical text ("+3" and " 3 " read as "3"), or none.
std::optional<std::string> canonicalInteger(const std::string& cell) {
  std::string t = trimmed(cell);
  if (!t.empty() && t[0] == '+') t.erase(0, 1);
  int v = 0;
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (t.empty() || ec != std::errc() || end != t.data() + t.size() || v < -999999999 || v > 999999999)
    return std::nullopt;
  return std::to_string(v);
}

enum class Column { Code, Node, Side, Name, ShortName, TroopType, Value, Counters, Notes, Source };

struct Heading {
  Column column;
  const ValueField* field = nullptr;
};

}  // namespace

std::vector<std::string> unitsCsvHeader(const ArmyVocabulary& vocabulary) {
  std::vector<std::string> h = {"code", "node", "side", "name", "short name", "troop type"};
  for (const ValueField& f : vocabulary.fields) h.push_back(f.code);
  for (const char* tail : {"counters", "notes", "source"}) h.push_back(tail);
  return h;
}

std::string writeUnitsCsv(const ArmyVocabulary& vocabulary, const Army& army) {
  std::string out;
  auto row = [&](const std::vector<std::string>& cells) {
    for (size_t i = 0; i < cells.size(); ++i) out += (i ? "," : "") + quoted(cells[i]);
    out += "\r\n";
  };
  row(unitsCsvHeader(vocabulary));
  for (const Unit& u : army.units) {
    std::vector<std::string> cells = {u.code, u.node, army.sideOfUnit(u), u.name, u.shortName, u.troopType};
    for (const ValueField& f : vocabulary.fields) {
      auto it = u.values.find(f.code);
      cells.push_back(it == u.values.end() ? std::string() : it->second);
    }
    cells.push_back(u.counters ? std::to_string(*u.counters) : std::string());
    cells.push_back(u.notes);
    cells.push_back(u.source);
    row(cells);
  }
  return out;
}

Result<Army> importUnitsCsv(std::string_view text, const std::string& fileName, const ArmyVocabulary& vocabulary,
                            const Army& army) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  if (size_t bad = badUtf8(text); bad != std::string_view::npos) {
    int line = 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(bad), '\n'));
    return Status::invalidArgument(fileName + " line " + std::to_string(line) + ": the text is not UTF-8");
  }
  auto records = parseCsv(text, fileName);
  if (!records) return records.status();
  if (records->empty()) return Status::invalidArgument(fileName + " line 1: the header row is missing");

  auto at = [&](const Cell& cell, size_t column, const std::string& heading, const std::string& what) {
    return Status::invalidArgument(fileName + " line " + std::to_string(cell.line) + ", column " +
                                   std::to_string(column + 1) + " (" + heading + "): " + what);
  };
  const Record& header = records->front();
  static const std::map<std::string, Column> fixed = {{"code", Column::Code},
                                                      {"node", Column::Node},
                                                      {"side", Column::Side},
                                                      {"name", Column::Name},
                                                      {"short name", Column::ShortName},
                                                      {"troop type", Column::TroopType},
                                                      {"counters", Column::Counters},
                                                      {"notes", Column::Notes},
                                                      {"source", Column::Source}};
  std::vector<Heading> headings;
  std::map<std::string, size_t> seen;
  for (size_t c = 0; c < header.size(); ++c) {
    std::string h = trimmed(header[c].text);
    if (!seen.emplace(h, c).second)
      return at(header[c], c, h, "the column is also column " + std::to_string(seen[h] + 1));
    if (auto it = fixed.find(h); it != fixed.end()) {
      headings.push_back({it->second});
    } else if (const ValueField* f = vocabulary.field(h)) {
      headings.push_back({Column::Value, f});
    } else {
      return at(header[c], c, h,
                "not a column: code, node, side, name, short name, troop type, a value field's code, counters, notes "
                "or source");
    }
  }
  for (const char* required : {"code", "node", "name"})
    if (!seen.count(required))
      return Status::invalidArgument(fileName + " line " + std::to_string(header.front().line) +
                                     ": the header has no \"" + required + "\" column");

  Army result = army;
  std::set<std::string> inFile;
  for (size_t r = 1; r < records->size(); ++r) {
    const Record& row = (*records)[r];
    if (row.size() != header.size())
      return Status::invalidArgument(fileName + " line " + std::to_string(row.front().line) + ": " +
                                     std::to_string(row.size()) + " cells, the header has " +
                                     std::to_string(header.size()));
    const std::string& code = row[seen["code"]].text;
    if (std::string p = codeProblem(code); !p.empty()) return at(row[seen["code"]], seen["code"], "code", p);
    if (!inFile.insert(code).second)
      return at(row[seen["code"]], seen["code"], "code", "unit \"" + code + "\" has an earlier row in the file");
    const Unit* existing = army.unit(code);
    Unit u = existing ? *existing : Unit{};
    u.code = code;
    std::string side;
    size_t sideColumn = 0;
    for (size_t c = 0; c < row.size(); ++c) {
      const std::string& cell = row[c].text;
      const std::string heading = trimmed(header[c].text);
      switch (headings[c].column) {
        case Column::Code:
          break;
        case Column::Node:
          if (!army.node(cell)) return at(row[c], c, heading, "\"" + cell + "\" is not a node of the battle");
          u.node = cell;
          break;
        case Column::Side:
          side = cell;
          sideColumn = c;
          break;
        case Column::Name:
          if (cell.empty()) return at(row[c], c, heading, "the name is empty");
          u.name = cell;
          break;
        case Column::ShortName:
          u.shortName = cell;
          break;
        case Column::TroopType:
          if (!cell.empty() && !vocabulary.troopType(cell))
            return at(row[c], c, heading, "\"" + cell + "\" is not a troop type of the battle");
          u.troopType = cell;
          break;
        case Column::Value: {
          const ValueField& f = *headings[c].field;
          if (cell.empty()) {
            u.values.erase(f.code);  // unknown
          } else if (f.kind == ValueKind::Integer) {
            auto v = canonicalInteger(cell);
            if (!v) return at(row[c], c, heading, "\"" + cell + "\" is not a whole number (leave it empty if unknown)");
            u.values[f.code] = *v;
          } else {
            u.values[f.code] = cell;
          }
          break;
        }
        case Column::Counters:
          if (cell.empty()) {
            u.counters.reset();
          } else {
            auto v = canonicalInteger(cell);
            if (!v || (*v)[0] == '-') return at(row[c], c, heading, "\"" + cell + "\" is not a whole number from 0");
            u.counters = std::stoi(*v);
          }
          break;
        case Column::Notes:
          u.notes = cell;
          break;
        case Column::Source:
          u.source = cell;
          break;
      }
    }
    if (!side.empty() && army.node(u.node)->side != side)
      return at(row[sideColumn], sideColumn, "side",
                "\"" + side + "\" is not the side of node \"" + u.node + "\" (\"" + army.node(u.node)->side + "\")");
    auto it = std::find_if(result.units.begin(), result.units.end(), [&](const Unit& x) { return x.code == code; });
    if (it != result.units.end())
      *it = std::move(u);
    else
      result.units.push_back(std::move(u));
  }
  return result;
}

}  // namespace cartouche
