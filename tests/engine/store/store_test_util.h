// Helpers shared by the store tests: sample battles with every kind of content, a scratch folder that is also the
// working-copy state folder, file bytes, and the external GeoPackage checks (validate_gpkg.py, ogrinfo).
#pragma once

#include <cstdint>
#include <string>

#include "model/battle.h"
#include "support/temp_dir.h"

namespace cartouche::test {

// A battle with hex and hexside types, painted terrain and levels, hexside features (directional ones too), slope
// overrides, info, scenarios and ruleset tables (sampleRules), the test army with three set-ups (support/army_builder.h);
// metres when asked (with some NaN).
Battle sampleBattle(int columns = 70, int rows = 66, bool metres = false);

// Three ruleset tables that pass checkTableStructure: "movement" (7 columns: terrain, four move-cost, requires,
// after; rows clear, woods, stream, road), "carre" (a two-dice table: roll, result; three rows) and "fire" (a fire
// multiplier table: formation, line, light; two rows). Blank cells, quoting cases and Polish letters included.
std::vector<RuleTable> sampleRules();

// A fresh folder (a TempDir); CARTOUCHE_STATE_DIR points to its "state" subfolder while the object lives.
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  std::string path(const std::string& name) const { return dir_ / name; }
  std::string dir() const { return dir_.str(); }

 private:
  testing::TempDir dir_{"store"};
};

std::string fileBytes(const std::string& path);
// The file's bytes with the SQLite schema cookie (header bytes 40..43) zeroed. The cookie counts schema changes:
// VACUUM INTO writes the source's count plus one, and a migration's ALTER TABLE is one change more than a new file's
// CREATE TABLE, so a file saved from a working copy or a migrated file differs from a new one there and nowhere else.
std::string fileBytesBesideSchemaCookie(const std::string& path);
void writeBytes(const std::string& path, const std::string& bytes);
// Runs a shell command; returns its exit status and puts its output in `output`.
int runCommand(const std::string& command, std::string* output = nullptr);
// validate_gpkg.py --extra --warning-as-error: its exit status (0 = valid) with its messages in `output`.
int validateGeoPackage(const std::string& path, std::string* output);
// Runs `sql` on the file with a plain read-write connection (for building broken fixtures).
void execSql(const std::string& path, const std::string& sql);
// The first column of the first row of `sql` on the file.
int64_t queryInt(const std::string& path, const std::string& sql);

}  // namespace cartouche::test
