#include "rules/validate.h"

#include <map>
#include <set>

#include "model/flood_fill.h"
#include "rules/rule_checks.h"
#include "rules/setup_checks.h"
#include "rules/stacking.h"

namespace cartouche {

size_t ValidationReport::errors() const {
  size_t n = 0;
  for (const Problem& p : problems) n += p.severity == Severity::Error;
  return n;
}

size_t ValidationReport::warnings() const { return problems.size() - errors(); }

std::string hexsideName(const GridSettings& grid, HexsideId id) {
  if (grid.contains(id.owner) || !grid.contains(id.neighbour()))
    return grid.label(id.owner) + "/" + directionName(grid.orientation, id.dir);
  return grid.label(id.neighbour()) + "/" + directionName(grid.orientation, oppositeDirection(id.dir));
}

namespace {

class Collector {
 public:
  Collector(ValidationReport& r, size_t limit) : report_(r), limit_(limit) {}
  void add(Problem p) {
    size_t& n = counts_[p.code];
    if (++n <= limit_) report_.problems.push_back(std::move(p));
  }
  // Problems of a code that a part left out: counted, never listed.
  void addOmitted(const std::string& code, size_t n) { counts_[code] += n; }
  void finish() {
    for (const auto& [code, n] : counts_)
      if (n > limit_) report_.omitted.emplace_back(code, n - limit_);
  }

