// rules.txt: the ruleset tables (schemas/text-format.md, "rules.txt"). One [table CODE] section per table with its
// keys in a fixed order, then one `| cell | cell |` line per row. The reader is strict: every key once and in order,
// one cell per column, every cell already canonical for its column's type, and the table as a whole must pass
// checkTableStructure; a terrain code the vocabulary lacks still loads (validation reports it).
#include <map>
#include <optional>

#include "text/text_blocks.h"
#include "text/text_parts.h"

namespace cartouche::text {

namespace {

constexpr const char* kKeys[] = {"kind", "title", "die", "notes", "columns", "headings"};
constexpr int kKeyCount = 6;

bool isBlank(char c) { return c == ' ' || c == '\t'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
  while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
  return s;
}

// A table without a die says "none"; the others use core's die codes (dieKindCode).
std::string dieWord(const std::optional<DieKind>& die) { return die ? std::string(dieKindCode(*die)) : "none"; }

std::string kindList() {
  std::string out;
  for (int k = 0; k <= int(TableKind::Generic); ++k) out += (k ? ", " : "") + std::string(tableKindName(TableKind(k)));
  return out;
}

std::string typeList() {
  std::string out;
  for (int t = 0; t <= int(CellType::StackingLimit); ++t)
    out += (t ? ", " : "") + std::string(cellTypeName(CellType(t)));
  return out;
}

// One [table CODE] section as it is read.
struct TableBlock {
  int line = 0;
  RuleTable table;
  int keysSeen = 0;  // how many of kKeys in order
  std::map<std::string, int> keyLines;
  std::vector<int> rowLines;  // the line of each row
};

Status finishTable(const TextFile& file, TableBlock& block, std::vector<RuleTable>& tables) {
  if (block.keysSeen < kKeyCount)
    return file.error(block.line, "[table " + block.table.code + "] has no \"" + kKeys[block.keysSeen] + "\"");
  if (Status s = checkTableStructure(block.table); !s) return file.error(block.line, s.message());
  tables.push_back(std::move(block.table));
  return Status::ok();
}

Status readKey(const TextFile& file, int line, const std::vector<Token>& tk, TableBlock& b) {
  const std::string& key = tk[0].text;
  RuleTable& t = b.table;
  auto fail = [&](const std::string& why) { return file.error(line, why); };
  int index = -1;
  for (int i = 0; i < kKeyCount; ++i)
    if (key == kKeys[i]) index = i;
  if (index < 0)
    return fail("unknown key \"" + key + "\" in [table " + t.code +
                "] (the keys are kind, title, die, notes, columns, headings)");
  if (auto it = b.keyLines.find(key); it != b.keyLines.end())
    return fail("\"" + key + "\" is given twice in [table " + t.code + "] (also line " + std::to_string(it->second) +
                ")");
  if (!b.rowLines.empty()) return fail("\"" + key + "\" comes after the rows; keys come first");
  if (index != b.keysSeen)
    return fail("[table " + t.code + "] has no \"" + kKeys[b.keysSeen] + "\" before \"" + key +
                "\" (the keys are kind, title, die, notes, columns, headings, in that order)");
  b.keyLines[key] = line;
  ++b.keysSeen;
  std::vector<Token> values(tk.begin() + 2, tk.end());
  for (const Token& v : values)
    if (v.isEquals()) return fail("a stray =");
  bool list = key == "columns" || key == "headings";
  if (!list && values.size() != 1)
    return fail("\"" + key + "\" takes one value" + (values.empty() ? "" : " (quote text with spaces)"));
  if (key == "kind") {
    auto k = parseTableKind(values[0].text);
    if (!k) return fail("kind \"" + values[0].text + "\" is not a table kind (" + kindList() + ")");
    t.kind = *k;
  } else if (key == "title") {
    t.title = values[0].text;
  } else if (key == "die") {
    const std::string& d = values[0].text;
    if (d != "none") {
      Result<DieKind> die = parseDieKindCode(d);
      if (!die) return fail("die \"" + d + "\" is not a die (none, two_dice_base6, d10, 2d6_sum, d6)");
      t.die = *die;
    }
  } else if (key == "notes") {
    t.notes = values[0].text;
  } else if (key == "columns") {
    for (const Token& v : values) {
      size_t colon = v.text.find(':');
      if (v.quoted || colon == std::string::npos) return fail("column \"" + v.text + "\" needs a type: code:type");
      RuleColumn c;
      c.code = v.text.substr(0, colon);
      auto type = parseCellType(v.text.substr(colon + 1));
      if (!type)
        return fail("column \"" + c.code + "\": \"" + v.text.substr(colon + 1) + "\" is not a cell type (" +
                    typeList() + ")");
      c.type = *type;
      t.columns.push_back(std::move(c));
    }
  } else {
    if (values.size() != t.columns.size())
      return fail(std::to_string(values.size()) + " headings for " + std::to_string(t.columns.size()) + " columns");
    for (size_t i = 0; i < values.size(); ++i) t.columns[i].heading = values[i].text;
  }
  return Status::ok();
}

Status readRow(const TextFile& file, int line, std::string_view text, TableBlock& b) {
  RuleTable& t = b.table;
  auto fail = [&](const std::string& why) { return file.error(line, why); };
  if (b.keysSeen < kKeyCount)
    return fail("[table " + t.code + "] has no \"" + kKeys[b.keysSeen] + "\"; the keys come before the rows");
  Result<std::vector<std::string>> cells = parseCells(text);
  std::string where = "table \"" + t.code + "\" row " + std::to_string(t.rows.size() + 1);
  if (!cells) return fail(where + ": " + cells.status().message());
  if (cells->size() != t.columns.size())
    return fail(where + " has " + std::to_string(cells->size()) + " cells, the table has " +
                std::to_string(t.columns.size()) + " columns");
  for (size_t c = 0; c < cells->size(); ++c) {
    const RuleColumn& col = t.columns[c];
    // A die-range column in a table with no die is the table's fault; checkTableStructure names it.
    if (col.type == CellType::DieRange && !t.die) continue;
    const std::string& cell = (*cells)[c];
    Result<std::string> canonical = canonicalCell(col.type, t.die, cell);
    std::string at = where + " column \"" + col.code + "\": ";
    if (!canonical) return fail(at + canonical.status().message());
    if (*canonical != cell) return fail(at + "\"" + cell + "\" is not canonical; write \"" + *canonical + "\"");
  }
  t.rows.push_back(std::move(*cells));
  b.rowLines.push_back(line);
  return Status::ok();
}

}  // namespace

std::string writeRules(const std::vector<RuleTable>& tables) {
  std::string out = "# Ruleset tables (format: schemas/text-format.md, \"## rules.txt\").\n";
  for (const RuleTable& t : tables) {
    out += "\n[table " + word(t.code) + "]\n";
    out += "kind = " + std::string(tableKindName(t.kind)) + "\n";
    out += "title = " + quote(t.title) + "\n";
    out += "die = " + dieWord(t.die) + "\n";
    out += "notes = " + quote(t.notes) + "\n";
    out += "columns =";
    for (const RuleColumn& c : t.columns) out += " " + c.code + ":" + std::string(cellTypeName(c.type));
    out += "\nheadings =";
    for (const RuleColumn& c : t.columns) out += " " + quote(c.heading);
    out += "\n";
    for (const auto& row : t.rows) {
      out += "|";
      // "| a | b |", a blank cell "|  |": every cell between one blank on each side.
      for (const std::string& cell : row)
        out += " " + (cell.empty() || !cellNeedsQuotes(cell) ? cell : quote(cell)) + " |";
      out += "\n";
    }
  }
  return out;
}

Status checkRulesWritable(const std::vector<RuleTable>& tables) {
  std::map<std::string, size_t> codes;
  for (size_t i = 0; i < tables.size(); ++i) {
    const RuleTable& t = tables[i];
    if (auto [it, fresh] = codes.emplace(t.code, i); !fresh)
      return Status::invalidArgument("ruleset table code \"" + t.code + "\" appears twice");
    if (Status s = checkTableStructure(t); !s) return s;
    for (const RuleColumn& c : t.columns)
      if (!isBareWord(c.code) || c.code.find(':') != std::string::npos)
        return Status::invalidArgument("table \"" + t.code + "\": column code \"" + c.code +
                                       "\" cannot be written in rules.txt");
  }
  return Status::ok();
}

Status readRules(const TextFile& file, std::vector<RuleTable>& tables) {
  std::vector<RuleTable> read;
  std::map<std::string, int> codes;  // code -> line
  std::optional<TableBlock> block;
  for (const TextLine& line : file.lines()) {
    if (isBlankOrComment(line.text)) continue;
    std::string_view t = trim(line.text);
    if (t.front() == '[') {
      if (t.back() != ']') return file.error(line.number, "a section header must end with ]");
      Result<std::vector<Token>> tk = tokenize(t.substr(1, t.size() - 2));
      if (!tk) return file.error(line.number, tk.status().message());
      if (tk->size() != 2 || (*tk)[0].text != "table" || (*tk)[0].quoted || (*tk)[1].isEquals())
        return file.error(line.number, "expected [table CODE], not " + std::string(t));
      if (block)
        if (Status s = finishTable(file, *block, read); !s) return s;
      block.emplace();
      block->line = line.number;
      block->table.code = (*tk)[1].text;
      if (auto [it, fresh] = codes.emplace(block->table.code, line.number); !fresh)
        return file.error(line.number, "table \"" + block->table.code + "\" is given twice (also line " +
                                           std::to_string(it->second) + ")");
      continue;
    }
    if (!block) return file.error(line.number, "expected [table CODE] before anything else");
    if (t.front() == '|') {
      if (Status s = readRow(file, line.number, t, *block); !s) return s;
      continue;
    }
    Result<std::vector<Token>> tk = tokenize(t);
    if (!tk) return file.error(line.number, tk.status().message());
    if (tk->size() < 2 || !(*tk)[1].isEquals() || (*tk)[0].isEquals() || (*tk)[0].quoted)
      return file.error(line.number, "expected key = value or a | row |");
    if (Status s = readKey(file, line.number, *tk, *block); !s) return s;
  }
  if (block)
    if (Status s = finishTable(file, *block, read); !s) return s;
  for (RuleTable& r : read) tables.push_back(std::move(r));
  return Status::ok();
}

}  // namespace cartouche::text
