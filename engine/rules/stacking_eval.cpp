// Stacking: the battle's units and tables prepared once, and one hex's stacks held to them.
#include "rules/stacking_eval.h"

#include <algorithm>

#include "rules/stacking_judge.h"

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
  ++incrementReads;
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
      if (int j = formationOf(c); j >= 0) conflicts[i][size_t(j)] = conflicts[size_t(j)][i] = anyConflicts = true;

  // Each node's side and level, as the index interned them.
  for (std::string_view side : index->sideCodes()) sides.emplace_back(side);
  std::vector<std::string> levelNames(index->levelNames().begin(), index->levelNames().end());
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
    if (const int node = index->nodeOfUnit(int(i)); node >= 0) info.side = index->sideOfNode(node);
  }
  // Each unit's nearest node of every level, walking up from its own node.
  levelNodes.assign(army.units.size() * size_t(levelCount), -1);
  for (size_t i = 0; i < army.units.size(); ++i) {
    int* row = levelNodes.data() + i * size_t(levelCount);
    int at = index->nodeOfUnit(int(i));
    for (size_t steps = 0; at >= 0 && steps <= army.nodes.size(); ++steps) {
      int& slot = row[index->levelOfNode(at)];
      if (slot < 0) slot = at;
      at = index->parent(at);
    }
  }

  for (size_t ti = 0; ti < battle.rules.size(); ++ti) {
    const RuleTable& t = battle.rules[ti];
    if (t.kind == TableKind::Stacking) stackingTables.push_back(int(ti));
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
      auto countsLevel = [&](const Term& t) {
        if (t.measure == StackingTerm::Measure::Level &&
            std::find(row.levels.begin(), row.levels.end(), t.level) == row.levels.end())
          row.levels.push_back(t.level);
      };
      for (const auto& alt : row.alternatives) std::for_each(alt.begin(), alt.end(), countsLevel);
      std::for_each(row.caps.begin(), row.caps.end(), countsLevel);
      row.memoable = row.levels.size() <= StackMemo::kMaxLevels;
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

void evaluateHex(const Battle& battle, Prepared& p, const std::string& scenario, int hex,
                 std::span<const Entry> entries, std::vector<Problem>& out) {
  if (entries.empty()) return;
  auto label = [&] { return battle.map.grid().label(battle.map.hexAt(hex)); };  // only when a problem needs it
  // Each side apart, in the order its first unit appears.
  std::vector<int>& sidesHere = p.scratch.sides;
  sidesHere.clear();
  for (const Entry& e : entries) {
    int s = p.units[size_t(e.unit)].side;
    if (sidesHere.empty() ||
        (s != sidesHere.back() && std::find(sidesHere.begin(), sidesHere.end(), s) == sidesHere.end()))
      sidesHere.push_back(s);
  }
  std::vector<int>& members = p.scratch.members;
  for (int side : sidesHere) {
    members.clear();
    if (sidesHere.size() == 1) {  // one side: every entry
      for (size_t i = 0; i < entries.size(); ++i) members.push_back(int(i));
    } else {
      for (size_t i = 0; i < entries.size(); ++i)
        if (p.units[size_t(entries[i].unit)].side == side) members.push_back(int(i));
    }
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
    for (size_t a = 0; p.anyConflicts && a < members.size(); ++a)
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
    for (const int table : p.stackingTables) {
      const size_t ti = size_t(table);
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
