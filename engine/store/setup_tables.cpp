#include "store/setup_tables.h"

#include <algorithm>
#include <array>

#include "store/row_checks.h"
#include "store/row_codes.h"
#include "store/row_reader.h"

namespace cartouche {

namespace {

constexpr int64_t kMaxPosition = kSetupIdStride - 1;

constexpr const char* kSetupTables[] = {
    "battle_placements",     "battle_leader_placements",     "battle_removed",
    "battle_reinforcements", "battle_reinforcement_members", "battle_reinforcement_entries",
    "battle_turn_track",     "battle_morale_levels",         "battle_victory"};
constexpr const char* kMemberKinds[] = {"unit", "leader"};
constexpr const char* kTrackKinds[] = {"dusk", "night", "note"};
constexpr const char* kVictoryKinds[] = {"points", "objective", "note"};

// Reading one set-up table: the rows of each scenario in position order.
class SetupRows {
 public:
  SetupRows(Db& db, Battle& battle, const ArmyRowChecks& army, const char* table)
      : db_(db), battle_(battle), table_(table), checks_(battle.scenarios.size(), SetupRowChecks(army)) {}

  // Runs `columns` (after id, scenario_id) ordered by `order`; `each` reads one row of one scenario.
  template <typename F>
  Status forEach(const std::string& columns, const std::string& order, F each) {
    auto st = db_.prepare("SELECT id, scenario_id, " + columns + " FROM " + table_ + " ORDER BY scenario_id, " + order +
                          ", id");
    if (!st) return st.status();
    Status s;
    while (st->step(s)) {
      RowReader row(*st, db_.path(), table_.c_str());
      int64_t id = row.integer(1, "scenario_id", 1, int64_t(battle_.scenarios.size()));
      if (!row.ok()) return row.status();
      Scenario& sc = battle_.scenarios[size_t(id - 1)];
      row.setSubject("scenario \"" + sc.code + "\"");
      if (Status r = each(row, sc, checks_[size_t(id - 1)]); !r) return r;
    }
    return s;
  }

  const Battle& battle() const { return battle_; }

