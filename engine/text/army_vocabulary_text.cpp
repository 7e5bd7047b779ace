// army-vocabulary.txt: the troop types, value fields and formations of a battle's armies (schemas/text-format.md,
// "## army-vocabulary.txt"). Three blocks of rows; codes are bare words, unique in their list, and a formation's
// conflicts name formations of the file.
#include <set>

#include "text/text_blocks.h"
#include "text/text_parts.h"

namespace cartouche::text {

namespace {

const std::vector<std::string> kTroopColumns = {"code", "name", "arm", "light"};
const std::vector<std::string> kFieldColumns = {"code", "name", "kind", "notes"};
const std::vector<std::string> kFormationColumns = {"code",       "name",      "facing", "two_hex",
                                                    "blocks_los", "conflicts", "notes"};

const char* yesNo(bool b) { return b ? "yes" : "no"; }

std::string joinCodes(const std::vector<std::string>& codes) {
  std::string out;
  for (const std::string& c : codes) out += (out.empty() ? "" : " ") + c;
  return out;
}

std::optional<bool> parseYesNo(const std::string& s) {
  if (s == "yes") return true;
  if (s == "no") return false;
  return std::nullopt;
}

}  // namespace

namespace {
Status checkCode(const std::string& what, const std::string& code) {
  if (!isBareWord(code)) return Status::invalidArgument(what + " code \"" + code + "\" is not a bare word");
  return Status::ok();
}
}  // namespace

Status checkArmyVocabularyWritable(const ArmyVocabulary& v) {
  std::set<std::string> troops, fields, formations;
  for (const TroopType& t : v.troopTypes) {
    if (Status s = checkCode("troop type", t.code); !s) return s;
    if (!troops.insert(t.code).second) return Status::invalidArgument("troop type \"" + t.code + "\" appears twice");
  }
  for (const ValueField& f : v.fields) {
    if (Status s = checkCode("value field", f.code); !s) return s;
    if (!fields.insert(f.code).second) return Status::invalidArgument("value field \"" + f.code + "\" appears twice");
  }
  for (const Formation& f : v.formations) {
    if (Status s = checkCode("formation", f.code); !s) return s;
    if (!formations.insert(f.code).second) return Status::invalidArgument("formation \"" + f.code + "\" appears twice");
  }
  for (const Formation& f : v.formations)
    for (const std::string& c : f.conflicts)
      if (!formations.count(c))
        return Status::invalidArgument("formation \"" + f.code + "\" conflicts with \"" + c +
                                       "\", which is not a formation");
  return Status::ok();
}

std::string writeArmyVocabulary(const ArmyVocabulary& v) {
  std::string out =
      "# The army vocabulary: troop types, the values a unit carries, formations (format: schemas/text-format.md).\n";
  out += "\n[troop-types]\n" + formatColumns(kTroopColumns);
  for (const TroopType& t : v.troopTypes) out += formatRow({t.code, t.name, armName(t.arm), yesNo(t.light)});
  out += "\n[fields]\n" + formatColumns(kFieldColumns);
  for (const ValueField& f : v.fields)
    out += formatRow({f.code, f.name, f.kind == ValueKind::Integer ? "integer" : "text", f.notes});
  out += "\n[formations]\n" + formatColumns(kFormationColumns);
  for (const Formation& f : v.formations)
    out += formatRow({f.code, f.name, facingRuleName(f.facing), yesNo(f.twoHex), yesNo(f.blocksLos),
                      joinCodes(f.conflicts), f.notes});
  return out;
}

Status readArmyVocabulary(const TextFile& file, ArmyVocabulary& vocabulary) {
  Result<std::vector<Block>> blocks = parseBlocks(file);
  if (!blocks) return blocks.status();
  ArmyVocabulary v;
  std::set<std::string> seen;
  std::vector<std::pair<int, size_t>> conflictLines;  // row line, formation index
  for (const Block& b : *blocks) {
    const std::string name = b.header[0].text;
    if (b.header.size() != 1 || (name != "troop-types" && name != "fields" && name != "formations"))
      return file.error(b.line, "expected [troop-types], [fields] or [formations], not " + b.title());
    if (!seen.insert(name).second) return file.error(b.line, b.title() + " is given twice");
    if (Status s = expectKeys(file, b, {}); !s) return s;
    const std::vector<std::string>& columns = name == "troop-types" ? kTroopColumns
                                              : name == "fields"    ? kFieldColumns
                                                                    : kFormationColumns;
    if (Status s = expectColumns(file, b, columns); !s) return s;
    std::set<std::string> codes;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      const std::vector<std::string>& c = b.rows[r].cells;
      std::string where = b.title() + " row " + std::to_string(r + 1);
      auto fail = [&](const std::string& why) { return file.error(b.rows[r].line, where + ": " + why); };
      if (!isBareWord(c[0])) return fail("code \"" + c[0] + "\" is not a bare word");
      if (!codes.insert(c[0]).second) return fail("code \"" + c[0] + "\" is given twice");
      if (name == "troop-types") {
        std::optional<Arm> arm = armFromName(c[2]);
        if (!arm) return fail("arm \"" + c[2] + "\" is not infantry, cavalry, artillery or other");
        std::optional<bool> light = parseYesNo(c[3]);
        if (!light) return fail("light must be yes or no, not \"" + c[3] + "\"");
        v.troopTypes.push_back({c[0], c[1], *arm, *light});
      } else if (name == "fields") {
        if (c[2] != "integer" && c[2] != "text") return fail("kind must be integer or text, not \"" + c[2] + "\"");
        v.fields.push_back({c[0], c[1], c[2] == "integer" ? ValueKind::Integer : ValueKind::Text, c[3]});
      } else {
        Formation f;
        f.code = c[0];
        f.name = c[1];
        std::optional<FacingRule> rule = facingRuleFromName(c[2]);
        if (!rule) return fail("facing must be hexside, vertex, either, all or none, not \"" + c[2] + "\"");
        f.facing = *rule;
        std::optional<bool> twoHex = parseYesNo(c[3]), blocks = parseYesNo(c[4]);
        if (!twoHex) return fail("two_hex must be yes or no, not \"" + c[3] + "\"");
        if (!blocks) return fail("blocks_los must be yes or no, not \"" + c[4] + "\"");
        f.twoHex = *twoHex;
        f.blocksLos = *blocks;
        for (std::string_view w : splitBlanks(c[5])) f.conflicts.emplace_back(w);
        if (joinCodes(f.conflicts) != c[5])
          return fail("conflicts \"" + c[5] + "\" is not canonical; write \"" + joinCodes(f.conflicts) + "\"");
        f.notes = c[6];
        conflictLines.emplace_back(b.rows[r].line, v.formations.size());
        v.formations.push_back(std::move(f));
      }
    }
  }
  for (auto [line, index] : conflictLines)
    for (const std::string& c : v.formations[index].conflicts)
      if (!v.formation(c))
        return file.error(line, "[formations] \"" + v.formations[index].code + "\" conflicts with \"" + c +
                                    "\", which is not a formation of this file");
  vocabulary = std::move(v);
  return Status::ok();
}

}  // namespace cartouche::text
