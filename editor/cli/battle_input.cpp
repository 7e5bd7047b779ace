// Reading a battle file for a command, with the file named in every error.
#include "battle_input.h"

#include <filesystem>

#include "store/battle_file.h"
#include "usage.h"

namespace cartouche::cli {

std::string namingFile(const std::string& path, const std::string& message) {
  if (message.find(path) != std::string::npos) return message;
  return path + ": " + message;
}

std::optional<Battle> readBattleInput(const std::string& path, const std::string& command, Console& console) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::file_status st = fs::status(path, ec);
  if (!fs::exists(st)) {
    printError(console, command, path + ": no such file");
    return std::nullopt;
  }
  if (fs::is_directory(st)) {
    printError(console, command, path + ": is a folder, not a battle file");
    return std::nullopt;
  }
  Result<Battle> battle = readBattleFile(path);
  if (!battle) {
    printError(console, command, namingFile(path, battle.status().message()));
    return std::nullopt;
  }
  return std::move(battle).value();
}

Result<Hex> hexOnMap(const Battle& battle, const std::string& label) {
  const GridSettings& g = battle.map.grid();
  const std::string range = "its labels run from " + labelRange(g, " to ");
  Result<Hex> h = g.parseLabel(label);
  if (!h) return Status::invalidArgument(h.status().message() + " (" + range + ")");
  if (!battle.map.contains(*h)) return Status::invalidArgument("hex " + label + " is not on the map: " + range);
  return *h;
}

}  // namespace cartouche::cli
