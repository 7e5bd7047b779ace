#include "layers_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "edit/layer_commands.h"
#include "panel_layout.h"

namespace cartouche {

namespace {

const ImVec4 kProblemColour(0.95f, 0.35f, 0.3f, 1.f);

std::optional<size_t> indexOf(const Battle& battle, const std::string& name) {
  for (size_t i = 0; i < battle.layers.size(); ++i)
    if (battle.layers[i].name == name) return i;
  return std::nullopt;
}

Status noSuchLayer(const std::string& name) { return Status::notFound("there is no layer '" + name + "'"); }

// One SetLayer through the tool context (so a refusal reaches the status bar too).
Status setLayer(ToolContext& ctx, const std::string& name, std::optional<MapLayer> layer,
                std::optional<size_t> position, std::string label) {
  return runCommand(ctx, std::make_unique<SetLayer>(name, std::move(layer), position, std::move(label)));
}

}  // namespace

Status setLayerVisible(ToolContext& ctx, const std::string& name, bool visible) {
  std::optional<size_t> i = indexOf(ctx.battle(), name);
  if (!i) return noSuchLayer(name);
  MapLayer layer = ctx.battle().layers[*i];
  if (layer.visible == visible) return Status::ok();
  layer.visible = visible;
  return setLayer(ctx, name, layer, std::nullopt, (visible ? "Show " : "Hide ") + name);
}

Status renameLayer(ToolContext& ctx, const std::string& name, const std::string& newName) {
  std::optional<size_t> i = indexOf(ctx.battle(), name);
  if (!i) return noSuchLayer(name);
  if (newName == name) return Status::ok();
  MapLayer layer = ctx.battle().layers[*i];
  layer.name = newName;
  return setLayer(ctx, name, layer, std::nullopt, "Rename layer " + name + " to " + newName);
}

Status moveLayer(ToolContext& ctx, const std::string& name, int steps) {
  std::optional<size_t> i = indexOf(ctx.battle(), name);
  if (!i) return noSuchLayer(name);
  const long last = long(ctx.battle().layers.size()) - 1;
  const size_t to = size_t(std::clamp(long(*i) + steps, 0L, last));
  if (to == *i) return Status::ok();
  return setLayer(ctx, name, ctx.battle().layers[*i], to, (to > *i ? "Move up layer " : "Move down layer ") + name);
}

Status removeLayer(ToolContext& ctx, const std::string& name) {
  if (!indexOf(ctx.battle(), name)) return noSuchLayer(name);
  return setLayer(ctx, name, std::nullopt, std::nullopt, "Remove layer " + name);
}

void OpacityDrag::begin(ToolContext& ctx) { stroke_ = ctx.state.newStroke(); }

bool OpacityDrag::update(ToolContext& ctx, const std::string& name, double opacity) {
  std::optional<size_t> i = indexOf(ctx.battle(), name);
  if (!i) return false;
  MapLayer layer = ctx.battle().layers[*i];
  layer.opacity = std::clamp(opacity, 0.0, 1.0);
  if (layer.opacity == ctx.battle().layers[*i].opacity) return true;
  // A value typed with the keyboard (ctrl-click) comes with no grab: it is a step of its own.
  const uint64_t stroke = stroke_ ? stroke_ : ctx.state.newStroke();
  return ctx.execute(std::make_unique<SetLayer>(name, layer, std::nullopt, "Opacity of " + name), stroke);
}

void OpacityDrag::end(ToolContext& ctx) {
  if (stroke_) ctx.document.history().endStroke();
  stroke_ = 0;
}

std::string describeLayerStatus(const LayerStatus& s) {
  if (!s.open) return s.problem.empty() ? "opening..." : "";
  std::string out = std::to_string(s.width) + " x " + std::to_string(s.height) + " pixels, " +
                    std::to_string(s.levels) + (s.levels == 1 ? " level" : " levels");
  if (s.tilesPending > 0)
    out += ", loading " + std::to_string(s.tilesPending) + (s.tilesPending == 1 ? " tile" : " tiles");
  return out;
}

void stepBlink(LayerCompare& compare, double now, double& lastFlip, double period) {
  if (compare.mode != LayerCompare::Mode::Blink) {
    lastFlip = now;
    return;
  }
  if (now - lastFlip >= period) {
    compare.blinkShowTop = !compare.blinkShowTop;
    lastFlip = now;
  }
}

void LayersPanel::drawLayer(LayerUiContext& ctx, const MapLayer& layer, size_t index, const LayerStatus* status) {
  ToolContext& tool = ctx.panel.tool;
  const size_t count = ctx.battleData().layers.size();
  ImGui::PushID(layer.name.c_str());
  bool visible = layer.visible;
  if (ImGui::Checkbox("##visible", &visible)) setLayerVisible(tool, layer.name, visible);
  remember(layer.name, "visible");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show or hide the layer");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  std::string shown = renaming_ == layer.name ? nameDraft_ : layer.name;
  ImGui::InputText("##name", &shown);
  remember(layer.name, "name");
  if (ImGui::IsItemActivated()) {
    renaming_ = layer.name;
    nameDraft_ = layer.name;
  }
  if (ImGui::IsItemActive() && renaming_ == layer.name) nameDraft_ = shown;
  if (ImGui::IsItemDeactivated() && renaming_ == layer.name) {
    const std::string wanted = nameDraft_;
    renaming_.clear();
    if (!wanted.empty() && wanted != layer.name) {
      Status s = renameLayer(tool, layer.name, wanted);
      error_ = s ? "" : s.message();
    }
    ImGui::PopID();
    return;  // the row's name may have changed: draw it again next frame
  }

  float opacity = float(layer.opacity);
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
  bool changed = ImGui::SliderFloat("Opacity", &opacity, 0.f, 1.f, "%.2f");
  remember(layer.name, "opacity");
  if (ImGui::IsItemActivated()) opacity_.begin(tool);
  if (changed) opacity_.update(tool, layer.name, opacity);
  if (ImGui::IsItemDeactivated()) opacity_.end(tool);

  ImGui::SameLine();
  ImGui::BeginDisabled(index + 1 >= count);
  bool up = ImGui::ArrowButton("##up", ImGuiDir_Up);
  remember(layer.name, "up");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(index == 0);
  bool down = ImGui::ArrowButton("##down", ImGuiDir_Down);
  remember(layer.name, "down");
  ImGui::EndDisabled();
  ImGui::SameLine();
  bool remove = ImGui::SmallButton("Remove");
  remember(layer.name, "remove");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Remove the layer (undo brings it back; the raster stays in the file)");

  const Battle& battle = ctx.battleData();
  bool georefNext = false;  // the next step is the row's Georeference... button
  if (status) {
    std::string text = describeLayerStatus(*status);
    if (!text.empty()) ImGui::TextDisabled("%s", text.c_str());
    if (status->open && !status->placed && (!battle.ground || layer.georef == LayerGeoref::None)) {
      // The layer opened but cannot be drawn yet: say which step comes next, with the button that takes it (for
      // control points, the row's own Georeference... below).
      georefNext = !!battle.ground;
      ImGui::TextWrapped("%s", georefNext ? "Next: georeference the scan with control points (Georeference...), so "
                                            "it lies under the grid."
                                          : "Next: place the battle's grid on the ground, so the layer can be drawn "
                                            "under it.");
      if (!georefNext) {
        if (ImGui::Button("Place the grid on the ground...")) showGround_ = true;
        remember(layer.name, "next");
      }
    } else if (!status->problem.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, kProblemColour);
      ImGui::TextWrapped("%s", status->problem.c_str());
      ImGui::PopStyleColor();
    }
    // A raster that did not open (a linked file missing, then copied in): open it again.
    if (ctx.layers && !status->open && !status->problem.empty()) {
      if (ImGui::SmallButton("Reload")) ctx.layers->reload(layer.name);
      remember(layer.name, "reload");
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Open the layer's raster again");
    }
  } else if (!ctx.layers) {
    ImGui::TextDisabled("%s", layer.kind == LayerKind::Embedded ? "embedded" : layer.source.c_str());
  }
  if (georefNext) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
  if (ImGui::SmallButton("Georeference...")) georefRequest = layer.name;
  if (georefNext) ImGui::PopStyleColor();
  remember(layer.name, "georef");
  if (georefNext) remember(layer.name, "next");
  ImGui::SameLine();
  if (ImGui::SmallButton("Fit grid...")) fitRequest = layer.name;
  remember(layer.name, "fit");
  ImGui::SameLine();
  if (ImGui::SmallButton("Heights...")) {
    dem.open = true;
    dem.chooseLayer(layer.name);
  }
  ImGui::Separator();
  ImGui::PopID();

