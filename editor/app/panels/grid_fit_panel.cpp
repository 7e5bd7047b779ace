#include "grid_fit_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>

namespace cartouche {

namespace {

const ImU32 kClickColour = IM_COL32(230, 40, 40, 255);
const ImU32 kPredictedColour = IM_COL32(0, 220, 255, 255);
const ImU32 kGridColour = IM_COL32(0, 200, 255, 150);
const ImU32 kPendingColour = IM_COL32(255, 210, 0, 255);
const ImVec4 kProblemText(1.0f, 0.45f, 0.35f, 1.0f);
// The most hexes drawn across each way of the view (the outlines are for checking the fit, not for the whole map).
constexpr int kMaxOutlineReach = 30;

const MapLayer* findLayer(const Battle& battle, const std::string& name) {
  for (const MapLayer& l : battle.layers)
    if (l.name == name) return &l;
  return nullptr;
}

void cross(ImDrawList* list, ImVec2 s, float r, ImU32 colour) {
  list->AddLine(ImVec2(s.x - r, s.y - r), ImVec2(s.x + r, s.y + r), colour, 1.5f);
  list->AddLine(ImVec2(s.x - r, s.y + r), ImVec2(s.x + r, s.y - r), colour, 1.5f);
}

}  // namespace

void GridFitPanel::openFor(const std::string& layerName) {
  open = true;
  focusWindow_ = true;
  if (layerName != layer_) chooseLayer(layerName);
}

void GridFitPanel::chooseLayer(const std::string& name) {
  layer_ = name;
  clicks_.clear();
  fit_.reset();
  fitProblem_.clear();
  pending_.reset();
  applyMessage_.clear();
  editRow_ = -1;
  scan_.fit();
}

void GridFitPanel::refit(const GridSettings& grid) {
  fit_.reset();
  fitProblem_.clear();
  if (clicks_.size() < 3) return;
  Result<geo::GridFit> fit = fitScanClicks(grid, clicks_);
  if (fit)
    fit_ = *fit;
  else
    fitProblem_ = fit.status().message();
}

void GridFitPanel::draw(LayerUiContext& ctx) {
  if (!open) return;
  ImGui::SetNextWindowSize(ImVec2(900, 720), ImGuiCond_FirstUseEver);
  if (focusWindow_) {
    ImGui::SetNextWindowFocus();
    focusWindow_ = false;
  }
  if (!ImGui::Begin("Fit grid to a board scan", &open)) {
    ImGui::End();
    return;
  }
  const Battle& battle = ctx.battleData();
  const GridSettings& grid = battle.map.grid();
  if (layer_.empty() && !battle.layers.empty()) chooseLayer(battle.layers.back().name);
  ImGui::SetNextItemWidth(260);
  if (ImGui::BeginCombo("Layer", layer_.empty() ? "(choose a layer)" : layer_.c_str())) {
    for (auto it = battle.layers.rbegin(); it != battle.layers.rend(); ++it)
      if (ImGui::Selectable(it->name.c_str(), it->name == layer_) && it->name != layer_) chooseLayer(it->name);
    ImGui::EndCombo();
  }
  const MapLayer* layer = findLayer(battle, layer_);
  if (!layer) {
    ImGui::TextWrapped(battle.layers.empty() ? "The battle has no map layers yet: add the board's scan in the Map "
                                               "layers window."
                                             : "Choose the layer holding the scan of the printed board.");
    ImGui::End();
    return;
  }
  refit(grid);

  ImGui::SameLine();
  ImGui::Checkbox("Show fitted grid", &showGrid_);
  ImGui::SameLine();
  if (ImGui::Button("Clear clicks")) {
    clicks_.clear();
    pending_.reset();
    refit(grid);
  }
  ImGui::TextDisabled("Click the centres of three or more hexes far apart, and give each one's printed label.");
  if (fit_) {
    ImGui::Text("Hex 0101 at %.2f, %.2f px; %.3f px per hex; turned %.3f deg clockwise; RMS %.3f px", fit_->origin.x,
                fit_->origin.y, fit_->hexSize, fit_->rotationDegrees, fit_->rms);
    ImGui::SameLine();
    if (ImGui::Button("Apply")) {
      const bool placed = battle.ground.has_value();
      Status s = applyGridFit(ctx.panel.tool, layer_, *fit_);
      applyError_ = !s;
      applyMessage_ = !s       ? s.message()
                      : placed ? "The scan now lies under the grid."
                               : "The grid is placed on the board frame and the scan lies under it.";
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip(
          "Georeference the scan so that it lies under the grid (one undo step). A battle not placed on "
          "the ground yet is placed on the board frame, a local frame in metres.");
  } else if (!fitProblem_.empty()) {
    ImGui::TextColored(kProblemText, "%s", fitProblem_.c_str());
  } else {
    ImGui::TextDisabled("%zu of 3 hex centres clicked", clicks_.size());
  }
  if (!applyMessage_.empty()) {
    if (applyError_)
      ImGui::TextColored(kProblemText, "%s", applyMessage_.c_str());
    else
      ImGui::TextDisabled("%s", applyMessage_.c_str());
  }
  drawPending(grid);
  drawScan(ctx, *layer, std::max(220.0f, ImGui::GetContentRegionAvail().y * 0.65f));
  drawTable(grid);
  ImGui::End();
}

void GridFitPanel::drawPending(const GridSettings& grid) {
  if (!pending_) return;
  ImGui::Separator();
  ImGui::Text("Hex centre at pixel %.1f, %.1f: printed label", pending_->x, pending_->y);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(100);
  if (focusLabel_) {
    ImGui::SetKeyboardFocusHere();
    focusLabel_ = false;
  }
  bool add = ImGui::InputTextWithHint("##hex_label", grid.label(grid.toHex({0, 0})).c_str(), &pendingLabel_,
                                      ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  add |= ImGui::Button("Add");
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel");
  if (add) {
    Result<Hex> h = grid.parseLabel(pendingLabel_);
    if (!h) {
      pendingError_ = h.status().withContext("hex label '" + pendingLabel_ + "'").message();
    } else {
      bool twice = false;
      for (const ScanClick& c : clicks_)
        if (Result<Hex> o = grid.parseLabel(c.label); o && *o == *h) twice = true;
      if (twice) {
        pendingError_ = "hex " + pendingLabel_ + " is clicked already: drag its marker to move it";
      } else {
        clicks_.push_back({*pending_, pendingLabel_});
        pending_.reset();
        pendingError_.clear();
        refit(grid);
      }
    }
  }
  if (cancel) {
    pending_.reset();
    pendingError_.clear();
  }
  if (!pendingError_.empty()) ImGui::TextColored(kProblemText, "%s", pendingError_.c_str());
  ImGui::Separator();
}

void GridFitPanel::drawScan(LayerUiContext& ctx, const MapLayer& layer, float height) {
  if (!ctx.layers) {
    ImGui::TextColored(kProblemText, "The scan cannot be shown: the layer renderer could not start.");
    return;
  }
  const GridSettings& grid = ctx.battleData().map.grid();
  int width = 0, rows = 0;
  for (const LayerStatus& st : ctx.layers->status())
    if (st.name == layer.name) {
      width = st.width;
      rows = st.height;
      if (!st.open) ImGui::TextDisabled("%s", st.problem.empty() ? "opening the raster..." : st.problem.c_str());
    }
  std::vector<Point> markers;
  for (const ScanClick& c : clicks_) markers.push_back(c.pixel);
  const ScanView::Events ev = scan_.draw(*ctx.layers, layer.name, width, rows, ImVec2(0, height), markers);
  if (ev.dragged && *ev.dragged < clicks_.size()) {
    clicks_[*ev.dragged].pixel = ev.dragTo;
    refit(grid);
  }
  if (ev.click) {
    pending_ = ev.click;
    pendingLabel_ = guessLabel(grid, fit_, clicks_, *ev.click);
    pendingError_.clear();
    focusLabel_ = true;
  }

  ImDrawList* list = scan_.drawList();
  if (fit_) {
    const ScanGrid scanGrid(grid, *fit_);
    auto outline = [&](Hex h) {
      ImVec2 pts[6];
      const std::array<Point, 6> corners = scanGrid.outline(h);
      for (int k = 0; k < 6; ++k) pts[k] = scan_.toScreen(corners[size_t(k)]);
      list->AddPolyline(pts, 6, kGridColour, ImDrawFlags_Closed, 1.0f);
    };
    const double hexOnScreen = fit_->hexSize * scan_.view().zoom;
    if (showGrid_ && hexOnScreen >= 6.0) {
      // The hexes around the view's centre, as far as the view reaches.
      const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
      const int reach = std::min(kMaxOutlineReach, int(std::max(hi.x - lo.x, hi.y - lo.y) / hexOnScreen) + 2);
      const OffsetCoord c = grid.toOffset(scanGrid.hexAt(scan_.view().centre));
      for (int row = c.row - reach; row <= c.row + reach; ++row)
        for (int col = c.col - reach; col <= c.col + reach; ++col) {
          const Hex h = grid.toHex({col, row});
          if (grid.contains(h)) outline(h);
        }
    } else if (showGrid_) {
      for (const ScanClick& click : clicks_)
        if (Result<Hex> h = grid.parseLabel(click.label)) outline(*h);
    }
    for (const geo::FitResidual& r : fit_->residuals) cross(list, scan_.toScreen(r.predicted), 4.0f, kPredictedColour);
  }
  for (const ScanClick& click : clicks_) {
    const ImVec2 s = scan_.toScreen(click.pixel);
    list->AddCircle(s, 6.0f, kClickColour, 16, 2.0f);
    list->AddText(ImVec2(s.x + 9, s.y - 15), IM_COL32(0, 0, 0, 200), click.label.c_str());
    list->AddText(ImVec2(s.x + 8, s.y - 16), kClickColour, click.label.c_str());
  }
  if (pending_) cross(list, scan_.toScreen(*pending_), 7.0f, kPendingColour);
  if (ev.hover) {
    if (fit_) {
      const Hex h = ScanGrid(grid, *fit_).hexAt(*ev.hover);
      ImGui::TextDisabled("pixel %.1f, %.1f   hex %s%s", ev.hover->x, ev.hover->y, grid.label(h).c_str(),
                          grid.contains(h) ? "" : " (off the map)");
    } else {
      ImGui::TextDisabled("pixel %.1f, %.1f", ev.hover->x, ev.hover->y);
    }
  } else {
    ImGui::TextDisabled("Click a hex centre; drag a marker to move it; wheel to zoom, right drag to pan.");
  }
}

void GridFitPanel::drawTable(const GridSettings& grid) {
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("grid_clicks", 10, flags, ImVec2(0, 0))) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("#");
  ImGui::TableSetupColumn("Hex", ImGuiTableColumnFlags_WidthFixed, 70);
  ImGui::TableSetupColumn("Pixel X");
  ImGui::TableSetupColumn("Pixel Y");
  ImGui::TableSetupColumn("Fitted X");
  ImGui::TableSetupColumn("Fitted Y");
  ImGui::TableSetupColumn("dX (px)");
  ImGui::TableSetupColumn("dY (px)");
  ImGui::TableSetupColumn("Residual (px)");
  const float buttonWidth = ImGui::CalcTextSize("Remove").x + 2 * ImGui::GetStyle().FramePadding.x;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, buttonWidth);
  ImGui::TableHeadersRow();
  std::optional<size_t> remove;
  bool changed = false;
  for (size_t i = 0; i < clicks_.size(); ++i) {
    ImGui::PushID(int(i));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    if (ImGui::Selectable(std::to_string(i + 1).c_str(), false)) scan_.centreOn(clicks_[i].pixel);
    ImGui::TableNextColumn();
    std::string label = clicks_[i].label;
    ImGui::SetNextItemWidth(-FLT_MIN);
    ImGui::InputText("##label", editRow_ == int(i) ? &editText_ : &label);
    if (ImGui::IsItemActivated()) {
      editRow_ = int(i);
      editText_ = clicks_[i].label;
    }
    if (ImGui::IsItemDeactivated() && editRow_ == int(i)) {
      editRow_ = -1;
      if (editText_ != clicks_[i].label) {
        clicks_[i].label = editText_;
        changed = true;
      }
    }
    ImGui::TableNextColumn();
    ImGui::Text("%.2f", clicks_[i].pixel.x);
    ImGui::TableNextColumn();
    ImGui::Text("%.2f", clicks_[i].pixel.y);
    const geo::FitResidual* r = fit_ && i < fit_->residuals.size() ? &fit_->residuals[i] : nullptr;
    for (double v : {r ? r->predicted.x : NAN, r ? r->predicted.y : NAN, r ? r->dx : NAN, r ? r->dy : NAN,
                     r ? r->distance : NAN}) {
      ImGui::TableNextColumn();
      if (std::isfinite(v))
        ImGui::Text("%.2f", v);
      else
        ImGui::TextDisabled("-");
    }
    ImGui::TableNextColumn();
    if (ImGui::SmallButton("Remove")) remove = i;
    ImGui::PopID();
  }
  ImGui::EndTable();
  if (remove) {
    clicks_.erase(clicks_.begin() + long(*remove));
    editRow_ = -1;
    changed = true;
  }
  if (changed) refit(grid);
}

}  // namespace cartouche
