// The arguments of one subcommand after parsing against its Command: operands in order and options by name.
// Accepts `--name VALUE`, `--name=VALUE`, flags, `-h`/`--help` anywhere, and `--` to end options. Any mismatch
// with the Command (unknown option, missing value, missing or extra operand) is a usage error. Plain values.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/status.h"

namespace cartouche::cli {

struct Command;

class ParsedArgs {
 public:
  // Operands in order: the required ones, then whichever optional ones were given.
  size_t operandCount() const { return operands_.size(); }
  // REQUIRES: index < operandCount()
  const std::string& operand(size_t index) const { return operands_[index]; }
  bool has(const std::string& option) const { return options_.count(option) != 0; }
  std::optional<std::string> value(const std::string& option) const;
  // The option's value in place, or nullptr; allocates nothing (for the message when memory has run out).
  const std::string* find(const std::string& option) const;
  bool helpRequested() const { return help_; }

  // A positive integer option, at most `max`; nullopt when absent. Usage error when it does not parse.
  Result<std::optional<int>> positiveInt(const std::string& option, int max) const;

 private:
  friend Result<ParsedArgs> parseArgs(const Command& command, const std::vector<std::string>& args);
  std::vector<std::string> operands_;
  std::map<std::string, std::string> options_;
  bool help_ = false;
};

// A finite decimal number ("212.5", "-1e3"); nullopt for anything else, blanks included.
std::optional<double> parseFiniteNumber(const std::string& text);
// "X,Y": two finite numbers separated by a comma (an --origin); nullopt for anything else.
std::optional<std::pair<double, double>> parseNumberPair(const std::string& text);

// `args` excludes the program and subcommand names. With -h/--help the operands are not checked.
Result<ParsedArgs> parseArgs(const Command& command, const std::vector<std::string>& args);

}  // namespace cartouche::cli
