// The schema SQL embedded at build time from schemas/ (see embed_sql.cmake): the full layout of every version and
// the forward migrations between them. Nothing reads schemas/ at run time. Thread-safety: immutable data.
#pragma once

#include <span>
#include <string_view>

namespace cartouche {

struct EmbeddedSql {
  const char* name;  // source path, for messages
  std::string_view text;
};

// Layout of version v at index v - 1; the current version is schemaLayouts().size().
std::span<const EmbeddedSql> schemaLayouts();
// Migration from version v to v + 1 at index v - 1.
std::span<const EmbeddedSql> schemaMigrations();

}  // namespace cartouche
