// setups.txt: what each scenario sets up (schemas/text-format.md, "## setups.txt"): its units' placements, its
// leaders, the units it removes, its reinforcements, turn track, morale levels and victory conditions, each a block
// headed by the scenario's code. Hexes are map labels, facings the map's compass names, units and leaders codes of
// army.txt. Every reference is checked on reading, and the writer refuses what the reader would refuse.
#include <set>

#include "text/text_blocks.h"
#include "text/text_parts.h"

namespace cartouche::text {

namespace {

const std::vector<std::string> kSetupColumns = {"hex", "unit", "formation", "facing", "second", "note"};
const std::vector<std::string> kLeaderColumns = {"leader", "at", "hex", "unit", "note"};
const std::vector<std::string> kCodeColumns = {"code"};
const std::vector<std::string> kArrivalColumns = {"kind", "code"};
const std::vector<std::string> kTurnColumns = {"turn", "note"};
const std::vector<std::string> kMoraleColumns = {"side", "node", "level", "note"};
const std::vector<std::string> kVictoryColumns = {"side", "hex", "points", "name"};
const std::vector<std::string> kAt = {"hex", "his-units", "unit", "off-map"};
const std::vector<std::string> kOccupied = {"unspecified", "nearest-free", "wait", "no-limit"};

std::string listOf(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + names[i];
  return out;
}

int indexOf(const std::vector<std::string>& names, const std::string& s) {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == s) return int(i);
  return -1;
}

// What a set-up may refer to.
struct Context {
  const GridSettings& grid;
  const ArmyVocabulary& vocabulary;
  const Army& army;
};

std::string label(const Context& c, const std::optional<Hex>& h) { return h ? c.grid.label(*h) : std::string(); }

Status checkHex(const Context& c, Hex h) {
  if (!c.grid.contains(h))
    return Status::invalidArgument("a hex outside the " + std::to_string(c.grid.columns) + "x" +
                                   std::to_string(c.grid.rows) + " map");
  return Status::ok();
}

Result<Hex> parseHex(const Context& c, const std::string& text) {
  Result<Hex> h = c.grid.parseLabel(text);
  if (!h) return Status::invalidArgument("\"" + text + "\" is not a hex label: " + h.status().message());
  if (!c.grid.contains(*h))
    return Status::invalidArgument("hex " + text + " is not on the " + std::to_string(c.grid.columns) + "x" +
                                   std::to_string(c.grid.rows) + " map");
  if (c.grid.label(*h) != text)
    return Status::invalidArgument("hex \"" + text + "\" is not canonical; write \"" + c.grid.label(*h) + "\"");
  return *h;
}

Status parseOptionalHex(const Context& c, const std::string& text, std::optional<Hex>& out) {
  if (text.empty()) return Status::ok();
  Result<Hex> h = parseHex(c, text);
  if (!h) return h.status();
  out = *h;
  return Status::ok();
}

Status checkPlacement(const Context& c, const Placement& p) {
  if (!c.army.unit(p.unit)) return Status::invalidArgument("unit \"" + p.unit + "\" is not a unit of army.txt");
  for (const auto& h : {p.hex, p.second})
    if (h)
      if (Status s = checkHex(c, *h); !s) return s.withContext("unit \"" + p.unit + "\"");
  if (!p.formation.empty() && !c.vocabulary.formation(p.formation))
    return Status::invalidArgument("unit \"" + p.unit + "\": formation \"" + p.formation +
                                   "\" is not a formation of army-vocabulary.txt");
  if (p.facing && (*p.facing < 0 || *p.facing > 11))
    return Status::invalidArgument("unit \"" + p.unit + "\": facing " + std::to_string(*p.facing) + " is not 0 to 11");
  return Status::ok();
}

Status checkLeaderPlacement(const Context& c, const LeaderPlacement& l) {
  if (!c.army.leader(l.leader))
    return Status::invalidArgument("leader \"" + l.leader + "\" is not a leader of army.txt");
  if (l.hex)
    if (Status s = checkHex(c, *l.hex); !s) return s.withContext("leader \"" + l.leader + "\"");
  if (l.at == LeaderAt::Hex && !l.hex)
    return Status::invalidArgument("leader \"" + l.leader + "\" is placed at a hex but names none");
  if (!l.unit.empty() && !c.army.unit(l.unit))
    return Status::invalidArgument("leader \"" + l.leader + "\": unit \"" + l.unit + "\" is not a unit of army.txt");
  if (l.at == LeaderAt::Unit && l.unit.empty())
    return Status::invalidArgument("leader \"" + l.leader + "\" is placed on a unit but names none");
  // What `at` does not use would not survive the battle file: refused, as the store refuses it.
  if (l.at != LeaderAt::Hex && l.hex)
    return Status::invalidArgument("leader \"" + l.leader + "\" has a hex but is not placed at one");
  if (l.at != LeaderAt::Unit && !l.unit.empty())
    return Status::invalidArgument("leader \"" + l.leader + "\" names a unit but is not placed on one");
  return Status::ok();
}

Status checkCode(const Context& c, const std::string& code, bool unitOrLeader, bool leader) {
  bool known = leader ? c.army.leader(code) != nullptr
                      : (c.army.unit(code) != nullptr || (unitOrLeader && c.army.leader(code) != nullptr));
  if (!known)
    return Status::invalidArgument(std::string(leader         ? "leader"
                                               : unitOrLeader ? "unit or leader"
                                                              : "unit") +
                                   " \"" + code + "\" is not in army.txt");
  return Status::ok();
}

Status checkReinforcement(const Context& c, const Reinforcement& r) {
  if (r.turn < 1)
    return Status::invalidArgument("a reinforcement in turn " + std::to_string(r.turn) + " (turns count from 1)");
  for (const std::string& u : r.units)
    if (Status s = checkCode(c, u, false, false); !s) return s;
  for (const std::string& l : r.leaders)
    if (Status s = checkCode(c, l, false, true); !s) return s;
  for (Hex h : r.entry)
    if (Status s = checkHex(c, h); !s) return s.withContext("reinforcement entry");
  return Status::ok();
}

Status checkTurns(const TurnTrack& t) {
  for (const auto* list : {&t.duskTurns, &t.nightTurns})
    for (int turn : *list)
      if (turn < 1) return Status::invalidArgument("turn " + std::to_string(turn) + " (turns count from 1)");
  for (const auto& [turn, note] : t.notes)
    if (turn < 1) return Status::invalidArgument("a note for turn " + std::to_string(turn) + " (turns count from 1)");
  return Status::ok();
}

Status checkMorale(const Context& c, const MoraleLevel& m) {
  if (!c.army.side(m.side))
    return Status::invalidArgument("morale level: side \"" + m.side + "\" is not a side of army.txt");
  if (!m.node.empty() && !c.army.node(m.node))
    return Status::invalidArgument("morale level: node \"" + m.node + "\" is not a node of army.txt");
  return Status::ok();
}

Status checkVictory(const Context& c, const Victory& v) {
  for (const auto& [side, points] : v.automaticPoints)
    if (!c.army.side(side))
      return Status::invalidArgument("automatic victory: side \"" + side + "\" is not a side of army.txt");
  for (const Objective& o : v.objectives) {
    if (!o.side.empty() && !c.army.side(o.side))
      return Status::invalidArgument("objective: side \"" + o.side + "\" is not a side of army.txt");
    if (Status s = checkHex(c, o.hex); !s) return s.withContext("objective");
  }
  return Status::ok();
}

bool hasSetup(const Scenario& s) {
  return !s.setup.empty() || !s.leaders.empty() || !s.removed.empty() || !s.reinforcements.empty() ||
         s.turnTrack != TurnTrack{} || !s.morale.empty() || s.victory != Victory{};
}

std::string intList(const std::vector<int>& v) {
  std::string out;
  for (int n : v) out += " " + std::to_string(n);
  return out;
}

// Entry hexes with runs along a row or a column written "FIRST..LAST".
std::string entryList(const Context& c, const std::vector<Hex>& entry) {
  std::string out;
  for (size_t i = 0; i < entry.size();) {
    OffsetCoord a = c.grid.toOffset(entry[i]);
    size_t j = i;
    int dc = 0, dr = 0;
    if (i + 1 < entry.size()) {
      OffsetCoord b = c.grid.toOffset(entry[i + 1]);
      if (b.row == a.row && b.col == a.col + 1) dc = 1;
      if (b.col == a.col && b.row == a.row + 1) dr = 1;
    }
    while ((dc || dr) && j + 1 < entry.size()) {
      OffsetCoord p = c.grid.toOffset(entry[j]), q = c.grid.toOffset(entry[j + 1]);
      if (q.col != p.col + dc || q.row != p.row + dr) break;
      ++j;
    }
    std::string first = c.grid.label(entry[i]), last = c.grid.label(entry[j]);
    // A label that holds ".." itself is never part of a run, so "FIRST..LAST" always splits one way.
    if (j > i && (first.find("..") != std::string::npos || last.find("..") != std::string::npos)) j = i;
    out += " " + word(j > i ? first + ".." + last : first);
    i = j + 1;
  }
  return out;
}

Status parseEntry(const Context& c, const std::string& text, std::vector<Hex>& out) {
  size_t dots = text.find("..");
  Result<Hex> whole = parseHex(c, text);
  if (whole || dots == std::string::npos) {
    if (!whole) return whole.status();
    out.push_back(*whole);
    return Status::ok();
  }
  Result<Hex> a = parseHex(c, text.substr(0, dots)), b = parseHex(c, text.substr(dots + 2));
  if (!a) return a.status();
  if (!b) return b.status();
  OffsetCoord p = c.grid.toOffset(*a), q = c.grid.toOffset(*b);
  if (!((p.row == q.row && p.col < q.col) || (p.col == q.col && p.row < q.row)))
    return Status::invalidArgument("\"" + text + "\" is not a run along a row or a column (first..last)");
  for (int col = p.col, row = p.row;; col += p.row == q.row, row += p.col == q.col) {
    out.push_back(c.grid.toHex({col, row}));
    if (col == q.col && row == q.row) break;
  }
  return Status::ok();
}

void writeScenarioBlocks(const Context& c, const Scenario& s, std::string& out) {
  const std::string code = word(s.code);
  Orientation o = c.grid.orientation;
  if (!s.setup.empty()) {
    out += "\n[setup " + code + "]\n" + formatColumns(kSetupColumns);
    for (const Placement& p : s.setup)
      out += formatRow(
          {label(c, p.hex), p.unit, p.formation, p.facing ? facingName(o, *p.facing) : "", label(c, p.second), p.note});
  }
  if (!s.leaders.empty()) {
    out += "\n[leaders " + code + "]\n" + formatColumns(kLeaderColumns);
    for (const LeaderPlacement& l : s.leaders)
      out += formatRow({l.leader, kAt[size_t(l.at)], label(c, l.hex), l.unit, l.note});
  }
  if (!s.removed.empty()) {
    out += "\n[removed " + code + "]\n" + formatColumns(kCodeColumns);
    for (const std::string& r : s.removed) out += formatRow({r});
  }
  for (const Reinforcement& r : s.reinforcements) {
    out += "\n[reinforcement " + code + " " + std::to_string(r.turn) + "]\n";
    out += "entry =" + entryList(c, r.entry) + "\n";
    out += "when_occupied = " + kOccupied[size_t(r.whenOccupied)] + "\n";
    out += "note = " + quote(r.note) + "\n" + formatColumns(kArrivalColumns);
    for (const std::string& u : r.units) out += formatRow({"unit", u});
    for (const std::string& l : r.leaders) out += formatRow({"leader", l});
  }
  if (s.turnTrack != TurnTrack{}) {
    out += "\n[turns " + code + "]\n";
    out += "dusk =" + intList(s.turnTrack.duskTurns) + "\n";
    out += "night =" + intList(s.turnTrack.nightTurns) + "\n" + formatColumns(kTurnColumns);
    for (const auto& [turn, note] : s.turnTrack.notes) out += formatRow({std::to_string(turn), note});
  }
  if (!s.morale.empty()) {
    out += "\n[morale " + code + "]\n" + formatColumns(kMoraleColumns);
    for (const MoraleLevel& m : s.morale)
      out += formatRow({m.side, m.node, m.level ? std::to_string(*m.level) : "", m.note});
  }
  if (s.victory != Victory{}) {
    out += "\n[victory " + code + "]\n";
    out += "note = " + quote(s.victory.note) + "\n" + formatColumns(kVictoryColumns);
    for (const auto& [side, points] : s.victory.automaticPoints)
      out += formatRow({side, "", std::to_string(points), ""});
    for (const Objective& ob : s.victory.objectives)
      out += formatRow({ob.side, c.grid.label(ob.hex), ob.points ? std::to_string(*ob.points) : "", ob.name});
  }
}

}  // namespace

