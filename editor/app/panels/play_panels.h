// The windows of play mode: the turn bar along the top (turn, time, phase, End phase, End turn, Undo, Redo, each
// side's victory points and Stop), the selected units' panel on the right (where they stand, what they have spent,
// their formation and facing, with the controls to change them), the combat panel under it (the fire or melee
// prepared against the chosen target hex, every figure shown before the roll, a dice field for dice rolled by hand,
// and the button that resolves it), a withdrawal owed above them all (its hexes as buttons) and the log along the
// bottom. They change nothing themselves: each returns what
// the player asked for and the play mode acts on it. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "play/game.h"

namespace cartouche {

// What the player asked for this frame.
struct PlayRequests {
  bool endPhase = false;
  bool endTurn = false;
  bool undo = false;
  bool redo = false;
  bool stop = false;
  bool resolve = false;                  // fire or melee at the target, with the dice field's roll (or a rolled one)
  std::optional<std::string> formation;  // change the selected units' formation
  std::optional<Facing> facing;          // turn the selected units
  bool clearTarget = false;
  std::optional<CombatCondition> toggle;       // declare a modifier row, or take it back
  std::optional<std::vector<Hex>> withdrawTo;  // make the withdrawal owed: the hexes it goes through (none: the d10)
};

// A withdrawal owed (Racławice [8.16]): who, where it may go, and, once the hex chosen would over-stack, the hexes on
// from there ([8.16.10]).
struct OwedWithdrawal {
  std::vector<std::string> units;  // the units that withdraw together (a stack beaten together)
  std::string words;               // "1/III/Jekatierynosławski must withdraw into its rear zone: 2706 or 2707"
  std::vector<Hex> choices;
  bool dieDecides = false;
  std::optional<Hex> via;   // the chosen hex, which would over-stack
  std::vector<Hex> onward;  // the hexes next to `via` it may go on into
};

// What the panels show besides the game.
struct PlayView {
  std::vector<std::string> selected;  // unit codes
  std::string selectionWords;         // "movement points 3 of 4 left" or why the units cannot move
  std::optional<Hex> target;
  bool melee = false;                    // the target is adjacent and the phase is a melee phase
  std::vector<std::string> combatLines;  // the prepared fire or melee, in words, or why not
  std::optional<DieKind> die;            // the die the resolution rolls; none when it needs none
  bool combatReady = false;
  std::string lastResult;                 // the last resolution's log line
  std::vector<CombatCondition> choices;   // every row of the battle's modifier tables
  std::vector<CombatCondition> declared;  // those the player says hold
  std::optional<OwedWithdrawal> withdrawal;
};

// Where the panels drew their buttons (for --script: "play:end-phase", "play:dice"...), and the room they cover, in
// framebuffer-independent screen coordinates.
struct PlayPlaces {
  std::map<std::string, ImVec2> items;
  float top = 0, right = 0, bottom = 0;  // the bar's height, the side column's width, the log's height
};

class PlayPanels {
 public:
  // Draws every window for this frame; `size` is the window's size in screen coordinates.
  PlayRequests draw(const Game& game, PlayView& view, ImVec2 size);
  const PlayPlaces& places() const { return places_; }
  bool showLog = true;
  // The dice field's text: a roll typed by a player using real dice; empty: the game rolls.
  char dice[16] = "";

 private:
  void drawBar(const Game& game, PlayRequests& r, float width);
  void drawUnits(const Game& game, const PlayView& view, PlayRequests& r, ImVec2 at, float width, float height);
  void drawCombat(const PlayView& view, PlayRequests& r);
  void drawWithdrawal(const Battle& battle, const OwedWithdrawal& owed, PlayRequests& r);
  void drawLog(const Game& game, ImVec2 at, ImVec2 size);
  void keep(const std::string& name);  // the last item's centre, as "play:NAME"

  PlayPlaces places_;
  size_t logLines_ = 0;  // scrolls to the bottom when the log grows
};

}  // namespace cartouche