  // Edits last: they change the list being drawn.
  if (up) moveLayer(tool, layer.name, 1);
  if (down) moveLayer(tool, layer.name, -1);
  if (remove) removeLayer(tool, layer.name);
}

void LayersPanel::drawCompare(LayerUiContext& ctx) {
  LayerCompare& c = ctx.compare;
  const Battle& battle = ctx.battleData();
  int mode = int(c.mode);
  ImGui::TextUnformatted("Compare");
  ImGui::SameLine();
  ImGui::RadioButton("Off", &mode, int(LayerCompare::Mode::Off));
  ImGui::SameLine();
  ImGui::RadioButton("Swipe", &mode, int(LayerCompare::Mode::Swipe));
  ImGui::SameLine();
  ImGui::RadioButton("Blink", &mode, int(LayerCompare::Mode::Blink));
  c.mode = LayerCompare::Mode(mode);
  if (c.mode == LayerCompare::Mode::Off) return;
  if (c.top.empty() || !indexOf(battle, c.top))
    c.top = battle.layers.empty() ? std::string() : battle.layers.back().name;
  if (ImGui::BeginCombo("Layer compared", c.top.c_str())) {
    for (size_t i = battle.layers.size(); i-- > 0;)
      if (ImGui::Selectable(battle.layers[i].name.c_str(), battle.layers[i].name == c.top))
        c.top = battle.layers[i].name;
    ImGui::EndCombo();
  }
  if (c.mode == LayerCompare::Mode::Swipe) {
    float swipe = float(c.swipe);
    if (ImGui::SliderFloat("Swipe", &swipe, 0.f, 1.f, "%.2f")) c.swipe = swipe;
  } else {
    if (ImGui::Button("Blink now")) c.blinkShowTop = !c.blinkShowTop;
    ImGui::SameLine();
    ImGui::Checkbox("Every half second", &autoBlink_);
    if (autoBlink_) stepBlink(c, ImGui::GetTime(), lastBlink_);
  }
}