Status checkSetupsWritable(const Battle& battle) {
  Context c{battle.map.grid(), battle.armyVocabulary, battle.army};
  for (const Scenario& s : battle.scenarios) {
    auto fail = [&](const Status& st) { return st.withContext("scenario \"" + s.code + "\""); };
    for (const Placement& p : s.setup)
      if (Status st = checkPlacement(c, p); !st) return fail(st);
    for (const LeaderPlacement& l : s.leaders)
      if (Status st = checkLeaderPlacement(c, l); !st) return fail(st);
    for (const std::string& r : s.removed)
      if (Status st = checkCode(c, r, true, false); !st) return fail(st);
    for (const Reinforcement& r : s.reinforcements)
      if (Status st = checkReinforcement(c, r); !st) return fail(st);
    if (Status st = checkTurns(s.turnTrack); !st) return fail(st);
    for (const MoraleLevel& m : s.morale)
      if (Status st = checkMorale(c, m); !st) return fail(st);
    if (Status st = checkVictory(c, s.victory); !st) return fail(st);
  }
  return Status::ok();
}

bool needsSetups(const std::vector<Scenario>& scenarios) {
  for (const Scenario& s : scenarios)
    if (hasSetup(s)) return true;
  return false;
}

std::string writeSetups(const Battle& battle) {
  Context c{battle.map.grid(), battle.armyVocabulary, battle.army};
  std::string out =
      "# What each scenario sets up: placements, leaders, removed units, reinforcements, turn track, morale levels\n"
      "# and victory (format: schemas/text-format.md).\n";
  for (const Scenario& s : battle.scenarios)
    if (hasSetup(s)) writeScenarioBlocks(c, s, out);
  return out;
}

