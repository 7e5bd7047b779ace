// VASSAL's text encodings of pieces and commands, as its own classes write them: SequenceEncoder's escaping, the
// trait chain of a piece's type and state (Decorator.getType/getState: this trait first, then the inner piece's,
// tab-joined), the Can Rotate (FreeRotator), Marker and BasicPiece traits, a stack, the add-piece command
// (BasicCommandEncoder: "+/" id "/" type "/" state) and the commands of a saved game joined by ESC (GameModule).
// Thread-safety: plain values.
#pragma once

#include <string>
#include <vector>

namespace cartouche::vassal {

// VASSAL's SequenceEncoder: tokens joined by `delimiter`, a delimiter inside a token preceded by a backslash, a
// token that starts with a backslash (or is wrapped in single quotes) wrapped in single quotes.
class SequenceEncoder {
 public:
  explicit SequenceEncoder(char delimiter) : delimiter_(delimiter) {}
  SequenceEncoder& append(const std::string& token);
  SequenceEncoder& append(int value) { return append(std::to_string(value)); }
  SequenceEncoder& append(bool value) { return append(std::string(value ? "true" : "false")); }
  const std::string& value() const { return buffer_; }

 private:
  char delimiter_;
  bool started_ = false;
  std::string buffer_;
};

constexpr char kCommandSeparator = 27;  // ESC, between the commands of a saved game

// One unit's piece: BasicPiece with its image and name, inside a Marker trait holding the unit's code and side,
// inside a Can Rotate trait with `facings` (6 or 12) facings.
struct PieceSpec {
  std::string image;  // entry name under images/: "unit-3.png"
  std::string name;   // the unit's name as printed
  std::string unitCode;
  std::string side;  // the side's name
  int facings = 6;
};

std::string pieceType(const PieceSpec& piece);
// `map` is the map's name, or empty for a piece in a palette (not on a map); `facingIndex` the Can Rotate trait's
// angle index (0 to facings - 1, clockwise steps).
std::string pieceState(const PieceSpec& piece, const std::string& map, int x, int y, int facingIndex,
                       const std::string& gpid);
// "+/id/type/state"; an empty id is written as VASSAL's "null".
std::string addPieceCommand(const std::string& id, const std::string& type, const std::string& state);
// The add-piece command of a stack holding the pieces `ids`, bottom first, at (x, y) of `map`.
std::string addStackCommand(const std::string& id, const std::string& map, int x, int y,
                            const std::vector<std::string>& ids);
// The text of a saved game's "savedGame" entry: begin_save, the commands, end_save, joined by ESC.
std::string savedGameText(const std::vector<std::string>& commands);

}  // namespace cartouche::vassal
