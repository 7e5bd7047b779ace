// army.txt: the sides, the order-of-battle tree, the units with their values and loss steps, and the leaders
// (schemas/text-format.md, "## army.txt"). A value column is a field of army-vocabulary.txt; an empty cell is an
// unknown value. Each row is checked against what came before it, so a node's parent comes before the node.
#include <algorithm>
#include <set>

#include "text/text_blocks.h"
#include "text/text_parts.h"

namespace cartouche::text {

namespace {

const std::vector<std::string> kNodeColumns = {"code",       "parent",    "side",   "level",  "name",
                                               "short_name", "commander", "nation", "source", "notes"};
const std::vector<std::string> kUnitHead = {"code", "node", "name", "short_name", "troop_type", "counters"};
const std::vector<std::string> kLossHead = {"unit", "step"};
const std::vector<std::string> kLeaderHead = {"code", "side", "name", "rank", "commands", "command_range"};
const std::vector<std::string> kTail = {"source", "notes"};

std::string joinCodes(const std::vector<std::string>& codes) {
  std::string out;
  for (const std::string& c : codes) out += (out.empty() ? "" : " ") + c;
  return out;
}

std::vector<std::string> columnsWith(const std::vector<std::string>& head, const ArmyVocabulary& v,
                                     const std::vector<std::string>& tail) {
  std::vector<std::string> out = head;
  for (const ValueField& f : v.fields) out.push_back(f.code);
  out.insert(out.end(), tail.begin(), tail.end());
  return out;
}

void appendValues(std::vector<std::string>& cells, const ArmyVocabulary& v, const UnitValues& values) {
  for (const ValueField& f : v.fields) {
    auto it = values.find(f.code);
    cells.push_back(it == values.end() ? "" : it->second);
  }
}

std::string optionalInt(const std::optional<int>& v) { return v ? std::to_string(*v) : ""; }

// The rules each row obeys, shared by the writer's check and the reader. Messages name the item, not the line.
Status checkValues(const ArmyVocabulary& v, const UnitValues& values) {
  for (const auto& [code, value] : values) {
    const ValueField* f = v.field(code);
    if (!f) return Status::invalidArgument("a value for \"" + code + "\", which is not a field of the vocabulary");
    if (value.empty())
      return Status::invalidArgument("field \"" + code + "\" holds an empty value (absent is unknown)");
    long long n = 0;
    if (f->kind == ValueKind::Integer && (!parseLong(value, n) || std::to_string(n) != value))
      return Status::invalidArgument("field \"" + code + "\": \"" + value + "\" is not a canonical whole number");
  }
  return Status::ok();
}

Status checkNode(const Army& soFar, const OobNode& n) {
  if (!isBareWord(n.code)) return Status::invalidArgument("node code \"" + n.code + "\" is not a bare word");
  if (soFar.node(n.code)) return Status::invalidArgument("node \"" + n.code + "\" is given twice");
  if (!soFar.side(n.side))
    return Status::invalidArgument("node \"" + n.code + "\": side \"" + n.side + "\" is not a side");
  if (!n.parent.empty()) {
    const OobNode* p = soFar.node(n.parent);
    if (!p)
      return Status::invalidArgument("node \"" + n.code + "\": parent \"" + n.parent + "\" is not a node before it");
    if (p->side != n.side)
      return Status::invalidArgument("node \"" + n.code + "\" is on side \"" + n.side + "\" but its parent \"" +
                                     n.parent + "\" on \"" + p->side + "\"");
  }
  return Status::ok();
}

// Loss step `i` of `u`, against the steps before it.
Status checkLossStep(const ArmyVocabulary& v, const Unit& u, size_t i) {
  const LossStep& l = u.losses[i];
  if (l.label.empty()) return Status::invalidArgument("unit \"" + u.code + "\": a loss step has no label");
  for (size_t k = 0; k < i; ++k)
    if (u.losses[k].label == l.label)
      return Status::invalidArgument("unit \"" + u.code + "\": loss step \"" + l.label + "\" is given twice");
  if (Status s = checkValues(v, l.values); !s)
    return s.withContext("unit \"" + u.code + "\" loss step \"" + l.label + "\"");
  return Status::ok();
}

Status checkUnit(const Army& soFar, const ArmyVocabulary& v, const Unit& u) {
  if (!isBareWord(u.code)) return Status::invalidArgument("unit code \"" + u.code + "\" is not a bare word");
  if (soFar.unit(u.code)) return Status::invalidArgument("unit \"" + u.code + "\" is given twice");
  if (!soFar.node(u.node))
    return Status::invalidArgument("unit \"" + u.code + "\": node \"" + u.node + "\" is not a node");
  if (!u.troopType.empty() && !v.troopType(u.troopType))
    return Status::invalidArgument("unit \"" + u.code + "\": troop type \"" + u.troopType +
                                   "\" is not in the vocabulary");
  if (u.counters && *u.counters < 0)
    return Status::invalidArgument("unit \"" + u.code + "\": counters must not be negative");
  if (Status s = checkValues(v, u.values); !s) return s.withContext("unit \"" + u.code + "\"");
  for (size_t i = 0; i < u.losses.size(); ++i)
    if (Status s = checkLossStep(v, u, i); !s) return s;
  return Status::ok();
}

Status checkLeader(const Army& soFar, const ArmyVocabulary& v, const Leader& l) {
  if (!isBareWord(l.code)) return Status::invalidArgument("leader code \"" + l.code + "\" is not a bare word");
  if (soFar.leader(l.code)) return Status::invalidArgument("leader \"" + l.code + "\" is given twice");
  if (soFar.unit(l.code)) return Status::invalidArgument("leader \"" + l.code + "\" has the code of a unit");
  if (!soFar.side(l.side))
    return Status::invalidArgument("leader \"" + l.code + "\": side \"" + l.side + "\" is not a side");
  for (const std::string& n : l.commands)
    if (!isBareWord(n) || !soFar.node(n))
      return Status::invalidArgument("leader \"" + l.code + "\" commands \"" + n + "\", which is not a node");
  if (Status s = checkValues(v, l.values); !s) return s.withContext("leader \"" + l.code + "\"");
  return Status::ok();
}

// Reads the value cells of one row into `values`; `first` is the index of the first field column.
void readValues(const std::vector<std::string>& columns, size_t first, size_t count,
                const std::vector<std::string>& cells, UnitValues& values) {
  for (size_t i = first; i < first + count; ++i)
    if (!cells[i].empty()) values[columns[i]] = cells[i];
}

// The columns line of a block with value fields: `head`, then fields of the vocabulary (each once, any order),
// then `tail`. `columns` receives every column in its order.
Status readValueColumns(const TextFile& file, const Block& b, const ArmyVocabulary& v,
                        const std::vector<std::string>& head, const std::vector<std::string>& tail,
                        std::vector<std::string>& columns) {
  const BlockEntry* e = b.entry("columns");
  std::string expected = joinCodes(head) + " FIELD... " + joinCodes(tail);
  if (!e) {
    if (b.rows.empty()) return Status::ok();
    return file.error(b.line, b.title() + " has no \"columns\" (columns = " + expected + ")");
  }
  columns.clear();
  for (const Token& t : e->values) columns.push_back(t.text);
  bool shape = columns.size() >= head.size() + tail.size() && std::equal(head.begin(), head.end(), columns.begin()) &&
               std::equal(tail.begin(), tail.end(), columns.end() - std::ptrdiff_t(tail.size()));
  if (!shape) return file.error(e->line, b.title() + " columns must be \"" + expected + "\"");
  std::set<std::string> seen;
  for (size_t i = head.size(); i + tail.size() < columns.size(); ++i) {
    if (!v.field(columns[i]))
      return file.error(e->line,
                        b.title() + " column \"" + columns[i] + "\" is not a value field of army-vocabulary.txt");
    if (!seen.insert(columns[i]).second)
      return file.error(e->line, b.title() + " column \"" + columns[i] + "\" is given twice");
  }
  for (size_t r = 0; r < b.rows.size(); ++r)
    if (b.rows[r].cells.size() != columns.size())
      return file.error(b.rows[r].line, b.title() + " row " + std::to_string(r + 1) + " has " +
                                            std::to_string(b.rows[r].cells.size()) + " cells, not " +
                                            std::to_string(columns.size()));
  return Status::ok();
}

Status optionalIntCell(const TextFile& file, int line, const std::string& what, const std::string& cell,
                       std::optional<int>& out) {
  if (cell.empty()) return Status::ok();
  int v = 0;
  if (Status s = parseCanonicalInt(file, line, what, cell, v); !s) return s;
  out = v;
  return Status::ok();
}

}  // namespace

Status checkArmyWritable(const ArmyVocabulary& v, const Army& army) {
  Army soFar;
  for (const ArmySide& s : army.sides) {
    if (!isBareWord(s.code)) return Status::invalidArgument("side code \"" + s.code + "\" is not a bare word");
    if (soFar.side(s.code)) return Status::invalidArgument("side \"" + s.code + "\" is given twice");
    soFar.sides.push_back(s);
  }
  for (const OobNode& n : army.nodes) {
    if (Status s = checkNode(soFar, n); !s) return s;
    soFar.nodes.push_back(n);
  }
  for (const Unit& u : army.units) {
    if (Status s = checkUnit(soFar, v, u); !s) return s;
    soFar.units.push_back(u);
  }
  for (const Leader& l : army.leaders) {
    if (Status s = checkLeader(soFar, v, l); !s) return s;
    soFar.leaders.push_back(l);
  }
  return Status::ok();
}

std::string writeArmy(const ArmyVocabulary& v, const Army& army) {
  std::string out =
      "# The armies: sides, the order-of-battle tree, units and leaders (format: schemas/text-format.md).\n";
  for (const ArmySide& s : army.sides) {
    out += "\n[side " + s.code + "]\n";
    out += "name = " + quote(s.name) + "\n";
    out += "colour = " + formatColour(s.colour) + "\n";
  }
  out += "\n[nodes]\n" + formatColumns(kNodeColumns);
  for (const OobNode& n : army.nodes)
    out +=
        formatRow({n.code, n.parent, n.side, n.level, n.name, n.shortName, n.commander, n.nation, n.source, n.notes});
  out += "\n[units]\n" + formatColumns(columnsWith(kUnitHead, v, kTail));
  for (const Unit& u : army.units) {
    std::vector<std::string> cells = {u.code, u.node, u.name, u.shortName, u.troopType, optionalInt(u.counters)};
    appendValues(cells, v, u.values);
    cells.push_back(u.source);
    cells.push_back(u.notes);
    out += formatRow(cells);
  }
  out += "\n[losses]\n" + formatColumns(columnsWith(kLossHead, v, {}));
  for (const Unit& u : army.units)
    for (const LossStep& l : u.losses) {
      std::vector<std::string> cells = {u.code, l.label};
      appendValues(cells, v, l.values);
      out += formatRow(cells);
    }
  out += "\n[leaders]\n" + formatColumns(columnsWith(kLeaderHead, v, kTail));
  for (const Leader& l : army.leaders) {
    std::vector<std::string> cells = {
        l.code, l.side, l.name, l.rank, joinCodes(l.commands), optionalInt(l.commandRange)};
    appendValues(cells, v, l.values);
    cells.push_back(l.source);
    cells.push_back(l.notes);
    out += formatRow(cells);
  }
  return out;
}

Status readArmy(const TextFile& file, const ArmyVocabulary& v, Army& army) {
  Result<std::vector<Block>> blocks = parseBlocks(file);
  if (!blocks) return blocks.status();
  Army a;
  std::set<std::string> seen;
  for (const Block& b : *blocks) {
    const std::string& kind = b.header[0].text;
    if (kind == "side") {
      if (b.header.size() != 2) return file.error(b.line, "expected [side CODE], not " + b.title());
      ArmySide s;
      s.code = b.header[1].text;
      std::string colour;
      if (Status st = expectKeys(file, b, {"name", "colour"}); !st) return st;
      if (!b.rows.empty() || b.entry("columns")) return file.error(b.line, b.title() + " has no rows");
      if (Status st = singleValue(file, b, "name", s.name, true); !st) return st;
      if (Status st = singleValue(file, b, "colour", colour, true); !st) return st;
      Result<Rgba> c = parseColour(colour);
      if (!c) return file.error(b.entry("colour")->line, b.title() + ": " + c.status().message());
      s.colour = *c;
      if (!isBareWord(s.code)) return file.error(b.line, "side code \"" + s.code + "\" is not a bare word");
      if (a.side(s.code)) return file.error(b.line, "side \"" + s.code + "\" is given twice");
      if (!a.nodes.empty() || !seen.empty()) return file.error(b.line, "the sides come before the other sections");
      a.sides.push_back(std::move(s));
      continue;
    }
    if (b.header.size() != 1 || (kind != "nodes" && kind != "units" && kind != "losses" && kind != "leaders"))
      return file.error(b.line, "expected [side CODE], [nodes], [units], [losses] or [leaders], not " + b.title());
    if (!seen.insert(kind).second) return file.error(b.line, b.title() + " is given twice");
    if (Status st = expectKeys(file, b, {}); !st) return st;
    std::vector<std::string> columns;
    Status st = kind == "nodes"    ? expectColumns(file, b, kNodeColumns)
                : kind == "units"  ? readValueColumns(file, b, v, kUnitHead, kTail, columns)
                : kind == "losses" ? readValueColumns(file, b, v, kLossHead, {}, columns)
                                   : readValueColumns(file, b, v, kLeaderHead, kTail, columns);
    if (!st) return st;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      const std::vector<std::string>& c = b.rows[r].cells;
      int line = b.rows[r].line;
      std::string where = b.title() + " row " + std::to_string(r + 1);
      auto fail = [&](const Status& s) { return file.error(line, where + ": " + s.message()); };
      if (kind == "nodes") {
        OobNode n{c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[9], c[8]};
        if (Status s = checkNode(a, n); !s) return fail(s);
        a.nodes.push_back(std::move(n));
      } else if (kind == "units") {
        Unit u;
        u.code = c[0];
        u.node = c[1];
        u.name = c[2];
        u.shortName = c[3];
        u.troopType = c[4];
        if (Status s = optionalIntCell(file, line, where + " counters", c[5], u.counters); !s) return s;
        readValues(columns, kUnitHead.size(), columns.size() - kUnitHead.size() - kTail.size(), c, u.values);
        u.source = c[c.size() - 2];
        u.notes = c[c.size() - 1];
        if (Status s = checkUnit(a, v, u); !s) return fail(s);
        a.units.push_back(std::move(u));
      } else if (kind == "losses") {
        auto it = std::find_if(a.units.begin(), a.units.end(), [&](const Unit& u) { return u.code == c[0]; });
        if (it == a.units.end()) return fail(Status::invalidArgument("unit \"" + c[0] + "\" is not a unit of [units]"));
        LossStep l;
        l.label = c[1];
        readValues(columns, kLossHead.size(), columns.size() - kLossHead.size(), c, l.values);
        it->losses.push_back(std::move(l));
        if (Status s = checkLossStep(v, *it, it->losses.size() - 1); !s) return fail(s);
      } else {
        Leader l;
        l.code = c[0];
        l.side = c[1];
        l.name = c[2];
        l.rank = c[3];
        for (std::string_view w : splitBlanks(c[4])) l.commands.emplace_back(w);
        if (joinCodes(l.commands) != c[4])
          return fail(Status::invalidArgument("commands \"" + c[4] + "\" is not canonical; write \"" +
                                              joinCodes(l.commands) + "\""));
        if (Status s = optionalIntCell(file, line, where + " command_range", c[5], l.commandRange); !s) return s;
        readValues(columns, kLeaderHead.size(), columns.size() - kLeaderHead.size() - kTail.size(), c, l.values);
        l.source = c[c.size() - 2];
        l.notes = c[c.size() - 1];
        if (Status s = checkLeader(a, v, l); !s) return fail(s);
        a.leaders.push_back(std::move(l));
      }
    }
  }
  army = std::move(a);
  return Status::ok();
}

}  // namespace cartouche::text
