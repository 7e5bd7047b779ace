#include "store/army_tables.h"

#include <map>
#include <set>

#include "store/row_checks.h"
#include "store/row_codes.h"
#include "store/row_reader.h"

namespace cartouche {

namespace {

constexpr int64_t kMaxPosition = 1000000;

std::string subject(const char* noun, const std::string& code) { return std::string(noun) + " \"" + code + "\""; }

// Ids are the positions 1, 2, 3... of the thing in its list.
Status checkPosition(RowReader& row, size_t count) {
  int64_t expected = int64_t(count) + 1;
  if (row.id() != expected)
    return row.fail("id", "ids are positions 1, 2, 3... without gaps; expected " + std::to_string(expected));
  return Status::ok();
}

// Reads column 1, the thing's code, and names the row by it when it is a code at all (the shared checks judge it).
std::string readCode(RowReader& row, const char* noun) {
  std::string code = row.text(1, "code");
  if (row.ok() && codeProblem(code).empty()) row.setSubject(subject(noun, code));
  return code;
}

Status fail(RowReader& row, const RowProblem& p) { return row.fail(p.field, p.what); }

Status readTroopTypes(Db& db, ArmyVocabulary& v, ArmyRowChecks& checks) {
  auto st = db.prepare("SELECT id, code, name, arm, light FROM battle_troop_types ORDER BY id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_troop_types");
    if (Status p = checkPosition(row, v.troopTypes.size()); !p) return p;
    TroopType t;
    t.code = readCode(row, "troop type");
    t.name = row.text(2, "name");
    std::string arm = row.text(3, "arm");
    t.light = row.boolean(4, "light");
    if (!row.ok()) return row.status();
    auto a = armFromName(arm);
    if (!a) return row.fail("arm", "'" + arm + "' is not one of infantry, cavalry, artillery, other");
    t.arm = *a;
    if (RowProblem p = checks.troopType(t, row.id())) return fail(row, p);
    v.troopTypes.push_back(std::move(t));
  }
  return s;
}

Status readFields(Db& db, ArmyVocabulary& v, ArmyRowChecks& checks) {
  auto st = db.prepare("SELECT id, code, name, kind, notes FROM battle_value_fields ORDER BY id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_value_fields");
    if (Status p = checkPosition(row, v.fields.size()); !p) return p;
    ValueField f;
    f.code = readCode(row, "field");
    f.name = row.text(2, "name");
    f.kind = ValueKind(row.code(3, "kind", valueKindNames()));
    f.notes = row.text(4, "notes");
    if (!row.ok()) return row.status();
    if (RowProblem p = checks.field(f, row.id())) return fail(row, p);
    v.fields.push_back(std::move(f));
  }
  return s;
}

Status readFormations(Db& db, ArmyVocabulary& v, ArmyRowChecks& checks) {
  auto st = db.prepare("SELECT id, code, name, facing, two_hex, blocks_los, notes FROM battle_formations ORDER BY id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_formations");
    if (Status p = checkPosition(row, v.formations.size()); !p) return p;
    Formation f;
    f.code = readCode(row, "formation");
    f.name = row.text(2, "name");
    std::string facing = row.text(3, "facing");
    f.twoHex = row.boolean(4, "two_hex");
    f.blocksLos = row.boolean(5, "blocks_los");
    f.notes = row.text(6, "notes");
    if (!row.ok()) return row.status();
    auto rule = facingRuleFromName(facing);
    if (!rule) return row.fail("facing", "'" + facing + "' is not one of hexside, vertex, either, all, none");
    f.facing = *rule;
    if (RowProblem p = checks.formation(f, row.id())) return fail(row, p);
    v.formations.push_back(std::move(f));
  }
  if (!s) return s;
  auto c = db.prepare(
      "SELECT id, formation_id, position, conflict FROM battle_formation_conflicts ORDER BY formation_id, position, "
      "id");
  if (!c) return c.status();
  while (c->step(s)) {
    RowReader row(*c, db.path(), "battle_formation_conflicts");
    int64_t owner = row.integer(1, "formation_id", 1, int64_t(v.formations.size()));
    if (!row.ok()) return row.status();
    Formation& f = v.formations[size_t(owner - 1)];
    row.setSubject(subject("formation", f.code));
    int64_t position = row.integer(2, "position", 1, kMaxPosition);
    std::string other = row.text(3, "conflict");
    if (!row.ok()) return row.status();
    if (position != int64_t(f.conflicts.size()) + 1)
      return row.fail("position",
                      "positions run 1, 2, 3... without gaps; expected " + std::to_string(f.conflicts.size() + 1));
    if (RowProblem p = checks.conflict(other)) return fail(row, p);
    f.conflicts.push_back(std::move(other));
  }
  return s;
}

