// `cartouche play FILE --scenario S [--variant V] (--script ACTIONS | --resume PLAYTEST) [--seed N] [--save OUT]
// [--json]`: plays a scenario headless on the same engine as the editor's play mode (engine/play): runs each action
// of ACTIONS (schemas/play-actions.md) in order, printing the log in words, and then the state the game ended in and
// each side's victory points. The battle file is only read. Exit 0 every action done, 1 an action refused (its line
// and the rule that refused it are named) or the playtest could not be saved, 2 bad input.
#include <cerrno>
#include <filesystem>
#include <ostream>

#include "base/whole_file.h"
#include "battle_input.h"
#include "json_output.h"
#include "parsed_args.h"
#include "play/game.h"
#include "play/playtest_file.h"
#include "text/text_file.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

constexpr const char* kName = "play";
constexpr std::uintmax_t kMaxScriptBytes = 16u << 20;

// The whole of a text file the user names, or why not (named).
Result<std::string> readText(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(path, ec)) return Status::invalidArgument(path + ": is a folder, not a file");
  const std::uintmax_t size = fs::file_size(path, ec);
  if (ec) return Status::notFound(path + ": cannot read the file (" + ec.message() + ")");
  if (size > kMaxScriptBytes) return Status::invalidArgument(path + ": larger than 16 MiB; not an action script");
  // Not through a string stream, which stops quietly where memory runs out (base/whole_file.h).
  std::optional<std::string> text = readWholeFile(path, kMaxScriptBytes);
  if (!text && errno == EFBIG) return Status::invalidArgument(path + ": larger than 16 MiB; not an action script");
  if (!text) return Status::ioError(path + ": cannot read the file");
  return std::move(*text);
}

std::string facingText(const Battle& b, const UnitState& u) {
  return u.facing ? facingName(b.map.grid().orientation, *u.facing) : "";
}

Json unitJson(const Battle& b, const UnitState& u) {
  const GridSettings& g = b.map.grid();
  return {{"unit", u.unit},
          {"hex", u.hex ? Json(g.label(*u.hex)) : Json(nullptr)},
          {"second", u.second ? Json(g.label(*u.second)) : Json(nullptr)},
          {"formation", u.formation.empty() ? Json(nullptr) : Json(u.formation)},
          {"facing", u.facing ? Json(facingText(b, u)) : Json(nullptr)},
          {"losses", u.losses},
          {"disordered", u.disordered},
          {"routed", u.routed},
          {"eliminated", u.eliminated},
          {"must_withdraw", u.mustWithdraw != Withdrawal::None},
          {"arrives_turn", u.arrivesTurn ? Json(u.arrivesTurn) : Json(nullptr)}};
}

void printState(const Game& game, std::ostream& out) {
  const Battle& b = game.battle();
  const GridSettings& g = b.map.grid();
  out << "State: " << game.turnDescription() << "\n";
  for (const UnitState& u : game.state().units) {
    out << "  " << u.unit << ": ";
    if (u.eliminated)
      out << "eliminated";
    else if (!u.hex)
      out << "arrives on turn " << u.arrivesTurn;
    else
      out << g.label(*u.hex) << (u.second ? "+" + g.label(*u.second) : "");
    if (!u.formation.empty()) out << ", " << u.formation;
    if (u.facing) out << ", facing " << facingText(b, u);
    if (u.losses) out << ", " << u.losses << (u.losses == 1 ? " loss" : " losses");
    if (u.disordered) out << ", disordered";
    if (u.routed) out << ", routed";
    if (u.mustWithdraw != Withdrawal::None) out << ", must withdraw";
    out << "\n";
  }
  for (const SideScore& s : game.scores()) {
    out << "Victory points, " << s.side << ": " << s.points;
    if (s.automatic) out << " (automatic victory at " << *s.automatic << ")";
    out << "\n";
  }
  if (!game.over().empty()) out << "The game is over: " << game.over() << ".\n";
}

