// The one `cartouche` binary: the editor, or a subcommand with no display (editor/cli).
#include <iostream>
#include <string>
#include <vector>

#include "cli/cli.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  cartouche::cli::Console console{std::cout, std::cerr};
  int status = cartouche::cli::runCli(args, console);
  std::cout.flush();
  return std::cout ? status : int(cartouche::cli::ExitCode::Failed);
}
