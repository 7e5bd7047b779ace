// The leader inspector (a window beside the order of battle, shown while a leader is chosen in the tree): his name,
// rank, the nodes he commands (a list, each with a remove button, and a combo adding one of his side's nodes), his
// command range, his placement in the current scenario (a combo Hex / On any one of his units / On a unit / Off map,
// then a hex field taking a map label or a combo of his units; each choice one SetLeaderPlacement) and one field per
// value field of the battle's ArmyVocabulary. An empty field is unknown. Each field
// is stored when it is left as one SetLeader under a label naming the field, one undo step. Main thread, inside an
// ImGui frame.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "panel_context.h"

namespace cartouche {

class LeaderInspector {
 public:
  bool open = true;
  // Draws the leader `code` (nothing when empty or not in the army).
  void draw(PanelContext& ctx, const std::string& code);

 private:
  void reload(const Leader& leader);
  bool store(PanelContext& ctx, const Leader& before, Leader after, const std::string& what);
  // Stores what the buffers hold for the leader they were loaded from, where it differs and he still exists (a range
  // or values that do not parse are left as they were); then holds no leader.
  void flush(PanelContext& ctx);
  void drawCommands(PanelContext& ctx, const Leader& leader);
  void drawPlacement(PanelContext& ctx, const Leader& leader);
  void place(PanelContext& ctx, const Leader& leader, const LeaderPlacement& at, const std::string& where);

  std::string leader_;  // the leader the buffers hold
  uint64_t loadedAt_ = 0;
  std::string name_, rank_, range_, notes_, hex_;
  std::string placedIn_;                       // the scenario hex_ and shownAt_ were read from
  std::optional<LeaderAt> shownAt_;            // the kind chosen in the combo, before a hex or unit is given
  std::map<std::string, std::string> values_;  // field code -> what is typed
  std::map<std::string, std::string> errors_;  // field code (or "name", "range", ...) -> why it was not stored
};

}  // namespace cartouche
