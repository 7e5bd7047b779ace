#include "open_battle.h"

#include <filesystem>

#ifdef CARTOUCHE_HAVE_STORE
#include "store/working_copy.h"
#endif
#ifdef CARTOUCHE_HAVE_TEXT
#include "text/battle_text.h"
#endif

namespace cartouche {

namespace fs = std::filesystem;

Result<std::unique_ptr<OpenBattle>> OpenBattle::open(const std::string& path) {
  if (fs::is_directory(path)) {
#ifdef CARTOUCHE_HAVE_TEXT
    Result<Battle> battle = loadBattleText(path);
    if (!battle) return Status::invalidArgument(path + ": " + battle.status().message());
    std::string name = fs::path(path).filename().string();
    if (name.empty()) name = fs::path(path).parent_path().filename().string();
    return create(std::move(*battle), name);
#else
    return Status::invalidArgument(path + ": this build cannot read battle folders (no cartouche_text)");
#endif
  }
#ifdef CARTOUCHE_HAVE_STORE
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::open(path);
  if (!copy) return copy.status();
  std::unique_ptr<OpenBattle> ob(new OpenBattle());
  ob->copy_ = std::move(*copy);
  ob->document_ = std::make_unique<Document>(ob->copy_->loaded());
  ob->document_->addListener(ob->copy_.get());
  ob->path_ = ob->copy_->path();
  return ob;
#else
  return Status::invalidArgument(path + ": this build cannot read battle files (no cartouche_store)");
#endif
}

Result<std::unique_ptr<OpenBattle>> OpenBattle::create(Battle battle, std::string name) {
  std::unique_ptr<OpenBattle> ob(new OpenBattle());
#ifdef CARTOUCHE_HAVE_STORE
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::create(battle);
  if (!copy) return copy.status();
  ob->copy_ = std::move(*copy);
#endif
  ob->document_ = std::make_unique<Document>(std::move(battle));
#ifdef CARTOUCHE_HAVE_STORE
  ob->document_->addListener(ob->copy_.get());
#endif
  ob->name_ = std::move(name);
  return ob;
}

Result<std::unique_ptr<OpenBattle>> OpenBattle::recover(const std::string& workingPath) {
#ifdef CARTOUCHE_HAVE_STORE
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::recover(workingPath);
  if (!copy) return copy.status();
  std::unique_ptr<OpenBattle> ob(new OpenBattle());
  ob->copy_ = std::move(*copy);
  ob->document_ = std::make_unique<Document>(ob->copy_->loaded());
  ob->document_->addListener(ob->copy_.get());
  ob->path_ = ob->copy_->path();
  ob->name_ = ob->document_->battle().title();
  ob->recovered_ = true;
  return ob;
#else
  return Status::invalidArgument(workingPath + ": this build cannot recover working copies (no cartouche_store)");
#endif
}

std::string OpenBattle::stateDir() {
#ifdef CARTOUCHE_HAVE_STORE
  return WorkingCopy::stateDir();
#else
  return "";
#endif
}

std::vector<LeftoverCopy> OpenBattle::leftovers() {
  std::vector<LeftoverCopy> out;
#ifdef CARTOUCHE_HAVE_STORE
  for (const RecoverableCopy& c : WorkingCopy::recoverable())
    out.push_back({c.workingPath, c.originalPath, c.title, c.modifiedUnixSeconds});
#endif
  return out;
}

Status OpenBattle::discardRecoverable(const std::string& workingPath) {
#ifdef CARTOUCHE_HAVE_STORE
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::recover(workingPath);
  if (!copy) return copy.status();
  (*copy)->discard();
  return Status::ok();
#else
  return Status::invalidArgument(workingPath + ": this build has no working copies (no cartouche_store)");
#endif
}

OpenBattle::~OpenBattle() {
#ifdef CARTOUCHE_HAVE_STORE
  if (document_ && copy_) document_->removeListener(copy_.get());
#endif
}

std::string OpenBattle::displayName() const {
  if (!path_.empty()) return fs::path(path_).filename().string();
  if (!name_.empty()) return name_;
  std::string title = document_->battle().title();
  return title.empty() ? "untitled" : title;
}

Status OpenBattle::commitError() const {
#ifdef CARTOUCHE_HAVE_STORE
  if (copy_) return copy_->commitError();
#endif
  return Status::ok();
}

Status OpenBattle::save() {
  if (path_.empty()) return Status::invalidArgument("the battle has no file yet: choose one with Save As");
  return saveAs(path_);
}

Status OpenBattle::saveAs(const std::string& path) {
#ifdef CARTOUCHE_HAVE_STORE
  if (Status s = copy_->saveAs(path); !s) return s;
  path_ = copy_->path();
  document_->history().markClean();
  recovered_ = false;
  return Status::ok();
#else
  return Status::invalidArgument(path + ": this build cannot write battle files (no cartouche_store)");
#endif
}

void OpenBattle::close(bool discardEdits) {
#ifdef CARTOUCHE_HAVE_STORE
  if (!copy_) return;
  if (discardEdits || (path_.empty() && !modified())) copy_->discard();
#else
  (void)discardEdits;
#endif
}

}  // namespace cartouche
