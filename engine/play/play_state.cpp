#include "play/play_state.h"

#include <algorithm>
#include <cstdio>

namespace cartouche {

const UnitState* PlayState::unit(const std::string& code) const {
  for (const UnitState& u : units)
    if (u.unit == code) return &u;
  return nullptr;
}

UnitState* PlayState::unit(const std::string& code) {
  return const_cast<UnitState*>(static_cast<const PlayState*>(this)->unit(code));
}

const LeaderState* PlayState::leader(const std::string& code) const {
  for (const LeaderState& l : leaders)
    if (l.leader == code) return &l;
  return nullptr;
}

LeaderState* PlayState::leader(const std::string& code) {
  return const_cast<LeaderState*>(static_cast<const PlayState*>(this)->leader(code));
}

const Phase* PlayState::currentPhase() const {
  if (phase < 0 || size_t(phase) >= sequence.size()) return nullptr;
  return &sequence[size_t(phase)];
}

std::vector<const UnitState*> PlayState::unitsAt(Hex hex) const {
  std::vector<const UnitState*> out;
  for (const UnitState& u : units)
    if (!u.eliminated && u.hex && (*u.hex == hex || (u.second && *u.second == hex))) out.push_back(&u);
  return out;
}

Scenario PlayState::asScenario(const Scenario& played) const {
  Scenario s = played;
  s.base.clear();
  s.removed.clear();
  s.reinforcements.clear();
  s.setup.clear();
  s.leaders.clear();
  for (const UnitState& u : units) {
    if (u.eliminated || !u.hex) continue;
    s.setup.push_back(Placement{u.unit, u.hex, u.second, u.formation, u.facing, ""});
  }
  for (const LeaderState& l : leaders) {
    if (l.eliminated) continue;
    if (l.hex) {
      s.leaders.push_back(LeaderPlacement{l.leader, LeaderAt::Hex, l.hex, "", ""});
    } else if (!l.withUnit.empty()) {
      s.leaders.push_back(LeaderPlacement{l.leader, LeaderAt::Unit, std::nullopt, l.withUnit, ""});
    }
  }
  return s;
}

std::vector<Phase> sequenceOfPlay(const Battle& battle, bool* usedDefault) {
  std::vector<Phase> out;
  for (const RuleTable& t : battle.rules) {
    if (t.code != "sequence-of-play") continue;
    int phaseCol = t.columnIndex("phase");
    int sideCol = t.columnIndex("side");
    if (phaseCol < 0) break;
    for (const auto& row : t.rows) {
      Phase p;
      p.name = row[size_t(phaseCol)];
      if (sideCol >= 0) p.side = row[size_t(sideCol)];
      if (!p.name.empty()) out.push_back(std::move(p));
    }
    break;
  }
  if (usedDefault) *usedDefault = out.empty();
  if (!out.empty()) return out;
  for (const ArmySide& side : battle.army.sides)
    for (const char* name : {"movement", "fire", "melee"}) out.push_back(Phase{side.code, name});
  if (out.empty()) out.push_back(Phase{"", "movement"});
  return out;
}

namespace {

// FNV-1a, 64 bits: a fingerprint, not a defence against forgery.
class Hasher {
 public:
  void bytes(const void* data, size_t n) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (size_t i = 0; i < n; ++i) h_ = (h_ ^ p[i]) * 0x100000001b3ull;
  }
  void text(const std::string& s) {
    int64(int64_t(s.size()));
    bytes(s.data(), s.size());
  }
  void int64(int64_t v) { bytes(&v, sizeof v); }
  void hex(const std::optional<Hex>& h) {
    int64(h ? 1 : 0);
    if (h) {
      int64(h->q);
      int64(h->r);
    }
  }
  std::string digest() const {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h_));
    return buf;
  }

 private:
  uint64_t h_ = 0xcbf29ce484222325ull;
};

std::string mapDigest(const Battle& battle) {
  Hasher h;
  const HexMap& map = battle.map;
  const GridSettings& g = map.grid();
  h.int64(int64_t(g.orientation));
  h.int64(int64_t(g.shifted));
  h.int64(g.columns);
  h.int64(g.rows);
  for (const TerrainType& t : battle.vocabulary.types()) h.text(t.code);
  h.bytes(map.terrainData().data(), map.terrainData().size() * sizeof(TerrainId));
  h.bytes(map.levelData().data(), map.levelData().size() * sizeof(int16_t));
  for (const auto& [key, record] : map.hexsides()) {
    h.int64(int64_t(key));
    h.int64(int64_t(record.slope));
    for (const HexsideFeature& f : record.features) {
      h.int64(f.type);
      h.int64(int64_t(f.toward));
    }
  }
  return h.digest();
}

std::string armyDigest(const Battle& battle) {
  Hasher h;
  for (const ArmySide& s : battle.army.sides) h.text(s.code);
  for (const OobNode& n : battle.army.nodes) {
    h.text(n.code);
    h.text(n.parent);
    h.text(n.side);
    h.text(n.nation);
  }
  for (const Unit& u : battle.army.units) {
    h.text(u.code);
    h.text(u.node);
    h.text(u.troopType);
    for (const auto& [k, v] : u.values) {
      h.text(k);
      h.text(v);
    }
    for (const LossStep& step : u.losses) {
      h.text(step.label);
      for (const auto& [k, v] : step.values) {
        h.text(k);
        h.text(v);
      }
    }
  }
  for (const Leader& l : battle.army.leaders) {
    h.text(l.code);
    h.text(l.side);
    for (const std::string& c : l.commands) h.text(c);
  }
  return h.digest();
}

