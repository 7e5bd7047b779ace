// Scripted actions for tests (`cartouche --script FILE`): one action a line, played in frame order by writing
// ImGui's io after ImGui_ImplGlfw_NewFrame and before ImGui::NewFrame, so the pointer and keys go through exactly
// the code the real mouse and keyboard use. Each action takes one frame unless noted. Blank lines and lines
// starting with # are skipped.
//
//   move HEX           pointer to the centre of hex HEX (its label, e.g. 0712), through the current view; instead of
//                      a hex every pointer action takes counter:UNIT (the unit's counter on the map, in the current
//                      scenario), leader:CODE (a leader's badge on the map), row:CODE (the order-of-battle tree's row
//                      of a unit or node, shown by `oob`), row:leader:CODE (a leader's row), switcher: (the menu
//                      bar's scenario combo) or switcher:CODE (its entry, once open)
//   pointer X Y        pointer to window coordinates X, Y (for clicks inside a window: a scan in the georeferencer)
//   press / release    left button down / up where the pointer is
//   click HEX          move, press, release (three frames)
//   drag HEX HEX       move to the first, press, ten moves along the line, release (13 frames)
//   pan DX DY          drags the map with the right button from where the pointer is, by DX, DY whole pixels in
//                      ten moves of whole pixels, as a person pans (12 frames)
//   key KEYS           press and release, e.g. B, CTRL+Z, CTRL+SHIFT+Z, ESCAPE, HOME, F2, [, ] (two frames)
//   wheel N [KEYS]     turns the mouse wheel by N notches (positive away from the user, as GLFW reports it; may be
//                      fractional) where the pointer is, with KEYS held for that frame (e.g. wheel -1 SHIFT; two
//                      frames with keys, else one)
//   type TEXT          types the rest of the line into the focused text field
//   wait N             N frames with nothing new
//   screenshot PATH    writes the window as PNG after this frame is drawn
//   save               File > Save (fails when the battle has no file yet; asks first when the file changed on disk)
//   saveas PATH        File > Save As, with PATH in place of the dialog's answer
//   open PATH          File > Open, with PATH in place of the dialog's answer
//   new                File > New
//   quit               File > Quit (asks first when there are unsaved changes)
//   answer WORD        answers the open prompt: save, discard or cancel (unsaved changes); overwrite, saveas or
//                      cancel (the file changed on disk); recover or discard (the first copy in the recovery prompt)
//   paint HEX TERRAIN  paints one hex with the terrain of that code as one undo step, without the pointer
//                      (for tests that are not about a tool)
//   palette CODE       chooses the terrain or hexside feature of that code, as a click on its palette row does
//   waitprompt         waits, as many frames as it takes, until a prompt is open (one the script did not cause:
//                      closing the window from outside, recovery on start)
//   checkpanels        from this frame on, draws each frame's panels whole a second time, into an image of its own, and
//                      compares it with the frame shown outside the map's part (render/ui_cache.h); when the editor
//                      quits it prints "panels: N frames checked, M differ" (and where the first difference was)
//   mapwait            waits, as many frames as it takes, until the map's zoom has stopped easing and the map is
//                      drawn exactly (a zoom step shows the old picture scaled, then draws it again band by band)
//   waitfile PATH      waits, as many frames as it takes, until PATH exists (a test's cue that it has done something
//                      outside the editor, such as saving the same battle from another one)
//   georef LAYER       opens the georeferencer on the layer, as the layers window's button does
//   fitgrid LAYER      opens the grid fit window on the layer
//   terrainopacity V   the layers window's "Terrain over layers" slider (0 to 1)
//   scenario CODE      makes the scenario with this code current, as the scenario switchers do
//   oob CODE           shows the tree row of the unit, node or leader CODE (opens its parents, scrolls to it);
//                      oob leader:CODE the leader's row when a node has his code too (row:leader:CODE is its place)
//   placement UNIT     prints "placement: UNIT in SCENARIO: HEX facing F" (or "off map") for the current scenario
//   layerswait         waits for a running layer import or DEM sampling (the next frame shows its result) and for
//                      every layer tile requested so far (for screenshots)
//   problems           prints "problems: N errors, M warnings" as the problems panel counts them, then
//                      "problem: MESSAGE" for each line it lists
//   exportwait         waits for a running File > Export for VASSAL to end (its notice or message comes this frame)
//   print TEXT         writes TEXT and a newline to stdout at once (tests wait for it, e.g. before kill -9)
//   title              prints "title: " and the window title to stdout
//   help               prints a line for each open Help window: "help: TITLE at X,Y size WxH in WxH" (its place and
//                      size, and the window's), with " version V" after About's
//   tool               prints "tool: " and the active tool's name
//   layout             prints the side columns' arrangement: "layout: left W shown|collapsed right W shown|collapsed
//                      tabs LEFT RIGHT", "layout: insets L T R B" (what the columns and bars cover of the map, in
//                      framebuffer pixels) and "layout: panel TITLE at X,Y size WxH" for each panel drawn last frame
//   legend             prints a line for each row of the map's legend: "legend: SECTION: LABEL #RRGGBBAA" (its
//                      swatch's colour), or "legend: none" when no legend is drawn
//   toolbar            prints a line for each toolbar button: "toolbar: NAME at X,Y size WxH icon|letter[ active]"
//                      (icon: the icon font's glyph is shown; letter: the tool's letter stands in for it)
//   playaction LINE    while playing: performs one action line of schemas/play-actions.md (for setting a game up)
//   playunit UNIT      while playing: prints "playunit: UNIT at HEX losses N" (and "disordered", "eliminated")
//   playsave PATH      Play > Save playtest, with PATH in place of the dialog's answer
//   playresume PATH    Play > Resume a playtest, with PATH in place of the dialog's answer
//
// The side columns' places (editing): splitter:left and splitter:right (a column's inner edge: press there, pointer X
// Y, release to drag it), collapse:left and collapse:right (the arrow button on a column's edge, also on the window's
// edge while the column is collapsed), tab:Terrain, tab:Battle, tab:Grid and tab:History (the columns' tabs).
// Play mode's places: play:NAME (its buttons and fields: end-phase, end-turn, undo, redo, stop, dice, resolve,
// clear-target, formation, face-NE...), playdialog:play and playdialog:cancel (the Play dialog, F5).
// The Import rules dialog's places (File > Import rules from another battle...): importrules:path, importrules:compare,
// importrules:import, importrules:cancel, importrules:table:CODE and importrules:terrain:CODE (the checkboxes),
// importrules:replace:CODE (a clash's Replace choice, which also ticks it).
//
// Pointer actions also take edge:HEX:HEX (the middle of the hexside two neighbouring hexes share, for the hexside
// tool), terrain:CODE (that terrain type's entry in the Terrain palette), layers:ground and layers:dem (the Map layers
// window's Ground placement header and Import DEM heights button, F6 shows the window), ground:crs and ground:apply
// (its CRS field, from which Tab moves to the origin's x and y, and Apply), and the DEM window's dem:from-file,
// dem:path, dem:sample, dem:lowest (the proposed base), dem:apply and dem:close.
// The Map layers window's controls are layers:LAYER/CONTROL (a row's: visible, name, opacity, remove, georef, fit,
// next: the button of the step the row asks for) and layers:add (Add layer...), layers:place-on-layer (the ground
// placement's "Place the grid on layer ..."). The Add layer window opens with its path field focused: type the path,
// then key ENTER adds it.
// The toolbar's buttons are toolbar:NAME (the tool's name: click toolbar:Fill).
// Pointer actions also take menu:NAME (a menu's title in the menu bar: click menu:Tools) and menu:NAME/ENTRY (an entry
// of the open menu: click menu:Tools/Fill). Every notice is printed as "notice: TEXT" when it appears.
//
// A script that cannot be parsed fails before the window opens; an action that fails while playing (an unknown
// hex, a failed save) is reported on stderr and makes the editor exit with status 1. Main thread.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "base/status.h"

