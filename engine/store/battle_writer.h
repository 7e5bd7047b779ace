// Writes a Battle's rows into a database that already has the current layout: everything at once (new files, and
// after a grid change), or only the chunks, hexsides and tables a ChangeSet names (the working copy). Rows go in a
// canonical order with canonical ids, so equal battles give equal tables. The caller owns the transaction.
// Not thread-safe: one writer per connection.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "edit/change_set.h"
#include "model/battle.h"
#include "store/map_chunks.h"
#include "store/row_checks.h"
#include "store/sqlite_db.h"

namespace cartouche {

class BattleWriter {
 public:
  // REQUIRES: `db` has the current layout and outlives the writer.
  static Result<BattleWriter> create(Db& db);

  // Both first check the army, scenario and set-up rows they will write (store/row_checks.h) and refuse, writing
  // nothing, what the reader would refuse.
  Status writeAll(const Battle& battle);
  // Only what `changes` names. `metresStored` says whether the chunks on disk hold metres; when the map's
  // hasMetres() differs, every chunk is rewritten. REQUIRES: the last write through this writer succeeded (after a
  // refusal or a failure, write everything again with writeAll, as the working copy does).
  Status writeChanges(const Battle& battle, const ChangeSet& changes, bool metresStored);

  Status writeGrid(const GridSettings& grid);
  Status writeAllChunks(const HexMap& map);
  Status writeChunk(const HexMap& map, const ChunkRect& rect);
  Status writeAllHexsides(const HexMap& map);
  Status writeHexside(const HexMap& map, HexsideId id);
  Status writeVocabulary(const TerrainVocabulary& vocabulary);
  Status writeInfo(const std::map<std::string, std::string>& info);
  Status writeScenarios(const std::vector<Scenario>& scenarios);
  // The three below write what they are given. REQUIRES: checkBattleRows passed for it (writeAll and writeChanges
  // check first).
  // Rewrites every army table (army_tables.h).
  Status writeArmy(const ArmyVocabulary& vocabulary, const Army& army);
  // Rewrites the set-up rows of the scenarios named in `codes`, or of all of them (setup_tables.h).
  Status writeSetups(const std::vector<Scenario>& scenarios, const std::vector<std::string>* codes);
  // Rewrites every ruleset table (a few hundred cells at most: one edit rewrites them all in well under a
  // millisecond). Refuses tables that fail checkTableStructure or share a code, before writing anything.
  Status writeRules(const std::vector<RuleTable>& rules);

 private:
  explicit BattleWriter(Db& db) : db_(&db) {}
  Db* db_;
  Stmt chunk_, hexside_, deleteHexside_;
  ChunkBlobs blobs_;  // reused between chunks
  // The army as last checked: a set-up edit, which leaves the army alone, checks its rows against it.
  std::optional<ArmyRowChecks> armyChecks_;
};

}  // namespace cartouche
