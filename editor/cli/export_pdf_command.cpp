// `cartouche export pdf FILE OUT.pdf [--paper a4|a3|poster] [--hex-mm MM] [--overlap-mm MM] [--counter-mm MM]
// [--counters-only | --no-counters]`: the battle printed as a vector PDF (editor/export/pdf_export.h).
#include <ostream>

#include "battle_input.h"
#include "export/pdf_export.h"
#include "export_kinds.h"
#include "parsed_args.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

// A number option within [lo, hi] millimetres, `fallback` when absent; a message naming the option when it is not.
Result<double> millimetres(const ParsedArgs& args, const std::string& option, double fallback, double lo, double hi) {
  std::optional<std::string> text = args.value(option);
  if (!text) return fallback;
  std::optional<double> v = parseFiniteNumber(*text);
  char range[64];
  std::snprintf(range, sizeof range, "%g to %g", lo, hi);
  if (!v || *v < lo || *v > hi)
    return Status::invalidArgument("--" + option + " \"" + *text + "\" is not a number of millimetres from " + range);
  return *v;
}

ExitCode runPdf(const ParsedArgs& args, Console& console) {
  const Command* self = findCommand("export");
  pdf::PdfOptions options;
  if (std::optional<std::string> paper = args.value("paper")) {
    std::optional<pdf::Paper> p = pdf::paperFromName(*paper);
    if (!p) return usageError(console, self, "--paper \"" + *paper + "\" is not a4, a3 or poster");
    options.paper = *p;
  }
  Result<double> hex = millimetres(args, "hex-mm", 16, 4, 100);
  if (!hex) return usageError(console, self, hex.status().message());
  Result<double> overlap = millimetres(args, "overlap-mm", 10, 0, 50);
  if (!overlap) return usageError(console, self, overlap.status().message());
  Result<double> counter = millimetres(args, "counter-mm", 16, 8, 60);
  if (!counter) return usageError(console, self, counter.status().message());
  if (args.has("counters-only") && args.has("no-counters"))
    return usageError(console, self, "--counters-only and --no-counters leave nothing to print; give one of them");
  options.hexMm = *hex;
  options.overlapMm = *overlap;
  options.counterMm = *counter;
  options.map = !args.has("counters-only");
  options.counters = !args.has("no-counters");

  const std::string& path = args.operand(1);
  const std::string& out = args.operand(2);
  std::optional<Battle> battle = readBattleInput(path, "export pdf", console);
  if (!battle) return ExitCode::Usage;
  Result<pdf::PdfSummary> written = pdf::writePdf(*battle, out, options);
  if (!written) {
    bool io = written.status().code() == Status::Code::IoError;
    printError(console, "export pdf", namingFile(io ? out : path, written.status().message()));
    return io ? ExitCode::Failed : ExitCode::Usage;
  }
  const pdf::PdfSummary& s = *written;
  console.out << "wrote " << out << ": ";
  if (options.map)
    console.out << s.mapPages << " map page" << (s.mapPages == 1 ? "" : "s") << " ("
                << (options.paper == pdf::Paper::Poster
                        ? std::string("poster")
                        : std::to_string(s.rows) + " x " + std::to_string(s.columns) + " " +
                              pdf::paperName(options.paper) + (s.landscape ? " landscape" : " portrait"))
                << ")";
  if (options.map && s.counterPages) console.out << ", ";
  if (s.counterPages)
    console.out << s.counterPages << " counter pages (" << s.counters << " counters, fronts and backs)";
  console.out << "\n";
  return ExitCode::Ok;
}

}  // namespace

ExportKind pdfExportKind() {
  ExportKind k;
  k.name = "pdf";
  k.summary = "a vector PDF for print: map pages (A4/A3 tiles or a poster) and the counter sheet";
  k.options = {{"paper", "a4|a3|poster", "pdf: the page size; A4/A3 tile the map, poster prints it whole (a4)"},
               {"hex-mm", "MM", "pdf: a hex across the flats, in millimetres (16)"},
               {"overlap-mm", "MM", "pdf: overlap shared by neighbouring pages (10)"},
               {"counter-mm", "MM", "pdf: a counter's side, in millimetres (16)"},
               {"counters-only", "", "pdf: only the counter sheet"},
               {"no-counters", "", "pdf: only the map pages"}};
  k.run = runPdf;
  return k;
}

}  // namespace cartouche::cli
