// Commands that edit the terrain vocabulary: add a type, remove the last one, edit one in place. Thread-safety:
// immutable values; applying one needs exclusive access to the battle (command.h).
#pragma once

#include "edit/command.h"

namespace cartouche {

class AddTerrainType : public Command {
 public:
  explicit AddTerrainType(TerrainType type) : type_(std::move(type)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  TerrainType type_;
};

// Removes the last terrain type; refused while the map still uses it (the inverse of AddTerrainType).
class RemoveLastTerrainType : public Command {
 public:
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
};

class EditTerrainType : public Command {
 public:
  EditTerrainType(TerrainId id, TerrainType type) : id_(id), type_(std::move(type)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  TerrainId id_;
  TerrainType type_;
};

}  // namespace cartouche
