// `cartouche import-rules FILE SOURCE`: ruleset tables and terrain types from another battle (a .gpkg or a text
// folder) into FILE (edit/rules_import.h). Without a choice, or with --dry-run, it prints the plan: each table and
// type new, identical or clashing, with what differs. With a choice it imports as one undo step through a private
// working copy and an atomic save, so FILE is either the old battle or the new one.
#include <filesystem>
#include <ostream>

#include "base/text_pieces.h"
#include "battle_input.h"
#include "edit/document.h"
#include "edit/rules_import.h"
#include "json_output.h"
#include "parsed_args.h"
#include "store/working_copy.h"
#include "text/battle_text.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

const char* kName = "import-rules";

// "a,b,c" -> {"a", "b", "c"}; blanks around a code are dropped, empty codes skipped.
std::vector<std::string> splitCodes(const std::string& list) {
  std::vector<std::string> codes;
  for (const std::string& code : pieces(list, ',')) {
    const size_t first = code.find_first_not_of(" \t"), last = code.find_last_not_of(" \t");
    if (first != std::string::npos) codes.push_back(code.substr(first, last - first + 1));
  }
  return codes;
}

// The source battle: a text folder (loaded through the text format) or a battle file.
std::optional<Battle> readSource(const std::string& path, Console& console) {
  std::error_code ec;
  if (!std::filesystem::is_directory(path, ec)) return readBattleInput(path, kName, console);
  Result<Battle> b = loadBattleText(path);
  if (!b) {
    printError(console, kName, path + ": " + b.status().message());
    return std::nullopt;
  }
  return std::move(b).value();
}

std::string joined(const std::vector<std::string>& items, const char* separator) {
  std::string s;
  for (const std::string& i : items) s += (s.empty() ? "" : separator) + i;
  return s;
}

void printItems(Console& console, const char* heading, const std::vector<ImportItem>& items, bool tables) {
  console.out << heading << (items.empty() ? " none\n" : "\n");
  for (const ImportItem& i : items) {
    std::string state = importStateName(i.state);
    state.resize(10, ' ');
    console.out << "  " << state << i.code << " \"" << i.name << "\"";
    if (!i.differences.empty()) console.out << ": " << joined(i.differences, "; ");
    if (tables && !i.bringsTerrain.empty()) console.out << " (brings terrain " << joined(i.bringsTerrain, ", ") << ")";
    if (!tables && !i.broughtBy.empty()) console.out << " (comes with table " << joined(i.broughtBy, ", ") << ")";
    console.out << "\n";
  }
}

Json itemsJson(const std::vector<ImportItem>& items, bool tables) {
  Json list = Json::array();
  for (const ImportItem& i : items) {
    Json o = {{"code", i.code}, {tables ? "title" : "name", i.name}, {"state", importStateName(i.state)}};
    o["differences"] = i.differences;
    if (tables)
      o["brings_terrain"] = i.bringsTerrain;
    else
      o["brought_by"] = i.broughtBy;
    list.push_back(o);
  }
  return list;
}

void printPlan(Console& console, const std::string& file, const std::string& source, const ImportPlan& plan,
               const ImportCounts* done, bool json) {
  if (json) {
    Json j = {{"json_version", kJsonVersion}, {"file", file}, {"source", source}};
    j["tables"] = itemsJson(plan.tables, true);
    j["terrain"] = itemsJson(plan.terrain, false);
    j["written"] = done != nullptr;
    if (done)
      j["imported"] = {{"tables_added", done->tablesAdded},
                       {"tables_replaced", done->tablesReplaced},
                       {"terrain_added", done->terrainAdded},
                       {"terrain_replaced", done->terrainReplaced}};
    printJson(console, j);
    return;
  }
  console.out << "Rules in " << source << " against " << file << "\n";
  printItems(console, "Tables:", plan.tables, true);
  printItems(console, "Terrain types:", plan.terrain, false);
  if (!done) {
    console.out << "Nothing imported: " << file << " not changed\n";
    return;
  }
  console.out << "Imported into " << file << ": " << plural(done->tablesAdded, "table") << " added, "
              << done->tablesReplaced << " replaced; " << plural(done->terrainAdded, "terrain type") << " added, "
              << done->terrainReplaced << " replaced\n";
}

