#include "edit/terrain_commands.h"

#include <algorithm>

namespace cartouche {

namespace {

std::string typeCode(const Battle& b, TerrainId t) {
  return b.vocabulary.contains(t) ? b.vocabulary.at(t).code : "#" + std::to_string(t);
}

}  // namespace

std::string AddTerrainType::describe(const Battle&) const { return "Add terrain type " + type_.code; }

Result<CommandPtr> AddTerrainType::apply(Battle& b, ChangeSet& changes) const {
  Result<TerrainId> id = b.vocabulary.add(type_);
  if (!id) return id.status();
  changes.vocabulary = true;
  return CommandPtr(std::make_unique<RemoveLastTerrainType>());
}

std::string RemoveLastTerrainType::describe(const Battle& b) const {
  return b.vocabulary.size() ? "Remove terrain type " + b.vocabulary.types().back().code : "Remove terrain type";
}

Result<CommandPtr> RemoveLastTerrainType::apply(Battle& b, ChangeSet& changes) const {
  if (b.vocabulary.size() == 0) return Status::invalidArgument("the vocabulary is empty");
  TerrainId last = TerrainId(b.vocabulary.size() - 1);
  const auto& terrain = b.map.terrainData();
  if (std::find(terrain.begin(), terrain.end(), last) != terrain.end())
    return Status::invalidArgument("terrain type \"" + b.vocabulary.at(last).code + "\" is still used on the map");
  for (const auto& [key, rec] : b.map.hexsides())
    if (rec.has(last))
      return Status::invalidArgument("terrain type \"" + b.vocabulary.at(last).code + "\" is still used on hexsides");
  TerrainType removed = b.vocabulary.at(last);
  b.vocabulary.removeLast();
  changes.vocabulary = true;
  return CommandPtr(std::make_unique<AddTerrainType>(std::move(removed)));
}

std::string EditTerrainType::describe(const Battle& b) const { return "Edit terrain type " + typeCode(b, id_); }

Result<CommandPtr> EditTerrainType::apply(Battle& b, ChangeSet& changes) const {
  if (!b.vocabulary.contains(id_)) return Status::invalidArgument("no terrain type #" + std::to_string(id_));
  TerrainType old = b.vocabulary.at(id_);
  if (old.kind != type_.kind)
    return Status::invalidArgument("terrain type \"" + old.code + "\" cannot change between hex and hexside");
  if (Status s = b.vocabulary.replace(id_, type_); !s) return s;
  changes.vocabulary = true;
  return CommandPtr(std::make_unique<EditTerrainType>(id_, std::move(old)));
}

}  // namespace cartouche
