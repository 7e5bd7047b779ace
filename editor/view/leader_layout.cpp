#include "leader_layout.h"

#include <map>

namespace cartouche {

std::string leaderShortName(const Leader& leader) {
  size_t end = leader.name.find_last_not_of(' ');
  if (end == std::string::npos) return leader.code;
  size_t start = leader.name.find_last_of(' ', end);
  return leader.name.substr(start == std::string::npos ? 0 : start + 1,
                            end - (start == std::string::npos ? 0 : start + 1) + 1);
}

LeaderMarks leaderMarks(const Battle& battle, const std::string& scenarioCode, const CounterLayout& counters) {
  LeaderMarks out;
  const Scenario* scenario = findScenario(battle.scenarios, scenarioCode);
  if (!scenario) return out;
  EffectiveSetup setup = effectiveSetup(battle.scenarios, *scenario);
  const GridSettings& grid = battle.map.grid();
  Layout layout = worldLayout(grid);
  std::map<int, int> inHex;  // map index -> leaders already marked there
  for (const LeaderPlacement& p : setup.leaders) {
    std::optional<Hex> hex;
    if (p.at == LeaderAt::Hex) {
      hex = p.hex;
    } else if (p.at == LeaderAt::Unit) {
      if (const CounterPlace* c = counters.find(p.unit)) hex = c->hex;
    } else if (p.at == LeaderAt::AnyOfHisUnits) {
      out.withHisUnits.push_back(p.leader);
    }
    if (!hex || !grid.contains(*hex)) continue;
    LeaderMark m;
    m.leader = p.leader;
    m.hex = *hex;
    int n = inHex[battle.map.indexOf(*hex)]++;
    Point c = hexToPixel(layout, *hex);
    m.centre = Point{c.x - 0.55, c.y - 0.45 + 0.3 * n};
    m.label = p.leader;
    if (const Leader* l = battle.army.leader(p.leader)) {
      m.label = leaderShortName(*l);
      m.rank = l->rank;
      if (const ArmySide* s = battle.army.side(l->side)) m.colour = s->colour;
    }
    out.marks.push_back(std::move(m));
  }
  return out;
}

}  // namespace cartouche
