#include "layer_import.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>
#include <filesystem>
#include <new>
#include <system_error>

#include "edit/layer_commands.h"
#include "geo/geo.h"
#include "geo/layer_embed.h"
#include "geo/raster.h"
#include "store/layer_import.h"

namespace cartouche {

namespace fs = std::filesystem;

namespace {

bool nameTaken(const Battle& battle, const std::string& name) {
  for (const MapLayer& l : battle.layers)
    if (l.name == name) return true;
  return false;
}

// The refusal with the file named first, unless its message names it already.
Status namingFile(const std::string& path, const Status& s) {
  const std::string& m = s.message();
  if (m.find(path) != std::string::npos || m.find(fs::path(path).filename().string()) != std::string::npos) return s;
  return s.withContext(path);
}

// The raster's path relative to `folder` when it lies there or below (lexically; Raster::openLinked then checks
// symlinks and VRT sources).
std::optional<std::string> relativeToFolder(const std::string& raster, const std::string& folder) {
  const fs::path base = fs::absolute(folder).lexically_normal();
  const fs::path rel = fs::absolute(raster).lexically_normal().lexically_relative(base);
  if (rel.empty() || *rel.begin() == ".." || rel == ".") return std::nullopt;
  return rel.generic_string();
}

std::string tempGpkgPath() { return (fs::path(OpenBattle::stateDir()) / importCopyName()).string(); }

}  // namespace

std::string uniqueLayerName(const Battle& battle, const std::string& base) {
  const std::string stem = base.empty() ? std::string("layer") : base;
  if (!nameTaken(battle, stem)) return stem;
  for (int n = 2;; ++n)
    if (std::string name = stem + " " + std::to_string(n); !nameTaken(battle, name)) return name;
}

Result<std::unique_ptr<LayerImportJob>> LayerImportJob::start(const LayerImportRequest& request,
                                                              const OpenBattle& battle) {
  if (request.rasterPath.empty()) return Status::invalidArgument("give the path of a raster file to add");
  std::unique_ptr<LayerImportJob> job(new LayerImportJob);
  job->request_ = request;
  job->name_ = uniqueLayerName(battle.document().battle(),
                               request.name.empty() ? fs::path(request.rasterPath).stem().string() : request.name);
  if (request.link) {
    if (battle.path().empty())
      return Status::invalidArgument(request.rasterPath +
                                     ": a linked layer is kept by its path beside the battle file, and this battle has "
                                     "no file yet: save the battle first, or embed the raster");
    job->folder_ = fs::path(battle.path()).parent_path().string();
    if (job->folder_.empty()) job->folder_ = ".";
    std::optional<std::string> rel = relativeToFolder(request.rasterPath, job->folder_);
    if (!rel)
      return Status::invalidArgument(request.rasterPath + ": a linked raster must lie in the battle file's folder (" +
                                     job->folder_ + ") or below it; embed it instead, or move it there");
    job->source_ = *rel;
  } else {
    Result<std::string> table = battle.freeRasterTableName();
    if (!table) return table.status();
    job->source_ = *table;
    std::error_code ec;
    fs::create_directories(OpenBattle::stateDir(), ec);
    removeLeftImports(OpenBattle::stateDir());
    job->tempGpkg_ = tempGpkgPath();
    const std::string named = battle.path().empty() ? "the battle '" + battle.displayName() + "'" : battle.path();
    job->unchanged_ =
        request.rasterPath + " was not added; " + named + " is as it was, and its working copy keeps every edit";
  }
  job->worker_ = std::thread([j = job.get()] { j->work(); });
  return job;
}

LayerImportJob::~LayerImportJob() {
  cancel();
  wait();
  if (!tempGpkg_.empty()) {
    std::error_code ec;
    fs::remove(tempGpkg_, ec);
  }
}

void LayerImportJob::wait() {
  if (worker_.joinable()) worker_.join();
}

void LayerImportJob::work() {
  try {
    read();
  } catch (const std::bad_alloc&) {
    // Memory ran out in GDAL, PROJ or here: said like any failed read, naming the raster. Nothing was added, the
    // battle was not touched, and the destructor removes what the embedding wrote.
    status_ = Status::ioError(request_.rasterPath + ": out of memory while reading it");
    done_.store(true);
  }
}

void LayerImportJob::read() {
  geo::Progress progress = [this](double f) {
    progress_.store(f);
    return !cancel_.load();
  };
  const std::string& path = request_.rasterPath;
  auto fail = [&](const Status& s) {
    status_ = s.code() == Status::Code::Unsupported && cancel_.load()
                  ? Status::unsupported("adding " + path + " was cancelled")
                  : namingFile(path, s);
    done_.store(true);
  };
  Result<geo::Raster> raster =
      request_.link ? geo::Raster::openLinked(folder_, source_) : geo::Raster::openUserFile(path);
  if (!raster) return fail(raster.status());
  Result<MapLayer> layer =
      geo::makeLayer(*raster, name_, request_.link ? LayerKind::Linked : LayerKind::Embedded, source_);
  if (!layer) return fail(layer.status());
  if (request_.link) {
    if (Status s = raster->buildOverviews(progress); !s) {
      if (cancel_.load()) return fail(s);
      note_ = s.message();  // a read-only folder: the layer is drawn without a pyramid, slower when zoomed out
    }
  } else {
    geo::StopNote note(unchanged_);
    if (Status s = geo::embedRaster(*raster, tempGpkg_, source_, progress); !s) return fail(s);
  }
  if (cancel_.load()) return fail(Status::unsupported("cancelled"));
  layer_ = std::move(layer).value();
  progress_.store(1.0);
  done_.store(true);
}

Result<std::string> LayerImportJob::finish(OpenBattle& battle, ToolContext& ctx) {
  wait();
  if (!status_) return status_;
  // Cancel pressed after the worker's last check: the user still gets what they asked for, nothing added.
  if (cancel_.load()) return Status::unsupported("adding " + request_.rasterPath + " was cancelled");
  MapLayer layer = layer_;
  // Another layer may have taken the name while the worker ran.
  layer.name = uniqueLayerName(ctx.battle(), name_);
  if (Status s = checkMapLayer(layer); !s) return namingFile(request_.rasterPath, s);
  if (!request_.link) {
    if (Status s = battle.adoptRasterTable(tempGpkg_, source_); !s) return namingFile(request_.rasterPath, s);
    std::error_code ec;
    fs::remove(tempGpkg_, ec);
    tempGpkg_.clear();
  }
  if (Status s =
          runCommand(ctx, std::make_unique<SetLayer>(layer.name, layer, std::nullopt, "Add layer " + layer.name));
      !s)
    return namingFile(request_.rasterPath, s);
  return layer.name;
}

void LayerImportPanel::draw(LayerUiContext& ctx) {
  if (job_ && job_->done()) {
    Result<std::string> added = job_->finish(ctx.battle, ctx.panel.tool);
    const std::string path = job_->request().rasterPath, note = job_->note();
    job_.reset();
    if (added) {
      done_ = "Added " + path + " as layer '" + *added + "'" + (note.empty() ? "" : " (" + note + ")");
      error_.clear();
      ctx.panel.tool.announce(done_);
    } else {
      error_ = added.status().message();
      done_.clear();
      ctx.panel.tool.announce("The layer was not added: " + error_);
    }
  }
  if (std::optional<std::string> chosen = dialog_.draw()) path_ = *chosen;
  if (!open) return;
  // As tall as what it shows, so that the progress bar and a refusal come into view under the Add button.
  ImGui::SetNextWindowSizeConstraints(ImVec2(460, 0), ImVec2(460, FLT_MAX));
  ImGui::SetNextWindowPos(ImVec2(beside.x - 8.f, beside.y), ImGuiCond_Appearing, ImVec2(1.f, 0.f));
  if (ImGui::Begin("Add layer", &open, ImGuiWindowFlags_AlwaysAutoResize)) {
    const bool running = job_ != nullptr;
    ImGui::BeginDisabled(running);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    // Room for the label and the Browse button beside the field, so neither is clipped.
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize("Raster file").x -
                            ImGui::CalcTextSize("Browse...").x - 2 * style.FramePadding.x - 2 * style.ItemSpacing.x -
                            style.ItemInnerSpacing.x);
    const bool entered = ImGui::InputText("Raster file", &path_, ImGuiInputTextFlags_EnterReturnsTrue);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("A GeoTIFF, PNG or JPEG (with a world file or not), VRT, JPEG 2000, HGT, GeoPackage...");
    ImGui::SameLine();
    if (ImGui::Button("Browse...")) {
      const std::string from =
          !path_.empty() ? fs::path(path_).parent_path().string() : fs::path(ctx.battle.path()).parent_path().string();
      dialog_.start(FileDialogMode::Open, "Add a map layer", from, rasterFileFilter());
    }
    ImGui::InputTextWithHint("Layer name", "the file's name", &name_);
    ImGui::RadioButton("Embed in the battle file", &link_, 0);
    ImGui::SameLine();
    ImGui::RadioButton("Link (beside the battle file)", &link_, 1);
    if (ImGui::Button("Add") || (entered && !path_.empty())) {
      Result<std::unique_ptr<LayerImportJob>> job =
          LayerImportJob::start(LayerImportRequest{path_, link_ == 1, name_}, ctx.battle);
      if (job) {
        job_ = std::move(job).value();
        error_.clear();
        done_.clear();
      } else {
        error_ = job.status().message();
      }
    }
    ImGui::EndDisabled();
    if (job_) {
      ImGui::ProgressBar(float(job_->progress()), ImVec2(-80, 0));
      ImGui::SameLine();
      if (ImGui::Button("Cancel")) job_->cancel();
    }
    if (!error_.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.95f, 0.35f, 0.3f, 1.f));
      ImGui::TextWrapped("%s", error_.c_str());
      ImGui::PopStyleColor();
    }
    if (!done_.empty()) ImGui::TextWrapped("%s", done_.c_str());
  }
  ImGui::End();
}

}  // namespace cartouche
