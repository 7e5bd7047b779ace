// Reads the editor's small text files under the fault injector: the marker's open (argv[1]), from which allocations
// count, then one reader (argv[2]) of the file argv[3]:
//   script    an action script (ScriptPlayer::load): "steps N"
//   recent    the recent files list (RecentFiles): one path a line
//   layout    the side columns' layout (readLayoutFile): the layout as it would be written again
//   points    a QGIS .points file (readPointsFile): "points N crs TEXT"
//   recovery  the working copies in CARTOUCHE_STATE_DIR (WorkingCopy::recoverable, through each sidecar): "copy
//             ORIGINAL TITLE" a line
// Prints what was read, the refusal, or "out of memory" where the reader threw std::bad_alloc. A file read under
// memory pressure must be read whole or not at all, never cut short (fault_inject_test.cpp, Readers...).
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <new>
#include <string>

#include "app/panels/layout_state.h"
#include "app/recent_files.h"
#include "app/script_player.h"
#include "geo/gcp_points_file.h"
#include "store/working_copy.h"

namespace {

std::string read(const std::string& reader, const std::string& path) {
  using namespace cartouche;
  if (reader == "script") {
    Result<ScriptPlayer> script = ScriptPlayer::load(path);
    return script ? "steps " + std::to_string(script->stepCount()) + "\n" : script.status().message() + "\n";
  }
  if (reader == "recent") {
    const RecentFiles recent(path);
    std::string out;
    for (const std::string& p : recent.paths()) out += p + "\n";
    return out;
  }
  if (reader == "layout") {
    Result<ColumnLayout> layout = readLayoutFile(path);
    return layout ? layoutText(*layout) : layout.status().message() + "\n";
  }
  if (reader == "points") {
    Result<geo::PointsFile> points = geo::readPointsFile(path);
    if (!points) return points.status().message() + "\n";
    return "points " + std::to_string(points->gcps.points.size()) + " crs " + points->gcps.crsText.value_or("none") + "\n";
  }
  if (reader == "recovery") {
    std::string out;
    for (const RecoverableCopy& c : WorkingCopy::recoverable()) out += "copy " + c.originalPath + " " + c.title + "\n";
    return out;
  }
  return "no reader " + reader + "\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) return 2;
  int fd = open(argv[1], O_RDONLY | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0) return 2;
  close(fd);
  std::string said;
  try {
    said = read(argv[2], argv[3]);
  } catch (const std::bad_alloc&) {
    said = "out of memory\n";
  }
  std::fputs(said.c_str(), stdout);
  return 0;
}
