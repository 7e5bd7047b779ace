#include "dem_import_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <new>

#include "geo/raster.h"
#include "geo/safe_path.h"

namespace cartouche {

namespace {

const ImVec4 kProblemColour(0.95f, 0.35f, 0.3f, 1.f);

std::string metresText(double m) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", m);
  return buf;
}

std::string hexes(int n) { return std::to_string(n) + (n == 1 ? " hex" : " hexes"); }

// The path DemRaster opens for a layer: the linked file confined to the battle's folder, or the embedded table in
// the working copy through GDAL's GeoPackage subdataset name.
Result<std::string> layerDemPath(const MapLayer& layer, const geo::LayerLocation& location) {
  const std::string what = "layer '" + layer.name + "'";
  if (layer.kind == LayerKind::Linked) {
    if (location.linkFolder.empty())
      return Status::invalidArgument(what + " is linked and the battle has no folder yet: save the battle first");
    Result<geo::Raster> checked = geo::Raster::openLinked(location.linkFolder, layer.source);
    if (!checked) return checked.status().withContext(what);
    return geo::confinePath(location.linkFolder, layer.source, "linked layer path");
  }
  Result<geo::Raster> checked = geo::Raster::openEmbedded(location.tablesFile, layer.source);
  if (!checked) return checked.status().withContext(what);
  return "GPKG:" + location.tablesFile + ":" + layer.source;
}

}  // namespace

Result<geo::HexHeights> sampleDemSource(const Battle& battle, const geo::LayerLocation& location,
                                        const DemSource& source) {
  if (!battle.ground)
    return Status::invalidArgument("the grid is not placed on the ground: place it (CRS and origin) first");
  Result<geo::GridPlacement> placement = geo::makeGridPlacement(battle.map.grid(), *battle.ground);
  if (!placement) return placement.status().withContext("the ground placement");
  std::string path = source.path;
  if (!source.layer.empty()) {
    const MapLayer* layer = nullptr;
    for (const MapLayer& l : battle.layers)
      if (l.name == source.layer) layer = &l;
    if (!layer) return Status::notFound("there is no layer '" + source.layer + "'");
    Result<std::string> p = layerDemPath(*layer, location);
    if (!p) return p.status();
    path = *p;
  } else if (path.empty()) {
    return Status::invalidArgument("give the DEM file's path, or pick a layer");
  }
  const std::string shown = source.layer.empty() ? path : "layer '" + source.layer + "'";
  Result<geo::DemRaster> dem = geo::DemRaster::open(path);
  if (!dem) return dem.status().withContext(shown);
  Result<geo::HexHeights> heights = geo::sampleDem(*dem, *placement);
  if (!heights) return heights.status().withContext(shown);
  return heights;
}

Status applyElevation(ToolContext& ctx, const geo::ElevationPreview& preview) {
  if (int(preview.metres.size()) != ctx.battle().map.hexCount())
    return Status::invalidArgument("the preview was made for another map size: sample the DEM again");
  if (preview.unknown == int(preview.metres.size()))
    return Status::invalidArgument("no hex of the map has a height in this DEM (does it cover the battlefield?)");
  Result<ChangeSet> r = ctx.document.execute(geo::elevationCommand(preview));
  if (!r && ctx.message) *ctx.message = r.status().message();
  return r.status();
}

std::vector<std::string> describeElevationPreview(const geo::ElevationPreview& p) {
  std::vector<std::string> out;
  const int known = int(p.metres.size()) - p.unknown;
  if (known > 0)
    out.push_back("Heights " + metresText(p.lowest) + " - " + metresText(p.highest) + " m over " + hexes(known));
  for (const auto& [level, count] : p.hexesPerLevel)
    out.push_back("level " + std::to_string(level) + " (" + metresText(p.scheme.base + level * p.scheme.interval) +
                  " - " + metresText(p.scheme.base + (level + 1) * p.scheme.interval) + " m): " + hexes(count));
  out.push_back("unknown: " + hexes(p.unknown) + (p.unknown ? " (no height there; they keep their level)" : ""));
  return out;
}

void DemImportPanel::chooseLayer(const std::string& name) {
  source_.layer = name;
  fromFile_ = 0;
  heights_.reset();
  preview_.reset();
}

void DemImportPanel::startSampling(LayerUiContext& ctx) {
  DemSource source = source_;
  if (fromFile_) source.layer.clear();
  heights_.reset();
  preview_.reset();
  error_.clear();
  done_.clear();
  sampledGrid_ = ctx.battleData().map.grid();
  sampledGround_ = ctx.battleData().ground;
  // The worker gets its own copy of the battle: the main thread keeps editing while it runs.
  // Memory running out in GDAL, PROJ or the sampling is said like any failed read, naming the DEM, rather than ending
  // the editor when get() rethrows it; nothing is applied.
  const std::string shown = source.layer.empty() ? source.path : "layer '" + source.layer + "'";
  sampling_ = std::async(std::launch::async, [battle = ctx.battleData(), location = ctx.location, source, shown] {
    try {
      return sampleDemSource(battle, location, source);
    } catch (const std::bad_alloc&) {
      return Result<geo::HexHeights>(Status::ioError(shown + ": out of memory while reading the heights"));
    }
  });
}

