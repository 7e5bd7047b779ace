// Units as CSV: export then import is the identity (unknown values stay unknown, Polish names and quoted cells
// survive); a spreadsheet's edits update units by code and add new ones; every bad row is refused naming the file,
// line and column, and the army is left as it was.
#include "text/units_csv.h"

#include <gtest/gtest.h>

#include "support/army_builder.h"

namespace cartouche {
namespace {

TEST(UnitsCsv, ExportThenImportIsTheIdentity) {
  ArmyVocabulary v = testing::testArmyVocabulary();
  Army a = testing::testArmy();
  a.units[0].notes = "line one\nline \"two\", with a comma";
  std::string csv = writeUnitsCsv(v, a);
  EXPECT_EQ(csv.substr(0, csv.find("\r\n")),
            "code,node,side,name,short name,troop type,morale,strength,firepower,range,counters,notes,source");
  EXPECT_NE(csv.find("pl-kos-2,pl-kos,pl,2/kosynierzy,2/kosynierzy,kosynierzy,,,,,,,\r\n"), std::string::npos) << csv;
  auto back = importUnitsCsv(csv, "units.csv", v, a);
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(*back == a);
  auto withBom = importUnitsCsv("\xEF\xBB\xBF" + csv, "units.csv", v, a);
  ASSERT_TRUE(withBom) << withBom.status().message();
  EXPECT_TRUE(*withBom == a);
}

TEST(UnitsCsv, RowsUpdateByCodeAndAddNewUnits) {
  ArmyVocabulary v = testing::testArmyVocabulary();
  Army a = testing::testArmy();
  std::string csv =
      "name,code,node,morale,strength\n"
      "3/kosynierzy,pl-kos-1,pl-kos,+4,\n"
      "\"Kosynierzy Głowackiego, 3 bat.\",pl-kos-3,pl-kos, 5 ,7\n";
  auto back = importUnitsCsv(csv, "oob.csv", v, a);
  ASSERT_TRUE(back) << back.status().message();
  ASSERT_EQ(back->units.size(), a.units.size() + 1);
  const Unit* updated = back->unit("pl-kos-1");
  EXPECT_EQ(updated->name, "3/kosynierzy");
  EXPECT_EQ(updated->values.at("morale"), "4");
  EXPECT_FALSE(updated->values.count("strength"));  // an empty cell is unknown
  EXPECT_EQ(updated->losses, a.unit("pl-kos-1")->losses);
  EXPECT_EQ(updated->notes, a.unit("pl-kos-1")->notes);  // no notes column: kept
  const Unit& added = back->units.back();
  EXPECT_EQ(added.code, "pl-kos-3");
  EXPECT_EQ(added.name, "Kosynierzy Głowackiego, 3 bat.");
  EXPECT_EQ(added.values, (UnitValues{{"morale", "5"}, {"strength", "7"}}));
}

struct Bad {
  const char* name;
  std::string csv;
  std::string message;
};

TEST(UnitsCsv, BadFilesAreRefusedNamingLineAndColumn) {
  ArmyVocabulary v = testing::testArmyVocabulary();
  Army a = testing::testArmy();
  const std::string head = "code,node,side,name,morale,counters\n";
  const std::vector<Bad> cases = {
      {"Empty", "", "u.csv line 1: the header row is missing"},
      {"UnknownColumn", "code,node,name,elan\n", "u.csv line 1, column 4 (elan): not a column"},
      {"RepeatedColumn", "code,node,name,code\n", "u.csv line 1, column 4 (code): the column is also column 1"},
      {"NoNameColumn", "code,node\n", "u.csv line 1: the header has no \"name\" column"},
      {"TooFewCells", head + "pl-x,pl-kos,pl,X,3\n", "u.csv line 2: 5 cells, the header has 6"},
      {"BadCode", head + "pl x,pl-kos,pl,X,3,1\n", "u.csv line 2, column 1 (code): code \"pl x\" may use only"},
      {"RepeatedCode", head + "pl-x,pl-kos,pl,X,3,1\npl-x,pl-kos,pl,Y,3,1\n",
       "u.csv line 3, column 1 (code): unit \"pl-x\" has an earlier row in the file"},
      {"MissingNode", head + "pl-x,pl-9,pl,X,3,1\n", "u.csv line 2, column 2 (node): \"pl-9\" is not a node"},
      {"WrongSide", head + "pl-x,pl-kos,ru,X,3,1\n",
       "u.csv line 2, column 3 (side): \"ru\" is not the side of node \"pl-kos\" (\"pl\")"},
      {"EmptyName", head + "pl-x,pl-kos,pl,,3,1\n", "u.csv line 2, column 4 (name): the name is empty"},
      {"NotANumber", head + "pl-x,pl-kos,pl,X,4a,1\n",
       "u.csv line 2, column 5 (morale): \"4a\" is not a whole number (leave it empty if unknown)"},
      {"NegativeCounters", head + "pl-x,pl-kos,pl,X,4,-2\n",
       "u.csv line 2, column 6 (counters): \"-2\" is not a whole number from 0"},
      {"UnclosedQuote", head + "pl-x,pl-kos,pl,\"X,4,1\n", "u.csv line 2, column 4: a quoted cell is never closed"},
      {"StrayQuote", head + "pl-x,pl-kos,pl,X\"Y,4,1\n", "u.csv line 2, column 4: a quote inside an unquoted cell"},
      {"NotUtf8", head + "pl-x,pl-kos,pl,K\xB3oda,4,1\n", "u.csv line 2: the text is not UTF-8"},
      {"UnknownTroopType", "code,node,name,troop type\npl-x,pl-kos,X,hussars\n",
       "u.csv line 2, column 4 (troop type): \"hussars\" is not a troop type"},
      {"ErrorOnALaterLine", head + "pl-x,pl-kos,pl,\"X\nY\",4,1\npl-y,pl-kos,pl,Y,x,1\n",
       "u.csv line 4, column 5 (morale)"},
  };
  for (const Bad& b : cases) {
    auto r = importUnitsCsv(b.csv, "u.csv", v, a);
    ASSERT_FALSE(r) << b.name;
    EXPECT_NE(r.status().message().find(b.message), std::string::npos) << b.name << ": " << r.status().message();
  }
}

}  // namespace
}  // namespace cartouche