 private:
  Db& db_;
  Battle& battle_;
  std::string table_;
  std::vector<SetupRowChecks> checks_;  // per scenario
};

Status fail(RowReader& row, const RowProblem& p) { return row.fail(p.field, p.what); }

Status checkPosition(RowReader& row, int col, size_t count) {
  int64_t position = row.integer(col, "position", 1, kMaxPosition);
  if (!row.ok()) return row.status();
  if (position != int64_t(count) + 1)
    return row.fail("position", "positions run 1, 2, 3... without gaps; expected " + std::to_string(count + 1) +
                                    ", found " + std::to_string(position));
  return Status::ok();
}

// A hex as axial q, r: both NULL is no hex (when `optional`). A hex off the map is kept, like an unknown terrain
// id: a grid change may leave counters there, and validation reports them so they can be moved back.
std::optional<Hex> readHex(RowReader& row, int qCol, const char* q, const char* r, bool optional) {
  if (optional && row.isNull(qCol) && row.isNull(qCol + 1)) return std::nullopt;
  if (row.isNull(qCol) != row.isNull(qCol + 1))
    return row.fail(row.isNull(qCol) ? q : r,
                    std::string("missing while ") + (row.isNull(qCol) ? r : q) + " is given; a hex needs both"),
           std::nullopt;
  Hex h{int(row.integer(qCol, q, -kMaxCoordinate, kMaxCoordinate)),
        int(row.integer(qCol + 1, r, -kMaxCoordinate, kMaxCoordinate))};
  if (!row.ok()) return std::nullopt;
  return h;
}

Status readPlacements(Db& db, Battle& b, const ArmyRowChecks& army) {
  SetupRows rows(db, b, army, "battle_placements");
  return rows.forEach("position, unit, q, r, second_q, second_r, formation, facing, note", "position",
                      [&](RowReader& row, Scenario& sc, SetupRowChecks& checks) {
                        if (Status p = checkPosition(row, 2, sc.setup.size()); !p) return p;
                        Placement pl;
                        pl.unit = row.text(3, "unit");
                        pl.hex = readHex(row, 4, "q", "r", true);
                        pl.second = readHex(row, 6, "second_q", "second_r", true);
                        pl.formation = row.text(8, "formation");
                        auto facing = row.optInteger(9, "facing", 0, 11);
                        pl.note = row.text(10, "note");
                        if (!row.ok()) return row.status();
                        if (facing) pl.facing = Facing(*facing);
                        if (RowProblem p = checks.placement(pl)) return fail(row, p);
                        sc.setup.push_back(std::move(pl));
                        return Status::ok();
                      });
}

Status readLeaderPlacements(Db& db, Battle& b, const ArmyRowChecks& army) {
  SetupRows rows(db, b, army, "battle_leader_placements");
  return rows.forEach("position, leader, at, q, r, unit, note", "position",
                      [&](RowReader& row, Scenario& sc, SetupRowChecks& checks) {
                        if (Status p = checkPosition(row, 2, sc.leaders.size()); !p) return p;
                        LeaderPlacement lp;
                        lp.leader = row.text(3, "leader");
                        lp.at = LeaderAt(row.code(4, "at", leaderAtNames()));
                        if (!row.ok()) return row.status();
                        lp.hex = readHex(row, 5, "q", "r", lp.at != LeaderAt::Hex);
                        lp.unit = row.text(7, "unit");
                        lp.note = row.text(8, "note");
                        if (!row.ok()) return row.status();
                        if (RowProblem p = checks.leaderPlacement(lp)) return fail(row, p);
                        sc.leaders.push_back(std::move(lp));
                        return Status::ok();
                      });
}

Status readRemoved(Db& db, Battle& b, const ArmyRowChecks& army) {
  SetupRows rows(db, b, army, "battle_removed");
  return rows.forEach("position, code", "position", [&](RowReader& row, Scenario& sc, SetupRowChecks& checks) {
    if (Status p = checkPosition(row, 2, sc.removed.size()); !p) return p;
    std::string code = row.text(3, "code");
    if (!row.ok()) return row.status();
    if (RowProblem p = checks.removed(code)) return fail(row, p);
    sc.removed.push_back(std::move(code));
    return Status::ok();
  });
}

Status readReinforcements(Db& db, Battle& b, const ArmyRowChecks& army) {
  SetupRows rows(db, b, army, "battle_reinforcements");
  Status s = rows.forEach("position, turn, when_occupied, note", "position",
                          [&](RowReader& row, Scenario& sc, SetupRowChecks& checks) {
                            if (Status p = checkPosition(row, 2, sc.reinforcements.size()); !p) return p;
                            Reinforcement r;
                            r.turn = int(row.integer(3, "turn", 1, kMaxTurn));
                            r.whenOccupied = WhenOccupied(row.code(4, "when_occupied", whenOccupiedNames()));
                            r.note = row.text(5, "note");
                            if (!row.ok()) return row.status();
                            if (RowProblem p = checks.reinforcement(r)) return fail(row, p);
                            sc.reinforcements.push_back(std::move(r));
                            return Status::ok();
                          });
  if (!s) return s;
  auto which = [](RowReader& row, Scenario& sc) -> Reinforcement* {
    int64_t n = row.integer(2, "reinforcement", 1, int64_t(sc.reinforcements.size()));
    if (!row.ok()) return nullptr;
    return &sc.reinforcements[size_t(n - 1)];
  };
  SetupRows members(db, b, army, "battle_reinforcement_members");
  s = members.forEach("reinforcement, kind, position, code", "reinforcement, kind, position",
                      [&](RowReader& row, Scenario& sc, SetupRowChecks& checks) {
                        Reinforcement* r = which(row, sc);
                        if (!r) return row.status();
                        int kind = row.code(3, "kind", kMemberKinds);
                        if (!row.ok()) return row.status();
                        std::vector<std::string>& list = kind == 0 ? r->units : r->leaders;
                        if (Status p = checkPosition(row, 4, list.size()); !p) return p;
                        std::string code = row.text(5, "code");
                        if (!row.ok()) return row.status();
                        if (RowProblem p = checks.member(kind == 1, code)) return fail(row, p);
                        list.push_back(std::move(code));
                        return Status::ok();
                      });
  if (!s) return s;
  SetupRows entries(db, b, army, "battle_reinforcement_entries");
  return entries.forEach("reinforcement, position, q, r", "reinforcement, position",
                         [&](RowReader& row, Scenario& sc, SetupRowChecks&) {
                           Reinforcement* r = which(row, sc);
                           if (!r) return row.status();
                           if (Status p = checkPosition(row, 3, r->entry.size()); !p) return p;
                           auto h = readHex(row, 4, "q", "r", false);
                           if (!row.ok()) return row.status();
                           r->entry.push_back(*h);
                           return Status::ok();
                         });
}

Status readTurnTrack(Db& db, Battle& b, const ArmyRowChecks& army) {
  SetupRows rows(db, b, army, "battle_turn_track");
  std::vector<size_t> notes(b.scenarios.size());
  return rows.forEach("kind, position, turn, note", "kind, position",
                      [&](RowReader& row, Scenario& sc, SetupRowChecks&) {
                        int kind = row.code(2, "kind", kTrackKinds);
                        int turn = int(row.integer(4, "turn", 1, kMaxTurn));
                        std::string note = row.text(5, "note");
                        if (!row.ok()) return row.status();
                        TurnTrack& t = sc.turnTrack;
                        size_t& noteCount = notes[size_t(&sc - b.scenarios.data())];
                        if (Status p = checkPosition(row, 3,
                                                     kind == 0   ? t.duskTurns.size()
                                                     : kind == 1 ? t.nightTurns.size()
                                                                 : noteCount);
                            !p)
                          return p;
                        if (kind == 2) {
                          if (!t.notes.emplace(turn, std::move(note)).second)
                            return row.fail("turn", "turn " + std::to_string(turn) + " has a note already");
                          ++noteCount;
                          return Status::ok();
                        }
                        if (!note.empty()) return row.fail("note", "dusk and night rows carry no note");
                        (kind == 0 ? t.duskTurns : t.nightTurns).push_back(turn);
                        return Status::ok();
                      });
}

Status readMorale(Db& db, Battle& b, const ArmyRowChecks& army) {
  SetupRows rows(db, b, army, "battle_morale_levels");
  return rows.forEach("position, side, node, level, note", "position",
                      [&](RowReader& row, Scenario& sc, SetupRowChecks& checks) {
                        if (Status p = checkPosition(row, 2, sc.morale.size()); !p) return p;
                        MoraleLevel m;
                        m.side = row.text(3, "side");
                        m.node = row.text(4, "node");
                        auto level = row.optInteger(5, "level", -kMaxPoints, kMaxPoints);
                        m.note = row.text(6, "note");
                        if (!row.ok()) return row.status();
                        if (level) m.level = int(*level);
                        if (RowProblem p = checks.morale(m)) return fail(row, p);
                        sc.morale.push_back(std::move(m));
                        return Status::ok();
                      });
}

Status readVictory(Db& db, Battle& b, const ArmyRowChecks& army) {
  SetupRows rows(db, b, army, "battle_victory");
  std::vector<std::array<size_t, 3>> counts(b.scenarios.size());
  return rows.forEach(
      "kind, position, side, q, r, text, points", "kind, position",
      [&](RowReader& row, Scenario& sc, SetupRowChecks& checks) {
        int kind = row.code(2, "kind", kVictoryKinds);
        if (!row.ok()) return row.status();
        size_t& count = counts[size_t(&sc - b.scenarios.data())][size_t(kind)];
        if (Status p = checkPosition(row, 3, count); !p) return p;
        std::string side = row.text(4, "side");
        std::string text = row.text(7, "text");
        auto points = row.optInteger(8, "points", -kMaxPoints, kMaxPoints);
        if (!row.ok()) return row.status();
        Victory& v = sc.victory;
        if (kind == 0) {
          if (!points) return row.fail("points", "missing");
          if (!row.isNull(5) || !row.isNull(6) || !text.empty())
            return row.fail("text", "a points row has no hex or text");
          if (RowProblem p = checks.automaticPoints(side, int(*points))) return fail(row, p);
          if (!v.automaticPoints.emplace(side, int(*points)).second)
            return row.fail("side", "\"" + side + "\" has automatic points already");
        } else if (kind == 1) {
          auto h = readHex(row, 5, "q", "r", false);
          if (!row.ok()) return row.status();
          Objective o{*h, std::move(text), std::move(side), points ? std::optional<int>(int(*points)) : std::nullopt};
          if (RowProblem p = checks.objective(o)) return fail(row, p);
          v.objectives.push_back(std::move(o));
        } else {
          if (count > 0) return row.fail("position", "a scenario has one victory note");
          if (!side.empty() || points || !row.isNull(5) || !row.isNull(6))
            return row.fail("side", "a note row has only its text");
          v.note = std::move(text);
        }
        ++count;
        return Status::ok();
      });
}

// Binds `h` at `col` and `col + 1`, or NULLs.
void bindHex(Stmt& st, int col, const std::optional<Hex>& h) {
  if (h) {
    st.bind(col, int64_t(h->q));
    st.bind(col + 1, int64_t(h->r));
  } else {
    st.bindNull(col);
    st.bindNull(col + 1);
  }
}

void bindOpt(Stmt& st, int col, const std::optional<int>& v) {
  if (v)
    st.bind(col, int64_t(*v));
  else
    st.bindNull(col);
}

struct SetupWriter {
  Db& db;
  Stmt placement, leader, removed, reinforcement, member, entry, track, morale, victory;
  int64_t next = 0;  // the next row id of the scenario being written, per table

