// What the unit and leader inspectors share: reading a typed field (trimmed; empty is unknown; whole numbers where
// the field says so) and laying out a labelled row with the reason an edit was not stored beneath it. Main thread,
// inside an ImGui frame (the drawing helpers).
#pragma once

#include <map>
#include <optional>
#include <string>

#include "base/status.h"
#include "model/army.h"

namespace cartouche {

std::string trimmedField(const std::string& typed);
// A whole number within +-1e9, or none.
std::optional<long> wholeNumber(const std::string& text);
// The canonical text of `typed` for `field`: trimmed; nullopt (unknown) when empty; an error for an Integer field
// that is not a whole number.
Result<std::optional<std::string>> fieldValue(const ValueField& field, const std::string& typed);

// `values` with each field of `vocabulary` that `typed` holds applied where it parses (fieldValue): set, or removed
// when empty (unknown); text that does not parse leaves that value as it was.
UnitValues withTypedValues(const ArmyVocabulary& vocabulary, const std::map<std::string, std::string>& typed,
                           UnitValues values);

// A label in the first `labelWidth` pixels of the row and the next item filling the rest.
void inspectorRow(const char* label, float labelWidth);
// The reason the edit of `what` was not stored, in red, when there is one.
void drawFieldError(const std::map<std::string, std::string>& errors, const std::string& what);

}  // namespace cartouche
