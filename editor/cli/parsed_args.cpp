// Parsing a subcommand's arguments against its Command.
#include "parsed_args.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "command.h"

namespace cartouche::cli {

std::optional<std::string> ParsedArgs::value(const std::string& option) const {
  auto it = options_.find(option);
  if (it == options_.end()) return std::nullopt;
  return it->second;
}

const std::string* ParsedArgs::find(const std::string& option) const {
  auto it = options_.find(option);
  return it == options_.end() ? nullptr : &it->second;
}

Result<std::optional<int>> ParsedArgs::positiveInt(const std::string& option, int max) const {
  std::optional<std::string> text = value(option);
  if (!text) return std::optional<int>();
  int n = 0;
  const char* end = text->data() + text->size();
  auto [ptr, ec] = std::from_chars(text->data(), end, n);
  if (ec != std::errc() || ptr != end || n < 1 || n > max)
    return Status::invalidArgument("--" + option + " takes a whole number from 1 to " + std::to_string(max) +
                                   ", not \"" + *text + "\"");
  return std::optional<int>(n);
}

namespace {

const Option* findOption(const Command& command, const std::string& name) {
  for (const Option& o : command.options)
    if (o.name == name) return &o;
  return nullptr;
}

}  // namespace

Result<ParsedArgs> parseArgs(const Command& command, const std::vector<std::string>& args) {
  ParsedArgs parsed;
  bool optionsEnded = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (optionsEnded || arg == "-" || arg.empty() || arg[0] != '-') {
      parsed.operands_.push_back(arg);
      continue;
    }
    if (arg == "--") {
      optionsEnded = true;
      continue;
    }
    if (arg == "-h" || arg == "--help") {
      parsed.help_ = true;
      continue;
    }
    if (arg.rfind("--", 0) != 0) return Status::invalidArgument("unknown option \"" + arg + "\"");
    std::string name = arg.substr(2);
    std::optional<std::string> inlineValue;
    if (size_t eq = name.find('='); eq != std::string::npos) {
      inlineValue = name.substr(eq + 1);
      name.resize(eq);
    }
    const Option* option = findOption(command, name);
    if (!option) return Status::invalidArgument("unknown option \"--" + name + "\"");
    if (parsed.options_.count(name)) return Status::invalidArgument("option \"--" + name + "\" given twice");
    if (option->valueName.empty()) {
      if (inlineValue) return Status::invalidArgument("option \"--" + name + "\" takes no value");
      parsed.options_[name] = "";
    } else if (inlineValue) {
      parsed.options_[name] = *inlineValue;
    } else {
      if (i + 1 >= args.size())
        return Status::invalidArgument("option \"--" + name + "\" needs a value (" + option->valueName + ")");
      parsed.options_[name] = args[++i];
    }
  }
  if (parsed.help_) return parsed;
  if (parsed.operands_.size() < command.operands.size())
    return Status::invalidArgument("missing " + command.operands[parsed.operands_.size()]);
  size_t most = command.operands.size() + command.optionalOperands.size();
  if (parsed.operands_.size() > most)
    return Status::invalidArgument("unexpected argument \"" + parsed.operands_[most] + "\"");
  return parsed;
}

std::optional<double> parseFiniteNumber(const std::string& text) {
  if (text.empty()) return std::nullopt;
  errno = 0;
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (errno != 0 || end != text.c_str() + text.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<std::pair<double, double>> parseNumberPair(const std::string& text) {
  const size_t comma = text.find(',');
  if (comma == std::string::npos) return std::nullopt;
  std::optional<double> x = parseFiniteNumber(text.substr(0, comma));
  std::optional<double> y = parseFiniteNumber(text.substr(comma + 1));
  if (!x || !y) return std::nullopt;
  return std::make_pair(*x, *y);
}

}  // namespace cartouche::cli