  static Result<SetupWriter> create(Db& db) {
    SetupWriter w{db};
    std::pair<Stmt*, const char*> all[] = {
        {&w.placement,
         "INSERT INTO battle_placements (id, scenario_id, position, unit, q, r, second_q, second_r, formation, "
         "facing, note) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)"},
        {&w.leader,
         "INSERT INTO battle_leader_placements (id, scenario_id, position, leader, at, q, r, unit, note) "
         "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"},
        {&w.removed, "INSERT INTO battle_removed (id, scenario_id, position, code) VALUES (?1, ?2, ?3, ?4)"},
        {&w.reinforcement,
         "INSERT INTO battle_reinforcements (id, scenario_id, position, turn, when_occupied, note) "
         "VALUES (?1, ?2, ?3, ?4, ?5, ?6)"},
        {&w.member,
         "INSERT INTO battle_reinforcement_members (id, scenario_id, reinforcement, kind, position, code) "
         "VALUES (?1, ?2, ?3, ?4, ?5, ?6)"},
        {&w.entry,
         "INSERT INTO battle_reinforcement_entries (id, scenario_id, reinforcement, position, q, r) "
         "VALUES (?1, ?2, ?3, ?4, ?5, ?6)"},
        {&w.track,
         "INSERT INTO battle_turn_track (id, scenario_id, kind, position, turn, note) VALUES (?1, ?2, ?3, ?4, ?5, "
         "?6)"},
        {&w.morale,
         "INSERT INTO battle_morale_levels (id, scenario_id, position, side, node, level, note) "
         "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"},
        {&w.victory,
         "INSERT INTO battle_victory (id, scenario_id, kind, position, side, q, r, text, points) "
         "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"},
    };
    for (auto& [st, sql] : all) {
      auto p = db.prepare(sql);
      if (!p) return p.status();
      *st = std::move(*p);
    }
    return w;
  }

