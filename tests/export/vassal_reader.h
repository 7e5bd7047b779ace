// Reading a VASSAL module back the way VASSAL does, written from VASSAL's Java source independently of the
// exporter: the zip (central directory, stored or deflated entries, CRC checked), the XML (expat, a conforming
// parser), SequenceEncoder.Decoder's unescaping, and HexGrid/HexGridNumbering's maths from a point to a location
// name and from a name to a point.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cartouche::test::vassal {

// Entry name -> bytes; nullopt (with `error`) when the archive is broken.
std::optional<std::map<std::string, std::string>> readZip(const std::string& bytes, std::string& error);

struct XmlElement {
  std::string name;
  std::map<std::string, std::string> attrs;
  std::string text;
  std::vector<XmlElement> children;
  std::string attr(const std::string& key) const;
  // Direct children named `name`.
  std::vector<const XmlElement*> childrenNamed(const std::string& name) const;
  // Every element named `name` below this one, depth first.
  std::vector<const XmlElement*> findAll(const std::string& name) const;
};
std::optional<XmlElement> parseXml(const std::string& text, std::string& error);

// SequenceEncoder.Decoder: every token of `s`.
std::vector<std::string> decodeSequence(const std::string& s, char delimiter);

// A HexGrid element and its HexGridNumbering child, as VASSAL reads them.
struct Grid {
  explicit Grid(const XmlElement& hexGrid);
  bool sideways = false;
  int x0 = 0, y0 = 0;
  double dx = 0, dy = 0;
  char first = 'H';
  std::string sep;
  char hType = 'N', vType = 'N';
  int hLeading = 0, vLeading = 0, hOff = 0, vOff = 0;
  bool stagger = false;

  // RegularGridNumbering.locationName (format $gridLocation$).
  std::string locationName(int x, int y) const;
  // RegularGridNumbering.getLocation: the point of a location name; nullopt for VASSAL's BadCoords.
  std::optional<std::pair<int, int>> location(const std::string& name) const;
};

}  // namespace cartouche::test::vassal
