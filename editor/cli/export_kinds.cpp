// The list of export kinds, built once from each kind file's factory.
#include "export_kinds.h"

namespace cartouche::cli {

// One factory per export_<kind>_command.cpp. Add a kind's factory here and to the list below.
ExportKind pdfExportKind();
ExportKind vassalExportKind();

const std::vector<ExportKind>& exportKinds() {
  static const std::vector<ExportKind> kinds = {pdfExportKind(), vassalExportKind()};
  return kinds;
}

const ExportKind* findExportKind(const std::string& name) {
  for (const ExportKind& k : exportKinds())
    if (k.name == name) return &k;
  return nullptr;
}

}  // namespace cartouche::cli
