// The stacking-limit cell grammar: parsing, and the canonical text the file stores.
#include "model/stacking_limit.h"

namespace cartouche {

namespace {

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

// Lower-case words; ";" and "," stand alone.
std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty()) out.push_back(cur);
    cur.clear();
  };
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      flush();
    } else if (c == ';' || c == ',') {
      flush();
      out.push_back(std::string(1, c));
    } else {
      cur += (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
    }
  }
  flush();
  return out;
}

bool codeWord(const std::string& w) {
  if (w.empty() || w.size() > 64) return false;
  for (unsigned char c : w)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) return false;
  return true;
}

bool isArm(const std::string& w) { return w == "infantry" || w == "cavalry" || w == "artillery"; }

// "batteries" -> "battery", "companies" -> "company", "battalions" -> "battalion", "corps" stays.
std::string singular(const std::string& w) {
  if (w == "corps") return w;
  if (w.size() > 3 && w.compare(w.size() - 3, 3, "ies") == 0) return w.substr(0, w.size() - 3) + "y";
  if (w.size() > 1 && w.back() == 's') return w.substr(0, w.size() - 1);
  return w;
}

std::string plural(const std::string& w) {
  if (w == "corps") return w;
  if (w.size() > 1 && w.back() == 'y') return w.substr(0, w.size() - 1) + "ies";
  return w + "s";
}

Result<StackingTerm> parseTerm(const std::vector<std::string>& t, std::string_view text) {
  auto bad = [&](const std::string& word, const std::string& why) {
    return Status::invalidArgument(quoted(text) + " is not a stacking limit: " + why +
                                   (word.empty() ? std::string() : " (at " + quoted(word) + ")"));
  };
  if (t.empty()) return bad("", "a term is missing (write COUNT [arm or troop type] MEASURE)");
  StackingTerm term;
  const std::string& n = t[0];
  if (n.empty() || n.size() > 4 || n.find_first_not_of("0123456789") != std::string::npos)
    return bad(n, "a term starts with a count");
  term.count = std::stoi(n);
  size_t end = t.size();
  for (size_t i = 1; i < t.size(); ++i)
    if (t[i] == "in") {
      end = i;
      break;
    }
  if (end < t.size()) {
    if (end + 1 >= t.size()) return bad(t[end], "a formation code follows \"in\"");
    if (end + 2 < t.size()) return bad(t[end + 2], "write \"in FORMATION/FORMATION\" at the end of a term");
    std::string list = t[end + 1];
    size_t at = 0;
    while (true) {
      size_t slash = list.find('/', at);
      std::string f = list.substr(at, slash == std::string::npos ? std::string::npos : slash - at);
      if (!codeWord(f)) return bad(f.empty() ? list : f, "a formation is a code");
      term.formations.push_back(f);
      if (slash == std::string::npos) break;
      at = slash + 1;
    }
  }
  if (end < 2) return bad(n, "a measure (units, increments or an order-of-battle level) follows the count");
  const std::string measure = singular(t[end - 1]);
  if (!codeWord(measure)) return bad(t[end - 1], "a measure is a word");
  if (measure == "unit") {
    term.measure = StackingTerm::Measure::Units;
  } else if (measure == "increment") {
    term.measure = StackingTerm::Measure::Increments;
  } else if (isArm(measure) || measure == "light" || measure == "and" || measure == "or" || measure == "at" ||
             measure == "most" || measure == "in" || measure == "none" || measure == "any") {
    return bad(t[end - 1], "a measure (units, increments or an order-of-battle level) is missing");
  } else if (singular(measure) != measure || singular(plural(measure)) != measure) {
    // A level is written singular for a count of 1 and plural otherwise, so both forms must read back to it.
    return bad(t[end - 1], "an order-of-battle level whose singular and plural cannot be told apart");
  } else {
    term.measure = StackingTerm::Measure::Level;
    term.level = measure;
  }
  const size_t selectorWords = end - 2;
  if (selectorWords == 1) {
    const std::string& s = t[1];
    if (isArm(s)) {
      term.select = StackingTerm::Select::Arm;
    } else if (codeWord(s) && s != "light" && s != "most" && s != "at") {
      term.select = StackingTerm::Select::TroopType;
    } else {
      return bad(s, "an arm (infantry, cavalry, artillery) or a troop type code");
    }
    term.selector = s;
  } else if (selectorWords == 2) {
    if (t[1] != "light")
      return bad(t[1], "two words before the measure must be \"light infantry\" or \"light cavalry\"");
    if (t[2] != "infantry" && t[2] != "cavalry") return bad(t[2], "only infantry and cavalry can be light");
    term.select = StackingTerm::Select::LightArm;
    term.selector = t[2];
  } else if (selectorWords > 2) {
    return bad(t[3], "too many words before the measure");
  }
  return term;
}