void LayersPanel::remember(const std::string& layer, const char* control) {
  rects_[layer + '\n' + control] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
}

std::optional<std::pair<ImVec2, ImVec2>> LayersPanel::itemRect(const std::string& layer,
                                                               const std::string& control) const {
  auto it = rects_.find(layer + '\n' + control);
  if (it == rects_.end()) return std::nullopt;
  return it->second;
}

void LayersPanel::draw(LayerUiContext& ctx) {
  rects_.clear();
  if (open) {
    // First shown at the right edge of the map, beside the right column, so it hides neither column's panels.
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x - kRightColumnWidth - 8.f, vp->WorkPos.y + 8.f),
                            ImGuiCond_FirstUseEver, ImVec2(1.f, 0.f));
    ImGui::SetNextWindowSize(ImVec2(420, 560), ImGuiCond_FirstUseEver);
    if (ImGui::Begin("Map layers", &open)) {
      if (!ctx.layers) {
        ImGui::PushStyleColor(ImGuiCol_Text, kProblemColour);
        ImGui::TextWrapped("The layer renderer could not start: layers are listed but not drawn.");
        ImGui::PopStyleColor();
      }
      import.beside = ImGui::GetWindowPos();
      if (ImGui::Button("Add layer...")) import.open = true;
      remember("", "add");
      ImGui::SameLine();
      if (ImGui::Button("Import DEM heights...")) dem.open = true;
      ground.places["layers:dem"] = lastItemCentre();
      const std::vector<LayerStatus> statuses = ctx.layers ? ctx.layers->status() : std::vector<LayerStatus>{};
      // A copy: an edit in a row changes the battle's list while it is drawn.
      const std::vector<MapLayer> layers = ctx.battleData().layers;
      if (layers.empty()) ImGui::TextDisabled("No layers yet: add a scan or a map with Add layer...");
      ImGui::Separator();
      for (size_t i = layers.size(); i-- > 0;) {
        const LayerStatus* status = nullptr;
        for (const LayerStatus& s : statuses)
          if (s.name == layers[i].name) status = &s;
        drawLayer(ctx, layers[i], i, status);
      }
      if (!error_.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kProblemColour);
        ImGui::TextWrapped("%s", error_.c_str());
        ImGui::PopStyleColor();
      }
      if (!layers.empty()) drawCompare(ctx);
      float terrain = ctx.style.terrainOpacity;
      ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize("Terrain over layers").x -
                              ImGui::GetStyle().ItemInnerSpacing.x);
      if (ImGui::SliderFloat("Terrain over layers", &terrain, 0.f, 1.f, "%.2f")) ctx.style.terrainOpacity = terrain;
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("How much the terrain colours cover the layers (a view setting)");
      if (showGround_) ImGui::SetNextItemOpen(true);
      const bool groundShown = ImGui::CollapsingHeader("Ground placement");
      ground.places["layers:ground"] = lastItemCentre();
      if (groundShown) {
        if (showGround_) ImGui::SetScrollHereY(0.f);
        ground.draw(ctx, statuses);
        if (ground.placeOnLayerRect) rects_[std::string("\nplace-on-layer")] = *ground.placeOnLayerRect;
      }
      showGround_ = false;
    }
    ImGui::End();
  }
  import.draw(ctx);
  dem.draw(ctx);
}

}  // namespace cartouche