  // Starts a row: binds its id and scenario id.
  Stmt& row(Stmt& st, int64_t scenarioId, int64_t& counter) {
    st.bind(1, scenarioId * kSetupIdStride + ++counter);
    st.bind(2, scenarioId);
    return st;
  }

  Status write(const Scenario& sc, int64_t id) {
    for (const char* table : kSetupTables) {
      auto del = db.prepare(std::string("DELETE FROM ") + table + " WHERE scenario_id = ?1");
      if (!del) return del.status();
      del->bind(1, id);
      if (Status s = del->run(); !s) return s;
    }
    int64_t n = 0;
    for (size_t i = 0; i < sc.setup.size(); ++i) {
      const Placement& p = sc.setup[i];
      Stmt& st = row(placement, id, n);
      st.bind(3, int64_t(i + 1));
      st.bind(4, p.unit);
      bindHex(st, 5, p.hex);
      bindHex(st, 7, p.second);
      st.bind(9, p.formation);
      bindOpt(st, 10, p.facing);
      st.bind(11, p.note);
      if (Status s = st.run(); !s) return s;
    }
    n = 0;
    for (size_t i = 0; i < sc.leaders.size(); ++i) {
      const LeaderPlacement& lp = sc.leaders[i];
      Stmt& st = row(leader, id, n);
      st.bind(3, int64_t(i + 1));
      st.bind(4, lp.leader);
      st.bind(5, std::string_view(leaderAtNames()[size_t(lp.at)]));
      bindHex(st, 6, lp.at == LeaderAt::Hex ? lp.hex : std::nullopt);
      st.bind(8, lp.at == LeaderAt::Unit ? lp.unit : std::string());
      st.bind(9, lp.note);
      if (Status s = st.run(); !s) return s;
    }
    n = 0;
    for (size_t i = 0; i < sc.removed.size(); ++i) {
      Stmt& st = row(removed, id, n);
      st.bind(3, int64_t(i + 1));
      st.bind(4, sc.removed[i]);
      if (Status s = st.run(); !s) return s;
    }
    if (Status s = writeReinforcements(sc, id); !s) return s;
    if (Status s = writeTrack(sc.turnTrack, id); !s) return s;
    n = 0;
    for (size_t i = 0; i < sc.morale.size(); ++i) {
      const MoraleLevel& m = sc.morale[i];
      Stmt& st = row(morale, id, n);
      st.bind(3, int64_t(i + 1));
      st.bind(4, m.side);
      st.bind(5, m.node);
      bindOpt(st, 6, m.level);
      st.bind(7, m.note);
      if (Status s = st.run(); !s) return s;
    }
    return writeVictory(sc.victory, id);
  }

