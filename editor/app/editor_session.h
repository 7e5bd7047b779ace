// One session of the editor window: the open battle (its Document and working copy), the map view, the map and layer
// renderers that follow it through a Subscription, the file actions around it (New, Open, Save, Save As, recent files,
// the unsaved-changes and recovery prompts), and the mode that brings the tools and panels (modes/mode.h; editing
// or playing). Each battle opened is announced to the mode; opening one ends a game. No globals: runEditor owns the one
// session. Thread-safety: main thread, with the window's GL context current (the renderer's GL objects belong to it).
#pragma once

#include <imgui.h>

#include <memory>
#include <string>
#include <vector>

#include "changed_prompt.h"
#include "edit/document.h"
#include "file_dialog.h"
#include "help_windows.h"
#include "import_rules_dialog.h"
#include "menu_bar.h"
#include "modes/mode.h"
#include "modes/play_mode.h"
#include "new_battle_dialog.h"
#include "notices.h"
#include "open_battle.h"
#include "panels/map_view_panel.h"
#include "play_dialog.h"
#include "recent_files.h"
#include "recovery_prompt.h"
#include "render/layer_renderer.h"
#include "render/map_renderer.h"
#include "script_player.h"
#include "unsaved_prompt.h"
#include "vassal_export_job.h"

namespace cartouche {

class EditorSession : private ChangeListener, public ScriptHost {
 public:
  // Opens `path` (a .gpkg file or a battle folder; empty: the built-in demo battle as a battle with no file). A file
  // that does not open is reported in a popup and the demo battle is shown instead. Working copies left by a crash are
  // offered for recovery.
  static Result<std::unique_ptr<EditorSession>> create(const std::string& path, ImFont* labelFont);
  ~EditorSession() override;

  // Builds this frame's UI and handles input. Returns false once the user confirmed quitting. `benchmarkPan` moves the
  // view by a pixel, so that every frame of a benchmark redraws the map.
  bool frame(ImVec2 framebuffer, bool benchmarkPan = false);
  // Draws the map into the map's part of the default framebuffer, over the background UiCache painted there
  // (render/ui_cache.h), before ImGui's lists; the map pass itself re-runs only when the view or the battle changed.
  void drawMap(int width, int height);
  // The part of a width x height window the map shows in (pixels, y down): drawMap() draws there, and the map's
  // overlays in ImGui's background list belong there.
  PixelRect mapPart(int width, int height) const { return mapView_.uncovered(width, height); }
  // What shows under the panels and around the map.
  Rgba background() const { return style_.background; }
  // drawMap() paints every pixel of the map's part without blending (no layer shows through the terrain), so the
  // background need not be painted there first.
  bool mapOpaque() const { return shownStyle().terrainOpacity >= 1.f; }
  // Quit as the File menu does: asks first when there are unsaved changes (closing the window comes here).
  void requestQuit() { requestClose({PendingKind::Quit, ""}); }
  // Prints each notice to stdout too ("notice: TEXT"), for test scripts.
  // Under --script: notices, and messages (one already open, such as a failed open at start), go to stdout too.
  void echoNotices(bool on);
  // Whether labels, counters and the rest over the map are kept in the map's picture (render/map_overlay.h), or
  // drawn over it every frame (--whole-frames, for comparisons).
  void keepThingsWithMap(bool on) { keepThings_ = on; }
  // The open battle's file: after Save As or Open not the one the editor started on; empty for a battle never saved.
  const std::string& battlePath() const;

  // ScriptHost
  Result<ImVec2> hexCentre(const std::string& label) override;
  Status scriptCommand(const std::string& verb, const std::string& argument) override;
  // "*name — Cartouche": the file name, with a leading star while there are unsaved changes.
  std::string windowTitle() const override;
  bool promptOpen() const override { return unsaved_.asking() || changed_.asking() || recovery_.showing(); }
  bool mapSettled() const override { return !mapView_.easing() && renderer_ && renderer_->settled(); }

 private:
  enum class PendingKind { None, Quit, New, Open };
  enum class ExportKindChoice { Pdf, Gis, Vassal };
  struct Pending {
    PendingKind kind = PendingKind::None;
    std::string path;
    std::shared_ptr<const Battle> battle;  // New: the battle the New Battle dialog made (none: the default one)
  };

