#include "open_battle.h"

#include <filesystem>

#include "store/working_copy.h"
#include "text/battle_text.h"

namespace cartouche {

namespace fs = std::filesystem;

std::unique_ptr<OpenBattle> OpenBattle::adopt(std::unique_ptr<WorkingCopy> copy, Battle battle) {
  std::unique_ptr<OpenBattle> ob(new OpenBattle());
  ob->copy_ = std::move(copy);
  ob->document_ = std::make_unique<Document>(std::move(battle));
  ob->copy_->follow(*ob->document_);
  ob->path_ = ob->copy_->path();
  return ob;
}

Result<std::unique_ptr<OpenBattle>> OpenBattle::open(const std::string& path) {
  if (fs::is_directory(path)) {
    Result<Battle> battle = loadBattleText(path);
    if (!battle) return Status::invalidArgument(path + ": " + battle.status().message());
    std::string name = fs::path(path).filename().string();
    if (name.empty()) name = fs::path(path).parent_path().filename().string();
    return create(std::move(*battle), name);
  }
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::open(path);
  if (!copy) return copy.status();
  Battle loaded = (*copy)->loaded();
  return adopt(std::move(*copy), std::move(loaded));
}

Result<std::unique_ptr<OpenBattle>> OpenBattle::create(Battle battle, std::string name) {
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::create(battle);
  if (!copy) return copy.status();
  std::unique_ptr<OpenBattle> ob = adopt(std::move(*copy), std::move(battle));
  ob->name_ = std::move(name);
  return ob;
}

Result<std::unique_ptr<OpenBattle>> OpenBattle::recover(const std::string& workingPath) {
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::recover(workingPath);
  if (!copy) return copy.status();
  Battle loaded = (*copy)->loaded();
  std::unique_ptr<OpenBattle> ob = adopt(std::move(*copy), std::move(loaded));
  ob->name_ = ob->document_->battle().title();
  ob->recovered_ = true;
  return ob;
}

std::string OpenBattle::stateDir() { return WorkingCopy::stateDir(); }

std::vector<LeftoverCopy> OpenBattle::leftovers() {
  std::vector<LeftoverCopy> out;
  for (const RecoverableCopy& c : WorkingCopy::recoverable())
    out.push_back({c.workingPath, c.originalPath, c.title, c.modifiedUnixSeconds});
  return out;
}

Status OpenBattle::discardRecoverable(const std::string& workingPath) {
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::recover(workingPath);
  if (!copy) return copy.status();
  (*copy)->discard();
  return Status::ok();
}

OpenBattle::~OpenBattle() = default;

std::string OpenBattle::displayName() const {
  if (!path_.empty()) return fs::path(path_).filename().string();
  if (!name_.empty()) return name_;
  std::string title = document_->battle().title();
  return title.empty() ? "untitled" : title;
}

const std::string& OpenBattle::workingPath() const { return copy_->workingPath(); }

Result<std::string> OpenBattle::freeRasterTableName() const { return copy_->freeRasterTableName(); }

Status OpenBattle::adoptRasterTable(const std::string& gpkgPath, const std::string& table) {
  return copy_->adoptRasterTable(gpkgPath, table);
}

Status OpenBattle::commitError() const { return copy_->commitError(); }

std::string OpenBattle::changedOnDisk() const { return path_.empty() ? "" : copy_->changedOnDisk(); }

Status OpenBattle::save() {
  if (path_.empty()) return Status::invalidArgument("the battle has no file yet: choose one with Save As");
  return saveAs(path_);
}

Status OpenBattle::saveAs(const std::string& path) {
  if (Status s = copy_->saveAs(path); !s) return s;
  path_ = copy_->path();
  document_->history().markClean();
  recovered_ = false;
  return Status::ok();
}

void OpenBattle::close(bool discardEdits) {
  if (discardEdits || (path_.empty() && !modified())) copy_->discard();
}

}  // namespace cartouche
