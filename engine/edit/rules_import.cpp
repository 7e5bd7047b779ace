#include "edit/rules_import.h"

#include <algorithm>

#include "edit/command_group.h"
#include "edit/rule_table_commands.h"
#include "edit/terrain_commands.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

std::string yesNo(bool b) { return b ? "yes" : "no"; }

std::string plural(size_t n, const char* noun) { return std::to_string(n) + " " + noun + (n == 1 ? "" : "s"); }

// "a here, b there" when the two differ.
void compare(std::vector<std::string>& out, const std::string& what, const std::string& here,
             const std::string& there) {
  if (here != there) out.push_back(what + " " + here + " here, " + there + " there");
}

std::string dieName(const std::optional<DieKind>& die) { return die ? std::string(dieKindCode(*die)) : "none"; }

std::string columnList(const RuleTable& t) {
  std::string s;
  for (const RuleColumn& c : t.columns) s += (s.empty() ? "" : " ") + c.code + ":" + std::string(cellTypeName(c.type));
  return s;
}

std::string headingList(const RuleTable& t) {
  std::string s;
  for (const RuleColumn& c : t.columns) s += (s.empty() ? "" : " ") + quoted(c.heading);
  return s;
}

std::vector<std::string> tableDifferences(const RuleTable& here, const RuleTable& there) {
  std::vector<std::string> out;
  compare(out, "title", quoted(here.title), quoted(there.title));
  compare(out, "kind", std::string(tableKindName(here.kind)), std::string(tableKindName(there.kind)));
  compare(out, "die", dieName(here.die), dieName(there.die));
  const std::string cHere = columnList(here), cThere = columnList(there);
  if (cHere != cThere) {
    auto onlyIn = [](const RuleTable& a, const RuleTable& b) {
      std::string s;
      for (const RuleColumn& c : a.columns)
        if (b.columnIndex(c.code) < 0) s += (s.empty() ? "" : ", ") + c.code;
      return s;
    };
    const std::string hereOnly = onlyIn(here, there), thereOnly = onlyIn(there, here);
    if (!hereOnly.empty()) out.push_back("columns " + hereOnly + " here only");
    if (!thereOnly.empty()) out.push_back("columns " + thereOnly + " there only");
    if (hereOnly.empty() && thereOnly.empty()) compare(out, "columns", cHere, cThere);
  } else
    compare(out, "headings", headingList(here), headingList(there));
  if (here.rows.size() != there.rows.size()) {
    out.push_back(plural(here.rows.size(), "row") + " here, " + std::to_string(there.rows.size()) + " there");
  } else if (cHere == cThere) {
    size_t cells = 0;
    std::string first;
    for (size_t r = 0; r < here.rows.size(); ++r)
      for (size_t c = 0; c < here.columns.size(); ++c)
        if (here.rows[r][c] != there.rows[r][c] && cells++ == 0)
          first = "row " + std::to_string(r + 1) + " column " + quoted(here.columns[c].code) + ": " +
                  quoted(here.rows[r][c]) + " here, " + quoted(there.rows[r][c]) + " there";
    if (cells == 1) out.push_back(first);
    if (cells > 1) out.push_back(first + " (" + plural(cells, "cell") + " differ in all)");
  }
  if (here.notes != there.notes) out.push_back("notes differ");
  return out;
}

const char* kindName(const TerrainType& t) { return t.kind == TerrainKind::Hex ? "hex terrain" : "hexside feature"; }

std::vector<std::string> terrainDifferences(const TerrainType& here, const TerrainType& there) {
  std::vector<std::string> out;
  compare(out, "name", quoted(here.name), quoted(there.name));
  compare(out, "kind", kindName(here), kindName(there));
  if (here.kind == TerrainKind::Hexside && there.kind == TerrainKind::Hexside)
    compare(out, "class", here.hexsideClass == HexsideClass::Edge ? "edge" : "crossing",
            there.hexsideClass == HexsideClass::Edge ? "edge" : "crossing");
  compare(out, "drawn as", drawStyleName(here.draw), drawStyleName(there.draw));
  compare(out, "colour", formatColour(here.colour), formatColour(there.colour));
  compare(out, "pattern", quoted(here.pattern), quoted(there.pattern));
  compare(out, "blocks line of sight", yesNo(here.blocksLos), yesNo(there.blocksLos));
  compare(out, "line-of-sight height", std::to_string(here.losHeight), std::to_string(there.losHeight));
  compare(out, "general order", yesNo(here.generalOrder), yesNo(there.generalOrder));
  compare(out, "water", yesNo(here.water), yesNo(there.water));
  compare(out, "needs water", yesNo(here.needsWater), yesNo(there.needsWater));
  compare(out, "directional", yesNo(here.directional), yesNo(there.directional));
  if (here.notes != there.notes) out.push_back("notes differ");
  return out;
}