  Status writeReinforcements(const Scenario& sc, int64_t id) {
    int64_t n = 0, m = 0, e = 0;
    for (size_t i = 0; i < sc.reinforcements.size(); ++i) {
      const Reinforcement& r = sc.reinforcements[i];
      Stmt& st = row(reinforcement, id, n);
      st.bind(3, int64_t(i + 1));
      st.bind(4, int64_t(r.turn));
      st.bind(5, std::string_view(whenOccupiedNames()[size_t(r.whenOccupied)]));
      st.bind(6, r.note);
      if (Status s = st.run(); !s) return s;
      for (int kind = 0; kind < 2; ++kind) {
        const auto& list = kind == 0 ? r.units : r.leaders;
        for (size_t k = 0; k < list.size(); ++k) {
          Stmt& ms = row(member, id, m);
          ms.bind(3, int64_t(i + 1));
          ms.bind(4, std::string_view(kMemberKinds[kind]));
          ms.bind(5, int64_t(k + 1));
          ms.bind(6, list[k]);
          if (Status s = ms.run(); !s) return s;
        }
      }
      for (size_t k = 0; k < r.entry.size(); ++k) {
        Stmt& es = row(entry, id, e);
        es.bind(3, int64_t(i + 1));
        es.bind(4, int64_t(k + 1));
        bindHex(es, 5, r.entry[k]);
        if (Status s = es.run(); !s) return s;
      }
    }
    return Status::ok();
  }