Status readSides(Db& db, Army& army, ArmyRowChecks& checks) {
  auto st = db.prepare("SELECT id, code, name, colour FROM battle_sides ORDER BY id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_sides");
    if (Status p = checkPosition(row, army.sides.size()); !p) return p;
    ArmySide side;
    side.code = readCode(row, "side");
    side.name = row.text(2, "name");
    std::string colour = row.text(3, "colour");
    if (!row.ok()) return row.status();
    if (RowProblem p = checks.side(side, row.id())) return fail(row, p);
    auto c = parseColour(colour);
    if (!c) return row.fail("colour", c.status().message());
    side.colour = *c;
    army.sides.push_back(std::move(side));
  }
  return s;
}

Status readNodes(Db& db, Army& army, ArmyRowChecks& checks) {
  auto st = db.prepare(
      "SELECT id, code, parent, side, level, name, short_name, commander, nation, notes, source FROM "
      "battle_oob_nodes ORDER BY id");
  if (!st) return st.status();
  // Every parent link first, so a loop can be told from a parent that merely comes later.
  std::map<std::string, std::string> parents;
  {
    auto all = db.prepare("SELECT code, parent FROM battle_oob_nodes");
    if (!all) return all.status();
    Status s;
    while (all->step(s))
      if (all->type(0) == SQLITE_TEXT && all->type(1) == SQLITE_TEXT) parents.emplace(all->text(0), all->text(1));
    if (!s) return s;
  }
  checks.setParents(std::move(parents));
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_oob_nodes");
    if (Status p = checkPosition(row, army.nodes.size()); !p) return p;
    OobNode n;
    n.code = readCode(row, "node");
    n.parent = row.text(2, "parent");
    n.side = row.text(3, "side");
    n.level = row.text(4, "level");
    n.name = row.text(5, "name");
    n.shortName = row.text(6, "short_name");
    n.commander = row.text(7, "commander");
    n.nation = row.text(8, "nation");
    n.notes = row.text(9, "notes");
    n.source = row.text(10, "source");
    if (!row.ok()) return row.status();
    if (RowProblem p = checks.node(n, row.id())) return fail(row, p);
    army.nodes.push_back(std::move(n));
  }
  return s;
}

// One value row: a field the vocabulary defines, not repeated, with a value its kind holds.
Status readValue(RowReader& row, const ArmyRowChecks& checks, UnitValues& values, int fieldCol, int valueCol) {
  std::string field = row.text(fieldCol, "field");
  std::string value = row.text(valueCol, "value");
  if (!row.ok()) return row.status();
  if (RowProblem p = checks.value(field, value)) return fail(row, p);
  if (!values.emplace(field, value).second) return row.fail("field", "\"" + field + "\" is given twice");
  return Status::ok();
}