// The terrain codes of `table`'s terrain cells that the target lacks and the source has, in order of appearance.
std::vector<std::string> broughtTerrain(const RuleTable& table, const Battle& target, const Battle& source) {
  std::vector<std::string> codes;
  for (size_t c = 0; c < table.columns.size(); ++c) {
    if (table.columns[c].type != CellType::Terrain) continue;
    for (const auto& row : table.rows) {
      const std::string& code = row[c];
      if (code.empty() || target.vocabulary.find(code) || !source.vocabulary.find(code)) continue;
      if (std::find(codes.begin(), codes.end(), code) == codes.end()) codes.push_back(code);
    }
  }
  return codes;
}

const RuleTable* findTable(const Battle& b, const std::string& code) {
  for (const RuleTable& t : b.rules)
    if (t.code == code) return &t;
  return nullptr;
}

}  // namespace

const char* importStateName(ImportState state) {
  switch (state) {
    case ImportState::New:
      return "new";
    case ImportState::Identical:
      return "identical";
    case ImportState::Clash:
      return "clash";
  }
  return "";
}

const ImportItem* ImportPlan::table(const std::string& code) const {
  for (const ImportItem& i : tables)
    if (i.code == code) return &i;
  return nullptr;
}

const ImportItem* ImportPlan::terrainType(const std::string& code) const {
  for (const ImportItem& i : terrain)
    if (i.code == code) return &i;
  return nullptr;
}

ImportPlan planRulesImport(const Battle& target, const Battle& source) {
  ImportPlan plan;
  for (const RuleTable& t : source.rules) {
    ImportItem item{t.code, t.title};
    if (const RuleTable* here = findTable(target, t.code)) {
      item.state = *here == t ? ImportState::Identical : ImportState::Clash;
      if (item.state == ImportState::Clash) item.differences = tableDifferences(*here, t);
    }
    item.bringsTerrain = broughtTerrain(t, target, source);
    plan.tables.push_back(std::move(item));
  }
  for (const TerrainType& t : source.vocabulary.types()) {
    ImportItem item{t.code, t.name};
    if (std::optional<TerrainId> id = target.vocabulary.find(t.code)) {
      const TerrainType& here = target.vocabulary.at(*id);
      item.state = here == t ? ImportState::Identical : ImportState::Clash;
      if (item.state == ImportState::Clash) item.differences = terrainDifferences(here, t);
    }
    for (const ImportItem& table : plan.tables)
      if (std::find(table.bringsTerrain.begin(), table.bringsTerrain.end(), t.code) != table.bringsTerrain.end())
        item.broughtBy.push_back(table.code);
    plan.terrain.push_back(std::move(item));
  }
  return plan;
}

Result<RulesImport> makeRulesImport(const Battle& target, const Battle& source, const ImportChoice& choice,
                                    const std::string& label) {
  std::vector<std::string> terrainCodes;  // chosen and brought, deduplicated
  auto addTerrainCode = [&](const std::string& code) {
    if (std::find(terrainCodes.begin(), terrainCodes.end(), code) == terrainCodes.end()) terrainCodes.push_back(code);
  };
  for (const std::string& code : choice.terrain) {
    if (!source.vocabulary.find(code)) return Status::notFound("the source has no terrain type " + quoted(code));
    addTerrainCode(code);
  }
  for (const std::string& code : choice.tables) {
    const RuleTable* t = findTable(source, code);
    if (!t) return Status::notFound("the source has no ruleset table " + quoted(code));
    // Only a table that comes in brings its terrain: a new one, or a clash replaced.
    const RuleTable* here = findTable(target, code);
    if (here && (*here == *t || !choice.replace.count(code))) continue;
    for (const std::string& brought : broughtTerrain(*t, target, source)) addTerrainCode(brought);
  }
  RulesImport result;
  std::vector<CommandPtr> steps;
  // Types first, in the source's id order, so the tables that name them find them.
  for (const TerrainType& t : source.vocabulary.types()) {
    if (std::find(terrainCodes.begin(), terrainCodes.end(), t.code) == terrainCodes.end()) continue;
    std::optional<TerrainId> id = target.vocabulary.find(t.code);
    if (!id) {
      steps.push_back(std::make_unique<AddTerrainType>(t));
      ++result.counts.terrainAdded;
      continue;
    }
    const TerrainType& here = target.vocabulary.at(*id);
    if (here == t || !choice.replace.count(t.code)) continue;
    if (here.kind != t.kind)
      return Status::invalidArgument("terrain type " + quoted(t.code) + " is a " + kindName(here) + " here and a " +
                                     kindName(t) + " there; it cannot be replaced");
    steps.push_back(std::make_unique<EditTerrainType>(*id, t));
    ++result.counts.terrainReplaced;
  }
  for (const RuleTable& t : source.rules) {
    if (std::find(choice.tables.begin(), choice.tables.end(), t.code) == choice.tables.end()) continue;
    const RuleTable* here = findTable(target, t.code);
    if (here && (*here == t || !choice.replace.count(t.code))) continue;
    steps.push_back(std::make_unique<SetRuleTable>(t.code, t));
    ++(here ? result.counts.tablesReplaced : result.counts.tablesAdded);
  }
  if (!steps.empty()) result.command = std::make_unique<CommandGroup>(std::move(steps), label);
  return result;
}

}  // namespace cartouche