namespace {

Status readIntList(const TextFile& file, const Block& b, const char* key, std::vector<int>& out) {
  const BlockEntry* e = b.entry(key);
  if (!e) return Status::ok();
  for (const Token& t : e->values) {
    int v = 0;
    if (Status s = parseCanonicalInt(file, e->line, b.title() + " " + key, t.text, v); !s) return s;
    if (v < 1) return file.error(e->line, b.title() + " " + key + ": turn " + t.text + " (turns count from 1)");
    out.push_back(v);
  }
  return Status::ok();
}

// One block of a scenario: `s` is the scenario named in its header.
Status readScenarioBlock(const TextFile& file, const Context& c, const Block& b, Scenario& s) {
  const std::string& kind = b.header[0].text;
  Orientation o = c.grid.orientation;
  auto rowFail = [&](size_t r, const Status& st) {
    return file.error(b.rows[r].line, b.title() + " row " + std::to_string(r + 1) + ": " + st.message());
  };
  if (kind == "setup") {
    if (Status st = expectKeys(file, b, {}); !st) return st;
    if (Status st = expectColumns(file, b, kSetupColumns); !st) return st;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      const std::vector<std::string>& cell = b.rows[r].cells;
      Placement p;
      p.unit = cell[1];
      p.formation = cell[2];
      p.note = cell[5];
      if (Status st = parseOptionalHex(c, cell[0], p.hex); !st) return rowFail(r, st.withContext("hex"));
      if (Status st = parseOptionalHex(c, cell[4], p.second); !st) return rowFail(r, st.withContext("second"));
      if (!cell[3].empty()) {
        p.facing = facingFromName(o, cell[3]);
        if (!p.facing) {
          std::string names;
          for (Facing f = 0; f < 12; ++f) names += std::string(f ? " " : "") + facingName(o, f);
          return rowFail(r, Status::invalidArgument("facing \"" + cell[3] + "\" is not a compass name of this map (" +
                                                    names + ")"));
        }
      }
      if (Status st = checkPlacement(c, p); !st) return rowFail(r, st);
      s.setup.push_back(std::move(p));
    }
  } else if (kind == "leaders") {
    if (Status st = expectKeys(file, b, {}); !st) return st;
    if (Status st = expectColumns(file, b, kLeaderColumns); !st) return st;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      const std::vector<std::string>& cell = b.rows[r].cells;
      LeaderPlacement l;
      l.leader = cell[0];
      int at = indexOf(kAt, cell[1]);
      if (at < 0) return rowFail(r, Status::invalidArgument("at must be " + listOf(kAt) + ", not \"" + cell[1] + "\""));
      l.at = LeaderAt(at);
      if (Status st = parseOptionalHex(c, cell[2], l.hex); !st) return rowFail(r, st.withContext("hex"));
      l.unit = cell[3];
      l.note = cell[4];
      if (Status st = checkLeaderPlacement(c, l); !st) return rowFail(r, st);
      s.leaders.push_back(std::move(l));
    }
  } else if (kind == "removed") {
    if (Status st = expectKeys(file, b, {}); !st) return st;
    if (Status st = expectColumns(file, b, kCodeColumns); !st) return st;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      if (Status st = checkCode(c, b.rows[r].cells[0], true, false); !st) return rowFail(r, st);
      s.removed.push_back(b.rows[r].cells[0]);
    }
  } else if (kind == "reinforcement") {
    Reinforcement rf;
    if (Status st = parseCanonicalInt(file, b.line, b.title() + " turn", b.header[2].text, rf.turn); !st) return st;
    if (Status st = expectKeys(file, b, {"entry", "when_occupied", "note"}); !st) return st;
    if (Status st = expectColumns(file, b, kArrivalColumns); !st) return st;
    if (const BlockEntry* e = b.entry("entry"))
      for (const Token& t : e->values)
        if (Status st = parseEntry(c, t.text, rf.entry); !st)
          return file.error(e->line, b.title() + " entry: " + st.message());
    std::string occupied;
    if (Status st = singleValue(file, b, "when_occupied", occupied); !st) return st;
    if (!occupied.empty()) {
      int w = indexOf(kOccupied, occupied);
      if (w < 0)
        return file.error(b.entry("when_occupied")->line,
                          b.title() + " when_occupied must be " + listOf(kOccupied) + ", not \"" + occupied + "\"");
      rf.whenOccupied = WhenOccupied(w);
    }
    if (Status st = singleValue(file, b, "note", rf.note); !st) return st;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      const std::vector<std::string>& cell = b.rows[r].cells;
      if (cell[0] != "unit" && cell[0] != "leader")
        return rowFail(r, Status::invalidArgument("kind must be unit or leader, not \"" + cell[0] + "\""));
      if (Status st = checkCode(c, cell[1], false, cell[0] == "leader"); !st) return rowFail(r, st);
      (cell[0] == "unit" ? rf.units : rf.leaders).push_back(cell[1]);
    }
    if (Status st = checkReinforcement(c, rf); !st) return file.error(b.line, b.title() + ": " + st.message());
    s.reinforcements.push_back(std::move(rf));
  } else if (kind == "turns") {
    if (Status st = expectKeys(file, b, {"dusk", "night"}); !st) return st;
    if (Status st = expectColumns(file, b, kTurnColumns); !st) return st;
    if (Status st = readIntList(file, b, "dusk", s.turnTrack.duskTurns); !st) return st;
    if (Status st = readIntList(file, b, "night", s.turnTrack.nightTurns); !st) return st;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      int turn = 0;
      const std::vector<std::string>& cell = b.rows[r].cells;
      std::string where = b.title() + " row " + std::to_string(r + 1) + " turn";
      if (Status st = parseCanonicalInt(file, b.rows[r].line, where, cell[0], turn); !st) return st;
      if (turn < 1) return rowFail(r, Status::invalidArgument("turn " + cell[0] + " (turns count from 1)"));
      if (!s.turnTrack.notes.emplace(turn, cell[1]).second)
        return rowFail(r, Status::invalidArgument("turn " + cell[0] + " has a note already"));
    }
  } else if (kind == "morale") {
    if (Status st = expectKeys(file, b, {}); !st) return st;
    if (Status st = expectColumns(file, b, kMoraleColumns); !st) return st;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      const std::vector<std::string>& cell = b.rows[r].cells;
      MoraleLevel m{cell[0], cell[1], std::nullopt, cell[3]};
      if (!cell[2].empty()) {
        int v = 0;
        std::string where = b.title() + " row " + std::to_string(r + 1) + " level";
        if (Status st = parseCanonicalInt(file, b.rows[r].line, where, cell[2], v); !st) return st;
        m.level = v;
      }
      if (Status st = checkMorale(c, m); !st) return rowFail(r, st);
      s.morale.push_back(std::move(m));
    }
  } else {
    if (Status st = expectKeys(file, b, {"note"}); !st) return st;
    if (Status st = expectColumns(file, b, kVictoryColumns); !st) return st;
    if (Status st = singleValue(file, b, "note", s.victory.note); !st) return st;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      const std::vector<std::string>& cell = b.rows[r].cells;
      std::optional<int> points;
      if (!cell[2].empty()) {
        int v = 0;
        std::string where = b.title() + " row " + std::to_string(r + 1) + " points";
        if (Status st = parseCanonicalInt(file, b.rows[r].line, where, cell[2], v); !st) return st;
        points = v;
      }
      if (!cell[0].empty() && !c.army.side(cell[0]))
        return rowFail(r, Status::invalidArgument("side \"" + cell[0] + "\" is not a side of army.txt"));
      if (cell[1].empty()) {
        if (cell[0].empty() || !points || !cell[3].empty())
          return rowFail(
              r, Status::invalidArgument("an automatic victory row names a side and its points, no hex or name"));
        if (!s.victory.automaticPoints.emplace(cell[0], *points).second)
          return rowFail(r, Status::invalidArgument("side \"" + cell[0] + "\" has an automatic victory level already"));
      } else {
        Objective ob;
        std::optional<Hex> h;
        if (Status st = parseOptionalHex(c, cell[1], h); !st) return rowFail(r, st);
        ob.hex = *h;
        ob.side = cell[0];
        ob.points = points;
        ob.name = cell[3];
        s.victory.objectives.push_back(std::move(ob));
      }
    }
    if (Status st = checkVictory(c, s.victory); !st) return file.error(b.line, b.title() + ": " + st.message());
  }
  return Status::ok();
}

}  // namespace

