// The problems panel and the rules tables panel: the table edits as undoable commands, the cell checks, dice
// coverage marks, the refresh policy counted in frames, where a problem jumps to, and in an ImGui context with no
// backend: clicks on problem lines (a table problem opens the table at its row; a map problem centres the view and
// selects the hex) and typing into a table cell.
#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "app/menu_bar.h"
#include "app/panels/problems_panel.h"
#include "app/panels/rule_table_edits.h"
#include "app/panels/rules_panel.h"
#include "editing.h"
#include "headless_imgui.h"
#include "support/army_builder.h"
#include "support/test_battles.h"
#include "view/map_view.h"

namespace cartouche::testing {
namespace {

RuleTable movementTable() {
  RuleTable t = newRuleTable(TableKind::Movement, "movement", "Terrain effects on movement");
  t.rows = {{"clear", "1", "1", "1"}, {"woods", "2", "3", "P"}, {"stream", "+1", "+2", "P"}};
  return t;
}

// Two dice 11-66 with 56 uncovered and 61-62 covered by rows 3 and 4.
RuleTable combatTable() {
  RuleTable t = newRuleTable(TableKind::Dice, "combat", "Combat results");
  t.rows = {{"11-36", "no effect"}, {"41-55", "retreat"}, {"61-63", "rout"}, {"61-66", "rout"}};
  return t;
}

Battle battleWithRules() {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 12, 9);
  b.rules = {movementTable(), combatTable()};
  return b;
}

const RuleTable& table(const Editing& e, const std::string& code) {
  int i = findRuleTable(e.document.battle(), code);
  EXPECT_GE(i, 0) << code;
  return e.document.battle().rules[size_t(std::max(i, 0))];
}

// ---- Table edits -----------------------------------------------------------------------------------------------

TEST(RuleTableEditsTest, NewTablesOfEveryKindPassTheStructureCheckAndAddAsOneUndoStep) {
  Editing e(battleWithRules());
  const Battle before = e.document.battle();
  for (TableKind kind :
       {TableKind::Movement, TableKind::FireDefence, TableKind::FireMultiplier, TableKind::Modifiers,
        TableKind::MoraleCheck, TableKind::MoraleLevels, TableKind::Stacking, TableKind::Dice, TableKind::Generic}) {
    std::string code = freeTableCode(e.document.battle().rules, tableKindName(kind));
    RuleTable t = newRuleTable(kind, code, "");
    EXPECT_TRUE(checkTableStructure(t)) << tableKindName(kind) << ": " << checkTableStructure(t).message();
    ASSERT_TRUE(addRuleTable(e.ctx, t)) << e.message;
  }
  EXPECT_EQ(findRuleTable(e.document.battle(), "movement-2"), 2);  // "movement" was taken
  EXPECT_EQ(e.document.battle().rules[9].code, "dice");
  EXPECT_EQ(e.document.battle().rules[9].die, DieKind::TwoDiceBase6);
  ASSERT_EQ(e.document.history().size(), 9u);
  EXPECT_EQ(e.document.history().label(0), "Add table movement-2");
  for (int i = 0; i < 9; ++i) ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);
}

TEST(RuleTableEditsTest, CellEditStoresTheCanonicalTextAsOneStepAndUndoRestoresIt) {
  Editing e(battleWithRules());
  const Battle before = e.document.battle();
  ASSERT_TRUE(setRuleCell(e.ctx, "movement", 0, 2, " Prohibited ")) << e.message;
  EXPECT_EQ(table(e, "movement").rows[0][2], "P");
  ASSERT_EQ(e.document.history().size(), 1u);
  EXPECT_EQ(e.document.history().label(0), "Set movement row 1 cavalry to P");
  const Battle after = e.document.battle();
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);
  ASSERT_TRUE(e.document.redo());
  EXPECT_EQ(e.document.battle(), after);
  // The same text again adds nothing to undo; a blank cell stays blank.
  ASSERT_TRUE(setRuleCell(e.ctx, "movement", 0, 2, "P"));
  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(setRuleCell(e.ctx, "movement", 0, 2, "  "));
  EXPECT_EQ(table(e, "movement").rows[0][2], "");
  EXPECT_EQ(e.document.history().label(1), "Set movement row 1 cavalry blank");
}

