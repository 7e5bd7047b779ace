// The fields of one terrain type (code, name, kind, hexside class, draw style, colour, pattern, line of sight,
// general order, water, direction, notes) as ImGui widgets over a TerrainType value, and the one command that adds
// or replaces it. Main thread, inside an ImGui frame.
#pragma once

#include <optional>

#include "panel_context.h"

namespace cartouche {

// Draws the fields editing `type` in place.
void drawTerrainTypeFields(TerrainType& type);

// Adds `type` to the vocabulary (no id) or replaces type `id` with it: one AddTerrainType or EditTerrainType, one
// undo step. An invalid type (bad or repeated code...) is refused with the engine's message.
Status applyTerrainType(ToolContext& ctx, std::optional<TerrainId> id, const TerrainType& type);

// A fresh type for the "Add terrain type" dialog: a code not yet in the vocabulary.
TerrainType newTerrainTypeDraft(const TerrainVocabulary& vocabulary, TerrainKind kind);

}  // namespace cartouche
