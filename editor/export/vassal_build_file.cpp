#include "vassal_build_file.h"

#include <cstdio>

namespace cartouche::vassal {

namespace {

// One element with its attributes in the given order; `body` empty writes it self-closed.
class Element {
 public:
  explicit Element(std::string name) : name_(std::move(name)) {}
  Element& attr(const std::string& key, const std::string& value) {
    attrs_ += " " + key + "=\"" + xmlAttribute(value) + "\"";
    return *this;
  }
  Element& attr(const std::string& key, int value) { return attr(key, std::to_string(value)); }
  Element& attr(const std::string& key, bool value) { return attr(key, std::string(value ? "true" : "false")); }
  std::string write(const std::string& body = {}) const {
    if (body.empty()) return "<" + name_ + attrs_ + "/>";
    return "<" + name_ + attrs_ + ">" + body + "</" + name_ + ">";
  }

 private:
  std::string name_;
  std::string attrs_;
};

// As a stream with precision 17 writes it (%.17g), but never cut short: a string stream stops quietly where memory
// runs out, and the module would carry an empty number.
std::string number(double v) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", v);
  return text;
}

const std::string kPkg = "VASSAL.build.module.";

std::string hexGrid(const ModuleDescription& m) {
  const HexGridSettings& g = m.grid;
  std::string numbering = Element(kPkg + "map.boardPicker.board.mapgrid.HexGridNumbering")
                              .attr("color", std::string("0,0,0"))
                              .attr("first", std::string(1, g.first))
                              .attr("fontSize", 9)
                              .attr("hDescend", false)
                              .attr("hDrawOff", 0)
                              .attr("hLeading", g.hLeading)
                              .attr("hOff", g.hOff)
                              .attr("hType", std::string(1, g.hType))
                              .attr("locationFormat", std::string("$gridLocation$"))
                              .attr("rotateText", 0)
                              .attr("sep", g.sep)
                              .attr("stagger", g.stagger)
                              .attr("vDescend", false)
                              .attr("vDrawOff", 0)
                              .attr("vLeading", g.vLeading)
                              .attr("vOff", g.vOff)
                              .attr("vType", std::string(1, g.vType))
                              .attr("visible", false)
                              .write();
  return Element(kPkg + "map.boardPicker.board.HexGrid")
      .attr("color", std::string("0,0,0"))
      .attr("cornersLegal", m.cornersLegal)
      .attr("dotsVisible", false)
      .attr("dx", number(g.dx))
      .attr("dy", number(g.dy))
      .attr("edgesLegal", false)
      .attr("sideways", g.sideways)
      .attr("snapTo", true)
      .attr("visible", false)
      .attr("x0", g.x0)
      .attr("y0", g.y0)
      .write("\n" + numbering + "\n");
}

std::string map(const ModuleDescription& m) {
  std::string board = Element(kPkg + "map.boardPicker.Board")
                          .attr("image", m.boardImage)
                          .attr("name", std::string(kBoardName))
                          .attr("reversible", false)
                          .attr("width", m.boardWidth)
                          .attr("height", m.boardHeight)
                          .write("\n" + hexGrid(m) + "\n");
  std::string body = "\n" +
                     Element(kPkg + "map.BoardPicker")
                         .attr("addColumnText", std::string("Add column"))
                         .attr("addRowText", std::string("Add row"))
                         .attr("boardPrompt", std::string("Select board"))
                         .attr("slotHeight", 125)
                         .attr("slotScale", std::string("0.2"))
                         .attr("slotWidth", 350)
                         .attr("title", std::string("Choose Boards"))
                         .write("\n" + board + "\n") +
                     "\n";
  body += Element(kPkg + "map.StackMetrics")
              .attr("bottom", std::string("40,0"))
              .attr("disabled", false)
              .attr("down", std::string("39,0"))
              .attr("exSepX", 6)
              .attr("exSepY", 18)
              .attr("top", std::string("38,0"))
              .attr("unexSepX", 3)
              .attr("unexSepY", 3)
              .attr("up", std::string("37,0"))
              .write() +
          "\n";
  // Without these a map read from a build file cannot have its pieces dragged, selected or shown (Map.java).
  for (const char* c : {"ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer",
                        "StackExpander", "PieceMover", "KeyBufferer", "ImageSaver", "CounterDetailViewer"})
    body += Element(kPkg + "map." + c).write() + "\n";
  body += Element(kPkg + "map.Zoomer")
              .attr("zoomLevels", std::string("0.25,0.4,0.6,0.8,1.0,1.25,1.6"))
              .attr("zoomStart", 3)  // one-based from the most zoomed in: 1.0
              .write() +
          "\n";
  return Element(kPkg + "Map")
      .attr("allowMultiple", false)
      .attr("backgroundcolor", std::string("255,255,255"))
      .attr("buttonName", std::string())
      .attr("changeFormat", std::string("$message$"))
      .attr("color", std::string("255,0,0"))
      .attr("createFormat", std::string("$pieceName$ created in $location$"))
      .attr("edgeHeight", 0)
      .attr("edgeWidth", 0)
      .attr("launch", false)
      .attr("mapName", std::string(kMapName))
      .attr("markMoved", std::string("Never"))
      .attr("moveToFormat", std::string("$pieceName$ moves $previousLocation$ -> $location$"))
      .attr("moveWithinFormat", std::string("$pieceName$ moves $previousLocation$ -> $location$"))
      .attr("thickness", 3)
      .write(body);
}

std::string palette(const ModuleDescription& m) {
  std::string lists = "\n";
  for (const PaletteList& list : m.palette) {
    std::string slots = "\n";
    for (const PieceSlotEntry& s : list.slots)
      slots += Element("VASSAL.build.widget.PieceSlot")
                   .attr("entryName", s.entryName)
                   .attr("gpid", s.gpid)
                   .attr("height", s.height)
                   .attr("width", s.width)
                   .write(xmlText(s.definition)) +
               "\n";
    lists += Element("VASSAL.build.widget.ListWidget")
                 .attr("divider", 150)
                 .attr("entryName", list.name)
                 .attr("height", 0)
                 .attr("scale", std::string("1.0"))
                 .attr("width", 0)
                 .write(slots) +
             "\n";
  }
  return Element(kPkg + "PieceWindow")
      .attr("text", std::string("Counters"))
      .attr("defaultWidth", 0)
      .attr("hidden", false)
      .attr("name", std::string("Counters"))
      .attr("scale", std::string("1.0"))
      .attr("tooltip", std::string("Every unit's counter"))
      .write(lists);
}

}  // namespace

