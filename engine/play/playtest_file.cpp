#include "play/playtest_file.h"

#include <charconv>

#include "play/play_state.h"

namespace cartouche {

namespace {

constexpr uint64_t kMaxDraws = 100'000'000;

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::string unquoted(std::string_view v) {
  if (v.size() < 2 || v.front() != '"' || v.back() != '"') return std::string(v);
  std::string out;
  for (size_t i = 1; i + 1 < v.size(); ++i) {
    if (v[i] == '\\' && i + 2 < v.size()) {
      ++i;
      out += v[i] == 'n' ? '\n' : v[i];
      continue;
    }
    out += v[i];
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool readUint(std::string_view text, uint64_t& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

std::string formatPlaytest(const Battle& battle, const PlaytestFile& file) {
  std::string out = "# Cartouche playtest: the actions played, with their dice (schemas/play-actions.md).\n";
  out += "playtest = 1\n";
  out += "battle = " + quoted(file.battleTitle) + "\n";
  out += "scenario = " + file.scenario + "\n";
  out += "fingerprint = " + file.fingerprint + "\n";
  out += "seed = " + std::to_string(file.seed) + "\n";
  out += "draws = " + std::to_string(file.draws) + "\n";
  out += "[actions]\n";
  for (const Action& a : file.actions) out += formatAction(battle, a) + "\n";
  return out;
}

Result<PlaytestFile> parsePlaytest(const Battle& battle, std::string_view text) {
  PlaytestFile file;
  bool version = false, scenario = false, fingerprint = false, seed = false;
  size_t start = 0;
  int lineNo = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    std::string_view line =
        trim(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    start = end == std::string_view::npos ? text.size() : end + 1;
    ++lineNo;
    const std::string where = "line " + std::to_string(lineNo);
    if (line.empty() || line.front() == '#') continue;
    if (line == "[actions]") {
      if (!version) return Status::corrupt("not a Cartouche playtest: it has no \"playtest = 1\" line");
      if (!scenario) return Status::corrupt("the playtest names no scenario");
      if (!fingerprint) return Status::corrupt("the playtest has no fingerprint of its battle");
      if (!seed) return Status::corrupt("the playtest has no dice seed");
      const Scenario* s = findScenario(battle.scenarios, file.scenario);
      if (!s) return Status::notFound("the battle has no scenario \"" + file.scenario + "\", which the playtest plays");
      const std::string changed = describeChange(file.fingerprint, battleFingerprint(battle, *s));
      if (!changed.empty())
        return Status::invalidArgument("the playtest was saved against another version of the battle: " + changed +
                                       (changed.find(" and ") != std::string::npos ? " have" : " has") +
                                       " changed since");
      Result<std::vector<Action>> actions = parseActions(battle, text.substr(start));
      if (!actions) {
        // Renumber "line N" from the start of the file.
        const std::string& m = actions.status().message();
        int n = 0;
        if (m.rfind("line ", 0) == 0) {
          std::from_chars(m.data() + 5, m.data() + m.size(), n);
          size_t colon = m.find(':');
          return Status::invalidArgument("line " + std::to_string(n + lineNo) + m.substr(colon));
        }
        return actions.status();
      }
      file.actions = std::move(actions).value();
      for (Action& a : file.actions) a.line += lineNo;
      return file;
    }
    const size_t eq = line.find('=');
    if (eq == std::string_view::npos) return Status::corrupt(where + ": expected KEY = VALUE or [actions]");
    const std::string_view key = trim(line.substr(0, eq));
    const std::string_view value = trim(line.substr(eq + 1));
    if (key == "playtest") {
      if (value != "1")
        return Status::unsupported(where + ": playtest format " + std::string(value) +
                                   " is newer than this Cartouche reads (1)");
      version = true;
    } else if (key == "battle") {
      file.battleTitle = unquoted(value);
    } else if (key == "scenario") {
      file.scenario = std::string(value);
      scenario = !file.scenario.empty();
    } else if (key == "fingerprint") {
      file.fingerprint = std::string(value);
      fingerprint = !file.fingerprint.empty();
    } else if (key == "seed") {
      if (!readUint(value, file.seed))
        return Status::corrupt(where + ": seed \"" + std::string(value) + "\" is not a number");
      seed = true;
    } else if (key == "draws") {
      if (!readUint(value, file.draws))
        return Status::corrupt(where + ": draws \"" + std::string(value) + "\" is not a number");
      // Resuming advances the generator this far, one number at a time: a figure no game reaches is refused.
      if (file.draws > kMaxDraws)
        return Status::corrupt(where + ": draws " + std::string(value) + " is more than a game rolls (" +
                               std::to_string(kMaxDraws) + " at most)");
    } else {
      return Status::corrupt(where + ": unknown key \"" + std::string(key) + "\"");
    }
  }
  return Status::corrupt("the playtest has no [actions] section");
}

}  // namespace cartouche
