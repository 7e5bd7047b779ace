// The list of subcommands, built once from each subcommand file's factory.
#include <algorithm>
#include <vector>

#include "command.h"
#include "georef_command.h"
#include "import_dem_command.h"
#include "import_raster_command.h"
#include "place_command.h"

namespace cartouche::cli {

// Factories of subcommand files whose declarations are not in command.h.
Command losCommand();
Command viewshedCommand();
Command oobCommand();
Command setupCommand();
Command importUnitsCommand();
Command exportUnitsCommand();
Command playCommand();
Command exportCommand();
Command importRulesCommand();

const std::vector<Command>& allCommands() {
  static const std::vector<Command> commands = {
      infoCommand(),  validateCommand(), dumpCommand(),        loadCommand(),        renderCommand(),
      losCommand(),   viewshedCommand(), georefCommand(),      importDemCommand(),   importRasterCommand(),
      placeCommand(), oobCommand(),      setupCommand(),       importUnitsCommand(), exportUnitsCommand(),
      playCommand(),  exportCommand(),   importRulesCommand(), helpCommand(),
  };
  return commands;
}

const Command* findCommand(const std::string& name) {
  for (const Command& c : allCommands())
    if (c.name == name) return &c;
  return nullptr;
}

namespace {

// Edits between two words: insertions, deletions, substitutions and swaps of neighbours (optimal string alignment).
size_t editDistance(const std::string& a, const std::string& b) {
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

}  // namespace

std::string unknownCommandMessage(const std::string& word) {
  // Within one edit of the name's beginning, a letter more or less than the word: "imprt" for "import-raster".
  auto nearBeginning = [&](const std::string& name) {
    if (word.size() < 4) return false;
    for (size_t n = word.size() - 1; n <= word.size() + 1 && n < name.size(); ++n)
      if (editDistance(word, name.substr(0, n)) <= 1) return true;
    return false;
  };
  std::vector<std::string> near;
  if (word.size() <= 40)
    for (const Command& c : allCommands())
      if (editDistance(word, c.name) <= 2 || (word.size() >= 3 && c.name.rfind(word, 0) == 0) || nearBeginning(c.name))
        near.push_back(c.name);
  std::string message = "unknown command \"" + word + "\"";
  for (size_t i = 0; i < near.size(); ++i)
    message += (i == 0 ? "; did you mean \"" : i + 1 == near.size() ? "\" or \"" : "\", \"") + near[i];
  if (!near.empty()) message += "\"?";
  return message;
}

}  // namespace cartouche::cli
