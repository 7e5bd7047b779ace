// The kinds of `cartouche export KIND FILE OUT`: each kind (pdf, gis, vassal) lives in its own
// export_<kind>_command.cpp and hands its ExportKind to the list in export_kinds.cpp. The `export` command
// (export_command.cpp) parses the union of the kinds' options and refuses an option that is not the chosen kind's.
// Thread-safety: plain values.
#pragma once

#include <string>
#include <vector>

#include "command.h"

namespace cartouche::cli {

struct ExportKind {
  std::string name;     // "pdf"
  std::string summary;  // one line for `cartouche help export`
  std::vector<Option> options;
  // Runs with the export command's ParsedArgs: operand(0) is KIND, operand(1) FILE, operand(2) OUT.
  ExitCode (*run)(const ParsedArgs& args, Console& console) = nullptr;
};

// Every kind, in the order the help lists them.
const std::vector<ExportKind>& exportKinds();
// nullptr when there is no such kind.
const ExportKind* findExportKind(const std::string& name);

}  // namespace cartouche::cli
