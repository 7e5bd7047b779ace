// Playing a scenario in the editor's window: the map and counters as in editing, drawn from the game's positions;
// the turn bar, the selected units' panel, the combat panel and the log (panels/play_panels.h); the chosen units'
// reachable hexes shaded with their cost. A click on a counter chooses it, a click on a shaded hex moves the chosen
// units there along the cheapest path, a click on a hex holding the enemy aims fire or melee at it. The game plays a
// copy of the battle made when play started, so editing and play never share a battle or an undo history; Stop goes
// back to the edit mode exactly as it was left. Main thread, inside an ImGui frame.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "../panels/map_legend.h"
#include "../panels/play_panels.h"
#include "mode.h"
#include "play/game.h"
#include "play/movement.h"
#include "view/counter_layout.h"
#include "view/leader_layout.h"

namespace cartouche {

class PlayMode : public Mode {
 public:
  // Starts `scenario` (a scenario or variant code) of a copy of `battle`, with dice from `seed`.
  static Result<std::unique_ptr<PlayMode>> start(const Battle& battle, const std::string& scenario, uint64_t seed);
  // Replays a saved playtest on a copy of `battle` (playtest_file.h), and goes on from where it stopped.
  static Result<std::unique_ptr<PlayMode>> resume(const Battle& battle, const PlaytestFile& file);

  // The player pressed Stop (or a battle was opened): the session goes back to editing.
  bool stopRequested() const { return stop_; }
  const Game& game() const { return *game_; }
  // The Edit menu's Undo and Redo while playing: the game's own history.
  void undo();
  void redo();

  void battleOpened(ModeContext& ctx) override;
  std::vector<MenuToggle> viewToggles() override;
  void drawPanels(ModeContext& ctx) override;
  void drivePointer(ModeContext& ctx) override;
  void drawOverMap(ModeContext& ctx, ImDrawList* list, const MapViewPanel::ScreenPart& part,
                   MapOverlay* things) override;
  void drawStatus(ModeContext& ctx) override;
  // playaction LINE (one action in the format of schemas/play-actions.md), playunit UNIT (prints where it stands),
  // legend (prints the legend's rows as drawn this frame).
  std::optional<Status> scriptCommand(ModeContext& ctx, const std::string& verb, const std::string& argument) override;
  // play:NAME (a button or field of the play panels: end-phase, end-turn, undo, redo, stop, dice, resolve,
  // clear-target, formation, face-NE, withdraw-HEX, withdraw-HEX-HEX, withdraw-roll), counter:UNIT.
  std::optional<Result<ImVec2>> scriptPlace(ModeContext& ctx, const std::string& name) override;

 private:
  PlayMode(std::unique_ptr<Battle> battle, Game game);
  // Carries out `action`; a refusal becomes a notice with its reason.
  bool perform(ModeContext& ctx, Action action);
  // After the game changed: the counters, the chosen units' reach and the combat preview.
  void refresh();
  void refreshCombat();
  void refreshWithdrawal();  // the withdrawal owed, if any, for the panels
  void choose(const std::string& unit, bool add);
  MapView screenView(const ModeContext& ctx, int& width, int& height) const;
  void echo(ModeContext& ctx);
  // What the map shows over the terrain now, for the legend: the reach, the withdrawal's hexes, the target, and the
  // disorder and rout marks.
  LegendSection legendRows() const;

  std::unique_ptr<Battle> battle_;  // the game's battle: a copy, at a fixed address
  std::unique_ptr<Game> game_;
  Battle shown_;  // what the counters show: the game's positions as a scenario, the values after losses
  CounterLayout layout_;
  LeaderMarks leaders_;  // the leaders' badges beside the counters
  PlayPanels panels_;
  PlayView view_;
  MapLegend legend_;  // in the map's corner (View > Legend), as in editing
  std::optional<Reach> reach_;
  std::optional<Hex> hovered_;
  size_t echoed_ = 0;  // log lines written to stdout under --script
  bool stop_ = false;
};

}  // namespace cartouche