Status readUnits(Db& db, Army& army, ArmyRowChecks& checks) {
  auto st = db.prepare(
      "SELECT id, code, node, name, short_name, troop_type, counters, notes, source FROM battle_units ORDER BY id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_units");
    if (Status p = checkPosition(row, army.units.size()); !p) return p;
    Unit u;
    u.code = readCode(row, "unit");
    u.node = row.text(2, "node");
    u.name = row.text(3, "name");
    u.shortName = row.text(4, "short_name");
    u.troopType = row.text(5, "troop_type");
    auto counters = row.optInteger(6, "counters", 0, kMaxCount);
    u.notes = row.text(7, "notes");
    u.source = row.text(8, "source");
    if (!row.ok()) return row.status();
    if (counters) u.counters = int(*counters);
    if (RowProblem p = checks.unit(u, row.id())) return fail(row, p);
    army.units.push_back(std::move(u));
  }
  if (!s) return s;
  int64_t n = int64_t(army.units.size());
  auto steps = db.prepare("SELECT id, unit_id, position, label FROM battle_loss_steps ORDER BY unit_id, position, id");
  if (!steps) return steps.status();
  while (steps->step(s)) {
    RowReader row(*steps, db.path(), "battle_loss_steps");
    int64_t owner = row.integer(1, "unit_id", 1, n);
    if (!row.ok()) return row.status();
    Unit& u = army.units[size_t(owner - 1)];
    row.setSubject(subject("unit", u.code));
    int64_t position = row.integer(2, "position", 1, kMaxPosition);
    std::string label = row.text(3, "label");
    if (!row.ok()) return row.status();
    if (position != int64_t(u.losses.size()) + 1)
      return row.fail("position",
                      "positions run 1, 2, 3... without gaps; expected " + std::to_string(u.losses.size() + 1));
    u.losses.push_back(LossStep{std::move(label), {}});
  }
  if (!s) return s;
  auto values = db.prepare("SELECT id, unit_id, step, field, value FROM battle_unit_values ORDER BY id");
  if (!values) return values.status();
  while (values->step(s)) {
    RowReader row(*values, db.path(), "battle_unit_values");
    int64_t owner = row.integer(1, "unit_id", 1, n);
    if (!row.ok()) return row.status();
    Unit& u = army.units[size_t(owner - 1)];
    row.setSubject(subject("unit", u.code));
    int64_t step = row.integer(2, "step", 0, int64_t(u.losses.size()));
    if (!row.ok()) return row.status();
    UnitValues& target = step == 0 ? u.values : u.losses[size_t(step - 1)].values;
    if (Status r = readValue(row, checks, target, 3, 4); !r) return r;
  }
  return s;
}

Status readLeaders(Db& db, Army& army, ArmyRowChecks& checks) {
  auto st =
      db.prepare("SELECT id, code, side, name, rank, command_range, notes, source FROM battle_leaders ORDER BY id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_leaders");
    if (Status p = checkPosition(row, army.leaders.size()); !p) return p;
    Leader l;
    l.code = readCode(row, "leader");
    l.side = row.text(2, "side");
    l.name = row.text(3, "name");
    l.rank = row.text(4, "rank");
    auto range = row.optInteger(5, "command_range", 0, kMaxCount);
    l.notes = row.text(6, "notes");
    l.source = row.text(7, "source");
    if (!row.ok()) return row.status();
    if (range) l.commandRange = int(*range);
    if (RowProblem p = checks.leader(l, row.id())) return fail(row, p);
    army.leaders.push_back(std::move(l));
  }
  if (!s) return s;
  int64_t n = int64_t(army.leaders.size());
  auto commands =
      db.prepare("SELECT id, leader_id, position, node FROM battle_leader_commands ORDER BY leader_id, position, id");
  if (!commands) return commands.status();
  while (commands->step(s)) {
    RowReader row(*commands, db.path(), "battle_leader_commands");
    int64_t owner = row.integer(1, "leader_id", 1, n);
    if (!row.ok()) return row.status();
    Leader& l = army.leaders[size_t(owner - 1)];
    row.setSubject(subject("leader", l.code));
    int64_t position = row.integer(2, "position", 1, kMaxPosition);
    std::string node = row.text(3, "node");
    if (!row.ok()) return row.status();
    if (position != int64_t(l.commands.size()) + 1)
      return row.fail("position",
                      "positions run 1, 2, 3... without gaps; expected " + std::to_string(l.commands.size() + 1));
    if (RowProblem p = checks.command(node)) return fail(row, p);
    l.commands.push_back(std::move(node));
  }
  if (!s) return s;
  auto values = db.prepare("SELECT id, leader_id, field, value FROM battle_leader_values ORDER BY id");
  if (!values) return values.status();
  while (values->step(s)) {
    RowReader row(*values, db.path(), "battle_leader_values");
    int64_t owner = row.integer(1, "leader_id", 1, n);
    if (!row.ok()) return row.status();
    Leader& l = army.leaders[size_t(owner - 1)];
    row.setSubject(subject("leader", l.code));
    if (Status r = readValue(row, checks, l.values, 2, 3); !r) return r;
  }
  return s;
}

// Inserts (id, owner, field, value) rows, with `step` between owner and field when it is not negative.
Status writeValues(Stmt& st, int64_t& id, int64_t owner, int64_t step, const UnitValues& values) {
  for (const auto& [field, value] : values) {
    int i = 1;
    st.bind(i++, id++);
    st.bind(i++, owner);
    if (step >= 0) st.bind(i++, step);
    st.bind(i++, field);
    st.bind(i++, value);
    if (Status s = st.run(); !s) return s;
  }
  return Status::ok();
}

