// The counter sheet of an order of battle, planned before it is drawn: each unit's physical counters with what
// their fronts and backs print, and where each lies on the sheets, fronts on one page and the backs of the same
// counters on the next, mirrored left to right so that printing both sides of one sheet puts each back behind its
// front. Pure values, no cairo. Thread-safety: plain values.
//
// A unit's counters: with steps named "1 back", "2", "2 back", "3" (Racławice's manifest) and a known number of
// counters, counter k's front is full strength (k = 1) or step "k", its back step "k back". Other step names are
// taken in order, two to a counter after the full-strength front. A unit with no steps gets one counter whose back
// is its reduced side, its values blank (unknown) unless a step gives them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/battle.h"

namespace cartouche::pdf {

struct CounterFace {
  std::string unit;                 // Unit code
  std::string name;                 // short name, else name, else code
  std::string caption;              // "" on the full-strength front; the step ("1 back", "2") or "reduced"
  Rgba colour{150, 150, 150, 255};  // the side's; grey when not known
  std::optional<Arm> arm;           // none when the troop type is not known
  std::vector<std::optional<std::string>> values;  // the printed fields in order; nullopt where unknown
  bool back = false;
  bool leader = false;  // a leader's counter: a star where a unit's NATO box stands, his rank above his name
  std::string rank;
};

struct Counter {
  CounterFace front, back;
};

// The integer value fields a counter prints, in the vocabulary's order: at most `max` (text fields such as
// artillery ranges or a commander's strip are left to the rules sheet).
std::vector<std::string> printedFields(const ArmyVocabulary& vocabulary, size_t max = 8);
// Every counter of every unit, in the order of battle's order, then one counter per leader: his name and values on
// the front, and a back with his name and no values (the sources print no leader's back).
std::vector<Counter> planCounters(const Battle& battle);

struct SheetSlot {
  size_t counter = 0;  // into the planned counters
  int column = 0, row = 0;
};

struct SheetPage {
  bool backs = false;
  int sheet = 0;  // 0-based; a fronts page and its backs page share it
  std::vector<SheetSlot> slots;
};

struct SheetLayout {
  double pageWidth = 0, pageHeight = 0, counterMm = 0;
  int columns = 0, rows = 0;
  double left = 0, top = 0;  // the grid's top-left corner; the grid is centred across the page
  std::vector<SheetPage> pages;
};

// Lays `count` counters of `counterMm` out on pages of `pageWidth` x `pageHeight` mm: fronts, then backs mirrored.
// Fails when not one counter fits the page.
Result<SheetLayout> layoutSheets(size_t count, double counterMm, double pageWidth, double pageHeight);

}  // namespace cartouche::pdf
