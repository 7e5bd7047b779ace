// EditorSession's file actions: New, Open, Save, Save As, recent files, the unsaved-changes prompt before the battle is
// replaced or the editor quits, the recovery prompt, and the script commands that stand in for them.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <new>
#include <optional>

#include "base/whole_file.h"
#include "edit/map_commands.h"
#include "editor_session.h"
#include "new_battle.h"
#include "play/playtest_file.h"
#include "text/text_file.h"

namespace cartouche {

namespace fs = std::filesystem;

namespace {

std::string folderOf(const std::string& path) { return path.empty() ? "" : fs::path(path).parent_path().string(); }

// Memory running out in a save is said like any failed save, naming the file: the store's atomic save has removed
// what it wrote aside, and the battle stays open with every edit in its working copy.
template <typename Save>
Status savingGuarded(const std::string& path, Save&& save) {
  try {
    return save();
  } catch (const std::bad_alloc&) {
    return Status::ioError(path + ": out of memory while saving");
  }
}

}  // namespace

bool EditorSession::modalOpen() const {
  return dialog_.active() || unsaved_.asking() || changed_.asking() || recovery_.showing() || !message_.empty() ||
         playDialog_.showing() || newBattleDialog_.showing() || importRules_.showing();
}

void EditorSession::togglePlay() {
  if (play_) {
    play_.reset();
    notices_.post("Back to editing");
    return;
  }
  playDialog_.open(document().battle().scenarios, mode_->currentScenario());
}

Status EditorSession::savePlaytest(const std::string& path) {
  if (!play_) return Status::invalidArgument("no game is being played");
  const Game& game = play_->game();
  Status s = writeFileAtomically(path, formatPlaytest(game.battle(), game.toPlaytest()));
  if (!s) {
    showMessage("Could not save the playtest", s.message());
    return s;
  }
  notices_.post("Saved playtest " + std::filesystem::path(path).filename().string());
  return s;
}

Status EditorSession::resumePlaytest(const std::string& path) {
  auto refuse = [&](const std::string& why) {
    Status s = Status::invalidArgument(path + ": " + why);
    showMessage("Could not resume the playtest", s.message());
    return s;
  };
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) return refuse("cannot read the file (" + ec.message() + ")");
  if (size > (16u << 20)) return refuse("larger than 16 MiB; not a playtest");
  // Not through a string stream, which stops quietly where memory runs out (base/whole_file.h).
  std::optional<std::string> text;
  try {
    text = readWholeFile(path, 16u << 20);
  } catch (const std::bad_alloc&) {
    return refuse("out of memory while reading the playtest");
  }
  if (!text && errno == EFBIG) return refuse("larger than 16 MiB; not a playtest");
  if (!text) return refuse(std::string("cannot read the file (") + std::strerror(errno) + ")");
  Result<PlaytestFile> file = parsePlaytest(document().battle(), *text);
  if (!file) return refuse(file.status().message());
  Result<std::unique_ptr<PlayMode>> resumed = PlayMode::resume(document().battle(), file.value());
  if (!resumed) return refuse(resumed.status().message());
  play_ = std::move(resumed).value();
  notices_.post("Resumed playtest " + std::filesystem::path(path).filename().string() + ": " +
                play_->game().turnDescription());
  return Status::ok();
}

void EditorSession::drivePlay() {
  if (std::optional<CommandPtr> imported = importRules_.draw(document().battle())) {
    if (!*imported) {
      notices_.post("Nothing to import: the chosen items are already here");
    } else {
      const std::string what = (*imported)->describe(document().battle());
      if (Result<ChangeSet> done = document().execute(std::move(*imported)); !done)
        showMessage("Could not import the rules", done.status().message());
      else
        notices_.post(what);
    }
  }
  if (std::optional<PlayChoice> choice = playDialog_.draw()) {
    Result<std::unique_ptr<PlayMode>> started = PlayMode::start(document().battle(), choice->scenario, choice->seed);
    if (!started) {
      notices_.post("Cannot play: " + started.status().message());
    } else {
      play_ = std::move(started).value();
      notices_.post("Playing " + choice->scenario + ": Stop (or F5) goes back to editing");
    }
  }
  if (play_ && play_->stopRequested()) {
    play_.reset();
    notices_.post("Back to editing");
  }
}