// The ruleset tables and the army's vocabulary: what the rules of play read besides the map and the army.
std::string rulesDigest(const Battle& battle) {
  Hasher h;
  for (const RuleTable& t : battle.rules) {
    h.text(t.code);
    h.int64(int64_t(t.kind));
    h.int64(t.die ? int64_t(*t.die) : -1);
    for (const RuleColumn& c : t.columns) {
      h.text(c.code);
      h.text(c.heading);
      h.int64(int64_t(c.type));
    }
    for (const auto& row : t.rows)
      for (const std::string& cell : row) h.text(cell);
  }
  const ArmyVocabulary& v = battle.armyVocabulary;
  for (const TroopType& t : v.troopTypes) {
    h.text(t.code);
    h.text(t.name);
    h.int64(int64_t(t.arm));
    h.int64(t.light);
  }
  for (const Formation& f : v.formations) {
    h.text(f.code);
    h.text(f.name);
    h.int64(int64_t(f.facing));
    h.int64(f.twoHex);
    h.int64(f.blocksLos);
    for (const std::string& c : f.conflicts) h.text(c);
  }
  for (const auto& [key, value] : battle.info)
    if (key == "system") h.text(value);
  return h.digest();
}

std::string setupDigest(const Battle& battle, const Scenario& scenario) {
  Hasher h;
  EffectiveSetup setup = effectiveSetup(battle.scenarios, scenario);
  for (const Placement& p : setup.units) {
    h.text(p.unit);
    h.hex(p.hex);
    h.hex(p.second);
    h.text(p.formation);
    h.int64(p.facing ? *p.facing : -1);
  }
  for (const LeaderPlacement& l : setup.leaders) {
    h.text(l.leader);
    h.int64(int64_t(l.at));
    h.hex(l.hex);
    h.text(l.unit);
  }
  for (const Reinforcement& r : setup.reinforcements) {
    h.int64(r.turn);
    for (const std::string& u : r.units) h.text(u);
    for (const std::string& l : r.leaders) h.text(l);
    for (Hex e : r.entry) h.hex(e);
    h.int64(int64_t(r.whenOccupied));
  }
  h.int64(scenario.turns);
  return h.digest();
}

// "map=...;army=...;setup=..." -> the value of one part.
std::string part(const std::string& fingerprint, const std::string& name) {
  std::string key = name + "=";
  size_t at = fingerprint.find(key);
  if (at == std::string::npos) return {};
  size_t end = fingerprint.find(';', at);
  return fingerprint.substr(at + key.size(), end == std::string::npos ? std::string::npos : end - at - key.size());
}

}  // namespace

std::string battleFingerprint(const Battle& battle, const Scenario& scenario) {
  return "map=" + mapDigest(battle) + ";army=" + armyDigest(battle) + ";setup=" + setupDigest(battle, scenario) +
         ";rules=" + rulesDigest(battle);
}

std::string describeChange(const std::string& savedFingerprint, const std::string& currentFingerprint) {
  if (savedFingerprint == currentFingerprint) return {};
  std::vector<std::string> changed;
  if (part(savedFingerprint, "map") != part(currentFingerprint, "map")) changed.push_back("the map");
  if (part(savedFingerprint, "army") != part(currentFingerprint, "army")) changed.push_back("the order of battle");
  if (part(savedFingerprint, "setup") != part(currentFingerprint, "setup")) changed.push_back("the set-up");
  if (part(savedFingerprint, "rules") != part(currentFingerprint, "rules")) changed.push_back("the rules tables");
  if (changed.empty()) return "the battle";
  std::string out;
  for (size_t i = 0; i < changed.size(); ++i) {
    if (i > 0) out += i + 1 == changed.size() ? " and " : ", ";
    out += changed[i];
  }
  return out;
}

Result<PlayState> startPlay(const Battle& battle, const std::string& scenarioCode) {
  const Scenario* scenario = findScenario(battle.scenarios, scenarioCode);
  if (!scenario) {
    std::string known;
    for (const Scenario& s : battle.scenarios) known += (known.empty() ? "" : ", ") + s.code;
    return Status::notFound("the battle has no scenario \"" + scenarioCode + "\"" +
                            (known.empty() ? std::string(" (it has none)") : " (it has " + known + ")"));
  }
  PlayState state;
  state.scenario = scenario->code;
  state.fingerprint = battleFingerprint(battle, *scenario);
  state.sequence = sequenceOfPlay(battle);
  EffectiveSetup setup = effectiveSetup(battle.scenarios, *scenario);
  for (const Placement& p : setup.units) {
    UnitState u;
    u.unit = p.unit;
    u.hex = p.hex;
    u.second = p.second;
    u.formation = p.formation;
    u.facing = p.facing;
    state.units.push_back(std::move(u));
  }
  for (const LeaderPlacement& l : setup.leaders) {
    LeaderState s;
    s.leader = l.leader;
    if (l.at == LeaderAt::Hex) s.hex = l.hex;
    if (l.at == LeaderAt::Unit) s.withUnit = l.unit;
    state.leaders.push_back(std::move(s));
  }
  for (const Reinforcement& r : setup.reinforcements) {
    for (const std::string& code : r.units) {
      if (state.unit(code)) continue;
      UnitState u;
      u.unit = code;
      u.arrivesTurn = r.turn;
      state.units.push_back(std::move(u));
    }
    for (const std::string& code : r.leaders) {
      if (state.leader(code)) continue;
      LeaderState l;
      l.leader = code;
      l.arrivesTurn = r.turn;
      state.leaders.push_back(std::move(l));
    }
    state.reinforcements.push_back(r);
  }
  return state;
}

}  // namespace cartouche
