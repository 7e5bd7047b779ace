// Stacking: the battle's units and tables prepared once, and one hex's stacks held to them.
#include "rules/stacking_eval.h"

#include <algorithm>

namespace cartouche::stacking {

namespace {

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

std::string unitName(const UnitInfo& u) {
  if (!u.unit) return "?";
  return u.unit->name.empty() ? u.unit->code : u.unit->name;
}

// Interns `s` into `list`, returning its index; lists of sides and levels hold a handful of names.
int intern(std::vector<std::string>& list, const std::string& s) {
  for (size_t i = 0; i < list.size(); ++i)
    if (sameCode(list[i], s)) return int(i);
  list.push_back(s);
  return int(list.size()) - 1;
}

Term compileTerm(const StackingTerm& t, const ArmyVocabulary& vocabulary, const Prepared& p,
                 std::vector<std::string>& levels) {
  Term out;
  out.select = t.select;
  out.count = t.count;
  out.measure = t.measure;
  out.text = formatStackingTerm(t);
  if (t.select == StackingTerm::Select::Arm || t.select == StackingTerm::Select::LightArm)
    out.arm = armFromName(t.selector).value_or(Arm::Other);
  if (t.select == StackingTerm::Select::TroopType) {
    for (size_t i = 0; i < vocabulary.troopTypes.size(); ++i)
      if (vocabulary.troopTypes[i].code == t.selector) out.troop = int(i);
  }
  if (t.measure == StackingTerm::Measure::Level) out.level = intern(levels, t.level);
  for (const std::string& f : t.formations) out.formations.push_back(p.formationOf(f) >= 0 ? p.formationOf(f) : -2);
  return out;
}

bool matches(const Term& t, const UnitInfo& u, int formation) {
  switch (t.select) {
    case StackingTerm::Select::Any:
      break;
    case StackingTerm::Select::Arm:
      if (!u.armKnown || u.arm != t.arm) return false;
      break;
    case StackingTerm::Select::LightArm:
      if (!u.armKnown || u.arm != t.arm || !u.light) return false;
      break;
    case StackingTerm::Select::TroopType:
      if (u.troop < 0 || u.troop != t.troop) return false;
      break;
  }
  if (!t.formations.empty() && std::find(t.formations.begin(), t.formations.end(), formation) == t.formations.end())
    return false;
  return true;
}

enum class Verdict : uint8_t { Fits, Unknown, Over };

struct Counted {
  Verdict verdict = Verdict::Fits;
  int unknownUnit = -1;      // a unit whose increments are needed and unknown
  bool unknownType = false;  // unknownUnit's troop type (so its arm) is unknown, not its increments
};

std::optional<int> incrementsHere(const std::optional<int>& increments, uint8_t part) {
  if (!increments) return std::nullopt;
  int n = *increments;
  return part == 0 ? n : part == 1 ? (n + 1) / 2 : n / 2;
}

// Holds the members `covered` (indices into entries) to one term.
Counted measureTerm(const Term& t, const Prepared& p, std::span<const Entry> entries, const std::vector<int>& covered) {
  Counted c;
  int amount = 0;
  switch (t.measure) {
    case StackingTerm::Measure::Units:
      amount = int(covered.size());
      break;
    case StackingTerm::Measure::Increments:
      for (int e : covered) {
        auto n = incrementsHere(p.increments(entries[size_t(e)].unit), entries[size_t(e)].part);
        if (!n) {
          if (c.unknownUnit < 0) c.unknownUnit = entries[size_t(e)].unit;
          continue;
        }
        amount += *n;
      }
      break;
    case StackingTerm::Measure::Level: {
      // Distinct nodes of the level; a unit with none counts alone (negative keys).
      std::vector<int>& seen = p.scratch.seen;
      seen.clear();
      for (int e : covered) {
        const int unit = entries[size_t(e)].unit;
        int key = t.level < p.levelCount ? p.levelNodes[size_t(unit) * size_t(p.levelCount) + size_t(t.level)] : -1;
        if (key < 0) key = -1 - unit;
        if (std::find(seen.begin(), seen.end(), key) == seen.end()) seen.push_back(key);
      }
      amount = int(seen.size());
      break;
    }
  }
  if (amount > t.count)
    c.verdict = Verdict::Over;  // the known part alone breaks it
  else if (c.unknownUnit >= 0)
    c.verdict = Verdict::Unknown;
  return c;
}

Counted fitAlternative(const std::vector<Term>& alt, const std::vector<int16_t>& byClass, const Prepared& p,
                       std::span<const Entry> entries, const std::vector<int>& members) {
  // Which term covers each member; the members of one term are gathered in turn.
  std::vector<int>& termOf = p.scratch.termOf;
  termOf.assign(members.size(), -1);
  Counted out;
  for (size_t i = 0; i < members.size(); ++i) {
    const int e = members[i];
    const Entry& en = entries[size_t(e)];
    const UnitInfo& u = p.units[size_t(en.unit)];
    size_t t = 0;
    const int c = p.classOf(u, en.formation);
    if (c >= 0 && byClass[size_t(c)] != -2)
      t = byClass[size_t(c)] < 0 ? alt.size() : size_t(byClass[size_t(c)]);
    else
      while (t < alt.size() && !matches(alt[t], u, en.formation)) ++t;
    if (t == alt.size()) {
      // A unit of unknown troop type might belong to a term of its arm: the alternative can only be decided once
      // its type is known, unless the known units alone break it.
      if (p.units[size_t(en.unit)].armKnown) return {Verdict::Over, -1};
      if (out.unknownUnit < 0) out = {Verdict::Unknown, en.unit, true};
      continue;
    }
    termOf[i] = int(t);
  }
  std::vector<int>& covered = p.scratch.covered;
  for (size_t t = 0; t < alt.size(); ++t) {
    covered.clear();
    for (size_t i = 0; i < members.size(); ++i)
      if (termOf[i] == int(t)) covered.push_back(members[i]);
    Counted c = measureTerm(alt[t], p, entries, covered);
    if (c.verdict == Verdict::Over) return c;
    if (c.verdict == Verdict::Unknown && out.verdict == Verdict::Fits) out = c;
  }
  return out;
}

const Row* rowFor(const Battle& battle, const Prepared& p, int table, int hex, std::span<const Entry> entries,
                  const std::vector<int>& members) {
  auto formationsFit = [&](const Row& r) {
    if (r.formations.empty()) return true;
    for (int e : members)
      if (std::find(r.formations.begin(), r.formations.end(), entries[size_t(e)].formation) == r.formations.end())
        return false;
    return true;
  };
  if (!p.hexsideRows.empty()) {
    const HexMap& m = battle.map;
    const Hex h = m.hexAt(hex);
    for (int ri : p.hexsideRows) {
      const Row& r = p.rows[size_t(ri)];
      if (r.table != table || !formationsFit(r)) continue;
      for (int d = 0; d < 6; ++d) {
        const HexsideRecord* rec = m.hexside(hexsideOf(h, d));
        if (!rec) continue;
        for (const HexsideFeature& f : rec->features)
          if (f.type == r.terrain) return &r;
      }
    }
  }
  const TerrainId t = battle.map.terrain(hex);
  if (t < p.rowsByTerrain.size())
    for (int ri : p.rowsByTerrain[t]) {
      const Row& r = p.rows[size_t(ri)];
      if (r.table == table && formationsFit(r)) return &r;
    }
  for (int ri : p.anyRows) {
    const Row& r = p.rows[size_t(ri)];
    if (r.table == table && formationsFit(r)) return &r;
  }
  return nullptr;
}

std::string unitList(const Prepared& p, std::span<const Entry> entries, const std::vector<int>& members) {
  std::string s;
  for (size_t i = 0; i < members.size(); ++i)
    s += (i ? ", " : "") + unitName(p.units[size_t(entries[size_t(members[i])].unit)]);
  return s;
}

}  // namespace

int Prepared::formationOf(std::string_view code) const { return index->formation(code); }

const std::optional<int>& Prepared::increments(int unit) const {
  const UnitInfo& u = units[size_t(unit)];
  if (!u.incrementsRead) {
    u.increments = intValue(u.unit->values, "increments");
    u.incrementsRead = true;
  }
  return u.increments;
}

namespace {

// Fills the row's term and cap tables for every troop type and formation.
void classifyRow(Row& row, const ArmyVocabulary& voc, const Prepared& p) {
  const int classes = int(voc.troopTypes.size()) * p.formationClasses;
  UnitInfo probe;
  auto each = [&](auto&& f) {
    for (int c = 0; c < classes; ++c) {
      const int troop = c / p.formationClasses, formation = c % p.formationClasses - 1;
      const TroopType& tt = voc.troopTypes[size_t(troop)];
      probe.troop = troop;
      probe.arm = tt.arm;
      probe.light = tt.light;
      probe.armKnown = true;
      f(c, formation);
    }
  };
  for (const auto& alt : row.alternatives) {
    // -1: no term; -2: an alternative too long to table, matched term by term.
    std::vector<int16_t> table(size_t(classes), alt.size() > 32767 ? -2 : -1);
    if (alt.size() <= 32767)
      each([&](int c, int formation) {
        for (size_t t = 0; t < alt.size(); ++t)
          if (matches(alt[t], probe, formation)) {
            table[size_t(c)] = int16_t(t);
            break;
          }
      });
    row.termByClass.push_back(std::move(table));
  }
  for (const Term& cap : row.caps) {
    std::vector<uint8_t> table(size_t(classes), 0);
    each([&](int c, int formation) { table[size_t(c)] = matches(cap, probe, formation) ? 1 : 0; });
    row.capByClass.push_back(std::move(table));
  }
}

}  // namespace

void Prepared::prepare(const Battle& battle, const ArmyIndex& armyIndex) {
  *this = Prepared();
  index = &armyIndex;
  auto sys = battle.info.find("system");
  laBataille = sys == battle.info.end() || sys->second != "raclawice";
  const ArmyVocabulary& voc = battle.armyVocabulary;
  const Army& army = battle.army;
  unlimbered = formationOf("unlimbered");
  formationClasses = int(voc.formations.size()) + 1;
  horseArtillery = index->troopType("horse-artillery");
  conflicts.assign(voc.formations.size(), std::vector<uint8_t>(voc.formations.size(), 0));
  for (size_t i = 0; i < voc.formations.size(); ++i)
    for (const std::string& c : voc.formations[i].conflicts)
      if (int j = formationOf(c); j >= 0) conflicts[i][size_t(j)] = conflicts[size_t(j)][i] = 1;

  std::vector<std::string> levelNames;
  // Each node's side and level, interned; the list repeats them from node to node.
  std::vector<int> nodeSide(army.nodes.size(), -1), nodeLevel(army.nodes.size());
  int lastSide = -1, lastLevel = -1;
  for (size_t i = 0; i < army.nodes.size(); ++i) {
    const OobNode& n = army.nodes[i];
    const bool sameSide = lastSide >= 0 && sameCode(n.side, sides[size_t(lastSide)]);
    nodeSide[i] = lastSide = sameSide ? lastSide : intern(sides, n.side);
    const bool sameLevel = lastLevel >= 0 && sameCode(n.level, levelNames[size_t(lastLevel)]);
    nodeLevel[i] = lastLevel = sameLevel ? lastLevel : intern(levelNames, n.level);
  }
  levelCount = int(levelNames.size());
  units.resize(army.units.size());
  for (size_t i = 0; i < army.units.size(); ++i) {
    const Unit& u = army.units[i];
    UnitInfo& info = units[i];
    info.unit = &u;
    if (const int troop = index->troopOfUnit(int(i)); troop >= 0) {
      const TroopType& tt = voc.troopTypes[size_t(troop)];
      info.troop = troop;
      info.arm = tt.arm;
      info.light = tt.light;
      info.armKnown = true;
    }
    if (const int node = index->nodeOfUnit(int(i)); node >= 0) info.side = nodeSide[size_t(node)];
  }
  // Each unit's nearest node of every level, walking up from its own node.
  levelNodes.assign(army.units.size() * size_t(levelCount), -1);
  for (size_t i = 0; i < army.units.size(); ++i) {
    int* row = levelNodes.data() + i * size_t(levelCount);
    int at = index->nodeOfUnit(int(i));
    for (size_t steps = 0; at >= 0 && steps <= army.nodes.size(); ++steps) {
      int& slot = row[nodeLevel[size_t(at)]];
      if (slot < 0) slot = at;
      at = index->parent(at);
    }
  }

  for (size_t ti = 0; ti < battle.rules.size(); ++ti) {
    const RuleTable& t = battle.rules[ti];
    if (t.kind != TableKind::Stacking || t.columns.empty() || t.columns[0].type != CellType::Terrain) continue;
    int check = -1;
    for (size_t c = 0; c < t.columns.size(); ++c)
      if (t.columns[c].type == CellType::StackingLimit) check = int(c);
    if (check < 0) continue;
    const int formationColumn = t.columnIndex("formation");
    for (size_t ri = 0; ri < t.rows.size(); ++ri) {
      const auto& cells = t.rows[ri];
      if (cells.size() != t.columns.size() || cells[size_t(check)].empty()) continue;  // not checked
      auto limit = parseStackingLimit(cells[size_t(check)]);
      if (!limit) continue;  // the table checks report it
      Row row;
      row.table = int(ti);
      row.row = int(ri);
      row.text = cells[size_t(check)];
      row.terrainCode = cells[0];
      row.none = limit->none;
      row.any = limit->any;
      if (cells[0] == "any") {
        row.anyTerrain = true;
      } else {
        auto id = battle.vocabulary.find(cells[0]);
        if (!id) continue;  // unknown terrain: the table checks report it
        row.terrain = *id;
        row.hexsideFeature = battle.vocabulary.at(*id).kind == TerrainKind::Hexside;
      }
      if (formationColumn >= 0 && !cells[size_t(formationColumn)].empty()) {
        const std::string& list = cells[size_t(formationColumn)];
        size_t at = 0;
        while (at <= list.size()) {
          size_t slash = list.find('/', at);
          std::string f = list.substr(at, slash == std::string::npos ? std::string::npos : slash - at);
          while (!f.empty() && f.front() == ' ') f.erase(0, 1);
          while (!f.empty() && f.back() == ' ') f.pop_back();
          row.formations.push_back(formationOf(f) >= 0 ? formationOf(f) : -2);
          if (slash == std::string::npos) break;
          at = slash + 1;
        }
      }
      for (const auto& alt : limit->alternatives) {
        std::vector<Term> terms;
        for (const StackingTerm& term : alt) terms.push_back(compileTerm(term, voc, *this, levelNames));
        row.alternatives.push_back(std::move(terms));
      }
      for (const StackingTerm& term : limit->caps) row.caps.push_back(compileTerm(term, voc, *this, levelNames));
      const int index = int(rows.size());
      if (row.anyTerrain) {
        anyRows.push_back(index);
      } else if (row.hexsideFeature) {
        hexsideRows.push_back(index);
      } else {
        if (rowsByTerrain.size() <= row.terrain) rowsByTerrain.resize(size_t(row.terrain) + 1);
        rowsByTerrain[row.terrain].push_back(index);
      }
      classifyRow(row, voc, *this);
      rows.push_back(std::move(row));
    }
  }
}

// One stacking row's verdict on one side's stack; `broken` is the cap it breaks, or null for the whole limit.
Counted judgeRow(const Row& r, const Prepared& p, std::span<const Entry> entries, const std::vector<int>& members,
                 const Term*& broken) {
  const Row* row = &r;
  Counted verdict{Verdict::Over, -1};
  if (row->none) {
    verdict = {Verdict::Over, -1};
  } else if (row->any) {
    verdict = {Verdict::Fits, -1};
  } else {
    for (size_t a = 0; a < row->alternatives.size(); ++a) {
      Counted c = fitAlternative(row->alternatives[a], row->termByClass[a], p, entries, members);
      if (c.verdict == Verdict::Fits) {
        verdict = c;
        break;
      }
      if (c.verdict == Verdict::Unknown && verdict.verdict == Verdict::Over) verdict = c;
    }
  }
  if (verdict.verdict != Verdict::Over && !row->none) {
    for (size_t k = 0; k < row->caps.size(); ++k) {
      const Term& cap = row->caps[k];
      std::vector<int>& covered = p.scratch.covered;
      covered.clear();
      for (int e : members) {
        const UnitInfo& u = p.units[size_t(entries[size_t(e)].unit)];
        const int c = p.classOf(u, entries[size_t(e)].formation);
        if (c >= 0 ? row->capByClass[k][size_t(c)] != 0 : matches(cap, u, entries[size_t(e)].formation))
          covered.push_back(e);
      }
      Counted c = measureTerm(cap, p, entries, covered);
      if (c.verdict == Verdict::Over) {
        verdict = c;
        broken = &cap;
        break;
      }
      if (c.verdict == Verdict::Unknown && verdict.verdict == Verdict::Fits) verdict = c;
    }
  }
  return verdict;
}

// Units whose troop type is unknown may be of any arm; units of one node share their type. The stack is judged under
// every arm each such node might have: it fits when it fits under all of them, breaks the limit when it breaks it
// under all, and cannot be checked otherwise. Nothing is guessed. The prepared units are assumed an arm for the
// duration and restored.
Counted judgeAssumingArms(const Row& row, Prepared& p, std::span<const Entry> entries, const std::vector<int>& members,
                          const Term*& broken) {
  if (std::all_of(members.begin(), members.end(),
                  [&](int e) { return p.units[size_t(entries[size_t(e)].unit)].armKnown; }))
    return judgeRow(row, p, entries, members, broken);  // nothing to assume
  std::vector<std::vector<int>> groups;                 // unit indices by node
  std::vector<std::string> groupNodes;
  for (int e : members) {
    const int u = entries[size_t(e)].unit;
    if (p.units[size_t(u)].armKnown) continue;
    const std::string& node = p.units[size_t(u)].unit->node;
    auto it = std::find(groupNodes.begin(), groupNodes.end(), node);
    if (it == groupNodes.end()) {
      groupNodes.push_back(node);
      groups.push_back({u});
    } else if (auto& g = groups[size_t(it - groupNodes.begin())]; std::find(g.begin(), g.end(), u) == g.end()) {
      g.push_back(u);
    }
  }
  constexpr size_t kMaxGroups = 4;  // 3^4 assumptions at most; beyond that the stack is left unchecked
  if (groups.empty() || groups.size() > kMaxGroups || row.none || row.any)
    return judgeRow(row, p, entries, members, broken);
  constexpr Arm kArms[] = {Arm::Infantry, Arm::Cavalry, Arm::Artillery};
  int combos = 1;
  for (size_t g = 0; g < groups.size(); ++g) combos *= 3;
  bool allFit = true, allOver = true;
  const Term* overBroken = broken;
  for (int c = 0; c < combos; ++c) {
    for (size_t g = 0, k = size_t(c); g < groups.size(); ++g, k /= 3)
      for (int u : groups[g]) {
        p.units[size_t(u)].arm = kArms[k % 3];
        p.units[size_t(u)].armKnown = true;
      }
    const Term* b = broken;
    Counted v = judgeRow(row, p, entries, members, b);
    if (v.verdict != Verdict::Fits) allFit = false;
    if (v.verdict != Verdict::Over) allOver = false;
    if (v.verdict == Verdict::Over) overBroken = b;
  }
  for (const auto& g : groups)
    for (int u : g) {
      p.units[size_t(u)].arm = Arm::Other;
      p.units[size_t(u)].armKnown = false;
    }
  if (allFit) return {Verdict::Fits, -1};
  if (allOver) {
    broken = overBroken;
    return {Verdict::Over, -1};
  }
  return {Verdict::Unknown, groups[0][0], true};
}

void evaluateHex(const Battle& battle, Prepared& p, const std::string& scenario, int hex,
                 std::span<const Entry> entries, std::vector<Problem>& out) {
  if (entries.empty()) return;
  auto label = [&] { return battle.map.grid().label(battle.map.hexAt(hex)); };  // only when a problem needs it
  // Each side apart, in the order its first unit appears.
  std::vector<int>& sidesHere = p.scratch.sides;
  sidesHere.clear();
  for (const Entry& e : entries) {
    int s = p.units[size_t(e.unit)].side;
    if (std::find(sidesHere.begin(), sidesHere.end(), s) == sidesHere.end()) sidesHere.push_back(s);
  }
  std::vector<int>& members = p.scratch.members;
  for (int side : sidesHere) {
    members.clear();
    for (size_t i = 0; i < entries.size(); ++i)
      if (p.units[size_t(entries[i].unit)].side == side) members.push_back(int(i));
    auto problem = [&](Severity sev, std::string code, std::string message, const std::vector<int>& who) {
      Problem pr;
      pr.severity = sev;
      pr.code = std::move(code);
      pr.message = std::move(message);
      pr.hex = hex;
      pr.scenario = scenario;
      for (int e : who) pr.units.push_back(p.units[size_t(entries[size_t(e)].unit)].unit->code);
      out.push_back(std::move(pr));
    };
    // Formations that may not share a hex.
    for (size_t a = 0; a < members.size(); ++a)
      for (size_t b = a + 1; b < members.size(); ++b) {
        int fa = entries[size_t(members[a])].formation, fb = entries[size_t(members[b])].formation;
        if (fa < 0 || fb < 0 || !p.conflicts[size_t(fa)][size_t(fb)]) continue;
        problem(Severity::Error, "conflicting-formations",
                "hex " + label() + ": " + unitList(p, entries, {members[a]}) + " (" +
                    battle.armyVocabulary.formations[size_t(fa)].code + ") and " + unitList(p, entries, {members[b]}) +
                    " (" + battle.armyVocabulary.formations[size_t(fb)].code +
                    ") stand in formations that may not share a hex",
                {members[a], members[b]});
      }
    if (p.laBataille) {
      // Seed 004, Tactical Organization: cavalry never stacks with infantry or unlimbered artillery; Increments:
      // horse artillery may not end a movement phase stacked with cavalry.
      auto isCavalry = [&](int e) {
        const UnitInfo& u = p.units[size_t(entries[size_t(e)].unit)];
        return u.armKnown && u.arm == Arm::Cavalry;
      };
      auto isOther = [&](int e) {
        const UnitInfo& u = p.units[size_t(entries[size_t(e)].unit)];
        return u.armKnown && (u.arm == Arm::Infantry || (u.arm == Arm::Artillery && p.unlimbered >= 0 &&
                                                         entries[size_t(e)].formation == p.unlimbered));
      };
      auto isHorseArtillery = [&](int e) {
        return p.horseArtillery >= 0 && p.units[size_t(entries[size_t(e)].unit)].troop == p.horseArtillery;
      };
      bool cavalryHere = false, otherHere = false, horseHere = false;
      for (int e : members) {
        cavalryHere |= isCavalry(e);
        otherHere |= isOther(e);
        horseHere |= isHorseArtillery(e);
      }
      auto report = [&](const char* code, auto&& other, const char* what) {
        std::vector<int> cavalry, others;
        for (int e : members) {
          if (isCavalry(e)) cavalry.push_back(e);
          if (other(e)) others.push_back(e);
        }
        std::vector<int> who = cavalry;
        who.insert(who.end(), others.begin(), others.end());
        problem(Severity::Error, code,
                "hex " + label() + ": cavalry (" + unitList(p, entries, cavalry) + ") may never stack with " + what +
                    " (" + unitList(p, entries, others) + ")",
                who);
      };
      if (cavalryHere && otherHere) report("cavalry-with-infantry", isOther, "infantry or unlimbered artillery");
      if (cavalryHere && horseHere) report("cavalry-with-horse-artillery", isHorseArtillery, "horse artillery");
    }
    const RuleTable* lastTable = nullptr;
    for (size_t ti = 0; ti < battle.rules.size(); ++ti) {
      if (battle.rules[ti].kind != TableKind::Stacking) continue;
      const Row* row = rowFor(battle, p, int(ti), hex, entries, members);
      if (!row) continue;
      lastTable = &battle.rules[ti];
      auto where = [&] {  // only when a problem needs it
        return "table " + quoted(lastTable->code) + " row " + std::to_string(row->row + 1) + " (" + row->terrainCode +
               ")";
      };
      const Term* broken = nullptr;
      Counted verdict = judgeAssumingArms(*row, p, entries, members, broken);
      if (verdict.verdict == Verdict::Over) {
        problem(Severity::Error, "over-stacked",
                "hex " + label() + ": " + unitList(p, entries, members) + " break the stacking limit " +
                    (broken ? quoted("at most " + broken->text) : quoted(row->text)) + " (" + where() + ")",
                members);
      } else if (verdict.verdict == Verdict::Unknown) {
        problem(Severity::Warning, "stacking-unchecked",
                "hex " + label() + ": the stacking of " + unitList(p, entries, members) +
                    " cannot be checked: " + (verdict.unknownType ? "the troop type of " : "increments of ") +
                    unitName(p.units[size_t(verdict.unknownUnit)]) + (verdict.unknownType ? " is" : "") + " unknown (" +
                    where() + ")",
                members);
      }
    }
  }
}

}  // namespace cartouche::stacking