void EditorSession::handleMenu(const MenuRequests& menu) {
  if (menu.play) togglePlay();
  if (menu.importRules && !play_) importRules_.open(folderOf(battle_->path()));
  if (menu.playSave && play_) {
    dialogPurpose_ = DialogPurpose::PlaySave;
    dialog_.start(FileDialogMode::Save, "Save the playtest", folderOf(battle_->path()), playtestFileFilter());
  }
  if (menu.playResume) {
    dialogPurpose_ = DialogPurpose::PlayResume;
    dialog_.start(FileDialogMode::Open, "Resume a playtest", folderOf(battle_->path()), playtestFileFilter());
  }
  if (play_) {  // play has its own history; editing's waits
    if (menu.undo) play_->undo();
    if (menu.redo) play_->redo();
  } else {
    if (menu.undo) document().undo();
    if (menu.redo) document().redo();
  }
  if (menu.newBattle) newBattleDialog_.open();
  if (menu.open) {
    dialogPurpose_ = DialogPurpose::Open;
    dialog_.start(FileDialogMode::Open, "Open a battle", folderOf(battle_->path()));
  }
  if (!menu.openRecent.empty()) requestClose({PendingKind::Open, menu.openRecent});
  if (menu.save) save();
  if (menu.saveAs) startSaveAs();
  if (menu.exportPdf) startExport(ExportKindChoice::Pdf);
  if (menu.exportGis) startExport(ExportKindChoice::Gis);
  if (menu.exportVassal) startExport(ExportKindChoice::Vassal);
  if (menu.quit) requestQuit();
}

void EditorSession::handlePrompts() {
  if (std::optional<Battle> made = newBattleDialog_.draw())
    requestClose({PendingKind::New, "", std::make_shared<const Battle>(std::move(*made))});
  if (std::optional<std::string> chosen = dialog_.draw()) {
    if (dialogPurpose_ == DialogPurpose::Open) {
      requestClose({PendingKind::Open, *chosen});
    } else if (dialogPurpose_ == DialogPurpose::PlaySave) {
      savePlaytest(*chosen);
    } else if (dialogPurpose_ == DialogPurpose::PlayResume) {
      resumePlaytest(*chosen);
    } else if (dialogPurpose_ == DialogPurpose::Export) {
      exportTo(exportKind_, *chosen);
    } else if (saveAs(*chosen) && pendingAfterSaveAs_) {
      perform(pending_, false);
    }
    pendingAfterSaveAs_ = false;
  } else if (pendingAfterSaveAs_ && !dialog_.active()) {
    pendingAfterSaveAs_ = false;  // the Save As dialog was cancelled: so is what waited on it
    pending_ = {};
  }
  if (std::optional<UnsavedAnswer> answer = unsaved_.draw()) {
    if (*answer == UnsavedAnswer::Discard) {
      perform(pending_, true);
    } else if (*answer == UnsavedAnswer::Save && battle_->path().empty()) {
      pendingAfterSaveAs_ = true;
      startSaveAs();
    } else if (*answer == UnsavedAnswer::Save) {
      saveToFile(true);
    } else {
      pending_ = {};
    }
  }
  if (std::optional<ChangedAnswer> answer = changed_.draw()) {
    if (*answer == ChangedAnswer::Overwrite) {
      if (Status s = savingGuarded(battle_->path(), [&] { return battle_->save(); }); !s)
        showMessage("Could not save the battle", s.message());
      else
        saved(changedThenPending_);
    } else if (*answer == ChangedAnswer::SaveAs) {
      pendingAfterSaveAs_ = changedThenPending_;
      startSaveAs();
    } else if (changedThenPending_) {
      pending_ = {};  // the quit, new or open that waited on the save is called off too
    }
    changedThenPending_ = false;
  }
  if (std::optional<RecoveryAnswer> answer = recovery_.draw()) {
    if (answer->action == RecoveryAnswer::Action::Recover) {
      Status s = replaceBattle(OpenBattle::recover(answer->workingPath), false);
      if (!s) showMessage("Could not recover the battle", s.message());
    } else if (Status s = OpenBattle::discardRecoverable(answer->workingPath); !s) {
      showMessage("Could not discard the working copy", s.message());
    }
  }
}

void EditorSession::requestClose(Pending next) {
  if (unsaved_.asking()) return;
  if (!battle_->modified()) return perform(next, false);
  pending_ = std::move(next);
  unsaved_.ask(battle_->displayName());
}

void EditorSession::perform(Pending next, bool discardCurrent) {
  pending_ = {};
  Status s;
  if (next.kind == PendingKind::Quit) {
    battle_->close(discardCurrent);
    quit_ = true;
  } else if (next.kind == PendingKind::New) {
    s = replaceBattle(OpenBattle::create(next.battle ? *next.battle : makeNewBattle(), "New battle"), discardCurrent);
  } else if (next.kind == PendingKind::Open) {
    s = replaceBattle(OpenBattle::open(next.path), discardCurrent);
    if (s)
      recent_.add(next.path);
    else if (!fs::exists(next.path))
      recent_.remove(next.path);
  }
  if (!s) showMessage("Could not open the battle", s.message());
}

