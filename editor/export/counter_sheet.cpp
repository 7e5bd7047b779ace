#include "counter_sheet.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>

#include "pdf_page_tiling.h"

namespace cartouche::pdf {

namespace {

constexpr double kHeaderMm = 10;

// "2" -> 2, "2 back" -> 2 (back = true); nullopt for any other step name.
std::optional<int> numberedStep(const std::string& label, bool& back) {
  size_t i = 0;
  while (i < label.size() && std::isdigit(static_cast<unsigned char>(label[i]))) ++i;
  if (i == 0 || i > 3) return std::nullopt;
  std::string rest = label.substr(i);
  if (rest.empty())
    back = false;
  else if (rest == " back")
    back = true;
  else
    return std::nullopt;
  return std::stoi(label.substr(0, i));
}

}  // namespace

std::vector<std::string> printedFields(const ArmyVocabulary& vocabulary, size_t max) {
  std::vector<std::string> out;
  for (const ValueField& f : vocabulary.fields)
    if (f.kind == ValueKind::Integer && out.size() < max) out.push_back(f.code);
  return out;
}

std::vector<Counter> planCounters(const Battle& battle) {
  const Army& army = battle.army;
  std::vector<std::string> fields = printedFields(battle.armyVocabulary);
  std::vector<Counter> out;
  for (const Unit& u : army.units) {
    CounterFace base;
    base.unit = u.code;
    base.name = !u.shortName.empty() ? u.shortName : !u.name.empty() ? u.name : u.code;
    if (const ArmySide* side = army.side(army.sideOfUnit(u))) base.colour = side->colour;
    base.colour.a = 255;
    if (const TroopType* t = battle.armyVocabulary.troopType(u.troopType)) base.arm = t->arm;
    auto face = [&](const std::string& caption, const UnitValues* values, bool back) {
      CounterFace f = base;
      f.caption = caption;
      f.back = back;
      for (const std::string& code : fields) {
        std::optional<std::string> v;
        if (values) {
          auto it = values->find(code);
          if (it != values->end() && !it->second.empty()) v = it->second;
        }
        f.values.push_back(v);
      }
      return f;
    };
    // Steps named "k" / "k back"?
    bool numbered = !u.losses.empty();
    int highest = 0;
    std::map<std::pair<int, bool>, const LossStep*> byNumber;
    for (const LossStep& s : u.losses) {
      bool back = false;
      std::optional<int> k = numberedStep(s.label, back);
      if (!k) {
        numbered = false;
        break;
      }
      highest = std::max(highest, *k);
      byNumber[{*k, back}] = &s;
    }
    if (numbered || (u.losses.empty() && u.counters && *u.counters > 1)) {
      int count = std::max(highest, u.counters.value_or(1));
      for (int k = 1; k <= count; ++k) {
        auto front = byNumber.find({k, false}), back = byNumber.find({k, true});
        std::string kf = std::to_string(k), kb = kf + " back";
        out.push_back({face(k == 1 ? "" : kf,
                            k == 1                    ? &u.values
                            : front == byNumber.end() ? nullptr
                                                      : &front->second->values,
                            false),
                       face(kb, back == byNumber.end() ? nullptr : &back->second->values, true)});
      }
      continue;
    }
    // Steps in order, two to a counter after the full-strength front.
    std::vector<std::pair<std::string, const UnitValues*>> sides{{"", &u.values}};
    for (const LossStep& s : u.losses) sides.push_back({s.label, &s.values});
    if (sides.size() == 1) sides.push_back({"reduced", nullptr});
    for (size_t i = 0; i < sides.size(); i += 2) {
      Counter c{face(sides[i].first, sides[i].second, false), face("", nullptr, true)};
      if (i + 1 < sides.size()) c.back = face(sides[i + 1].first, sides[i + 1].second, true);
      out.push_back(c);
    }
  }
  for (const Leader& l : army.leaders) {
    CounterFace f;
    f.unit = l.code;
    f.name = l.name.empty() ? l.code : l.name;
    f.leader = true;
    f.rank = l.rank;
    if (const ArmySide* side = army.side(l.side)) f.colour = side->colour;
    f.colour.a = 255;
    Counter c{f, f};
    for (const std::string& code : fields) {
      auto it = l.values.find(code);
      c.front.values.push_back(it == l.values.end() || it->second.empty() ? std::nullopt
                                                                          : std::optional<std::string>(it->second));
      c.back.values.push_back(std::nullopt);
    }
    c.back.back = true;
    out.push_back(c);
  }
  return out;
}

Result<SheetLayout> layoutSheets(size_t count, double counterMm, double pageWidth, double pageHeight) {
  SheetLayout l;
  l.pageWidth = pageWidth;
  l.pageHeight = pageHeight;
  l.counterMm = counterMm;
  l.columns = int(std::floor((pageWidth - 2 * kPageMarginMm) / counterMm + 1e-9));
  l.rows = int(std::floor((pageHeight - 2 * kPageMarginMm - kHeaderMm) / counterMm + 1e-9));
  if (l.columns < 1 || l.rows < 1)
    return Status::invalidArgument("--counter-mm " + std::to_string(int(counterMm)) + " does not fit the page");
  l.left = (pageWidth - l.columns * counterMm) / 2;
  l.top = kPageMarginMm + kHeaderMm;
  size_t perPage = size_t(l.columns) * size_t(l.rows);
  for (size_t first = 0, sheet = 0; first < count; first += perPage, ++sheet) {
    SheetPage fronts{false, int(sheet), {}}, backs{true, int(sheet), {}};
    for (size_t i = first; i < std::min(count, first + perPage); ++i) {
      int column = int((i - first) % size_t(l.columns)), row = int((i - first) / size_t(l.columns));
      fronts.slots.push_back({i, column, row});
      backs.slots.push_back({i, l.columns - 1 - column, row});
    }
    l.pages.push_back(std::move(fronts));
    l.pages.push_back(std::move(backs));
  }
  return l;
}

}  // namespace cartouche::pdf