  EditorSession(std::unique_ptr<OpenBattle> battle, std::unique_ptr<MapRenderer> renderer, std::string loadError,
                ImFont* labelFont);
  void onChanged(const Battle& battle, const ChangeSet& changes) override;
  void drawMessagePopup();
  // Where the open battle's layers live: its working copy (embedded tables) and its file's folder (linked files).
  geo::LayerLocation layerLocation() const;
  // What the mode gets for one call; built afresh for each, since opening a battle replaces battle_.
  ModeContext modeContext(ImVec2 framebuffer);
  // A battle opened (the first, or one that replaced another): the renderer follows its document, the terrain lets its
  // layers through, and the mode is told.
  void battleOpened();
  Document& document() { return battle_->document(); }
  // The mode the window is in: playing while a game runs, else editing.
  Mode& mode() { return play_ ? static_cast<Mode&>(*play_) : *mode_; }
  // Play (F5): the Play dialog, or back to editing while playing.
  void togglePlay();
  // Starts the game the Play dialog chose, and ends it when the player stops.
  void drivePlay();
  // Play > Save playtest: the game's actions with their dice, written atomically to `path`.
  Status savePlaytest(const std::string& path);
  // Play > Resume a playtest: the game replayed from `path` on the open battle, refused when the battle changed.
  Status resumePlaytest(const std::string& path);

  // File actions (editor_session_files.cpp).
  void handleMenu(const MenuRequests& menu);
  void handlePrompts();
  void requestClose(Pending next);
  void perform(Pending next, bool discardCurrent);
  Status replaceBattle(Result<std::unique_ptr<OpenBattle>> next, bool discardCurrent);
  Status saveAs(const std::string& path);
  void save();
  // Saves to the battle's own file, asking first when another program or editor changed it on disk since it was
  // opened or saved; `thenPending`: the action the unsaved-changes prompt held back runs once the file is saved.
  void saveToFile(bool thenPending);
  void startSaveAs();
  // File > Export (editor_session_export.cpp): the file dialog for `kind`, then the export of the open battle.
  void startExport(ExportKindChoice kind);
  Status exportTo(ExportKindChoice kind, std::string path);
  // The VASSAL export's notice, or its failure's message, once it has ended (`block`: waits for it).
  void finishVassalExport(bool block);
  void showMessage(std::string title, std::string text);
  void echoMessage() const;
  bool modalOpen() const;
  // "Saved battle.gpkg": the notice after a save (`as`: Save As, the file the battle now has).
  void noticeSaved(bool as);
  // After a save to the battle's own file: the notice, then the held-back action when `thenPending`.
  void saved(bool thenPending);
  // The notice over the middle of the map, between the docked panels.
  void drawNotice();
  // Labels, counters and the rest that move with the map: into the map's picture (overlay_) where the framebuffer
  // holds ImGui's pixels one for one, else into ImGui's background list as before.
  void drawOverMap(ModeContext& ctx, const GridSettings& grid);

  std::unique_ptr<OpenBattle> battle_;
  std::unique_ptr<MapRenderer> renderer_;
  Subscription rendererFollows_;  // the renderer (through onChanged) follows the open battle
  MapViewPanel mapView_;
  MapStyle style_;
  // The style the map is drawn with: the terrain opaque while no layer is drawn under it.
  MapStyle shownStyle() const;
  // Period map layers under the map: null when the renderer could not be made (a message says why, once).
  std::unique_ptr<LayerRenderer> layers_;
  size_t layerCount_ = 0;
  LayerCompare compare_;
  std::unique_ptr<Mode> mode_;
  // The game while playing (modes/play_mode.h); editing's mode_ waits untouched meanwhile.
  std::unique_ptr<PlayMode> play_;
  PlayDialog playDialog_;
  NewBattleDialog newBattleDialog_;
  ImportRulesDialog importRules_;  // File > Import rules from another battle...
  ImVec2 framebuffer_{1, 1};       // the last frame's, for calls between frames (script commands)
  ImFont* labelFont_ = nullptr;
  // This frame's things over the map, for drawMap (valid while overlayBuilt_).
  MapOverlay overlay_;
  bool overlayBuilt_ = false;
  bool keepThings_ = true;

  HelpWindows help_;
  Notices notices_;
  MenuPlaces menuPlaces_;  // where the menu bar drew its menus, for script pointer actions ("menu:Tools")

  RecentFiles recent_;
  FileDialog dialog_;
  enum class DialogPurpose { Open, SaveAs, PlaySave, PlayResume, Export } dialogPurpose_ = DialogPurpose::Open;
  ExportKindChoice exportKind_ = ExportKindChoice::Pdf;
  VassalExportJob vassalExport_;  // File > Export for VASSAL, running beside the editor
  std::string vassalPath_;        // the module it writes
  UnsavedPrompt unsaved_;
  ChangedPrompt changed_;
  bool changedThenPending_ = false;  // the changed-on-disk prompt was raised by the unsaved-changes prompt's Save
  RecoveryPrompt recovery_;
  Pending pending_;                  // what runs once the unsaved-changes prompt is answered
  bool pendingAfterSaveAs_ = false;  // a Save As dialog answers the prompt's Save
  bool quit_ = false;
  std::string messageTitle_, message_;
  bool messageShown_ = false;
  bool commitErrorShown_ = false;  // once per failure, until a save succeeds
};

}  // namespace cartouche
