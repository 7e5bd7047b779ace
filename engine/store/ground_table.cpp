#include "store/ground_table.h"

#include <cmath>

#include "store/atomic_file.h"
#include "store/layer_import.h"
#include "store/row_reader.h"
#include "store/schema_check.h"

namespace cartouche {

namespace {

Status checkGround(const StoredGround& g) {
  if (g.crs.empty()) return Status::invalidArgument("crs: empty");
  if (!std::isfinite(g.originX) || !std::isfinite(g.originY)) return Status::invalidArgument("origin: not finite");
  if (!(std::abs(g.rotationDegrees) < 360)) return Status::invalidArgument("rotation_deg: not in (-360, 360)");
  return Status::ok();
}

}  // namespace

Result<std::optional<StoredGround>> readGround(Db& db) {
  auto st = db.prepare("SELECT id, crs, origin_x, origin_y, rotation_deg FROM battle_ground ORDER BY id");
  if (!st) return st.status();
  std::optional<StoredGround> ground;
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_ground");
    if (ground || row.id() != 1) return row.fail("id", "the placement has at most one row, id 1");
    StoredGround g;
    g.crs = row.text(1, "crs");
    g.originX = row.real(2, "origin_x");
    g.originY = row.real(3, "origin_y");
    g.rotationDegrees = row.real(4, "rotation_deg");
    if (!row.ok()) return row.status();
    if (Status c = checkGround(g); !c) {
      const std::string m = c.message();
      const size_t colon = m.find(':');
      return row.fail(m.substr(0, colon), m.substr(colon + 2));
    }
    ground = std::move(g);
  }
  if (!s) return s;
  return ground;
}

Status writeGround(Db& db, const std::optional<StoredGround>& ground) {
  if (ground)
    if (Status c = checkGround(*ground); !c) return Status::invalidArgument("battle placement: " + c.message());
  if (Status s = db.exec("DELETE FROM battle_ground"); !s) return s;
  if (!ground) return Status::ok();
  auto st = db.prepare("INSERT INTO battle_ground (id, crs, origin_x, origin_y, rotation_deg) VALUES (1, ?, ?, ?, ?)");
  if (!st) return st.status();
  st->bind(1, std::string_view(ground->crs));
  st->bind(2, ground->originX);
  st->bind(3, ground->originY);
  st->bind(4, ground->rotationDegrees);
  return st->run();
}

Result<std::optional<StoredGround>> readBattleGround(const std::string& path) {
  if (Status s = checkSqliteHeader(path); !s) return s;
  auto db = Db::open(path, Db::Mode::ReadOnlyUntrusted);
  if (!db) return db.status();
  auto version = checkBattleStructure(*db);
  if (!version) return version.status();
  if (*version < 4) return std::optional<StoredGround>{};
  return readGround(*db);
}

Status writeBattleGround(const std::string& path, const std::optional<StoredGround>& ground) {
  auto copy = LayerImport::start(path);
  if (!copy) return copy.status();
  auto db = Db::open(copy->copyPath(), Db::Mode::ReadWrite);
  if (!db) return db.status();
  if (Status s = db->exec("BEGIN IMMEDIATE"); !s) return s;
  if (Status s = writeGround(*db, ground); !s) return s;
  if (Status s = db->exec("COMMIT"); !s) return s;
  if (auto g = readGround(*db); !g) return g.status();
  return vacuumIntoAtomically(*db, path);
}

}  // namespace cartouche
