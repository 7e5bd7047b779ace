// The block layer of the text format shared by rules.txt, army-vocabulary.txt, army.txt and setups.txt: `[kind
// ARG ...]` headers, each followed by `key = value ...` lines (a key may take a list of values, or none) and then
// `| cell | cell |` rows. Cells are written bare when nothing in them could be read another way, else quoted with
// the escapes of text_syntax.h. Every error names the file and line. Thread-safety: plain values.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "text/text_syntax.h"

namespace cartouche::text {

struct BlockEntry {
  int line = 0;
  std::string key;
  std::vector<Token> values;
};

struct BlockRow {
  int line = 0;
  std::vector<std::string> cells;
};

struct Block {
  int line = 0;
  std::vector<Token> header;  // the tokens between [ and ]
  std::vector<BlockEntry> entries;
  std::vector<BlockRow> rows;

  // "[units]", "[setup historical-1]": the header as written, for messages.
  std::string title() const;
  // The entry for `key`, or null.
  const BlockEntry* entry(const std::string& key) const;
};

// Reads a whole file into blocks. Keys come before the rows of their block and appear once in it; a row before any
// header, or a line that is neither header, key nor row, is an error.
Result<std::vector<Block>> parseBlocks(const TextFile& file);

// The cells of a `| a | "b c" | |` line (blanks around a bare cell ignored; an empty cell is ""). On error, the
// reason without a file prefix.
Result<std::vector<std::string>> parseCells(std::string_view line);

// Whether a cell must be quoted to read back as itself.
bool cellNeedsQuotes(std::string_view cell);
// "| a | "b c" |  |\n": one blank on each side of every cell.
std::string formatRow(const std::vector<std::string>& cells);

// Checks that the block's `columns` key lists exactly `expected` (in order) and that every row has one cell per
// column; names the line that differs.
Status expectColumns(const TextFile& file, const Block& block, const std::vector<std::string>& expected);
// The `columns =` line of a block with these columns.
std::string formatColumns(const std::vector<std::string>& columns);

// Checks that the block has only the keys in `allowed` (plus "columns" when it has rows or a columns key).
Status expectKeys(const TextFile& file, const Block& block, const std::vector<std::string>& allowed);

// One value of an entry: exactly one token. `out` is left alone when the key is absent.
Status singleValue(const TextFile& file, const Block& block, const std::string& key, std::string& out,
                   bool required = false);

// An integer cell or value in canonical form ("-3", "12"; not "+3", "012"); `what` names it in the message.
Status parseCanonicalInt(const TextFile& file, int line, const std::string& what, const std::string& text, int& out);

}  // namespace cartouche::text
