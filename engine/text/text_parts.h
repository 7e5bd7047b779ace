// The per-file readers and writers behind battle_text.h, one pair per file of the format. Writers return the whole
// file text; readers fill their part of a battle under construction and name the file and line of any problem.
// Internal to cartouche_text. Thread-safety: free functions.
#pragma once

#include <string>
#include <vector>

#include "model/battle.h"
#include "text/text_syntax.h"

namespace cartouche::text {

inline constexpr int kFormatVersion = 1;
// The largest turn_minutes and turns of scenarios.txt (the reader refuses more, so the writer does too).
inline constexpr int kMaxScenarioTurns = 1000000;

std::string writeBattleInfo(const Battle& battle);
std::string writeTerrain(const TerrainVocabulary& vocabulary);
std::string writeScenarios(const std::vector<Scenario>& scenarios);
// REQUIRES: checkRulesWritable(tables) is ok.
std::string writeRules(const std::vector<RuleTable>& tables);
// What rules.txt cannot hold: two tables with one code, a bad table code, a table failing checkTableStructure, a
// column code that is not a bare word.
Status checkRulesWritable(const std::vector<RuleTable>& tables);
std::string writeMap(const TerrainVocabulary& vocabulary, const HexMap& map);
std::string writeElevation(const HexMap& map);
std::string writeMetres(const HexMap& map);
// REQUIRES: every hexside touches the map.
std::string writeHexsides(const TerrainVocabulary& vocabulary, const HexMap& map);

// layers.txt: the ground placement and the layer rows. REQUIRES: checkLayersWritable(battle) is ok.
std::string writeLayers(const Battle& battle);
// What layers.txt cannot hold: two layers with one name, a layer failing checkMapLayer, control points on a layer
// not georeferenced by them.
Status checkLayersWritable(const Battle& battle);
Status readLayers(const TextFile& file, Battle& battle);

// army-vocabulary.txt, army.txt and setups.txt. The check functions name what the reader would refuse: a code twice,
// a reference to something not defined, a value for a field the vocabulary lacks, a hex off the map.
Status checkArmyVocabularyWritable(const ArmyVocabulary& vocabulary);
std::string writeArmyVocabulary(const ArmyVocabulary& vocabulary);
Status readArmyVocabulary(const TextFile& file, ArmyVocabulary& vocabulary);
Status checkArmyWritable(const ArmyVocabulary& vocabulary, const Army& army);
std::string writeArmy(const ArmyVocabulary& vocabulary, const Army& army);
Status readArmy(const TextFile& file, const ArmyVocabulary& vocabulary, Army& army);
Status checkSetupsWritable(const Battle& battle);
// Whether any scenario has something for setups.txt.
bool needsSetups(const std::vector<Scenario>& scenarios);
std::string writeSetups(const Battle& battle);
// Reads into `scenarios`, which scenarios.txt has filled.
Status readSetups(const TextFile& file, const GridSettings& grid, const ArmyVocabulary& vocabulary, const Army& army,
                  std::vector<Scenario>& scenarios);

Status readBattleInfo(const TextFile& file, std::map<std::string, std::string>& info, GridSettings& grid);
Status readTerrain(const TextFile& file, TerrainVocabulary& vocabulary);
Status readScenarios(const TextFile& file, std::vector<Scenario>& scenarios);
Status readRules(const TextFile& file, std::vector<RuleTable>& tables);
Status readMap(const TextFile& file, const TerrainVocabulary& vocabulary, HexMap& map);
Status readElevation(const TextFile& file, HexMap& map);
Status readMetres(const TextFile& file, HexMap& map);
Status readHexsides(const TextFile& file, const TerrainVocabulary& vocabulary, HexMap& map);

// How many blanks push a shifted row right so the hex shape shows: half a cell of `cellWidth` characters.
int rowIndent(const GridSettings& grid, int row, int cellWidth);

}  // namespace cartouche::text
