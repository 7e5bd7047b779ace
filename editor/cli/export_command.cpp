// `cartouche export KIND FILE OUT [options]`: the battle out into the tools people use. Each kind's options belong
// to it alone: `--paper` given to `export gis` is a usage error that names the kind it belongs to.
#include <algorithm>
#include <ostream>

#include "export_kinds.h"
#include "parsed_args.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

std::string kindNames() {
  std::string names;
  for (const ExportKind& k : exportKinds()) names += (names.empty() ? "" : ", ") + k.name;
  return names.empty() ? "none in this build" : names;
}

ExitCode runExport(const ParsedArgs& args, Console& console) {
  const Command* self = findCommand("export");
  const ExportKind* kind = findExportKind(args.operand(0));
  if (!kind)
    return usageError(console, self, "no export kind \"" + args.operand(0) + "\"; the kinds are " + kindNames());
  for (const ExportKind& other : exportKinds()) {
    if (&other == kind) continue;
    for (const Option& o : other.options) {
      bool shared = std::any_of(kind->options.begin(), kind->options.end(),
                                [&](const Option& mine) { return mine.name == o.name; });
      if (!shared && args.has(o.name))
        return usageError(console, self,
                          "--" + o.name + " is an option of export " + other.name + ", not of export " + kind->name);
    }
  }
  return kind->run(args, console);
}

}  // namespace

Command exportCommand() {
  Command c;
  c.name = "export";
  c.operands = {"KIND", "FILE", "OUT"};
  c.summary = "Write a battle out for another tool: " + kindNames() + ".";
  c.description = "Kinds:\n";
  for (const ExportKind& k : exportKinds()) {
    c.description += "  " + k.name + std::string(k.name.size() < 8 ? 8 - k.name.size() : 1, ' ') + k.summary + "\n";
    for (const Option& o : k.options) {
      bool seen = std::any_of(c.options.begin(), c.options.end(), [&](const Option& e) { return e.name == o.name; });
      if (!seen) c.options.push_back(o);
    }
  }
  c.description += "\nEach kind takes only its own options; see editor/cli/README.md.\n";
  c.run = runExport;
  return c;
}

}  // namespace cartouche::cli
