// The form under the order of battle's buttons for the side or node chosen in the tree: a side's name, code and
// colour (typed as #RRGGBB or picked); a node's name, code, level and commander. Each field is stored as one SetSide
// or SetOobNode when it is left, also by choosing another row in the tree; the colour as it changes, all of one
// typing or drag joined into one undo step. What the engine refuses is not stored and its reason shows under the
// field. The controls are script places "oob:name", "oob:code", "oob:colour", "oob:level" and "oob:commander".
// Main thread, inside an ImGui frame.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "panel_context.h"
#include "script_places.h"

namespace cartouche {

class OobForm {
 public:
  // Draws the fields of the side `side` when it is not empty, else of the node `node`, else nothing. Returns the
  // element's code after a stored code change (the tree keeps it chosen under its new code), else "".
  std::string draw(PanelContext& ctx, const std::string& side, const std::string& node, ScriptPlaces& places);

 private:
  std::string drawSide(PanelContext& ctx, const ArmySide& side, ScriptPlaces& places);
  std::string drawNode(PanelContext& ctx, const OobNode& node, ScriptPlaces& places);
  // Reloads the buffers when another element is chosen or the battle changed while no field is being typed in.
  void reload(PanelContext& ctx, const std::string& key, const std::string& name, const std::string& code,
              const std::string& level, const std::string& commander);
  // Stores what the buffers hold for the element they were loaded from (key_), where it differs and it still exists.
  void flush(PanelContext& ctx);
  // Runs SetCommand(before.code, after) labelled "Set NOUN CODE WHAT" (joined into `stroke` when not 0); keeps the
  // refusal's reason under WHAT.
  template <typename SetCommand, typename Element>
  bool store(PanelContext& ctx, const char* noun, const Element& before, const Element& after, const std::string& what,
             uint64_t stroke);
  bool storeSide(PanelContext& ctx, const ArmySide& before, const ArmySide& after, const std::string& what,
                 uint64_t stroke = 0);
  bool storeNode(PanelContext& ctx, const OobNode& before, const OobNode& after, const std::string& what);

  std::string key_;  // "side:CODE" or "node:CODE": what the buffers hold
  uint64_t loadedAt_ = 0;
  uint64_t colourStroke_ = 0;  // the undo step the colour being typed or dragged joins
  std::string name_, code_, level_, commander_;
  std::map<std::string, std::string> errors_;  // field -> why the edit was not stored
};

// A colour for the side added after `sides` existing ones: blue, red, green, yellow, purple, orange, then around.
Rgba newSideColour(size_t sides);

}  // namespace cartouche