ExitCode runPlay(const ParsedArgs& args, Console& console) {
  const std::string& path = args.operand(0);
  const std::optional<std::string> script = args.value("script"), resume = args.value("resume");
  std::optional<std::string> scenarioCode = args.value("scenario");
  if (!script && !resume) return usageError(console, findCommand(kName), "give --script ACTIONS or --resume PLAYTEST");
  if (!scenarioCode && !resume) return usageError(console, findCommand(kName), "give --scenario S");
  std::optional<Battle> battle = readBattleInput(path, kName, console);
  if (!battle) return ExitCode::Usage;

  uint64_t seed = 1;
  if (std::optional<std::string> s = args.value("seed")) {
    try {
      size_t used = 0;
      seed = std::stoull(*s, &used);
      if (used != s->size() || (*s)[0] == '-') throw std::invalid_argument(*s);
    } catch (const std::exception&) {
      return usageError(console, findCommand(kName), "--seed \"" + *s + "\" is not a whole number");
    }
  }

  // The scenario, or the variant of it.
  if (std::optional<std::string> variant = args.value("variant")) {
    const Scenario* v = findScenario(battle->scenarios, *variant);
    if (!v) return usageError(console, findCommand(kName), "no variant '" + *variant + "' in " + path);
    bool under = false;
    for (const Scenario* at = v; at && !under;
         at = at->base.empty() ? nullptr : findScenario(battle->scenarios, at->base))
      under = scenarioCode && at->code == *scenarioCode;
    if (scenarioCode && !under)
      return usageError(console, findCommand(kName), "'" + *variant + "' is not a variant of '" + *scenarioCode + "'");
    scenarioCode = *variant;
  }
  if (scenarioCode && !findScenario(battle->scenarios, *scenarioCode)) {
    std::string known;
    for (const Scenario& s : battle->scenarios) known += (known.empty() ? "" : ", ") + s.code;
    return usageError(console, findCommand(kName),
                      "no scenario '" + *scenarioCode + "' in " + path +
                          (known.empty() ? " (it has none)" : " (it has " + known + ")"));
  }

  std::optional<Game> game;
  if (resume) {
    Result<std::string> text = readText(*resume);
    if (!text) return usageError(console, findCommand(kName), text.status().message());
    Result<PlaytestFile> file = parsePlaytest(*battle, text.value());
    if (!file) return usageError(console, findCommand(kName), *resume + ": " + file.status().message());
    if (scenarioCode && file.value().scenario != *scenarioCode)
      return usageError(console, findCommand(kName),
                        *resume + ": the playtest plays '" + file.value().scenario + "', not '" + *scenarioCode + "'");
    Result<Game> g = Game::resume(*battle, file.value());
    if (!g) return usageError(console, findCommand(kName), *resume + ": " + g.status().message());
    game.emplace(std::move(g).value());
  } else {
    Result<Game> g = Game::start(*battle, *scenarioCode, DiceSource(seed));
    if (!g) return usageError(console, findCommand(kName), g.status().message());
    game.emplace(std::move(g).value());
  }

  std::vector<Action> actions;
  if (script) {
    Result<std::string> text = readText(*script);
    if (!text) return usageError(console, findCommand(kName), text.status().message());
    Result<std::vector<Action>> parsed = parseActions(*battle, text.value());
    if (!parsed) return usageError(console, findCommand(kName), *script + ":" + parsed.status().message().substr(5));
    actions = std::move(parsed).value();
  }

  const bool json = args.has("json");
  size_t printed = 0;
  auto flushLog = [&] {
    for (; printed < game->log().size(); ++printed) {
      const LogEntry& e = game->log()[printed];
      if (!json) console.out << "[turn " << e.turn << (e.phase.empty() ? "" : ", " + e.phase) << "] " << e.text << "\n";
    }
  };
  flushLog();
  Json refused = nullptr;
  for (const Action& a : actions) {
    Status s = game->perform(a);
    flushLog();
    if (!s) {
      const std::string where = *script + ":" + std::to_string(a.line);
      refused = {{"line", a.line}, {"action", formatAction(*battle, a)}, {"message", s.message()}};
      if (!json)
        console.err << "cartouche play: " << where << ": " << formatAction(*battle, a) << ": " << s.message() << "\n";
      break;
    }
  }

  if (json) {
    Json log = Json::array();
    for (const LogEntry& e : game->log()) log.push_back({{"turn", e.turn}, {"phase", e.phase}, {"text", e.text}});
    Json units = Json::array();
    for (const UnitState& u : game->state().units) units.push_back(unitJson(*battle, u));
    Json scores = Json::array();
    for (const SideScore& s : game->scores())
      scores.push_back(
          {{"side", s.side}, {"points", s.points}, {"automatic", s.automatic ? Json(*s.automatic) : Json(nullptr)}});
    const Phase* phase = game->state().currentPhase();
    printJson(console, {{"json_version", kJsonVersion},
                        {"file", path},
                        {"scenario", game->scenario().code},
                        {"seed", game->dice().seed()},
                        {"ok", refused.is_null()},
                        {"refused", refused},
                        {"log", log},
                        {"turn", game->state().turn},
                        {"phase", phase ? Json({{"side", phase->side}, {"name", phase->name}}) : Json(nullptr)},
                        {"over", game->over().empty() ? Json(nullptr) : Json(game->over())},
                        {"units", units},
                        {"victory_points", scores}});
  } else {
    printState(*game, console.out);
  }
  // Saved last, once everything is printed: a run that stops short of it leaves the playtest file as it was.
  bool saveFailed = false;
  if (std::optional<std::string> out = args.value("save")) {
    if (Status s = writeFileAtomically(*out, formatPlaytest(*battle, game->toPlaytest())); !s) {
      printError(console, kName, s.message());
      saveFailed = true;
    }
  }

  return refused.is_null() && !saveFailed ? ExitCode::Ok : ExitCode::Failed;
}

}  // namespace

Command playCommand() {
  Command c;
  c.name = kName;
  c.operands = {"FILE"};
  c.summary = "Play a scenario headless: run a script of moves, fire and melee on the battle's own rules";
  c.description =
      "Plays scenario S of FILE (or its variant V) on the same engine as the editor's play mode, running each\n"
      "action of ACTIONS in order: move, face, formation, fire, melee, end phase, end turn, one per line\n"
      "(schemas/play-actions.md). Dice come from a generator seeded with N (default 1), so a game replays\n"
      "exactly, or from the numbers an action gives (\"fire pl-1 at 1506 dice 43\"). The log is printed in words\n"
      "with its numbers and the tables it read, then the state the game ended in and each side's victory points.\n"
      "--save writes the playtest (the actions with the dice they used) atomically; --resume replays one, and\n"
      "refuses a playtest saved against a battle whose map, army or set-up has changed since. FILE is only read.\n\n"
      "Exit status: 0 every action done; 1 an action was refused (its line and the rule that refused it are\n"
      "named, and the game stops there) or the playtest could not be saved; 2 bad input.\n";
  c.options = {{"scenario", "S", "the scenario to play"},
               {"variant", "V", "a variant of S to play instead"},
               {"script", "ACTIONS", "a text file of actions to run"},
               {"resume", "PLAYTEST", "go on from a saved playtest"},
               {"seed", "N", "the dice generator's seed (default 1)"},
               {"save", "OUT", "write the playtest to OUT"},
               {"json", "", "print one JSON object instead of text"}};
  c.run = runPlay;
  return c;
}

}  // namespace cartouche::cli
