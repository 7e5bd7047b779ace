// The legend of map.txt: which short symbol stands for which terrain id. On dump the legend is derived from the
// vocabulary alone (plus any id the map uses that the vocabulary lacks), so equal battles give equal legends; on
// load the legend written in the file is the only truth, so a hand-written legend works. Thread-safety: values.
#pragma once

#include <string>
#include <vector>

#include "model/terrain.h"

namespace cartouche::text {

struct LegendEntry {
  std::string symbol;
  TerrainId id = 0;
};

// Every hex terrain of the vocabulary, then every other id found in `used` (hexside features painted on hexes,
// ids the vocabulary lacks), in id order. Symbols are one character when they fit ('.' for the first hex terrain,
// the open ground that fills most maps; else a letter of the code when one is free), else fixed-width base-62
// numbers.
std::vector<LegendEntry> deriveLegend(const TerrainVocabulary& vocabulary, const std::vector<TerrainId>& used);

// How a legend entry names its terrain: the code, or `#17` for an id the vocabulary lacks.
std::string terrainReference(const TerrainVocabulary& vocabulary, TerrainId id);
// The reverse; on failure the reason without a file prefix.
Result<TerrainId> parseTerrainReference(const TerrainVocabulary& vocabulary, const std::string& text);

// A symbol a file may use: non-empty, no blank, none of # = " (comment, assignment, quoting), and not "legend".
bool validSymbol(const std::string& symbol);

}  // namespace cartouche::text