// Applies the import in a private working copy of `path` and saves it atomically; on error the file is untouched.
Status writeImport(const std::string& path, const Battle& source, const ImportChoice& choice, const std::string& label,
                   ImportCounts& counts) {
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::open(path);
  if (!copy) return copy.status();
  WorkingCopy& wc = **copy;
  Result<RulesImport> made = makeRulesImport(wc.loaded(), source, choice, label);
  if (!made) {
    wc.discard();
    return made.status();
  }
  counts = made->counts;
  Document document(wc.loaded());
  wc.follow(document);
  Status s = Status::ok();
  if (made->command)
    if (Result<ChangeSet> r = document.execute(std::move(made->command)); !r) s = r.status();
  if (s) s = wc.commitError();
  if (s) s = wc.save();
  wc.discard();
  return s;
}

ExitCode runImportRules(const ParsedArgs& args, Console& console) {
  const std::string &path = args.operand(0), &sourcePath = args.operand(1);
  if (args.has("all") && args.has("tables"))
    return usageError(console, findCommand(kName), "--all and --tables cannot be given together");
  std::optional<Battle> source = readSource(sourcePath, console);
  if (!source) return ExitCode::Usage;
  std::optional<Battle> target = readBattleInput(path, kName, console);
  if (!target) return ExitCode::Usage;

  ImportChoice choice;
  if (args.has("all"))
    for (const RuleTable& t : source->rules) choice.tables.push_back(t.code);
  if (auto v = args.value("tables")) choice.tables = splitCodes(*v);
  if (auto v = args.value("terrain")) choice.terrain = splitCodes(*v);
  if (args.has("replace")) {
    choice.replace.insert(choice.tables.begin(), choice.tables.end());
    choice.replace.insert(choice.terrain.begin(), choice.terrain.end());
  }
  const ImportPlan plan = planRulesImport(*target, *source);
  // A code the source lacks is refused even on a dry run.
  if (Result<RulesImport> check = makeRulesImport(*target, *source, choice, ""); !check) {
    printError(console, kName, sourcePath + ": " + check.status().message());
    return ExitCode::Usage;
  }
  const bool chosen = !choice.tables.empty() || !choice.terrain.empty();
  if (!chosen || args.has("dry-run")) {
    printPlan(console, path, sourcePath, plan, nullptr, args.has("json"));
    return ExitCode::Ok;
  }
  const std::string label = "Import rules from " + std::filesystem::path(sourcePath).filename().string();
  ImportCounts counts;
  if (Status s = writeImport(path, *source, choice, label, counts); !s) {
    printError(console, kName, namingFile(path, s.message()) + " (the file is unchanged)");
    return ExitCode::Failed;
  }
  printPlan(console, path, sourcePath, plan, &counts, args.has("json"));
  return ExitCode::Ok;
}

}  // namespace

Command importRulesCommand() {
  Command c;
  c.name = kName;
  c.operands = {"FILE", "SOURCE"};
  c.summary = "Import ruleset tables and terrain types from another battle (.gpkg or text folder).";
  c.description =
      "Compares SOURCE (a battle file or a text folder) with the battle in FILE: each of SOURCE's tables and\n"
      "terrain types is new, identical, or a clash (same code, different content; the plan says what differs,\n"
      "\"here\" being FILE and \"there\" SOURCE). A table whose terrain cells name types FILE lacks brings them\n"
      "along. Without --tables, --all or --terrain, or with --dry-run, prints the plan and changes nothing.\n"
      "Otherwise imports the chosen items as one undo step; clashes keep FILE's version unless --replace.\n"
      "FILE is written through a private copy and an atomic save: on any error it is unchanged. Exit status:\n"
      "0 done, 1 FILE could not be written, 2 a bad command line, an unreadable SOURCE or FILE, or a code\n"
      "SOURCE lacks.\n";
  c.options = {{"tables", "A,B", "import these tables of SOURCE (by code)"},
               {"all", "", "import every table of SOURCE"},
               {"terrain", "X,Y", "import these terrain types of SOURCE (by code)"},
               {"replace", "", "replace FILE's clashing tables and types with SOURCE's (default: keep FILE's)"},
               {"dry-run", "", "print the plan only; do not change FILE"},
               {"json", "", "print one JSON object instead of text"}};
  c.run = runImportRules;
  return c;
}

}  // namespace cartouche::cli
