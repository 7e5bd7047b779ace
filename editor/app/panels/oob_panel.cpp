#include "oob_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>

#include "../tools/leader_rows.h"
#include "command_runner.h"
#include "edit/army_commands.h"
#include "edit/command_group.h"
#include "panel_layout.h"

namespace cartouche {

namespace {

std::string sideKey(const std::string& code) { return "side:" + code; }
std::string nodeKey(const std::string& code) { return "node:" + code; }
std::string leadersKey(const std::string& side) { return "leaders:" + side; }

// A code the army does not have yet: `stem-1`, `stem-2`, ...
template <typename Has>
std::string freshCode(const std::string& stem, Has&& has) {
  for (int i = 1;; ++i) {
    std::string code = stem + "-" + std::to_string(i);
    if (!has(code)) return code;
  }
}

std::string payloadText(const ImGuiPayload* p) {
  return std::string(static_cast<const char*>(p->Data),
                     strnlen(static_cast<const char*>(p->Data), size_t(p->DataSize)));
}

}  // namespace

std::vector<OobRow> oobRows(const Army& army, const std::set<std::string>& closed) {
  std::map<std::string, std::vector<int>> unitsOf;
  for (size_t i = 0; i < army.units.size(); ++i) unitsOf[army.units[i].node].push_back(int(i));
  std::vector<OobRow> rows;
  for (size_t s = 0; s < army.sides.size(); ++s) {
    const std::string& side = army.sides[s].code;
    rows.push_back({OobRow::Kind::Side, int(s), 0});
    if (closed.count(sideKey(side))) continue;
    std::map<std::string, int> depth;  // node code -> depth, for nodes of this side shown or hidden
    int hiddenBelow = 1 << 30;         // the depth of a closed node whose subtree is being skipped
    for (size_t n = 0; n < army.nodes.size(); ++n) {
      const OobNode& node = army.nodes[n];
      if (node.side != side) continue;
      int d = 1;
      if (!node.parent.empty()) {
        auto it = depth.find(node.parent);
        if (it == depth.end()) continue;  // a parent missing or of another side: validation says so
        d = it->second + 1;
      }
      depth[node.code] = d;
      if (d > hiddenBelow) continue;
      hiddenBelow = 1 << 30;
      rows.push_back({OobRow::Kind::Node, int(n), d});
      if (closed.count(nodeKey(node.code))) {
        hiddenBelow = d;
        continue;
      }
      if (auto it = unitsOf.find(node.code); it != unitsOf.end())
        for (int u : it->second) rows.push_back({OobRow::Kind::Unit, u, d + 1});
    }
    bool any = std::any_of(army.leaders.begin(), army.leaders.end(), [&](const Leader& l) { return l.side == side; });
    if (!any) continue;
    rows.push_back({OobRow::Kind::Leaders, int(s), 1});
    if (closed.count(leadersKey(side))) continue;
    for (size_t l = 0; l < army.leaders.size(); ++l)
      if (army.leaders[l].side == side) rows.push_back({OobRow::Kind::Leader, int(l), 2});
  }
  return rows;
}

int nextCopyNumber(const Unit& unit) {
  const std::string& c = unit.code;
  auto digit = std::find_if(c.begin(), c.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
  if (digit == c.end()) return 2;
  int n = 0;
  for (auto it = digit; it != c.end() && std::isdigit(static_cast<unsigned char>(*it)) && n < 100000000; ++it)
    n = n * 10 + (*it - '0');
  return n + 1;
}

void OobPanel::reveal(const Army& army, const std::string& code) {
  const std::string leaderPrefix = "leader:";
  if (code.rfind(leaderPrefix, 0) == 0) {  // the leader's row, whatever else has his code
    if (const Leader* l = army.leader(code.substr(leaderPrefix.size()))) {
      closed_.erase(sideKey(l->side));
      closed_.erase(leadersKey(l->side));
    }
    rowsStale_ = true;
    scrollTo_ = code;
    return;
  }
  if (const Leader* l = army.leader(code)) {
    closed_.erase(sideKey(l->side));
    closed_.erase(leadersKey(l->side));
  }
  std::string node = code;
  if (const Unit* u = army.unit(code)) node = u->node;
  for (const OobNode* n = army.node(node); n; n = n->parent.empty() ? nullptr : army.node(n->parent)) {
    closed_.erase(nodeKey(n->code));
    if (n->parent.empty()) closed_.erase(sideKey(n->side));
  }
  rowsStale_ = true;
  scrollTo_ = code;
}

std::optional<ImVec2> OobPanel::rowCentre(const std::string& code) const {
  auto it = drawnRows_.find(code);
  if (it == drawnRows_.end()) return std::nullopt;
  return it->second;
}

void OobPanel::drawScenarioSwitcher(PanelContext& ctx) {
  const Battle& battle = ctx.tool.battle();
  EditorState& state = ctx.tool.state;
  state.keepScenario(battle);
  const Scenario* current = findScenario(battle.scenarios, state.scenario);
  auto nameOf = [](const Scenario& s) { return s.name.empty() ? s.code : s.name; };
  ImGui::TextUnformatted("Scenario");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-FLT_MIN);
  if (ImGui::BeginCombo("##scenario", current ? nameOf(*current).c_str() : "(no scenario)")) {
    for (const Scenario& s : battle.scenarios) {
      ImGui::PushID(s.code.c_str());
      if (ImGui::Selectable(nameOf(s).c_str(), current == &s)) state.scenario = s.code;
      ImGui::PopID();
    }
    ImGui::EndCombo();
  }
}

void OobPanel::drawButtons(PanelContext& ctx) {
  const Army& army = ctx.tool.battle().army;
  EditorState& state = ctx.tool.state;
  // Where new things go: under the chosen node, else the chosen unit's node, else the first top node.
  const std::string node = chosenNode(army, state);
  const OobNode* under = army.node(node);
  if (under) selectedLeader_.clear();
  const bool sideChosen =
      std::any_of(army.sides.begin(), army.sides.end(), [&](const ArmySide& s) { return s.code == selectedSide_; });
  ImGui::BeginDisabled(army.sides.empty());
  if (ImGui::Button("Add node") && !army.sides.empty()) {
    OobNode n;
    n.side = under ? under->side : sideChosen ? selectedSide_ : army.sides.front().code;
    n.parent = under ? under->code : "";
    n.name = "New node";
    n.code = freshCode(n.side + "-node", [&](const std::string& c) { return army.node(c) != nullptr; });
    if (runCommand(ctx.tool, std::make_unique<SetOobNode>(n.code, n, std::nullopt, "Add node " + n.code))) {
      chooseNothing(state);
      selectedNode_ = n.code;
      reveal(ctx.tool.battle().army, n.code);
    }
  }
  ImGui::EndDisabled();
  places_["oob:add-node"] = lastItemCentre();
  ImGui::SameLine();
  ImGui::BeginDisabled(!under);
  if (ImGui::Button("Add unit") && under) {
    Unit u;
    u.node = under->code;
    u.name = "New unit";
    u.code = freshCode(under->side + "-unit", [&](const std::string& c) { return army.unit(c) != nullptr; });
    if (runCommand(ctx.tool, std::make_unique<SetUnit>(u.code, u, std::nullopt, "Add unit " + u.code))) {
      chooseNothing(state);
      state.units = {u.code};
      reveal(ctx.tool.battle().army, u.code);
    }
  }
  ImGui::EndDisabled();
  places_["oob:add-unit"] = lastItemCentre();
  const Unit* one = state.units.size() == 1 ? army.unit(*state.units.begin()) : nullptr;
  ImGui::BeginDisabled(!one);
  ImGui::SameLine();
  if (ImGui::Button("Duplicate") && one) {
    std::vector<Unit> copies = numberedCopies(army, *one, nextCopyNumber(*one), std::max(1, copies_));
    auto at = std::find_if(army.units.begin(), army.units.end(), [&](const Unit& u) { return u.code == one->code; });
    size_t position = size_t(at - army.units.begin()) + 1;
    std::vector<CommandPtr> adds;
    for (size_t i = 0; i < copies.size(); ++i)
      adds.push_back(std::make_unique<SetUnit>(copies[i].code, copies[i], position + i));
    std::string label = "Duplicate " + one->code + " " + std::to_string(copies.size()) + " times";
    if (!copies.empty() && runCommand(ctx.tool, std::make_unique<CommandGroup>(std::move(adds), label)))
      state.units = {copies.back().code};
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.5f);
  ImGui::InputInt("copies", &copies_);
  copies_ = std::clamp(copies_, 1, 999);
  ImGui::EndDisabled();
  // A new leader joins the side of the chosen leader, node, unit or side, else the first side.
  const Leader* leader = army.leader(selectedLeader_);
  std::string side = leader               ? leader->side
                     : under              ? under->side
                     : sideChosen         ? selectedSide_
                     : army.sides.empty() ? ""
                                          : army.sides.front().code;
  if (ImGui::Button("Add side")) addSide(ctx);
  places_["oob:add-side"] = lastItemCentre();
  ImGui::SameLine();
  ImGui::BeginDisabled(side.empty());
  if (ImGui::Button("Add leader") && !side.empty()) {
    Leader l;
    l.side = side;
    l.name = "New leader";
    l.code = freshCode(side + "-leader", [&](const std::string& c) { return army.leader(c) || army.unit(c); });
    if (runCommand(ctx.tool, std::make_unique<SetLeader>(l.code, l, std::nullopt, "Add leader " + l.code))) {
      chooseLeader(state, l.code);
      reveal(ctx.tool.battle().army, l.code);
    }
  }
  ImGui::EndDisabled();
  places_["oob:add-leader"] = lastItemCentre();
  ImGui::SameLine();
  ImGui::BeginDisabled(state.units.empty() && !under && !leader && !sideChosen);
  if (ImGui::Button("Remove")) removeChosen(ctx);
  ImGui::EndDisabled();
  places_["oob:remove"] = lastItemCentre();
}

void OobPanel::addSide(PanelContext& ctx) {
  const Army& army = ctx.tool.battle().army;
  ArmySide side;
  side.code = freshCode("side", [&](const std::string& c) {
    return std::any_of(army.sides.begin(), army.sides.end(), [&](const ArmySide& s) { return s.code == c; });
  });
  side.name = "New side";
  side.colour = newSideColour(army.sides.size());
  if (!runCommand(ctx.tool, std::make_unique<SetSide>(side.code, side, std::nullopt, "Add side " + side.code))) return;
  chooseNothing(ctx.tool.state);
  selectedSide_ = side.code;
  closed_.erase(sideKey(side.code));
  rowsStale_ = true;
  scrollTo_ = sideKey(side.code);
}

void OobPanel::removeChosen(PanelContext& ctx) {
  const Army& army = ctx.tool.battle().army;
  EditorState& state = ctx.tool.state;
  const std::string node = chosenNode(army, state);
  if (const Leader* leader = army.leader(selectedLeader_)) {
    std::string code = leader->code;
    if (runCommand(ctx.tool, std::make_unique<SetLeader>(code, std::nullopt, std::nullopt, "Remove leader " + code)))
      selectedLeader_.clear();
  } else if (!state.units.empty()) {
    std::vector<std::string> codes(state.units.begin(), state.units.end());
    std::string label =
        codes.size() == 1 ? "Remove unit " + codes[0] : "Remove " + std::to_string(codes.size()) + " units";
    if (runCommand(ctx.tool, std::make_unique<RemoveUnits>(codes, label))) state.units.clear();
  } else if (army.node(node)) {
    if (runCommand(ctx.tool, std::make_unique<RemoveOobNode>(node, "Remove node " + node))) selectedNode_.clear();
  } else if (!selectedSide_.empty()) {
    // Refused while nodes, leaders or scenarios name the side: the notice says which.
    std::string code = selectedSide_;
    if (runCommand(ctx.tool, std::make_unique<SetSide>(code, std::nullopt, std::nullopt, "Remove side " + code)))
      selectedSide_.clear();
  }
}

std::string OobPanel::chosenNode(const Army& army, const EditorState& state) const {
  if (!selectedNode_.empty() || state.units.empty()) return selectedNode_;
  const Unit* u = army.unit(*state.units.begin());
  return u ? u->node : std::string();
}

void OobPanel::chooseNothing(EditorState& state) {
  selectedSide_.clear();
  selectedNode_.clear();
  selectedLeader_.clear();
  state.units.clear();
}

void OobPanel::acceptDrop(PanelContext& ctx, const OobRow& row) {
  if (!ImGui::BeginDragDropTarget()) return;
  const Army& army = ctx.tool.battle().army;
  EditorState& state = ctx.tool.state;
  if (const ImGuiPayload* p = ImGui::AcceptDragDropPayload(kUnitPayload); p && row.kind != OobRow::Kind::Side) {
    std::string code = payloadText(p);
    // The selection moves together when the dragged unit is part of it, in the army's order.
    std::vector<std::string> units;
    if (state.units.count(code)) {
      for (const Unit& u : army.units)
        if (state.units.count(u.code)) units.push_back(u.code);
    } else {
      units.push_back(code);
    }
    std::string node, before;
    if (row.kind == OobRow::Kind::Node) {
      node = army.nodes[size_t(row.index)].code;
    } else {
      node = army.units[size_t(row.index)].node;
      before = army.units[size_t(row.index)].code;
    }
    if (std::find(units.begin(), units.end(), before) == units.end()) {
      std::string label =
          (units.size() == 1 ? "Move unit " + units[0] : "Move " + std::to_string(units.size()) + " units") + " to " +
          node;
      pending_ = std::make_unique<MoveUnits>(units, node, before, label);
    }
  }
  if (const ImGuiPayload* p = ImGui::AcceptDragDropPayload(kNodePayload); p && row.kind != OobRow::Kind::Unit) {
    std::string code = payloadText(p);
    std::string parent = row.kind == OobRow::Kind::Node ? army.nodes[size_t(row.index)].code : "";
    if (parent != code)
      pending_ = std::make_unique<MoveOobNode>(
          code, parent, "", "Move node " + code + (parent.empty() ? " to the top" : " under " + parent));
  }
  ImGui::EndDragDropTarget();
}

void OobPanel::drawRow(PanelContext& ctx, const OobRow& row) {
  const Battle& battle = ctx.tool.battle();
  const Army& army = battle.army;
  EditorState& state = ctx.tool.state;
  const float indent = ImGui::GetFontSize() * 1.1f * float(row.depth);
  if (indent > 0) ImGui::Indent(indent);
  ImGuiTreeNodeFlags flags =
      ImGuiTreeNodeFlags_NoTreePushOnOpen | ImGuiTreeNodeFlags_SpanAvailWidth | ImGuiTreeNodeFlags_OpenOnArrow;
  std::string code, label, key;
  switch (row.kind) {
    case OobRow::Kind::Side: {
      const ArmySide& s = army.sides[size_t(row.index)];
      code = s.code;
      key = sideKey(code);
      label = (s.name.empty() ? s.code : s.name) + "###" + key;
      if (selectedSide_ == code) flags |= ImGuiTreeNodeFlags_Selected;
      break;
    }
    case OobRow::Kind::Node: {
      const OobNode& n = army.nodes[size_t(row.index)];
      code = n.code;
      key = nodeKey(code);
      label = (n.name.empty() ? n.code : n.name) + (n.commander.empty() ? "" : "  (" + n.commander + ")") + "###" + key;
      if (selectedNode_ == code) flags |= ImGuiTreeNodeFlags_Selected;
      break;
    }
    case OobRow::Kind::Leaders: {
      code = leadersKey(army.sides[size_t(row.index)].code);
      key = code;
      label = "Leaders###" + key;
      break;
    }
    case OobRow::Kind::Leader: {
      const Leader& l = army.leaders[size_t(row.index)];
      code = l.code;
      key = "leader:" + code;
      auto where = leaderWhere_.find(code);
      label = leaderTitle(l) + "  [" + (where == leaderWhere_.end() ? "not set up" : where->second) + "]###" + key;
      flags |= ImGuiTreeNodeFlags_Leaf;
      if (selectedLeader_ == code) flags |= ImGuiTreeNodeFlags_Selected;
      break;
    }
    case OobRow::Kind::Unit: {
      const Unit& u = army.units[size_t(row.index)];
      code = u.code;
      key = "unit:" + code;
      std::string where = "off map";
      if (const CounterPlace* c = state.counters(ctx.tool.document).find(code))
        where = battle.map.grid().labels.format(battle.map.grid().toOffset(c->hex));
      label = (u.name.empty() ? u.code : u.name) + "  [" + where + "]###" + key;
      flags |= ImGuiTreeNodeFlags_Leaf;
      if (state.units.count(code)) flags |= ImGuiTreeNodeFlags_Selected;
      break;
    }
  }
  const bool leaf = row.kind == OobRow::Kind::Unit || row.kind == OobRow::Kind::Leader;
  if (!leaf) ImGui::SetNextItemOpen(closed_.count(key) == 0);
  bool isOpen = ImGui::TreeNodeEx(label.c_str(), flags);
  if (!leaf && isOpen == (closed_.count(key) > 0)) {
    if (isOpen)
      closed_.erase(key);
    else
      closed_.insert(key);
    rowsStale_ = true;
  }
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  // A leader's row under "leader:CODE", and under his code while no unit or node row has it (a leader often has the
  // code of the node he commands).
  const ImVec2 centre(a.x + std::min(60.f, 0.5f * (b.x - a.x)), 0.5f * (a.y + b.y));
  if (row.kind == OobRow::Kind::Leader || row.kind == OobRow::Kind::Side) {
    drawingRows_[key] = centre;
    drawingRows_.emplace(code, centre);
  } else {
    drawingRows_[code] = centre;
  }
  if (ImGui::IsItemClicked(ImGuiMouseButton_Left) && !ImGui::IsItemToggledOpen()) {
    if (row.kind == OobRow::Kind::Unit) {
      if (ImGui::GetIO().KeyCtrl) {
        if (!state.units.erase(code)) state.units.insert(code);
      } else {
        state.units = {code};
      }
      selectedNode_.clear();
      selectedLeader_.clear();
      selectedSide_.clear();
    } else if (row.kind == OobRow::Kind::Node) {
      chooseNothing(state);
      selectedNode_ = code;
    } else if (row.kind == OobRow::Kind::Side) {
      chooseNothing(state);
      selectedSide_ = code;
    } else if (row.kind == OobRow::Kind::Leader) {
      chooseLeader(state, code);
    }
  }
  if ((row.kind == OobRow::Kind::Node || row.kind == OobRow::Kind::Unit || row.kind == OobRow::Kind::Leader) &&
      ImGui::BeginDragDropSource()) {
    const char* type = row.kind == OobRow::Kind::Unit   ? kUnitPayload
                       : row.kind == OobRow::Kind::Node ? kNodePayload
                                                        : kLeaderPayload;
    ImGui::SetDragDropPayload(type, code.c_str(), code.size() + 1);
    ImGui::TextUnformatted(label.substr(0, label.find("###")).c_str());
    ImGui::EndDragDropSource();
  }
  if (row.kind != OobRow::Kind::Leaders && row.kind != OobRow::Kind::Leader) acceptDrop(ctx, row);
  if (indent > 0) ImGui::Unindent(indent);
}

void OobPanel::chooseLeader(EditorState& state, const std::string& code) {
  chooseNothing(state);
  selectedLeader_ = code;
}

void OobPanel::runPending(PanelContext& ctx) {
  if (!pending_) return;
  CommandPtr cmd = std::move(pending_);
  runCommand(ctx.tool, std::move(cmd));
}

void OobPanel::draw(PanelContext& ctx) {
  places_.clear();  // a panel not drawn shows no places
  if (!open) return;
  // The host places it in the right column (panel_host.cpp).
  if (!ImGui::Begin("Order of battle", &open, kDockedPanelFlags)) {
    ImGui::End();
    return;
  }
  drawScenarioSwitcher(ctx);
  drawButtons(ctx);
  if (std::string renamed = form_.draw(ctx, selectedSide_, selectedNode_, places_); !renamed.empty()) {
    (selectedSide_.empty() ? selectedNode_ : selectedSide_) = renamed;
    rowsStale_ = true;
  }
  const Army& army = ctx.tool.battle().army;
  uint64_t at = ctx.tool.state.changes.watch(ctx.tool.document);
  if (rowsStale_ || at != rowsAt_ || whereScenario_ != ctx.tool.state.scenario) {
    // Where each leader stands in the current scenario: one effective set-up per change, not one per row.
    leaderWhere_.clear();
    whereScenario_ = ctx.tool.state.scenario;
    const Battle& battle = ctx.tool.battle();
    if (const Scenario* s = findScenario(battle.scenarios, whereScenario_); s && !army.leaders.empty())
      for (const LeaderPlacement& p : effectiveSetup(battle.scenarios, *s).leaders)
        leaderWhere_[p.leader] = leaderPlaceText(battle, p);
    rows_ = oobRows(army, closed_);
    rowsAt_ = at;
    rowsStale_ = false;
  }
  if (army.sides.empty()) ImGui::TextWrapped("No sides yet: Add side starts the battle's armies.");
  ImGui::BeginChild("##tree");
  if (!scrollTo_.empty()) {
    auto it = std::find_if(rows_.begin(), rows_.end(), [&](const OobRow& r) {
      return (r.kind == OobRow::Kind::Side && sideKey(army.sides[size_t(r.index)].code) == scrollTo_) ||
             (r.kind == OobRow::Kind::Unit && army.units[size_t(r.index)].code == scrollTo_) ||
             (r.kind == OobRow::Kind::Node && army.nodes[size_t(r.index)].code == scrollTo_) ||
             (r.kind == OobRow::Kind::Leader && (army.leaders[size_t(r.index)].code == scrollTo_ ||
                                                 "leader:" + army.leaders[size_t(r.index)].code == scrollTo_));
    });
    if (it != rows_.end()) {
      float rowHeight = ImGui::GetTextLineHeightWithSpacing();
      ImGui::SetScrollY(std::max(0.f, float(it - rows_.begin()) * rowHeight - 0.4f * ImGui::GetWindowHeight()));
    }
    scrollTo_.clear();
  }
  drawingRows_.clear();
  ImGuiListClipper clipper;
  clipper.Begin(int(rows_.size()));
  while (clipper.Step())
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      ImGui::PushID(i);
      drawRow(ctx, rows_[size_t(i)]);
      ImGui::PopID();
    }
  ImGui::EndChild();
  drawnRows_.swap(drawingRows_);
  runPending(ctx);
  ImGui::End();
}

}  // namespace cartouche
