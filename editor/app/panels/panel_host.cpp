#include "panel_host.h"

#include "panel_layout.h"

namespace cartouche {

Status runCommand(ToolContext& ctx, CommandPtr cmd) {
  Result<ChangeSet> r = ctx.document.execute(std::move(cmd));
  if (!r) {
    if (ctx.message) *ctx.message = r.status().message();
    return r.status();
  }
  return Status::ok();
}

void PanelHost::draw(PanelContext& ctx) {
  PanelLayoutInput layout = currentLayoutInput(int(ctx.tools.tools().size()));
  layout.minimapHeight = minimapHeightFor(ctx.tool.battle().map.grid());
  layout.toolOptionsHeight = toolOptions_.wantedHeight();
  ctx.mapView.setInsets(panelInsets(layout, ImGui::GetIO().DisplayFramebufferScale));
  placeNextPanel(PanelSlot::Toolbar, layout);
  toolbar_.draw(ctx);
  placeNextPanel(PanelSlot::ToolOptions, layout);
  toolOptions_.draw(ctx);
  placeNextPanel(PanelSlot::Palette, layout);
  palette_.draw(ctx);
  placeNextPanel(PanelSlot::Minimap, layout);
  minimap_.draw(ctx);
  placeNextPanel(PanelSlot::Grid, layout);
  grid_.draw(ctx);
  placeNextPanel(PanelSlot::History, layout);
  history_.draw(ctx);
}

}  // namespace cartouche