 private:
  ValidationReport& report_;
  size_t limit_;
  std::map<std::string, size_t> counts_;
};

void checkVocabulary(const Battle& b, Collector& out) {
  std::set<std::string> seen;
  bool anyHexTerrain = false;
  for (size_t i = 0; i < b.vocabulary.size(); ++i) {
    const TerrainType& t = b.vocabulary.at(TerrainId(i));
    if (!seen.insert(t.code).second)
      out.add({Severity::Error, "duplicate-terrain-code",
               "terrain code \"" + t.code + "\" appears twice in the vocabulary"});
    if (Status s = validateTerrainCode(t.code); !s) out.add({Severity::Error, "bad-terrain-code", s.message()});
    if (t.name.empty())
      out.add({Severity::Warning, "unnamed-terrain", "terrain type \"" + t.code + "\" has no display name"});
    if (t.kind == TerrainKind::Hex) anyHexTerrain = true;
    if (t.kind == TerrainKind::Hex && (t.water || t.needsWater || t.directional))
      out.add({Severity::Warning, "hex-terrain-with-hexside-property",
               "hex terrain \"" + t.code + "\" carries a hexside property (water, needs water or direction)"});
    if (t.water && t.needsWater)
      out.add({Severity::Error, "water-needs-water",
               "hexside feature \"" + t.code + "\" is both water and needs water under it"});
  }
  if (!anyHexTerrain)
    out.add({Severity::Error, "no-hex-terrain", "the vocabulary has no hex terrain: the map cannot be painted"});
}

void checkHexes(const Battle& b, Collector& out) {
  const HexMap& m = b.map;
  const GridSettings& g = m.grid();
  for (int i = 0; i < m.hexCount(); ++i) {
    TerrainId t = m.terrain(i);
    if (!b.vocabulary.contains(t)) {
      out.add({Severity::Error, "unknown-terrain",
               "hex " + g.label(m.hexAt(i)) + " has terrain #" + std::to_string(t) + ", which the vocabulary lacks",
               i});
    } else if (b.vocabulary.at(t).kind != TerrainKind::Hex) {
      out.add({Severity::Error, "hexside-feature-as-terrain",
               "hex " + g.label(m.hexAt(i)) + " is painted with \"" + b.vocabulary.at(t).code + "\", a hexside feature",
               i});
    }
  }
}

void checkHexsides(const Battle& b, Collector& out) {
  const HexMap& m = b.map;
  const GridSettings& g = m.grid();
  for (const auto& [key, rec] : m.hexsides()) {
    HexsideId id = HexsideId::fromKey(key);
    std::string name = hexsideName(g, id);
    if (!m.hexsideOnMap(id)) {
      out.add({Severity::Error, "orphan-hexside", "hexside " + name + " lies outside the map", std::nullopt, id});
      continue;
    }
    bool water = false;
    for (const HexsideFeature& f : rec.features)
      if (b.vocabulary.contains(f.type) && b.vocabulary.at(f.type).water) water = true;
    for (const HexsideFeature& f : rec.features) {
      if (!b.vocabulary.contains(f.type)) {
        out.add({Severity::Error, "unknown-hexside-feature",
                 "hexside " + name + " has feature #" + std::to_string(f.type) + ", which the vocabulary lacks",
                 std::nullopt, id});
        continue;
      }
      const TerrainType& t = b.vocabulary.at(f.type);
      if (t.kind != TerrainKind::Hexside) {
        out.add({Severity::Error, "hex-terrain-on-hexside",
                 "hexside " + name + " carries \"" + t.code + "\", a hex terrain", std::nullopt, id});
        continue;
      }
      if (t.needsWater && !water)
        out.add({Severity::Error, "crossing-without-water",
                 "hexside " + name + " has a " + t.code + " but no stream or river under it", std::nullopt, id});
      if (t.directional && f.toward == Side::None)
        out.add({Severity::Warning, "missing-direction",
                 "hexside " + name + ": " + t.code + " needs a side (which way it faces or rises)", std::nullopt, id});
      if (!t.directional && f.toward != Side::None)
        out.add({Severity::Warning, "unexpected-direction",
                 "hexside " + name + ": " + t.code + " has a side but the type is not directional", std::nullopt, id});
      Hex towardHex = f.toward == Side::Owner ? id.owner : id.neighbour();
      if (f.toward != Side::None && !m.contains(towardHex))
        out.add({Severity::Warning, "direction-off-map", "hexside " + name + ": " + t.code + " faces a hex off the map",
                 std::nullopt, id});
    }
    if (rec.slope == SlopeOverride::ForceOn && !(m.contains(id.owner) && m.contains(id.neighbour())))
      out.add({Severity::Warning, "slope-on-map-edge", "hexside " + name + " forces a slope on the map edge",
               std::nullopt, id});
  }
}

// A road (a hexside feature drawn as a Path) runs hex to hex through hexsides. A hex where exactly one road hexside
// arrives is a road end. It is a destination when it lies on the map edge (the road leaves the map) or inside a
// patch of some terrain other than the map's open ground that another road also reaches (roads meeting in a
// village); anywhere else it is a road that stops in the middle of nowhere, usually a gap left while painting.
void checkRoadEnds(const Battle& b, Collector& out) {
  const HexMap& m = b.map;
  std::map<int, int> roadSides;  // map index -> road hexsides touching it
  for (const auto& [key, rec] : m.hexsides()) {
    bool road = false;
    for (const HexsideFeature& f : rec.features)
      if (b.vocabulary.contains(f.type) && b.vocabulary.at(f.type).kind == TerrainKind::Hexside &&
          b.vocabulary.at(f.type).draw == DrawStyle::Path)
        road = true;
    if (!road) continue;
    HexsideId id = HexsideId::fromKey(key);
    for (Hex h : {id.owner, id.neighbour()})
      if (int i = m.indexOf(h); i >= 0) ++roadSides[i];
  }
  if (roadSides.empty()) return;
  std::map<TerrainId, int> count;  // the open ground is the commonest terrain
  for (int i = 0; i < m.hexCount(); ++i) ++count[m.terrain(i)];
  TerrainId open = count.begin()->first;
  for (const auto& [t, n] : count)
    if (n > count[open]) open = t;
  std::vector<int> patchOf(size_t(m.hexCount()), -1);
  std::vector<int> roadHexesInPatch;
  for (const auto& [i, n] : roadSides) {
    if (n != 1) continue;
    Hex h = m.hexAt(i);
    bool edge = false;
    for (int d = 0; d < 6; ++d) edge |= !m.contains(neighbour(h, d));
    if (edge) continue;
    if (m.terrain(i) != open) {
      if (patchOf[size_t(i)] < 0) {
        int id = int(roadHexesInPatch.size()), roads = 0;
        for (int j : floodFill(m, i)) {
          patchOf[size_t(j)] = id;
          roads += roadSides.count(j) ? 1 : 0;
        }
        roadHexesInPatch.push_back(roads);
      }
      if (roadHexesInPatch[size_t(patchOf[size_t(i)])] > 1) continue;
    }
    std::string where =
        "the road ends in hex " + m.grid().label(h) + ": no other road leaves it and it is not on the map edge";
    if (m.terrain(i) != open && b.vocabulary.contains(m.terrain(i)))
      where += ", and no other road reaches this patch of " + b.vocabulary.at(m.terrain(i)).name;
    out.add({Severity::Warning, "road-ends-nowhere", where, i});
  }
}

void checkTables(const Battle& b, Collector& out) {
  std::vector<Problem> problems;
  checkRuleTables(b.rules, b.vocabulary, problems);
  for (Problem& p : problems) out.add(std::move(p));
}

// Each scenario's set-up, then its stacks, with the army's codes indexed once.
void checkScenarios(const Battle& b, Collector& out) {
  if (b.scenarios.empty()) return;
  const ArmyIndex index(b);
  std::vector<Problem> problems;
  for (const Scenario& s : b.scenarios) {
    problems.clear();
    checkScenario(b, s, index, problems);
    for (Problem& p : problems) out.add(std::move(p));
  }
}

}  // namespace

void checkScenario(const Battle& battle, const Scenario& scenario, std::vector<Problem>& out) {
  checkScenario(battle, scenario, ArmyIndex(battle), out);
}

void checkScenario(const Battle& battle, const Scenario& scenario, const ArmyIndex& index, std::vector<Problem>& out) {
  // The effective set-up's placements, resolved once for both checks.
  EffectiveSetup resolvedFrom;
  const std::vector<Placement>* units = &scenario.setup;
  if (!scenario.base.empty()) {
    resolvedFrom = effectiveSetup(battle.scenarios, scenario);
    units = &resolvedFrom.units;
  }
  const std::vector<PlacementSpot> spots = resolvePlacements(battle, index, *units);
  checkSetup(battle, scenario, index, out, &spots);
  std::vector<Problem> stacks = checkStacking(battle, scenario, index, &spots);
  out.insert(out.end(), std::make_move_iterator(stacks.begin()), std::make_move_iterator(stacks.end()));
}

ValidationReport validateMap(const Battle& battle, const ValidateOptions& options) {
  ValidationReport report;
  Collector out(report, options.maxPerCode);
  if (Status s = battle.map.grid().validate(); !s) out.add({Severity::Error, "bad-grid", s.message()});
  checkVocabulary(battle, out);
  checkHexes(battle, out);
  checkHexsides(battle, out);
  checkRoadEnds(battle, out);
  checkTables(battle, out);
  out.finish();
  return report;
}

ValidationReport assembleReport(const std::vector<const ValidationReport*>& parts, const ValidateOptions& options) {
  ValidationReport report;
  Collector out(report, options.maxPerCode);
  for (const ValidationReport* part : parts) {
    for (const Problem& p : part->problems) out.add(p);
    for (const auto& [code, n] : part->omitted) out.addOmitted(code, n);
  }
  out.finish();
  return report;
}

ValidationReport validateBattle(const Battle& battle, const ValidateOptions& options) {
  const ValidationReport map = validateMap(battle, options);
  ValidationReport scenarios;
  {
    Collector out(scenarios, options.maxPerCode);
    checkScenarios(battle, out);
    out.finish();
  }
  return assembleReport({&map, &scenarios}, options);
}

}  // namespace cartouche