TEST(RuleTableEditsTest, TextTheColumnCannotReadIsRefusedNamingTableRowAndColumn) {
  Editing e(battleWithRules());
  const Battle before = e.document.battle();
  Status s = setRuleCell(e.ctx, "movement", 1, 2, "5x");
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("table \"movement\" row 2 cavalry"), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("5x"), std::string::npos) << s.message();
  EXPECT_EQ(e.message, s.message());
  EXPECT_EQ(e.document.battle(), before);
  EXPECT_EQ(e.document.history().size(), 0u);
  EXPECT_FALSE(setRuleCell(e.ctx, "combat", 0, 0, "17-23"));  // 7 is no face of a d6
  EXPECT_FALSE(setRuleCell(e.ctx, "nothing", 0, 0, "1"));
  EXPECT_FALSE(setRuleCell(e.ctx, "movement", 3, 0, "woods"));
  EXPECT_EQ(e.document.battle(), before);
}

TEST(RuleTableEditsTest, RowsAddRemoveAndMoveAsOneLabelledStepEach) {
  Editing e(battleWithRules());
  const Battle before = e.document.battle();
  // A row needs its key; the rest stays blank, never invented.
  Status blank = addRuleRow(e.ctx, "movement", 3, "");
  EXPECT_FALSE(blank);
  EXPECT_NE(blank.message().find("terrain"), std::string::npos) << blank.message();
  ASSERT_TRUE(addRuleRow(e.ctx, "movement", 3, "marsh")) << e.message;
  ASSERT_EQ(table(e, "movement").rows.size(), 4u);
  EXPECT_EQ(table(e, "movement").rows[3], (std::vector<std::string>{"marsh", "", "", ""}));
  ASSERT_TRUE(moveRuleRow(e.ctx, "movement", 0, +1));
  EXPECT_EQ(table(e, "movement").rows[0][0], "woods");
  EXPECT_EQ(table(e, "movement").rows[1][0], "clear");
  EXPECT_FALSE(moveRuleRow(e.ctx, "movement", 0, -1));
  ASSERT_TRUE(removeRuleRow(e.ctx, "movement", 2));
  EXPECT_EQ(table(e, "movement").rows[2], (std::vector<std::string>{"marsh", "", "", ""}));
  const UndoStack& h = e.document.history();
  ASSERT_EQ(h.size(), 3u);
  EXPECT_EQ(h.label(0), "Add row 4 to movement");
  EXPECT_EQ(h.label(1), "Move movement row 1 down");
  EXPECT_EQ(h.label(2), "Remove row 3 from movement");
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);
}

TEST(RuleTableEditsTest, RenameTitleNotesDieAndColumnsAreUndoable) {
  Editing e(battleWithRules());
  const Battle before = e.document.battle();
  ASSERT_TRUE(renameRuleTable(e.ctx, "combat", "fire-combat")) << e.message;
  EXPECT_EQ(findRuleTable(e.document.battle(), "fire-combat"), 1);  // keeps its place
  EXPECT_FALSE(renameRuleTable(e.ctx, "fire-combat", "movement"));
  EXPECT_FALSE(renameRuleTable(e.ctx, "fire-combat", "Bad Code"));
  ASSERT_TRUE(setRuleTableTitle(e.ctx, "fire-combat", "Wyniki walki ogniowej — Ścieklec"));
  ASSERT_TRUE(setRuleTableNotes(e.ctx, "fire-combat", "Rules 9.2, chart on page 14"));
  // The two-dice ranges do not read on a d10: the change is refused and names the cell.
  Status d10 = setRuleTableDie(e.ctx, "fire-combat", DieKind::D10);
  EXPECT_FALSE(d10);
  EXPECT_NE(d10.message().find("11-36"), std::string::npos) << d10.message();
  ASSERT_TRUE(addRuleColumn(e.ctx, "movement", {"road-march", "Road march", CellType::MoveCost}));
  EXPECT_EQ(table(e, "movement").rows[1].back(), "");
  ASSERT_TRUE(removeRuleColumn(e.ctx, "movement", 2));
  EXPECT_EQ(table(e, "movement").columns[2].code, "artillery");
  const UndoStack& h = e.document.history();
  ASSERT_EQ(h.size(), 5u);
  EXPECT_EQ(h.label(0), "Rename table combat to fire-combat");
  EXPECT_EQ(h.label(1), "Set title of fire-combat");
  EXPECT_EQ(h.label(3), "Add column road-march to movement");
  EXPECT_EQ(h.label(4), "Remove column cavalry from movement");
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);
  ASSERT_TRUE(removeRuleTable(e.ctx, "combat"));
  EXPECT_EQ(e.document.battle().rules.size(), 1u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);
}

