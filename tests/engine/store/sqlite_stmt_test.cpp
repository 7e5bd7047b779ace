// A bind SQLite refuses (memory running out while it copies a text or blob, or one past the length limit) leaves its
// parameter NULL; the statement must then fail with that error, naming the file, and write no row, rather than write
// the row without the value. The import-dem allocation sweep found a map chunk written as NULL that way, the import
// reported done and the hexes' heights lost. After the failure the statement runs again with good binds.
#include <gtest/gtest.h>

#include <vector>

#include "store/sqlite_db.h"
#include "support/temp_dir.h"

namespace cartouche {
namespace {

int64_t rows(Db& db) { return db.queryInt("SELECT count(*) FROM t").value(); }

TEST(Stmt, ABindThatFailsWritesNoRowAndSaysWhy) {
  testing::TempDir dir("stmt");
  const std::string path = dir / "t.sqlite";
  Result<Db> opened = Db::open(path, Db::Mode::Create);
  ASSERT_TRUE(opened.isOk()) << opened.status().message();
  Db& db = *opened;
  ASSERT_TRUE(db.exec("CREATE TABLE t (name TEXT, data BLOB)").isOk());
  sqlite3_limit(db.handle(), SQLITE_LIMIT_LENGTH, 64);  // a longer text or blob is refused at the bind: SQLITE_TOOBIG
  Result<Stmt> insert = db.prepare("INSERT INTO t VALUES (?1, ?2)");
  ASSERT_TRUE(insert.isOk()) << insert.status().message();

  insert->bind(1, std::string_view("Zajączek"));
  insert->bindBlob(2, std::vector<uint8_t>(100, 7));
  Status blob = insert->run();
  EXPECT_FALSE(blob.isOk());
  EXPECT_NE(blob.message().find(path), std::string::npos) << blob.message();
  EXPECT_NE(blob.message().find("too big"), std::string::npos) << blob.message();
  EXPECT_EQ(rows(db), 0);

  insert->bind(1, std::string(100, 'x'));
  insert->bindBlob(2, std::vector<uint8_t>(10, 7));
  EXPECT_FALSE(insert->run().isOk());
  EXPECT_EQ(rows(db), 0);

  insert->bind(1, std::string_view("Kościuszko"));
  insert->bindBlob(2, std::vector<uint8_t>(10, 7));
  EXPECT_TRUE(insert->run().isOk());
  EXPECT_EQ(rows(db), 1);
  EXPECT_EQ(db.queryText("SELECT name FROM t").value(), "Kościuszko");
}

}  // namespace
}  // namespace cartouche
