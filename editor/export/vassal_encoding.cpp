#include "vassal_encoding.h"

namespace cartouche::vassal {

SequenceEncoder& SequenceEncoder::append(const std::string& token) {
  if (started_) buffer_ += delimiter_;
  started_ = true;
  if (token.empty()) return *this;
  const bool quote = token.front() == '\\' || (token.front() == '\'' && token.back() == '\'');
  if (quote) buffer_ += '\'';
  for (char c : token) {
    if (c == delimiter_) buffer_ += '\\';
    buffer_ += c;
  }
  if (quote) buffer_ += '\'';
  return *this;
}

namespace {

// The key strokes VASSAL's own editor proposes for Can Rotate: Ctrl+] clockwise, Ctrl+[ counter-clockwise
// (NamedHotKeyConfigurer: key code, modifiers).
constexpr const char* kRotateClockwiseKey = "93,130";
constexpr const char* kRotateCounterClockwiseKey = "91,130";

std::string basicPieceType(const PieceSpec& p) {
  // BasicPiece.getType: "piece;" then clone key, delete key, image, name joined by ';'.
  SequenceEncoder se(';');
  se.append(std::string()).append(std::string()).append(p.image).append(p.name);
  return "piece;" + se.value();
}

std::string markerType() {
  SequenceEncoder se(',');
  se.append(std::string("Unit")).append(std::string("Side"));
  return "mark;" + se.value();
}

std::string rotatorType(int facings) {
  // FreeRotator.myGetType for a rotator with fixed facings: count, CW key, CCW key, CW text, CCW text, random key,
  // random text, name, description, direct key, direct text, direct expression, direct-is-facing.
  SequenceEncoder se(';');
  se.append(facings)
      .append(std::string(kRotateClockwiseKey))
      .append(std::string(kRotateCounterClockwiseKey))
      .append(std::string("Rotate clockwise"))
      .append(std::string("Rotate counter-clockwise"))
      .append(std::string())
      .append(std::string())
      .append(std::string("Facing"))
      .append(std::string())
      .append(std::string())
      .append(std::string())
      .append(std::string())
      .append(true);
  return "rotate;" + se.value();
}

// Decorator.getType / getState: this trait's part, then the inner piece's, as one tab-separated pair.
std::string chain(const std::string& outer, const std::string& inner) {
  SequenceEncoder se('\t');
  se.append(outer).append(inner);
  return se.value();
}

}  // namespace

std::string pieceType(const PieceSpec& piece) {
  return chain(rotatorType(piece.facings), chain(markerType(), basicPieceType(piece)));
}

std::string pieceState(const PieceSpec& piece, const std::string& map, int x, int y, int facingIndex,
                       const std::string& gpid) {
  SequenceEncoder marker(',');
  marker.append(piece.unitCode).append(piece.side);
  // BasicPiece.getState: map ("null" off any map), x, y, gpid, count of persistent properties.
  SequenceEncoder basic(';');
  basic.append(map.empty() ? std::string("null") : map).append(x).append(y).append(gpid).append(0);
  return chain(std::to_string(facingIndex), chain(marker.value(), basic.value()));
}

std::string addPieceCommand(const std::string& id, const std::string& type, const std::string& state) {
  SequenceEncoder se('/');
  se.append(id.empty() ? std::string("null") : id).append(type).append(state);
  return "+/" + se.value();
}

std::string addStackCommand(const std::string& id, const std::string& map, int x, int y,
                            const std::vector<std::string>& ids) {
  // Stack.getState: map, x, y, the pieces' ids bottom first, then "@@" and the layer (-1: not yet set).
  SequenceEncoder state(';');
  state.append(map).append(x).append(y);
  for (const std::string& piece : ids) state.append(piece);
  state.append(std::string("@@-1"));
  return addPieceCommand(id, "stack", state.value());
}

std::string savedGameText(const std::vector<std::string>& commands) {
  SequenceEncoder se(kCommandSeparator);
  se.append(std::string("begin_save"));
  for (const std::string& c : commands) se.append(c);
  se.append(std::string("end_save"));
  return se.value();
}

}  // namespace cartouche::vassal