TEST(RuleTableEditsTest, CellCheckGivesCanonicalTextTheErrorAndUnknownTerrain) {
  Battle b = battleWithRules();
  const RuleTable& m = b.rules[0];
  CellCheck ok = checkCell(m, 1, " 1/2 ", b.vocabulary);
  EXPECT_EQ(ok.canonical, "1/2");
  EXPECT_TRUE(ok.error.empty());
  CellCheck bad = checkCell(m, 1, "5x", b.vocabulary);
  EXPECT_FALSE(bad.error.empty());
  EXPECT_NE(bad.error.find("5x"), std::string::npos) << bad.error;
  EXPECT_FALSE(checkCell(m, 0, "woods", b.vocabulary).unknownTerrain);
  EXPECT_TRUE(checkCell(m, 0, "carp-ponds", b.vocabulary).unknownTerrain);
  EXPECT_FALSE(checkCell(m, 0, "", b.vocabulary).unknownTerrain);
}

TEST(RuleTableEditsTest, CoverageMarksListTheGapAndMarkTheOverlappingRows) {
  RuleTable t = combatTable();
  CoverageMarks m = coverageMarks(t);
  ASSERT_EQ(m.issues.size(), 2u);
  EXPECT_EQ(m.issues[0].describe(DieKind::TwoDiceBase6), "gap 56");
  EXPECT_EQ(m.issues[1].kind, CoverageIssue::Kind::Overlap);
  EXPECT_EQ(m.overlapRow, (std::vector<bool>{false, false, true, true}));
  t.rows = {{"11-36", "a"}, {"41-66", "b"}};
  EXPECT_TRUE(coverageMarks(t).issues.empty());
  EXPECT_TRUE(coverageMarks(movementTable()).issues.empty());
}

// ---- Refresh policy and jumps ------------------------------------------------------------------------------------

TEST(ProblemsRefreshTest, SmallMapsRefreshOnTheNextFrameBigMapsAfterTheStroke) {
  ProblemsRefresh r;
  EXPECT_TRUE(r.frame(100, false));   // the first list
  EXPECT_FALSE(r.frame(100, false));  // nothing changed
  r.changed();
  EXPECT_TRUE(r.frame(100, true));  // a small map follows the stroke dab by dab
  const size_t big = ProblemsRefresh::kLiveHexes + 1;
  r.changed();
  for (int i = 0; i < 500; ++i) {
    EXPECT_FALSE(r.frame(big, true)) << "frame " << i;  // a long stroke never stalls on validation
    r.changed();
  }
  EXPECT_TRUE(r.pending());
  EXPECT_EQ(r.framesSinceRefresh(), 500u);
  EXPECT_TRUE(r.frame(big, false));  // the first frame after the stroke ends
  EXPECT_FALSE(r.pending());
  EXPECT_FALSE(r.frame(big, false));
  r.changed();
  EXPECT_TRUE(r.frame(big, false));  // an undo or a table edit (no button held) shows at once
}