Status writeVocabulary(Db& db, const ArmyVocabulary& v) {
  auto troop = db.prepare("INSERT INTO battle_troop_types (id, code, name, arm, light) VALUES (?1, ?2, ?3, ?4, ?5)");
  auto field = db.prepare("INSERT INTO battle_value_fields (id, code, name, kind, notes) VALUES (?1, ?2, ?3, ?4, ?5)");
  auto formation = db.prepare(
      "INSERT INTO battle_formations (id, code, name, facing, two_hex, blocks_los, notes) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  auto conflict = db.prepare(
      "INSERT INTO battle_formation_conflicts (id, formation_id, position, conflict) VALUES (?1, ?2, ?3, ?4)");
  for (auto* st : {&troop, &field, &formation, &conflict})
    if (!*st) return st->status();
  for (size_t i = 0; i < v.troopTypes.size(); ++i) {
    const TroopType& t = v.troopTypes[i];
    troop->bind(1, int64_t(i + 1));
    troop->bind(2, t.code);
    troop->bind(3, t.name);
    troop->bind(4, std::string_view(armName(t.arm)));
    troop->bind(5, int64_t(t.light));
    if (Status s = troop->run(); !s) return s;
  }
  for (size_t i = 0; i < v.fields.size(); ++i) {
    const ValueField& f = v.fields[i];
    field->bind(1, int64_t(i + 1));
    field->bind(2, f.code);
    field->bind(3, f.name);
    field->bind(4, std::string_view(valueKindNames()[size_t(f.kind)]));
    field->bind(5, f.notes);
    if (Status s = field->run(); !s) return s;
  }
  int64_t conflictId = 1;
  for (size_t i = 0; i < v.formations.size(); ++i) {
    const Formation& f = v.formations[i];
    formation->bind(1, int64_t(i + 1));
    formation->bind(2, f.code);
    formation->bind(3, f.name);
    formation->bind(4, std::string_view(facingRuleName(f.facing)));
    formation->bind(5, int64_t(f.twoHex));
    formation->bind(6, int64_t(f.blocksLos));
    formation->bind(7, f.notes);
    if (Status s = formation->run(); !s) return s;
    for (size_t c = 0; c < f.conflicts.size(); ++c) {
      conflict->bind(1, conflictId++);
      conflict->bind(2, int64_t(i + 1));
      conflict->bind(3, int64_t(c + 1));
      conflict->bind(4, f.conflicts[c]);
      if (Status s = conflict->run(); !s) return s;
    }
  }
  return Status::ok();
}

Status writeSidesAndNodes(Db& db, const Army& army) {
  auto side = db.prepare("INSERT INTO battle_sides (id, code, name, colour) VALUES (?1, ?2, ?3, ?4)");
  auto node = db.prepare(
      "INSERT INTO battle_oob_nodes (id, code, parent, side, level, name, short_name, commander, nation, notes, "
      "source) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)");
  if (!side) return side.status();
  if (!node) return node.status();
  for (size_t i = 0; i < army.sides.size(); ++i) {
    const ArmySide& sd = army.sides[i];
    side->bind(1, int64_t(i + 1));
    side->bind(2, sd.code);
    side->bind(3, sd.name);
    side->bind(4, formatColour(sd.colour));
    if (Status s = side->run(); !s) return s;
  }
  for (size_t i = 0; i < army.nodes.size(); ++i) {
    const OobNode& n = army.nodes[i];
    int c = 1;
    node->bind(c++, int64_t(i + 1));
    for (const std::string* text :
         {&n.code, &n.parent, &n.side, &n.level, &n.name, &n.shortName, &n.commander, &n.nation, &n.notes, &n.source})
      node->bind(c++, *text);
    if (Status s = node->run(); !s) return s;
  }
  return Status::ok();
}

