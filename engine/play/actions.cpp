#include "play/actions.h"

#include <algorithm>
#include <charconv>

namespace cartouche {

const char* actionKindName(ActionKind kind) {
  switch (kind) {
    case ActionKind::Move:
      return "move";
    case ActionKind::Face:
      return "face";
    case ActionKind::Formation:
      return "formation";
    case ActionKind::Fire:
      return "fire";
    case ActionKind::Melee:
      return "melee";
    case ActionKind::EndPhase:
      return "end phase";
    case ActionKind::EndTurn:
      return "end turn";
    case ActionKind::Withdraw:
      return "withdraw";
  }
  return "?";
}

namespace {

// The words of a line; a word in double quotes keeps its spaces (and \" and \\ inside it).
Result<std::vector<std::string>> words(std::string_view line) {
  std::vector<std::string> out;
  size_t i = 0;
  auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (i < line.size()) {
    while (i < line.size() && blank(line[i])) ++i;
    if (i >= line.size()) break;
    std::string w;
    if (line[i] == '"') {
      ++i;
      bool closed = false;
      while (i < line.size()) {
        if (line[i] == '\\' && i + 1 < line.size()) {
          w += line[i + 1];
          i += 2;
          continue;
        }
        if (line[i] == '"') {
          closed = true;
          ++i;
          break;
        }
        w += line[i++];
      }
      if (!closed) return Status::invalidArgument("a quote is not closed");
    } else {
      while (i < line.size() && !blank(line[i])) w += line[i++];
    }
    out.push_back(std::move(w));
  }
  return out;
}

std::string quotedWord(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

Result<Hex> hexLabel(const Battle& battle, const std::string& label) {
  const GridSettings& g = battle.map.grid();
  Result<Hex> h = g.parseLabel(label);
  if (!h || !battle.map.contains(*h))
    return Status::invalidArgument("hex " + label + " is not on the map (its labels run from " + labelRange(g, " to ") +
                                   ")");
  return *h;
}

Result<std::vector<std::string>> unitList(const Battle& battle, const std::string& text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t comma = text.find(',', start);
    std::string code = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (code.empty()) return Status::invalidArgument("an empty unit code in \"" + text + "\"");
    if (!battle.army.unit(code)) return Status::invalidArgument("unknown unit \"" + code + "\"");
    for (const std::string& seen : out)
      if (seen == code) return Status::invalidArgument("unit \"" + code + "\" is named twice");
    out.push_back(std::move(code));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

std::optional<int> integer(const std::string& text) {
  int v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return v;
}

std::string joinUnits(const std::vector<std::string>& units) {
  std::string out;
  for (const std::string& u : units) out += (out.empty() ? "" : ",") + u;
  return out;
}

// "fire UNITS at HEX [with "TABLE:ROW"]... [dice N]" and "melee ... [dice N [M]]"
Result<Action> targetAction(const Battle& battle, ActionKind kind, const std::vector<std::string>& w) {
  const std::string name = actionKindName(kind);
  const std::string usage = name + " takes UNIT[,UNIT...] at HEX [with \"TABLE:ROW\"]... [dice N" +
                            (kind == ActionKind::Melee ? " [M]" : "") + "]";
  if (w.size() < 4 || w[2] != "at") return Status::invalidArgument(usage);
  Action a;
  a.kind = kind;
  Result<std::vector<std::string>> units = unitList(battle, w[1]);
  if (!units) return units.status();
  a.units = units.value();
  Result<Hex> target = hexLabel(battle, w[3]);
  if (!target) return target.status();
  a.hexes.push_back(*target);
  size_t i = 4;
  while (i + 1 < w.size() && w[i] == "with") {
    const std::string& c = w[i + 1];
    const size_t colon = c.find(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == c.size())
      return Status::invalidArgument("with \"" + c +
                                     "\" is not TABLE:ROW (a table's code, a colon, a row's first cell)");
    CombatCondition cond{c.substr(0, colon), c.substr(colon + 1)};
    if (std::none_of(battle.rules.begin(), battle.rules.end(),
                     [&](const RuleTable& t) { return t.code == cond.table; }))
      return Status::invalidArgument("the battle has no table \"" + cond.table + "\"");
    a.conditions.push_back(std::move(cond));
    i += 2;
  }
  if (i == w.size()) return a;
  const size_t most = kind == ActionKind::Melee ? 3 : 2;
  if (w[i] != "dice" || w.size() - i < 2 || w.size() - i > most)
    return Status::invalidArgument(usage + "; \"" + w[i] + "\" is not " + (i == 4 ? "with or dice" : "dice"));
  a.dice = integer(w[i + 1]);
  if (!a.dice) return Status::invalidArgument("dice \"" + w[i + 1] + "\" is not a number");
  if (w.size() - i == 3) {
    a.defenderDice = integer(w[i + 2]);
    if (!a.defenderDice) return Status::invalidArgument("dice \"" + w[i + 2] + "\" is not a number");
  }
  return a;
}

// "withdraw UNITS [to HEX [HEX]] [dice N]"
Result<Action> withdrawAction(const Battle& battle, const std::vector<std::string>& w) {
  const char* usage = "withdraw takes UNIT[,UNIT...] [to HEX [HEX]] [dice N]";
  if (w.size() < 2) return Status::invalidArgument(usage);
  Action a;
  a.kind = ActionKind::Withdraw;
  Result<std::vector<std::string>> units = unitList(battle, w[1]);
  if (!units) return units.status();
  a.units = units.value();
  size_t i = 2;
  if (i < w.size() && w[i] == "to") {
    for (++i; i < w.size() && w[i] != "dice"; ++i) {
      Result<Hex> h = hexLabel(battle, w[i]);
      if (!h) return h.status();
      a.hexes.push_back(*h);
    }
    if (a.hexes.empty()) return Status::invalidArgument("withdraw ... to names no hex");
    if (a.hexes.size() > 2)
      return Status::invalidArgument("a withdrawal goes one hex, or two where the first would over-stack ([8.16.10])");
  }
  if (i == w.size()) return a;
  if (w[i] != "dice" || w.size() - i != 2)
    return Status::invalidArgument(std::string(usage) + "; \"" + w[i] + "\" is not " +
                                   (i == 2 ? "to or dice" : "dice"));
  a.dice = integer(w[i + 1]);
  if (!a.dice) return Status::invalidArgument("dice \"" + w[i + 1] + "\" is not a number");
  return a;
}

}  // namespace

Result<std::optional<Action>> parseAction(const Battle& battle, std::string_view line) {
  const size_t hash = line.find('#');
  if (hash != std::string_view::npos) line = line.substr(0, hash);
  Result<std::vector<std::string>> split = words(line);
  if (!split) return split.status();
  const std::vector<std::string>& w = split.value();
  if (w.empty()) return std::optional<Action>();
  const std::string& verb = w[0];
  Action a;
  if (verb == "end") {
    if (w.size() == 2 && w[1] == "phase")
      a.kind = ActionKind::EndPhase;
    else if (w.size() == 2 && w[1] == "turn")
      a.kind = ActionKind::EndTurn;
    else
      return Status::invalidArgument("\"end\" is followed by \"phase\" or \"turn\"");
    return std::optional<Action>(a);
  }
  if (verb == "fire" || verb == "melee") {
    Result<Action> t = targetAction(battle, verb == "fire" ? ActionKind::Fire : ActionKind::Melee, w);
    if (!t) return t.status();
    return std::optional<Action>(t.value());
  }
  if (verb == "withdraw") {
    Result<Action> t = withdrawAction(battle, w);
    if (!t) return t.status();
    return std::optional<Action>(t.value());
  }
  if (verb != "move" && verb != "face" && verb != "formation")
    return Status::invalidArgument("unknown action \"" + verb +
                                   "\" (actions: move, face, formation, fire, melee, withdraw, end phase, end turn)");
  if (w.size() < 3) {
    if (verb == "move") return Status::invalidArgument("move takes UNIT[,UNIT...] HEX [HEX...] [road] [double-time]");
    if (verb == "face") return Status::invalidArgument("face takes UNIT[,UNIT...] FACING");
    return Status::invalidArgument("formation takes UNIT[,UNIT...] FORMATION");
  }
  Result<std::vector<std::string>> units = unitList(battle, w[1]);
  if (!units) return units.status();
  a.units = units.value();
  if (verb == "move") {
    a.kind = ActionKind::Move;
    for (size_t i = 2; i < w.size(); ++i) {
      if (w[i] == "road") {
        a.road = true;
      } else if (w[i] == "double-time") {
        a.doubleTime = true;
      } else {
        Result<Hex> h = hexLabel(battle, w[i]);
        if (!h) return h.status();
        a.hexes.push_back(*h);
      }
    }
    if (a.hexes.empty()) return Status::invalidArgument("move names no hex to enter");
    return std::optional<Action>(a);
  }
  if (w.size() != 3)
    return Status::invalidArgument(verb + " takes one word after the units, not " + std::to_string(w.size() - 2));
  if (verb == "face") {
    a.kind = ActionKind::Face;
    const Orientation o = battle.map.grid().orientation;
    a.facing = facingFromName(o, w[2]);
    if (!a.facing) {
      std::optional<int> n = integer(w[2]);
      if (n && *n >= 0 && *n < 12) a.facing = *n;
    }
    if (!a.facing) {
      std::string names;
      for (int f = 0; f < 12; ++f) names += std::string(f ? ", " : "") + facingName(o, f);
      return Status::invalidArgument("\"" + w[2] + "\" is not a facing (" + names + ")");
    }
    return std::optional<Action>(a);
  }
  a.kind = ActionKind::Formation;
  if (!battle.armyVocabulary.formation(w[2])) {
    std::string known;
    for (const Formation& f : battle.armyVocabulary.formations) known += (known.empty() ? "" : ", ") + f.code;
    return Status::invalidArgument("unknown formation \"" + w[2] + "\"" +
                                   (known.empty() ? std::string(" (the battle has none)") : " (" + known + ")"));
  }
  a.formation = w[2];
  return std::optional<Action>(a);
}

Result<std::vector<Action>> parseActions(const Battle& battle, std::string_view text) {
  std::vector<Action> out;
  int lineNo = 0;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    std::string_view line = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    ++lineNo;
    Result<std::optional<Action>> a = parseAction(battle, line);
    if (!a) return a.status().withContext("line " + std::to_string(lineNo));
    if (a.value()) {
      Action action = *a.value();
      action.line = lineNo;
      out.push_back(std::move(action));
    }
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return out;
}

std::string formatAction(const Battle& battle, const Action& a) {
  const GridSettings& g = battle.map.grid();
  std::string out = actionKindName(a.kind);
  switch (a.kind) {
    case ActionKind::Move:
      out += " " + joinUnits(a.units);
      for (Hex h : a.hexes) out += " " + g.label(h);
      if (a.road) out += " road";
      if (a.doubleTime) out += " double-time";
      break;
    case ActionKind::Face:
      out += " " + joinUnits(a.units) + " " + facingName(g.orientation, a.facing.value_or(0));
      break;
    case ActionKind::Formation:
      out += " " + joinUnits(a.units) + " " + a.formation;
      break;
    case ActionKind::Fire:
    case ActionKind::Melee:
      out += " " + joinUnits(a.units) + " at " + (a.hexes.empty() ? std::string("?") : g.label(a.hexes.front()));
      for (const CombatCondition& c : a.conditions) out += " with " + quotedWord(c.table + ":" + c.row);
      if (a.dice) out += " dice " + std::to_string(*a.dice);
      if (a.dice && a.defenderDice) out += " " + std::to_string(*a.defenderDice);
      break;
    case ActionKind::Withdraw:
      out += " " + joinUnits(a.units);
      if (!a.hexes.empty()) out += " to";
      for (Hex h : a.hexes) out += " " + g.label(h);
      if (a.dice) out += " dice " + std::to_string(*a.dice);
      break;
    case ActionKind::EndPhase:
    case ActionKind::EndTurn:
      break;
  }
  return out;
}

}  // namespace cartouche