TEST(ProblemPlaceTest, HexHexsideAndTableProblemsLeadToTheirPlace) {
  Battle b = battleWithRules();
  Layout layout = worldLayout(b.map.grid());
  Problem onHex{Severity::Error, "unknown-terrain", "hex", 14};
  ProblemPlace p = problemPlace(b, onHex);
  ASSERT_TRUE(p.hex && p.world);
  EXPECT_EQ(*p.hex, 14);
  EXPECT_EQ(p.world->x, hexToPixel(layout, b.map.hexAt(14)).x);
  EXPECT_FALSE(p.table);
  Problem onSide{Severity::Warning, "road-ends-nowhere", "side", std::nullopt, hexsideOf(b.map.hexAt(20), 1)};
  p = problemPlace(b, onSide);
  ASSERT_TRUE(p.world && p.hex);
  Point mid = edgeMidpoint(layout, onSide.hexside->owner, onSide.hexside->dir);
  EXPECT_DOUBLE_EQ(p.world->x, mid.x);
  EXPECT_DOUBLE_EQ(p.world->y, mid.y);
  Problem inTable{Severity::Error, "dice-gap", "gap", std::nullopt, std::nullopt, "combat", 2, 0};
  p = problemPlace(b, inTable);
  EXPECT_FALSE(p.world);
  EXPECT_EQ(p.table, "combat");
  EXPECT_EQ(p.row, 2);
  EXPECT_EQ(p.column, 0);
}

// ---- Real ImGui frames -------------------------------------------------------------------------------------------

// An ImGui context with no platform or renderer backend, and the host's pieces: the test feeds the input.
class PanelsFrames : public ::testing::Test {
 protected:
  void SetUp() override {
    problems.follow(e.document);
    ImGuiIO& io = startHeadlessImGui(ImVec2(1400, 900));
    io.KeyMap[ImGuiKey_Enter] = 257;  // GLFW's code, as the app's backend maps it
    io.KeyMap[ImGuiKey_Backspace] = 259;
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame of the problems strip (at the bottom) and the rules panel, as the host draws them.
  void frame(ImVec2 mouse, bool down) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    ImGui::NewFrame();
    problems.update(ctx, false);
    ImGui::SetNextWindowPos(ImVec2(0, 600));
    ImGui::SetNextWindowSize(ImVec2(1400, 300));
    problems.draw(ctx, rules);
    rules.draw(ctx, problems.report());
    ImGui::EndFrame();
  }
  void click(ImVec2 at) {
    frame(at, false);
    frame(at, true);
    frame(at, false);
  }
  static ImVec2 centre(const std::pair<ImVec2, ImVec2>& r) {
    return ImVec2((r.first.x + r.second.x) * 0.5f, (r.first.y + r.second.y) * 0.5f);
  }
  // The line of the first problem with this code.
  std::optional<size_t> lineOf(const std::string& code) const {
    const auto& ps = problems.report().problems;
    for (size_t i = 0; i < ps.size(); ++i)
      if (ps[i].code == code) return i;
    return std::nullopt;
  }

  Editing e{[] {
    Battle b = battleWithRules();
    b.map.setTerrain(30, 99);  // a terrain the vocabulary lacks: a map problem
    return b;
  }()};
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  ProblemsPanel problems;
  RulesPanel rules;
};

TEST_F(PanelsFrames, ClickingATableProblemOpensTheTableAtItsRow) {
  frame(ImVec2(-1, -1), false);
  std::optional<size_t> gap = lineOf("dice-gap");
  ASSERT_TRUE(gap) << "no dice-gap problem in the report";
  const Problem expected = problems.report().problems[*gap];
  ASSERT_EQ(expected.table, "combat");
  std::optional<std::pair<ImVec2, ImVec2>> line = problems.lineRect(*gap);
  ASSERT_TRUE(line);
  EXPECT_FALSE(rules.open);
  click(centre(*line));
  EXPECT_TRUE(rules.open);
  EXPECT_EQ(rules.selected(), "combat");
  EXPECT_EQ(rules.editor().highlightedRow(), expected.row);
  EXPECT_EQ(problems.current(), gap);
  frame(ImVec2(-1, -1), false);
  EXPECT_NE(ImGui::FindWindowByName(kRulesWindowName), nullptr);
  EXPECT_TRUE(rules.editor().cellRect(0, 0).has_value());  // the combat table's cells are drawn
}

