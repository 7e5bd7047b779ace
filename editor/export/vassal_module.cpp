#include "vassal_module.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <unordered_map>

#include "render/counter_image.h"
#include "render/hex_labels.h"
#include "render/png_file.h"
#include "render/render_image.h"
#include "vassal_build_file.h"
#include "vassal_setups.h"
#include "vassal_zip.h"
#include "view/leader_layout.h"

namespace cartouche::vassal {

namespace {

// The counter as the map draws it, for a unit of the army.
CounterPlace counterFor(const Battle& battle, const Unit& u, int index) {
  CounterPlace c;
  c.unit = u.code;
  c.unitIndex = index;
  c.label = !u.shortName.empty() ? u.shortName : !u.name.empty() ? u.name : u.code;
  if (const OobNode* node = battle.army.node(u.node))
    if (const ArmySide* side = battle.army.side(node->side)) c.colour = side->colour;
  if (const TroopType* t = battle.armyVocabulary.troopType(u.troopType)) c.arm = t->arm;
  c.values = counterValues(battle.armyVocabulary, u.values);
  return c;
}

std::string sideNameOf(const Battle& battle, const std::string& code) {
  const ArmySide* side = battle.army.side(code);
  return side ? (side->name.empty() ? side->code : side->name) : std::string();
}

std::string sideName(const Battle& battle, const Unit& u) { return sideNameOf(battle, battle.army.sideOfUnit(u)); }

Status writeAtomically(const std::string& path, const std::vector<uint8_t>& bytes) {
  namespace fs = std::filesystem;
  fs::path target(path);
  fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  int fd = mkstemp(tmpl.data());
  if (fd < 0) return Status::ioError(path + ": cannot write the module (" + std::strerror(errno) + ")");
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      int e = errno;
      ::close(fd);
      std::remove(tmpl.c_str());
      return Status::ioError(path + ": cannot write the module (" + std::strerror(e) + ")");
    }
    done += size_t(n);
  }
  mode_t mask = umask(0);
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    int e = errno;
    std::remove(tmpl.c_str());
    return Status::ioError(path + ": cannot write the module (" + std::strerror(e) + ")");
  }
  if (std::rename(tmpl.c_str(), path.c_str()) != 0) {
    int e = errno;
    std::remove(tmpl.c_str());
    return Status::ioError(path + ": cannot write the module (" + std::strerror(e) + ")");
  }
  return Status::ok();
}

}  // namespace