std::string buildFileXml(const ModuleDescription& m) {
  std::string body = "\n";
  body += Element(kPkg + "BasicCommandEncoder").write() + "\n";
  body += Element(kPkg + "Chatter").write() + "\n";
  body += Element(kPkg + "GlobalOptions")
              .attr("autoReport", std::string("Always"))
              .attr("centerOnMove", std::string("Use Preferences Setting"))
              .attr("nonOwnerUnmaskable", std::string("Use Preferences Setting"))
              .attr("playerIdFormat", std::string("$PlayerName$"))
              // Labels such as 0101 keep their leading zeros when pieces report or compare locations.
              .attr("storeLeadingZeroIntegersAsStrings", true)
              .write() +
          "\n";
  std::string roster = "\n";
  for (const std::string& side : m.sides) roster += "<entry>" + xmlText(side) + "</entry>\n";
  body += Element(kPkg + "PlayerRoster")
              .attr("buttonText", std::string("Retire"))
              .attr("buttonToolTip", std::string("Switch sides, become observer, or release faction"))
              .write(m.sides.empty() ? std::string() : roster) +
          "\n";
  body += palette(m) + "\n";
  body += map(m) + "\n";
  for (const PredefinedSetupEntry& s : m.setups)
    body += Element(kPkg + "PredefinedSetup")
                .attr("file", s.file)
                .attr("isMenu", false)
                .attr("name", s.name)
                .attr("useFile", true)
                .write() +
            "\n";
  return "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n" +
         Element("VASSAL.build.GameModule")
             .attr("ModuleOther1", std::string())
             .attr("ModuleOther2", std::string())
             .attr("VassalVersion", std::string(kVassalVersion))
             .attr("description", m.description)
             .attr("name", m.name)
             .attr("nextPieceSlotId", m.nextPieceSlotId)
             .attr("version", m.version)
             .write(body) +
         "\n";
}

std::string moduleDataXml(const ModuleDescription& m, int64_t dateSavedMs) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<data version=\"1\">\n"
         "  <version>" +
         xmlText(m.version) + "</version>\n  <extra1/>\n  <extra2/>\n  <VassalVersion>" + kVassalVersion +
         "</VassalVersion>\n  <dateSaved>" + std::to_string(dateSavedMs) + "</dateSaved>\n  <name>" + xmlText(m.name) +
         "</name>\n  <description>" + xmlText(m.description) + "</description>\n</data>\n";
}

}  // namespace cartouche::vassal