// Splits `t` at every token equal to `sep`.
std::vector<std::vector<std::string>> split(const std::vector<std::string>& t, const std::string& sep) {
  std::vector<std::vector<std::string>> out(1);
  for (const std::string& w : t) {
    if (w == sep)
      out.emplace_back();
    else
      out.back().push_back(w);
  }
  return out;
}

}  // namespace

Result<StackingLimit> parseStackingLimit(std::string_view text) {
  const std::vector<std::string> all = words(text);
  auto bad = [&](const std::string& word, const std::string& why) {
    return Status::invalidArgument(quoted(text) + " is not a stacking limit: " + why +
                                   (word.empty() ? std::string() : " (at " + quoted(word) + ")"));
  };
  std::vector<std::string> head, tail;
  bool caps = false;
  for (const std::string& w : all) {
    if (w == ";") {
      if (caps) return bad(w, "only one \";\" (the caps follow it)");
      caps = true;
      continue;
    }
    (caps ? tail : head).push_back(w);
  }
  StackingLimit limit;
  std::erase(head, std::string(","));
  if (head.size() == 1 && head[0] == "none") {
    if (caps) return bad("none", "\"none\" takes no caps");
    limit.none = true;
    return limit;
  }
  if (head.size() == 1 && head[0] == "any") {
    limit.any = true;
  } else {
    if (head.empty()) return bad("", "no alternative before \";\" (write \"any\" for none)");
    for (const auto& alt : split(head, "or")) {
      std::vector<StackingTerm> terms;
      for (const auto& t : split(alt, "and")) {
        auto term = parseTerm(t, text);
        if (!term) return term.status();
        terms.push_back(*term);
      }
      limit.alternatives.push_back(std::move(terms));
    }
  }
  if (caps) {
    for (const auto& c : split(tail, ",")) {
      if (c.size() < 2 || c[0] != "at" || c[1] != "most")
        return bad(c.empty() ? std::string(";") : c[0], "each cap after \";\" starts with \"at most\"");
      auto term = parseTerm(std::vector<std::string>(c.begin() + 2, c.end()), text);
      if (!term) return term.status();
      limit.caps.push_back(*term);
    }
  }
  return limit;
}

std::string formatStackingTerm(const StackingTerm& t) {
  std::string s = std::to_string(t.count);
  if (t.select == StackingTerm::Select::LightArm) s += " light";
  if (t.select != StackingTerm::Select::Any) s += " " + t.selector;
  std::string m = t.measure == StackingTerm::Measure::Units        ? "unit"
                  : t.measure == StackingTerm::Measure::Increments ? "increment"
                                                                   : t.level;
  s += " " + (t.count == 1 ? m : plural(m));
  if (!t.formations.empty()) {
    s += " in ";
    for (size_t i = 0; i < t.formations.size(); ++i) s += (i ? "/" : "") + t.formations[i];
  }
  return s;
}

std::string formatStackingLimit(const StackingLimit& limit) {
  if (limit.none) return "none";
  std::string s;
  if (limit.any) s = "any";
  for (size_t a = 0; a < limit.alternatives.size(); ++a) {
    if (a) s += " or ";
    for (size_t t = 0; t < limit.alternatives[a].size(); ++t)
      s += (t ? " and " : "") + formatStackingTerm(limit.alternatives[a][t]);
  }
  for (size_t c = 0; c < limit.caps.size(); ++c)
    s += (c ? ", at most " : "; at most ") + formatStackingTerm(limit.caps[c]);
  return s;
}

}  // namespace cartouche