Result<ModuleSummary> writeModule(const Battle& battle, const ModuleOptions& options) {
  if (options.outputPath.empty()) return Status::invalidArgument("no output path for the module");
  const GridSettings& grid = battle.map.grid();
  Result<BoardLayout> board = boardLayout(grid, options.hexPixels, kMaxImageSide);
  if (!board) return board.status();
  Result<HexGridSettings> hexGrid = hexGridSettings(grid, *board);
  if (!hexGrid) return hexGrid.status();

  // Pieces: one per unit, with its counter drawn with and without the facing wedge; leaders' below.
  const int facings = facingsFor(battle);
  const int counterPixels = int(std::lround(CounterLayout::kSide * board->radius));
  const Point wedge = facingVector(grid, Hex{0, 0}, 0);
  std::vector<CounterImageSpec> specs;
  std::vector<UnitPiece> pieces;
  for (size_t i = 0; i < battle.army.units.size(); ++i) {
    const Unit& u = battle.army.units[i];
    CounterPlace c = counterFor(battle, u, int(i));
    specs.push_back({c, wedge});
    specs.push_back({c, std::nullopt});
    UnitPiece p;
    p.faced = {"unit-" + std::to_string(i + 1) + ".png", u.name.empty() ? u.code : u.name, u.code, sideName(battle, u),
               facings};
    p.unfaced = p.faced;
    p.unfaced.image = "unit-" + std::to_string(i + 1) + "-unfaced.png";
    p.gpid = std::to_string(i + 1);
    pieces.push_back(p);
  }
  // Leaders: one piece each after the units, his counter with a star, his rank, name and values; no facing.
  std::vector<UnitPiece> leaderPieces;
  for (size_t i = 0; i < battle.army.leaders.size(); ++i) {
    const Leader& l = battle.army.leaders[i];
    CounterPlace c;
    c.unit = l.code;
    c.label = leaderShortName(l);
    if (const ArmySide* s = battle.army.side(l.side)) c.colour = s->colour;
    c.values = counterValues(battle.armyVocabulary, l.values);
    CounterImageSpec spec{c, std::nullopt};
    spec.leader = true;
    spec.rank = l.rank;
    specs.push_back(spec);
    UnitPiece p;
    const std::string name = l.rank.empty() ? l.name : l.rank + " " + l.name;
    p.unfaced = {"leader-" + std::to_string(i + 1) + ".png", name.empty() ? l.code : name, l.code,
                 sideNameOf(battle, l.side), facings};
    p.faced = p.unfaced;
    p.gpid = std::to_string(battle.army.units.size() + i + 1);
    leaderPieces.push_back(p);
  }
  Result<std::vector<SavedGame>> games = savedGames(battle, *hexGrid, pieces, leaderPieces, options.scenario);
  if (!games) return games.status();

  RenderImageOptions render;
  render.width = board->width;
  render.height = board->height;
  render.view = board->view;
  render.labels = board->radius >= kMinExportLabelZoom;
  Result<Image> boardImage = renderBattleImage(battle, render);
  if (!boardImage) return boardImage.status();
  Result<std::vector<uint8_t>> boardPng = encodePng(boardImage->width, boardImage->height, boardImage->rgba);
  if (!boardPng) return boardPng.status();
  Result<std::vector<Image>> counters = renderCounterImages(specs, counterPixels);
  if (!counters) return counters.status();

  ModuleDescription m;
  m.name = battle.title().empty() ? std::filesystem::path(options.outputPath).stem().string() : battle.title();
  if (auto it = battle.info.find("date"); it != battle.info.end()) m.description = it->second;
  m.boardImage = "board.png";
  m.boardWidth = board->width;
  m.boardHeight = board->height;
  m.grid = *hexGrid;
  m.cornersLegal = facings == 12;
  for (const ArmySide& s : battle.army.sides) m.sides.push_back(s.name.empty() ? s.code : s.name);
  const int side = counterImageSide(counterPixels);
  std::unordered_map<std::string, size_t> listOfSide;
  for (size_t i = 0; i < pieces.size() + leaderPieces.size(); ++i) {
    const UnitPiece& p = i < pieces.size() ? pieces[i] : leaderPieces[i - pieces.size()];
    std::string list = p.faced.side.empty() ? std::string("Units") : p.faced.side;
    if (!listOfSide.count(list)) {
      listOfSide.emplace(list, m.palette.size());
      m.palette.push_back({list, {}});
    }
    PieceSlotEntry slot;
    slot.entryName = p.faced.name;
    slot.gpid = p.gpid;
    slot.width = side;
    slot.height = side;
    slot.definition = addPieceCommand("", pieceType(p.faced), pieceState(p.faced, "", 0, 0, 0, p.gpid));
    m.palette[listOfSide.at(list)].slots.push_back(slot);
  }
  m.nextPieceSlotId = int(pieces.size() + leaderPieces.size()) + 1;
  for (const SavedGame& g : *games) m.setups.push_back({g.name, g.file});

  ZipWriter zip;
  Status s = zip.add("buildFile.xml", buildFileXml(m));
  if (s) {
    int64_t now =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    s = zip.add("moduledata", moduleDataXml(m, now));
  }
  if (s) s = zip.add("images/" + m.boardImage, *boardPng);
  for (size_t i = 0; s && i < counters->size(); ++i) {
    const Image& img = (*counters)[i];
    Result<std::vector<uint8_t>> png = encodePng(img.width, img.height, img.rgba);
    if (!png) return png.status();
    // Each unit's faced and unfaced counters, then each leader's one.
    const size_t unitImages = 2 * pieces.size();
    const std::string& image = i < unitImages ? (i % 2 == 0 ? pieces[i / 2].faced.image : pieces[i / 2].unfaced.image)
                                              : leaderPieces[i - unitImages].unfaced.image;
    s = zip.add("images/" + image, *png);
  }
  for (size_t i = 0; s && i < games->size(); ++i) s = zip.add((*games)[i].file, (*games)[i].zip);
  if (!s) return s;
  std::vector<uint8_t> bytes = zip.finish();
  if (Status w = writeAtomically(options.outputPath, bytes); !w) return w;
  ModuleSummary summary;
  summary.units = int(battle.army.units.size());
  summary.leaders = int(battle.army.leaders.size());
  summary.setups = int(games->size());
  summary.boardWidth = board->width;
  summary.boardHeight = board->height;
  summary.facings = facings;
  summary.bytes = bytes.size();
  return summary;
}

}  // namespace cartouche::vassal