namespace cartouche {

// What the script asks of the editor beyond the pointer and the keys.
// Implemented by EditorSession.
class ScriptHost {
 public:
  virtual ~ScriptHost() = default;
  // Centre of the hex with this label in ImGui screen coordinates, or an error
  // naming the label.
  virtual Result<ImVec2> hexCentre(const std::string& label) = 0;
  virtual Status scriptCommand(const std::string& verb, const std::string& argument) = 0;
  virtual std::string windowTitle() const = 0;
  // The unsaved-changes or the recovery prompt is open.
  virtual bool promptOpen() const = 0;
  // The map's zoom has stopped easing and its picture is exact (no row still a scaled draft of a zoom step).
  virtual bool mapSettled() const = 0;
};

class ScriptPlayer {
 public:
  static Result<ScriptPlayer> load(const std::string& path);

  // Plays this frame's action. Call after ImGui_ImplGlfw_NewFrame and before
  // ImGui::NewFrame.
  void inject(ImGuiIO& io, ScriptHost& host);
  // The PNG path a `screenshot` asked for this frame ("" for none).
  const std::string& screenshotRequest() const { return screenshot_; }
  bool finished() const { return next_ >= steps_.size() && waitFrames_ == 0; }
  // The first action that failed while playing.
  const Status& error() const { return error_; }
  // Whether `checkpanels` has been played.
  bool checkingPanels() const { return checkPanels_; }
  // How many frames' actions the file gave (a click is three, a drag thirteen): tests read a script whole.
  size_t stepCount() const { return steps_.size(); }

 private:
  struct Step {
    std::string verb, arg, arg2;
    float t = 0.f;  // for drag moves: where between arg and arg2; for pointer: x
    int line = 0;
    float y = 0.f;  // for pointer
  };
  void play(const Step& step, ImGuiIO& io, ScriptHost& host);
  void fail(const Step& step, const std::string& message);

  std::string path_;
  std::vector<Step> steps_;
  size_t next_ = 0;
  int waitFrames_ = 0;
  bool pointerOwned_ = false;
  ImVec2 pointer_{-FLT_MAX, -FLT_MAX};
  bool buttonDown_ = false;
  bool panning_ = false;  // the right button, held by `pan`
  ImVec2 panFrom_{0, 0};
  std::vector<int> keysHeld_;
  std::string screenshot_;
  bool checkPanels_ = false;
  Status error_;
};

}  // namespace cartouche
