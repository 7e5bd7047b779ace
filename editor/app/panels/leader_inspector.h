// The leader inspector (a window beside the order of battle, shown while a leader is chosen in the tree): his name,
// rank, the nodes he commands (a list, each with a remove button, and a combo adding one of his side's nodes), his
// command range and one field per value field of the battle's ArmyVocabulary. An empty field is unknown. Each field
// is stored when it is left as one SetLeader under a label naming the field, one undo step. Main thread, inside an
// ImGui frame.
#pragma once

#include <cstdint>
#include <map>
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
  void drawCommands(PanelContext& ctx, const Leader& leader);

  std::string leader_;  // the leader the buffers hold
  uint64_t loadedAt_ = 0;
  std::string name_, rank_, range_, notes_;
  std::map<std::string, std::string> values_;  // field code -> what is typed
  std::map<std::string, std::string> errors_;  // field code (or "name", "range", ...) -> why it was not stored
};

}  // namespace cartouche