TEST_F(PanelsFrames, ClickingAnOverlapPutsTheKeyboardInTheRollCell) {
  frame(ImVec2(-1, -1), false);
  std::optional<size_t> overlap = lineOf("dice-overlap");
  ASSERT_TRUE(overlap);
  const Problem p = problems.report().problems[*overlap];
  ASSERT_TRUE(p.row && p.column);
  click(centre(*problems.lineRect(*overlap)));
  frame(ImVec2(-1, -1), false);
  frame(ImVec2(-1, -1), false);
  EXPECT_EQ(rules.selected(), "combat");
  EXPECT_TRUE(ImGui::GetIO().WantTextInput);
  EXPECT_EQ(rules.editor().editText(), combatTable().rows[size_t(*p.row)][size_t(*p.column)]);
}

TEST_F(PanelsFrames, ClickingAMapProblemCentresTheViewAndSelectsTheHex) {
  frame(ImVec2(-1, -1), false);
  std::optional<size_t> unknown = lineOf("unknown-terrain");
  ASSERT_TRUE(unknown);
  click(centre(*problems.lineRect(*unknown)));
  Point want = hexToPixel(worldLayout(e.document.battle().map.grid()), e.document.battle().map.hexAt(30));
  EXPECT_DOUBLE_EQ(mapView.view().centre.x, want.x);  // no insets here: the centre of the view
  EXPECT_DOUBLE_EQ(mapView.view().centre.y, want.y);
  EXPECT_EQ(e.state.selection, std::vector<int>{30});
  EXPECT_FALSE(rules.open);
}

TEST_F(PanelsFrames, TypingACellChecksAsYouTypeAndEnterStoresOneUndoStep) {
  rules.show("movement");
  frame(ImVec2(-1, -1), false);
  frame(ImVec2(-1, -1), false);
  std::optional<std::pair<ImVec2, ImVec2>> cell = rules.editor().cellRect(1, 1);  // woods, infantry: "2"
  ASSERT_TRUE(cell);
  ImVec2 at = centre(*cell);
  click(at);
  ImGuiIO& io = ImGui::GetIO();
  io.KeysDown[259] = true;  // backspace the "2"
  frame(at, false);
  io.KeysDown[259] = false;
  frame(at, false);
  for (char c : std::string("5x")) io.AddInputCharacter(c);
  frame(at, false);
  EXPECT_EQ(rules.editor().editText(), "5x");
  EXPECT_NE(rules.editor().editError().find("5x"), std::string::npos);
  EXPECT_EQ(e.document.history().size(), 0u);
  // Leaving the field with the bad text stores nothing and says why.
  click(ImVec2(5, 5));
  EXPECT_EQ(e.document.history().size(), 0u);
  EXPECT_NE(rules.editor().refusal().find("5x"), std::string::npos);
  EXPECT_EQ(table(e, "movement").rows[1][1], "2");

  click(at);
  io.KeysDown[259] = true;
  frame(at, false);
  io.KeysDown[259] = false;
  for (char c : std::string("Prohibited")) io.AddInputCharacter(c);
  frame(at, false);
  EXPECT_TRUE(rules.editor().editError().empty()) << rules.editor().editError();
  io.KeysDown[257] = true;  // Enter
  frame(at, false);
  io.KeysDown[257] = false;
  frame(at, false);
  EXPECT_EQ(table(e, "movement").rows[1][1], "P");
  ASSERT_EQ(e.document.history().size(), 1u);
  EXPECT_EQ(e.document.history().label(0), "Set movement row 2 infantry to P");
  for (int i = 0; i < 3; ++i) frame(ImVec2(-1, -1), false);
  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(table(e, "movement").rows[1][1], "2");
}

TEST_F(PanelsFrames, NextAndPreviousProblemWrapAround) {
  frame(ImVec2(-1, -1), false);
  size_t n = problems.report().problems.size();
  ASSERT_GE(n, 3u);                   // the unknown terrain, the gap and the overlap
  problems.jumpNext(ctx, rules, -1);  // Shift+F8 first: the last problem
  EXPECT_EQ(problems.current(), n - 1);
  problems.jumpNext(ctx, rules, +1);  // past the end: the first
  EXPECT_EQ(problems.current(), 0u);
  problems.jumpNext(ctx, rules, -1);
  EXPECT_EQ(problems.current(), n - 1);
  problems.jumpNext(ctx, rules, -1);
  EXPECT_EQ(problems.current(), n - 2);
}

