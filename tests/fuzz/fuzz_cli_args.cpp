// The command line's argument parser: the input's NUL-separated words are a subcommand's name and its arguments, as
// a shell would pass them. Parsing never runs the command.
#include "cli/command.h"
#include "cli/parsed_args.h"
#include "fuzz_support.h"

using namespace cartouche;
using namespace cartouche::cli;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<std::string> words{""};
  for (size_t i = 0; i < size; ++i) {
    if (data[i] == 0)
      words.emplace_back();
    else
      words.back() += char(data[i]);
  }
  for (const std::string& w : words) {
    (void)parseFiniteNumber(w);
    (void)parseNumberPair(w);
  }
  const auto& commands = allCommands();
  const Command* command = findCommand(words[0]);
  if (!command && !commands.empty()) command = &commands[(size ? data[0] : 0) % commands.size()];
  if (!command) return 0;
  (void)parseArgs(*command, std::vector<std::string>(words.begin() + 1, words.end()));
  return 0;
}