Status EditorSession::replaceBattle(Result<std::unique_ptr<OpenBattle>> next, bool discardCurrent) {
  if (!next) return next.status();  // the current battle stays, untouched
  battle_->close(discardCurrent);
  battle_ = std::move(*next);
  mapView_.fit();
  battleOpened();
  return Status::ok();
}

Status EditorSession::saveAs(const std::string& path) {
  Status s = savingGuarded(path, [&] {
    Status saved = battle_->saveAs(path);
    if (saved) recent_.add(battle_->path());
    return saved;
  });
  if (!s) {
    showMessage("Could not save the battle", s.message());
    return s;
  }
  noticeSaved(true);
  return s;
}

void EditorSession::startSaveAs() {
  dialogPurpose_ = DialogPurpose::SaveAs;
  dialog_.start(FileDialogMode::Save, "Save the battle as", folderOf(battle_->path()));
}

void EditorSession::save() {
  if (battle_->path().empty()) return startSaveAs();
  saveToFile(false);
}

void EditorSession::saveToFile(bool thenPending) {
  if (std::string how = battle_->changedOnDisk(); !how.empty()) {
    changedThenPending_ = thenPending;
    changed_.ask(battle_->displayName(), std::move(how));
    return;
  }
  if (Status s = savingGuarded(battle_->path(), [&] { return battle_->save(); }); !s)
    showMessage("Could not save the battle", s.message());
  else
    saved(thenPending);
}

void EditorSession::saved(bool thenPending) {
  noticeSaved(false);
  if (thenPending) perform(pending_, false);
}

void EditorSession::noticeSaved(bool as) {
  const std::string name = fs::path(battle_->path()).filename().string();
  notices_.post((as ? "Saved as " : "Saved ") + name);
}

Status EditorSession::scriptCommand(const std::string& verb, const std::string& argument) {
  if (verb == "save") {
    if (battle_->path().empty()) return Status::invalidArgument("save: the battle has no file yet (use saveas PATH)");
    if (std::string how = battle_->changedOnDisk(); !how.empty()) {
      // As Save from the menu: the prompt asks, and the script answers it (answer overwrite, saveas or cancel).
      changed_.ask(battle_->displayName(), std::move(how));
      return Status::ok();
    }
    Status s = savingGuarded(battle_->path(), [&] { return battle_->save(); });
    if (s) noticeSaved(false);
    return s;
  }
  if (verb == "saveas") {
    Status s = savingGuarded(argument, [&] {
      Status saved = battle_->saveAs(argument);
      if (saved) recent_.add(battle_->path());
      return saved;
    });
    if (s) noticeSaved(true);
    return s;
  }
  if (verb == "playsave") return savePlaytest(argument);
  if (verb == "playresume") return resumePlaytest(argument);
  if (verb == "exportwait") return finishVassalExport(true), Status::ok();
  if (verb == "help") {  // prints the open help windows, their places and sizes
    for (const std::string& line : help_.describe()) std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    return Status::ok();
  }
  if (verb == "open") return requestClose({PendingKind::Open, argument}), Status::ok();
  if (verb == "new") return requestClose({PendingKind::New, ""}), Status::ok();
  if (verb == "quit") return requestQuit(), Status::ok();
  if (verb == "answer") {
    if (unsaved_.asking()) {
      if (argument == "save") return unsaved_.answerFromScript(UnsavedAnswer::Save), Status::ok();
      if (argument == "discard") return unsaved_.answerFromScript(UnsavedAnswer::Discard), Status::ok();
      if (argument == "cancel") return unsaved_.answerFromScript(UnsavedAnswer::Cancel), Status::ok();
      return Status::invalidArgument("answer: the unsaved-changes prompt takes save, discard or cancel");
    }
    if (changed_.asking()) {
      if (argument == "overwrite") return changed_.answerFromScript(ChangedAnswer::Overwrite), Status::ok();
      if (argument == "saveas") return changed_.answerFromScript(ChangedAnswer::SaveAs), Status::ok();
      if (argument == "cancel") return changed_.answerFromScript(ChangedAnswer::Cancel), Status::ok();
      return Status::invalidArgument("answer: the changed-on-disk prompt takes overwrite, saveas or cancel");
    }
    if (recovery_.showing()) {
      if (argument == "recover") return recovery_.answerFromScript(RecoveryAnswer::Action::Recover), Status::ok();
      if (argument == "discard") return recovery_.answerFromScript(RecoveryAnswer::Action::Discard), Status::ok();
      return Status::invalidArgument("answer: the recovery prompt takes recover or discard");
    }
    return Status::invalidArgument("answer " + argument + ": no prompt is open");
  }
  ModeContext ctx = modeContext(framebuffer_);
  if (std::optional<Status> done = mode().scriptCommand(ctx, verb, argument)) return *done;
  return Status::invalidArgument("unknown script command " + verb);
}

}  // namespace cartouche