TEST_F(PanelsFrames, ProblemsFollowTableEditsOnTheNextFrame) {
  frame(ImVec2(-1, -1), false);
  ASSERT_TRUE(lineOf("dice-gap"));
  ASSERT_TRUE(setRuleCell(e.ctx, "combat", 1, 0, "41-56"));  // closes the gap
  frame(ImVec2(-1, -1), false);
  EXPECT_FALSE(lineOf("dice-gap"));
  ASSERT_TRUE(e.document.undo());
  frame(ImVec2(-1, -1), false);
  EXPECT_TRUE(lineOf("dice-gap"));
}

// The View menu drawn by the menu bar gets the panel entries appended in the same frame: its last line, "Rules
// tables", opens the rules panel.
TEST_F(PanelsFrames, ViewMenuGetsThePanelEntriesAppended) {
  bool labels = true, grid = true, patterns = true, battlePanel = true, showProblems = true;
  auto menuFrame = [&](ImVec2 mouse, bool down) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    ImGui::NewFrame();
    drawMenuBar(e.document, {&labels, &grid, &patterns, {{"Battle panel", &battlePanel}}}, {"test", false, nullptr});
    appendPanelMenu({&showProblems, &rules.open});
    ImGui::EndFrame();
  };
  auto clickAt = [&](ImVec2 at) {
    menuFrame(at, false);
    menuFrame(at, true);
    menuFrame(at, false);
  };
  menuFrame(ImVec2(-1, -1), false);
  // The third menu of the bar (File, Edit, View) is right of the other two labels.
  const ImGuiStyle& st = ImGui::GetStyle();
  float x = st.WindowPadding.x + ImGui::CalcTextSize("File").x + ImGui::CalcTextSize("Edit").x +
            4.f * st.ItemSpacing.x + ImGui::CalcTextSize("View").x * 0.5f;
  clickAt(ImVec2(x, ImGui::GetFrameHeight() * 0.5f));
  ImGuiWindow* menu = nullptr;
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
    if (w->Active && (w->Flags & ImGuiWindowFlags_Popup)) menu = w;
  ASSERT_NE(menu, nullptr);
  // The menu's last line.
  ImVec2 last(menu->Pos.x + menu->Size.x * 0.3f,
              menu->Pos.y + menu->Size.y - st.WindowPadding.y - ImGui::GetTextLineHeight() * 0.5f - 1.f);
  EXPECT_FALSE(rules.open);
  clickAt(last);
  EXPECT_TRUE(rules.open);
  EXPECT_TRUE(showProblems);
}

}  // namespace
}  // namespace cartouche::testing

namespace cartouche::testing {
namespace {

// A stacking or set-up problem leads to its scenario and its units: the scenario becomes the current one and the
// units are chosen, so the order of battle and the inspector show them.
TEST(ProblemJumpTest, ASetupProblemMakesItsScenarioCurrentAndChoosesItsUnits) {
  startHeadlessImGui(ImVec2(1200, 800));
  Battle b = battleWithRules();
  addCounterArmy(b, 6, 2, 1);
  Scenario variant = b.scenarios.front();
  variant.code = "second";
  variant.base = b.scenarios.front().code;
  variant.setup.clear();
  b.scenarios.push_back(variant);
  Editing e{std::move(b)};
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  RulesPanel rules;
  const Army& army = e.document.battle().army;
  Problem p;
  p.code = "over-stacked";
  p.scenario = "second";
  p.units = {army.units[0].code, army.units[1].code, "no-such-unit"};
  p.hex = 5;
  ImGui::NewFrame();
  jumpToProblem(ctx, rules, p);
  ImGui::EndFrame();
  EXPECT_EQ(e.state.scenario, "second");
  EXPECT_EQ(e.state.units, (std::set<std::string>{army.units[0].code, army.units[1].code}));
  EXPECT_EQ(e.state.selection, (std::vector<int>{5}));
}

}  // namespace
}  // namespace cartouche::testing
