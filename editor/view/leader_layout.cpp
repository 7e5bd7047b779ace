#include "leader_layout.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

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
  auto mark = [&](const std::string& code, Hex hex, int arrives) {
    LeaderMark m;
    m.leader = code;
    m.hex = hex;
    m.arrives = arrives;
    int n = inHex[battle.map.indexOf(hex)]++;
    Point c = hexToPixel(layout, hex);
    m.centre = Point{c.x - 0.55, c.y - 0.45 + 0.3 * n};
    m.label = code;
    if (const Leader* l = battle.army.leader(code)) {
      m.label = leaderShortName(*l);
      m.rank = l->rank;
      if (const ArmySide* s = battle.army.side(l->side)) m.colour = s->colour;
    }
    out.marks.push_back(std::move(m));
  };
  for (const LeaderPlacement& p : setup.leaders) {
    std::optional<Hex> hex;
    if (p.at == LeaderAt::Hex) {
      hex = p.hex;
    } else if (p.at == LeaderAt::Unit) {
      if (const CounterPlace* c = counters.find(p.unit)) hex = c->hex;
    } else if (p.at == LeaderAt::AnyOfHisUnits) {
      out.withHisUnits.push_back(p.leader);
    }
    if (hex && grid.contains(*hex)) mark(p.leader, *hex, 0);
  }
  // Reinforcements: spread along their run of entry hexes, as the entry rings show them.
  for (const Reinforcement& r : setup.reinforcements)
    for (size_t k = 0; k < r.leaders.size() && !r.entry.empty(); ++k) {
      Hex hex = r.entry[k % r.entry.size()];
      if (grid.contains(hex)) mark(r.leaders[k], hex, r.turn);
    }
  return out;
}

const LeaderMark* LeaderMarks::at(Point world, double radius) const {
  for (auto it = marks.rbegin(); it != marks.rend(); ++it)
    if (std::hypot(it->centre.x - world.x, it->centre.y - world.y) <= radius) return &*it;
  return nullptr;
}

double leaderBadgeRadius(double zoom) { return std::clamp(zoom * 0.3, 5.0, 14.0); }

std::string leaderLabelText(const LeaderMark& mark) {
  return mark.arrives > 0 ? mark.label + " T" + std::to_string(mark.arrives) : mark.label;
}

std::vector<WorldBox> leaderLabelBoxes(const std::vector<LeaderMark>& marks, const std::vector<LabelSize>& sizes,
                                       double zoom, double badgeRadius) {
  const double k = 1.0 / std::max(zoom, 1e-9), r = badgeRadius * k, gap = 2.0 * k;
  std::vector<WorldBox> badges, out;
  for (const LeaderMark& m : marks)
    badges.push_back({{m.centre.x - r, m.centre.y - r}, {m.centre.x + r, m.centre.y + r}});
  for (size_t i = 0; i < marks.size(); ++i) {
    const Point c = marks[i].centre;
    const double w = (i < sizes.size() ? sizes[i].width : 0) * k + 2 * gap,
                 h = (i < sizes.size() ? sizes[i].height : 0) * k + gap;
    auto box = [&](double x, double y) { return WorldBox{{x, y}, {x + w, y + h}}; };
    auto free = [&](const WorldBox& b) {
      for (const WorldBox& o : out)
        if (b.intersects(o)) return false;
      for (size_t j = 0; j < badges.size(); ++j)
        if (j != i && b.intersects(badges[j])) return false;
      return true;
    };
    const double right = c.x + r + gap, left = c.x - r - gap - w, mid = c.y - 0.5 * h;
    const WorldBox tries[] = {box(right, mid), box(left, mid), box(c.x - 0.5 * w, c.y + r + gap),
                              box(c.x - 0.5 * w, c.y - r - gap - h)};
    std::optional<WorldBox> chosen;
    for (const WorldBox& b : tries)
      if (free(b)) {
        chosen = b;
        break;
      }
    // Else further down on the right, a line at a time, until it is clear of everything (there are finitely many
    // labels and badges above that line).
    for (double y = mid + h; !chosen; y += h)
      if (WorldBox b = box(right, y); free(b)) chosen = b;
    out.push_back(*chosen);
  }
  return out;
}

}  // namespace cartouche
