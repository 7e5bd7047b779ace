// What the fuzz harnesses share: a scratch folder for the process, and an input read as named parts (a text folder's
// files, a command line's arguments). Harnesses are built two ways (CMakeLists.txt): with libFuzzer under
// AddressSanitizer and UndefinedBehaviorSanitizer (CARTOUCHE_FUZZ, scripts/fuzz), and with replay_main.cpp as plain
// programs that run every saved input in the normal test suite.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cartouche::fuzz {

// A folder of this process's own, created on first use and removed at exit.
const std::string& scratchDir();

// Replaces `path` with `data`.
void writeFile(const std::string& path, std::string_view data);

// The input as parts: a line "@@ NAME" starts the part NAME, which runs to the next such line or the end; text
// before the first is the part "". So a seed is the files of a folder, each after its name.
std::vector<std::pair<std::string, std::string>> splitParts(std::string_view data);

// With CARTOUCHE_FUZZ_VERBOSE set, `what` on stderr: what a harness made of an input, for triage.
void say(const std::string& what);

// A property every input must keep, broken: the message goes to stderr and the process aborts, which libFuzzer
// reports as a crash (and keeps the input).
[[noreturn]] void broken(const std::string& what);

}  // namespace cartouche::fuzz
