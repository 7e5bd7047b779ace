// The unit inspector (a window beside the order of battle): the chosen unit's code, names, troop type, counter count,
// notes and one typed field per value field of the battle's ArmyVocabulary. An empty field is unknown and shows
// "unknown" in grey; each field's "x" clears it to unknown. Integer fields take whole numbers only (what else is typed
// is not stored and the reason shows beside the field). Each field is stored when it is left (Enter, Tab or a click
// elsewhere, or choosing another unit) as one SetUnit, one undo step. The fields are script places "unit:code",
// "unit:name", "unit:short" and "unit:FIELD" per value field. Main thread, inside an ImGui frame.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "inspector_fields.h"
#include "panel_context.h"
#include "script_places.h"

namespace cartouche {

// `unit` with `field` set to `value` (nullopt: unknown, the key removed).
Unit withValue(Unit unit, const std::string& field, const std::optional<std::string>& value);

class UnitInspector {
 public:
  bool open = true;
  void draw(PanelContext& ctx);
  const ScriptPlaces& places() const { return places_; }

 private:
  void reload(const Unit& unit);
  bool store(PanelContext& ctx, const Unit& before, Unit after, const std::string& what);
  // Stores what the buffers hold for the unit they were loaded from, where it differs and the unit still exists
  // (values and counters that do not parse are left as they were); then holds no unit.
  void flush(PanelContext& ctx);

  std::string unit_;  // the unit the buffers hold
  uint64_t loadedAt_ = 0;
  std::string code_, name_, shortName_, counters_, notes_;
  std::map<std::string, std::string> values_;  // field code -> what is typed
  std::map<std::string, std::string> errors_;  // field code (or "code", "name", "counters") -> why it was not stored
  ScriptPlaces places_;
};

}  // namespace cartouche
