#include "text/text_blocks.h"

namespace cartouche::text {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
  while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
  return s;
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

}  // namespace

std::string Block::title() const {
  std::string name;
  for (const Token& t : header) name += (name.empty() ? "" : " ") + (t.quoted ? quote(t.text) : t.text);
  return "[" + name + "]";
}

const BlockEntry* Block::entry(const std::string& key) const {
  for (const BlockEntry& e : entries)
    if (e.key == key) return &e;
  return nullptr;
}

Result<std::vector<std::string>> parseCells(std::string_view line) {
  line = trim(line);
  std::vector<std::string> cells;
  if (line == "|") return cells;
  size_t pos = 1, n = line.size();
  while (pos < n) {
    while (pos < n && isBlank(line[pos])) ++pos;
    if (pos >= n) break;
    if (line[pos] == '"') {
      size_t end = pos + 1;
      while (end < n && line[end] != '"') end += line[end] == '\\' ? 2 : 1;
      if (end >= n)
        return Status::invalidArgument("cell " + std::to_string(cells.size() + 1) + ": a quoted cell is not closed");
      Result<std::vector<Token>> tk = tokenize(line.substr(pos, end + 1 - pos));
      if (!tk)
        return Status::invalidArgument("cell " + std::to_string(cells.size() + 1) + ": " + tk.status().message());
      pos = end + 1;
      while (pos < n && isBlank(line[pos])) ++pos;
      if (pos >= n || line[pos] != '|')
        return Status::invalidArgument("cell " + std::to_string(cells.size() + 1) +
                                       ": a quoted cell must be followed by |");
      cells.push_back((*tk)[0].text);
      ++pos;
    } else {
      size_t bar = line.find('|', pos);
      if (bar == std::string_view::npos) return Status::invalidArgument("a row must end with |");
      std::string_view cell = trim(line.substr(pos, bar - pos));
      if (cell.find('"') != std::string_view::npos)
        return Status::invalidArgument("cell " + std::to_string(cells.size() + 1) +
                                       ": a quote inside a cell; quote the whole cell");
      cells.emplace_back(cell);
      pos = bar + 1;
    }
  }
  if (line.back() != '|' || n < 2) return Status::invalidArgument("a row must end with |");
  return cells;
}

bool cellNeedsQuotes(std::string_view cell) {
  if (cell.empty() || cell.front() == '#' || isBlank(cell.front()) || isBlank(cell.back())) return true;
  for (char c : cell) {
    unsigned char u = static_cast<unsigned char>(c);
    if (c == '|' || c == '"' || u < 0x20 || u > 0x7e) return true;
  }
  return false;
}

std::string formatRow(const std::vector<std::string>& cells) {
  std::string out = "|";
  for (const std::string& cell : cells)
    out += " " + (cell.empty() || !cellNeedsQuotes(cell) ? cell : quote(cell)) + " |";
  return out + "\n";
}

Result<std::vector<Block>> parseBlocks(const TextFile& file) {
  std::vector<Block> blocks;
  for (const TextLine& line : file.lines()) {
    if (isBlankOrComment(line.text)) continue;
    std::string_view t = trim(line.text);
    auto fail = [&](const std::string& why) { return file.error(line.number, why); };
    if (t.front() == '[') {
      if (t.back() != ']') return fail("a section header must end with ]");
      Result<std::vector<Token>> tk = tokenize(t.substr(1, t.size() - 2));
      if (!tk) return fail(tk.status().message());
      if (tk->empty() || (*tk)[0].quoted) return fail("a section header needs a name");
      for (const Token& v : *tk)
        if (v.isEquals()) return fail("a stray = in a section header");
      blocks.push_back({line.number, std::move(*tk), {}, {}});
      continue;
    }
    if (blocks.empty()) return fail("expected a [section] before anything else");
    Block& b = blocks.back();
    if (t.front() == '|') {
      Result<std::vector<std::string>> cells = parseCells(t);
      if (!cells)
        return fail(b.title() + " row " + std::to_string(b.rows.size() + 1) + ": " + cells.status().message());
      b.rows.push_back({line.number, std::move(*cells)});
      continue;
    }
    Result<std::vector<Token>> tk = tokenize(t);
    if (!tk) return fail(tk.status().message());
    if (tk->size() < 2 || !(*tk)[1].isEquals() || (*tk)[0].isEquals() || (*tk)[0].quoted)
      return fail("expected key = value or a | row |");
    const std::string& key = (*tk)[0].text;
    if (!b.rows.empty()) return fail("\"" + key + "\" comes after the rows of " + b.title() + "; keys come first");
    if (const BlockEntry* e = b.entry(key))
      return fail("\"" + key + "\" is given twice in " + b.title() + " (also line " + std::to_string(e->line) + ")");
    BlockEntry e{line.number, key, {}};
    for (size_t i = 2; i < tk->size(); ++i) {
      if ((*tk)[i].isEquals()) return fail("a stray = (quote text with =)");
      e.values.push_back((*tk)[i]);
    }
    b.entries.push_back(std::move(e));
  }
  return blocks;
}

Status expectColumns(const TextFile& file, const Block& block, const std::vector<std::string>& expected) {
  const BlockEntry* e = block.entry("columns");
  if (!e) {
    if (block.rows.empty()) return Status::ok();
    return file.error(block.line, block.title() + " has no \"columns\" (columns = " + joined(expected) + ")");
  }
  std::vector<std::string> got;
  for (const Token& t : e->values) got.push_back(t.text);
  if (got != expected)
    return file.error(e->line,
                      block.title() + " columns must be \"" + joined(expected) + "\", not \"" + joined(got) + "\"");
  for (size_t r = 0; r < block.rows.size(); ++r)
    if (block.rows[r].cells.size() != expected.size())
      return file.error(block.rows[r].line, block.title() + " row " + std::to_string(r + 1) + " has " +
                                                std::to_string(block.rows[r].cells.size()) + " cells, not " +
                                                std::to_string(expected.size()));
  return Status::ok();
}

std::string formatColumns(const std::vector<std::string>& columns) { return "columns = " + joined(columns) + "\n"; }

Status expectKeys(const TextFile& file, const Block& block, const std::vector<std::string>& allowed) {
  for (const BlockEntry& e : block.entries) {
    bool ok = e.key == "columns";
    for (const std::string& a : allowed) ok |= e.key == a;
    if (!ok) return file.error(e.line, "unknown key \"" + e.key + "\" in " + block.title());
  }
  return Status::ok();
}

Status singleValue(const TextFile& file, const Block& block, const std::string& key, std::string& out, bool required) {
  const BlockEntry* e = block.entry(key);
  if (!e) {
    if (required) return file.error(block.line, block.title() + " has no \"" + key + "\"");
    return Status::ok();
  }
  if (e->values.size() != 1)
    return file.error(e->line,
                      "\"" + key + "\" takes one value" + (e->values.empty() ? "" : " (quote text with spaces)"));
  out = e->values[0].text;
  return Status::ok();
}

Status parseCanonicalInt(const TextFile& file, int line, const std::string& what, const std::string& text, int& out) {
  long long v = 0;
  if (!parseLong(text, v) || v < -1000000000LL || v > 1000000000LL)
    return file.error(line, what + ": \"" + text + "\" is not a whole number");
  if (std::to_string(v) != text)
    return file.error(line, what + ": \"" + text + "\" is not canonical; write \"" + std::to_string(v) + "\"");
  out = int(v);
  return Status::ok();
}

}  // namespace cartouche::text
