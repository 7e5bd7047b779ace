#include "model/army.h"

#include <algorithm>
#include <charconv>

namespace cartouche {

namespace {

template <typename T>
const T* findByCode(const std::vector<T>& list, const std::string& code) {
  auto it = std::find_if(list.begin(), list.end(), [&](const T& e) { return e.code == code; });
  return it == list.end() ? nullptr : &*it;
}

}  // namespace

const char* armName(Arm arm) {
  switch (arm) {
    case Arm::Infantry:
      return "infantry";
    case Arm::Cavalry:
      return "cavalry";
    case Arm::Artillery:
      return "artillery";
    case Arm::Other:
      return "other";
  }
  return "other";
}

std::optional<Arm> armFromName(const std::string& name) {
  for (Arm a : {Arm::Infantry, Arm::Cavalry, Arm::Artillery, Arm::Other}) {
    if (name == armName(a)) return a;
  }
  return std::nullopt;
}

const char* facingRuleName(FacingRule rule) {
  switch (rule) {
    case FacingRule::Hexside:
      return "hexside";
    case FacingRule::Vertex:
      return "vertex";
    case FacingRule::Either:
      return "either";
    case FacingRule::All:
      return "all";
    case FacingRule::None:
      return "none";
  }
  return "none";
}

std::optional<FacingRule> facingRuleFromName(const std::string& name) {
  for (FacingRule r :
       {FacingRule::Hexside, FacingRule::Vertex, FacingRule::Either, FacingRule::All, FacingRule::None}) {
    if (name == facingRuleName(r)) return r;
  }
  return std::nullopt;
}

const TroopType* ArmyVocabulary::troopType(const std::string& code) const { return findByCode(troopTypes, code); }
const ValueField* ArmyVocabulary::field(const std::string& code) const { return findByCode(fields, code); }
const Formation* ArmyVocabulary::formation(const std::string& code) const { return findByCode(formations, code); }

std::optional<int> intValue(const UnitValues& values, const std::string& field) {
  auto it = values.find(field);
  if (it == values.end() || it->second.empty()) return std::nullopt;
  const std::string& s = it->second;
  int v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

const ArmySide* Army::side(const std::string& code) const { return findByCode(sides, code); }
const OobNode* Army::node(const std::string& code) const { return findByCode(nodes, code); }
const Unit* Army::unit(const std::string& code) const { return findByCode(units, code); }
const Leader* Army::leader(const std::string& code) const { return findByCode(leaders, code); }

std::string Army::sideOfUnit(const Unit& u) const {
  const OobNode* n = node(u.node);
  return n ? n->side : std::string();
}

bool Army::isUnder(const std::string& nodeCode, const std::string& ancestor) const {
  std::string at = nodeCode;
  // A malformed tree may loop; a chain longer than the node list is one.
  for (size_t steps = 0; !at.empty() && steps <= nodes.size(); ++steps) {
    if (at == ancestor) return true;
    const OobNode* n = node(at);
    if (!n) return false;
    at = n->parent;
  }
  return false;
}

}  // namespace cartouche