  Status trackRow(int64_t id, int64_t& n, int kind, size_t position, int turn, const std::string& note) {
    Stmt& st = row(track, id, n);
    st.bind(3, std::string_view(kTrackKinds[kind]));
    st.bind(4, int64_t(position));
    st.bind(5, int64_t(turn));
    st.bind(6, note);
    return st.run();
  }

  Status writeTrack(const TurnTrack& t, int64_t id) {
    int64_t n = 0;
    for (size_t i = 0; i < t.duskTurns.size(); ++i)
      if (Status s = trackRow(id, n, 0, i + 1, t.duskTurns[i], ""); !s) return s;
    for (size_t i = 0; i < t.nightTurns.size(); ++i)
      if (Status s = trackRow(id, n, 1, i + 1, t.nightTurns[i], ""); !s) return s;
    size_t i = 0;
    for (const auto& [turn, note] : t.notes)
      if (Status s = trackRow(id, n, 2, ++i, turn, note); !s) return s;
    return Status::ok();
  }

  Status victoryRow(int64_t id, int64_t& n, int kind, size_t position, const std::string& side,
                    const std::optional<Hex>& h, const std::string& text, const std::optional<int>& points) {
    Stmt& st = row(victory, id, n);
    st.bind(3, std::string_view(kVictoryKinds[kind]));
    st.bind(4, int64_t(position));
    st.bind(5, side);
    bindHex(st, 6, h);
    st.bind(8, text);
    bindOpt(st, 9, points);
    return st.run();
  }

  Status writeVictory(const Victory& v, int64_t id) {
    int64_t n = 0;
    size_t i = 0;
    for (const auto& [side, points] : v.automaticPoints)
      if (Status s = victoryRow(id, n, 0, ++i, side, std::nullopt, "", points); !s) return s;
    for (size_t k = 0; k < v.objectives.size(); ++k) {
      const Objective& o = v.objectives[k];
      if (Status s = victoryRow(id, n, 1, k + 1, o.side, o.hex, o.name, o.points); !s) return s;
    }
    if (!v.note.empty())
      if (Status s = victoryRow(id, n, 2, 1, "", std::nullopt, v.note, std::nullopt); !s) return s;
    return Status::ok();
  }
};

}  // namespace

Status readSetupTables(Db& db, Battle& battle) {
  ArmyRowChecks army;
  if (Status s = checkArmyRows(battle.armyVocabulary, battle.army, army); !s) return s;
  for (auto read :
       {readPlacements, readLeaderPlacements, readRemoved, readReinforcements, readTurnTrack, readMorale, readVictory})
    if (Status s = read(db, battle, army); !s) return s;
  return Status::ok();
}

Status writeSetupTables(Db& db, const std::vector<Scenario>& scenarios, const std::vector<std::string>* codes) {
  auto w = SetupWriter::create(db);
  if (!w) return w.status();
  if (!codes) {
    for (const char* table : kSetupTables)
      if (Status s = db.exec(std::string("DELETE FROM ") + table); !s) return s;
  }
  auto base = db.prepare("UPDATE battle_scenarios SET base = ?1 WHERE id = ?2");
  if (!base) return base.status();
  for (size_t i = 0; i < scenarios.size(); ++i) {
    const Scenario& sc = scenarios[i];
    if (codes && std::find(codes->begin(), codes->end(), sc.code) == codes->end()) continue;
    if (codes) {
      base->bind(1, sc.base);
      base->bind(2, int64_t(i + 1));
      if (Status s = base->run(); !s) return s;
    }
    if (Status s = w->write(sc, int64_t(i + 1)); !s) return s;
  }
  return Status::ok();
}

}  // namespace cartouche