Status readSetups(const TextFile& file, const GridSettings& grid, const ArmyVocabulary& vocabulary, const Army& army,
                  std::vector<Scenario>& scenarios) {
  Result<std::vector<Block>> blocks = parseBlocks(file);
  if (!blocks) return blocks.status();
  Context c{grid, vocabulary, army};
  static const std::vector<std::string> kKinds = {"setup", "leaders", "removed", "reinforcement",
                                                  "turns", "morale",  "victory"};
  std::vector<Scenario> read = scenarios;
  std::set<std::pair<std::string, std::string>> seen;  // (scenario, kind) for the blocks given once
  for (const Block& b : *blocks) {
    const std::string& kind = b.header[0].text;
    if (indexOf(kKinds, kind) < 0)
      return file.error(b.line, "unknown section " + b.title() + " (expected " + listOf(kKinds) + ")");
    size_t args = kind == "reinforcement" ? 3 : 2;
    if (b.header.size() != args)
      return file.error(b.line, "expected [" + kind + " SCENARIO" + (args == 3 ? " TURN" : "") + "], not " + b.title());
    const std::string& code = b.header[1].text;
    auto it = std::find_if(read.begin(), read.end(), [&](const Scenario& s) { return s.code == code; });
    if (it == read.end()) return file.error(b.line, b.title() + ": scenario \"" + code + "\" is not in scenarios.txt");
    if (kind != "reinforcement" && !seen.emplace(code, kind).second)
      return file.error(b.line, b.title() + " is given twice");
    if (Status st = readScenarioBlock(file, c, b, *it); !st) return st;
  }
  scenarios = std::move(read);
  return Status::ok();
}

}  // namespace cartouche::text