void DemImportPanel::draw(LayerUiContext& ctx) {
  if (sampling_.valid() && sampling_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
    Result<geo::HexHeights> h = sampling_.get();
    if (h) {
      heights_ = std::move(h).value();
      ctx.panel.tool.announce("DEM heights read: check the levels, then apply them");
    } else {
      error_ = h.status().message();
      ctx.panel.tool.announce("The DEM heights were not read: " + error_);
    }
  }
  const Battle& battle = ctx.battleData();
  if (heights_ && (battle.map.grid() != sampledGrid_ || battle.ground != sampledGround_)) {
    heights_.reset();
    preview_.reset();
    done_.clear();
    error_ = "The grid or its placement changed: sample the heights again.";
  }
  places.clear();
  if (!open) return;
  // As tall as what it shows, so the level preview and its buttons come into view once the heights are read.
  ImGui::SetNextWindowSizeConstraints(ImVec2(440, 0), ImVec2(440, FLT_MAX));
  if (ImGui::Begin("Import DEM heights", &open, ImGuiWindowFlags_AlwaysAutoResize)) {
    const bool running = sampling_.valid();
    ImGui::BeginDisabled(running);
    ImGui::RadioButton("From a layer", &fromFile_, 0);
    ImGui::SameLine();
    ImGui::RadioButton("From a file", &fromFile_, 1);
    places["dem:from-file"] = lastItemCentre();
    if (fromFile_) {
      ImGui::InputTextWithHint("DEM file", "a GeoTIFF or HGT with a CRS", &source_.path);
      places["dem:path"] = lastItemCentre();
    } else if (battle.layers.empty()) {
      ImGui::TextDisabled("The battle has no layers: add the DEM as a layer, or read it from a file.");
    } else {
      if (ImGui::BeginCombo("Layer", source_.layer.c_str())) {
        for (size_t i = battle.layers.size(); i-- > 0;)
          if (ImGui::Selectable(battle.layers[i].name.c_str(), battle.layers[i].name == source_.layer))
            source_.layer = battle.layers[i].name;
        ImGui::EndCombo();
      }
    }
    if (!battle.ground) ImGui::TextDisabled("Place the grid on the ground first (Map layers, Ground placement).");
    if (ImGui::Button("Sample heights")) startSampling(ctx);
    places["dem:sample"] = lastItemCentre();
    ImGui::EndDisabled();
    if (running) {
      ImGui::SameLine();
      ImGui::TextDisabled("reading the DEM...");
    }

    bool changed = ImGui::Combo("Statistic", &statistic_, "mean of the cells\0highest cell\0height at the centre\0");
    changed |= ImGui::InputDouble("Contour interval (m)", &interval_, 1.0, 10.0, "%.1f");
    changed |= ImGui::InputDouble("Base of level 0 (m)", &base_, 1.0, 10.0, "%.1f");
    if (heights_ && (changed || !preview_)) {
      Result<geo::ElevationPreview> p =
          geo::previewElevation(*heights_, geo::DemStatistic(statistic_), geo::LevelScheme{base_, interval_});
      if (p) {
        preview_ = std::move(p).value();
        error_.clear();
      } else {
        preview_.reset();
        error_ = p.status().message();
      }
    }
    // Ground far above the base lands on high levels only: offer to start level 0 at the lowest ground.
    if (std::optional<double> base = preview_ ? geo::proposedBase(*preview_) : std::nullopt;
        base && preview_->hexesPerLevel.begin()->first > 0) {
      if (ImGui::Button(("Start level 0 at the lowest ground (" + metresText(*base) + " m)").c_str())) {
        base_ = *base;
        preview_.reset();
        Result<geo::ElevationPreview> p =
            geo::previewElevation(*heights_, geo::DemStatistic(statistic_), geo::LevelScheme{base_, interval_});
        if (p) preview_ = std::move(p).value();
      }
      places["dem:lowest"] = lastItemCentre();
    }
    if (preview_) {
      ImGui::Separator();
      for (const std::string& line : describeElevationPreview(*preview_)) ImGui::BulletText("%s", line.c_str());
      if (heights_->centreOnlyHexes > 0)
        ImGui::TextWrapped("%s held no DEM cell centre and took the centre height.",
                           hexes(heights_->centreOnlyHexes).c_str());
      if (ImGui::Button("Apply heights and levels")) {
        Status s = applyElevation(ctx.panel.tool, *preview_);
        if (s) {
          done_ = "Applied: one undo step.";
          ctx.panel.tool.announce("Applied the DEM heights and levels (one undo step)");
          error_.clear();
        } else {
          error_ = s.message();
        }
      }
      places["dem:apply"] = lastItemCentre();
    }
    if (!error_.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, kProblemColour);
      ImGui::TextWrapped("%s", error_.c_str());
      ImGui::PopStyleColor();
    }
    if (!done_.empty()) ImGui::TextUnformatted(done_.c_str());
    if (ImGui::Button("Close")) open = false;
    places["dem:close"] = lastItemCentre();
  }
  ImGui::End();
}

}  // namespace cartouche
