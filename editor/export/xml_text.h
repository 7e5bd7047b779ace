// XML text and attribute values for the files the exports write (QGIS styles, VASSAL build files). Thread-safety:
// pure functions.
#pragma once

#include <string>

namespace cartouche {

// Text with &, <, >, " and ' escaped and characters XML 1.0 cannot hold (controls other than tab, line feed and
// carriage return) left out; UTF-8 kept as it is. In attribute values tabs, line feeds and carriage returns are
// written as character references so that attribute normalisation keeps them.
std::string xmlText(const std::string& s);
std::string xmlAttribute(const std::string& s);

}  // namespace cartouche