Status writeUnits(Db& db, const Army& army) {
  auto unit = db.prepare(
      "INSERT INTO battle_units (id, code, node, name, short_name, troop_type, counters, notes, source) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  auto step = db.prepare("INSERT INTO battle_loss_steps (id, unit_id, position, label) VALUES (?1, ?2, ?3, ?4)");
  auto value =
      db.prepare("INSERT INTO battle_unit_values (id, unit_id, step, field, value) VALUES (?1, ?2, ?3, ?4, ?5)");
  for (auto* st : {&unit, &step, &value})
    if (!*st) return st->status();
  int64_t stepId = 1, valueId = 1;
  for (size_t i = 0; i < army.units.size(); ++i) {
    const Unit& u = army.units[i];
    int64_t id = int64_t(i + 1);
    unit->bind(1, id);
    unit->bind(2, u.code);
    unit->bind(3, u.node);
    unit->bind(4, u.name);
    unit->bind(5, u.shortName);
    unit->bind(6, u.troopType);
    if (u.counters)
      unit->bind(7, int64_t(*u.counters));
    else
      unit->bindNull(7);
    unit->bind(8, u.notes);
    unit->bind(9, u.source);
    if (Status s = unit->run(); !s) return s;
    if (Status s = writeValues(*value, valueId, id, 0, u.values); !s) return s;
    for (size_t k = 0; k < u.losses.size(); ++k) {
      step->bind(1, stepId++);
      step->bind(2, id);
      step->bind(3, int64_t(k + 1));
      step->bind(4, u.losses[k].label);
      if (Status s = step->run(); !s) return s;
      if (Status s = writeValues(*value, valueId, id, int64_t(k + 1), u.losses[k].values); !s) return s;
    }
  }
  return Status::ok();
}

Status writeLeaders(Db& db, const Army& army) {
  auto leader = db.prepare(
      "INSERT INTO battle_leaders (id, code, side, name, rank, command_range, notes, source) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  auto command =
      db.prepare("INSERT INTO battle_leader_commands (id, leader_id, position, node) VALUES (?1, ?2, ?3, ?4)");
  auto value = db.prepare("INSERT INTO battle_leader_values (id, leader_id, field, value) VALUES (?1, ?2, ?3, ?4)");
  for (auto* st : {&leader, &command, &value})
    if (!*st) return st->status();
  int64_t commandId = 1, valueId = 1;
  for (size_t i = 0; i < army.leaders.size(); ++i) {
    const Leader& l = army.leaders[i];
    int64_t id = int64_t(i + 1);
    leader->bind(1, id);
    leader->bind(2, l.code);
    leader->bind(3, l.side);
    leader->bind(4, l.name);
    leader->bind(5, l.rank);
    if (l.commandRange)
      leader->bind(6, int64_t(*l.commandRange));
    else
      leader->bindNull(6);
    leader->bind(7, l.notes);
    leader->bind(8, l.source);
    if (Status s = leader->run(); !s) return s;
    for (size_t k = 0; k < l.commands.size(); ++k) {
      command->bind(1, commandId++);
      command->bind(2, id);
      command->bind(3, int64_t(k + 1));
      command->bind(4, l.commands[k]);
      if (Status s = command->run(); !s) return s;
    }
    if (Status s = writeValues(*value, valueId, id, -1, l.values); !s) return s;
  }
  return Status::ok();
}

}  // namespace

Status readArmyTables(Db& db, ArmyVocabulary& vocabulary, Army& army) {
  ArmyVocabulary v;
  Army a;
  ArmyRowChecks checks;
  for (auto read : {readTroopTypes, readFields, readFormations})
    if (Status s = read(db, v, checks); !s) return s;
  for (auto read : {readSides, readNodes, readUnits, readLeaders})
    if (Status s = read(db, a, checks); !s) return s;
  vocabulary = std::move(v);
  army = std::move(a);
  return Status::ok();
}

Status writeArmyTables(Db& db, const ArmyVocabulary& vocabulary, const Army& army) {
  for (const char* table :
       {"battle_troop_types", "battle_value_fields", "battle_formations", "battle_formation_conflicts", "battle_sides",
        "battle_oob_nodes", "battle_units", "battle_loss_steps", "battle_unit_values", "battle_leaders",
        "battle_leader_commands", "battle_leader_values"})
    if (Status s = db.exec(std::string("DELETE FROM ") + table); !s) return s;
  if (Status s = writeVocabulary(db, vocabulary); !s) return s;
  if (Status s = writeSidesAndNodes(db, army); !s) return s;
  if (Status s = writeUnits(db, army); !s) return s;
  return writeLeaders(db, army);
}

}  // namespace cartouche
