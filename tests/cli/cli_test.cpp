// The binary's own flags and its usage errors: --help, --version, help COMMAND, unknown commands and options,
// missing and extra operands. Usage errors exit 2 and print the usage to stderr.
#include <gtest/gtest.h>

#include <regex>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

const std::vector<std::string> kCommands = {"info", "validate", "dump", "load", "render", "help"};

TEST(Cli, HelpListsEveryCommandAndExitsZero) {
  for (const char* flag : {"--help", "-h"}) {
    RunResult r = runCartouche({flag});
    EXPECT_EQ(r.exitCode, 0) << flag;
    EXPECT_NE(r.out.find("usage: cartouche"), std::string::npos) << r.out;
    for (const std::string& c : kCommands) EXPECT_NE(r.out.find("  " + c + " "), std::string::npos) << c;
    EXPECT_EQ(r.err, "");
  }
}

TEST(Cli, HelpWithNoCommandIsTheProgramHelp) {
  RunResult help = runCartouche({"help"});
  EXPECT_EQ(help.exitCode, 0);
  EXPECT_EQ(help.out, runCartouche({"--help"}).out);
}

TEST(Cli, HelpCommandAndDashDashHelpShowTheCommandsOptions) {
  RunResult viaHelp = runCartouche({"help", "render"});
  EXPECT_EQ(viaHelp.exitCode, 0);
  EXPECT_NE(viaHelp.out.find("usage: cartouche render FILE"), std::string::npos) << viaHelp.out;
  for (const char* option : {"--out PNG", "--width W", "--height H", "--labels"})
    EXPECT_NE(viaHelp.out.find(option), std::string::npos) << option;
  RunResult viaFlag = runCartouche({"render", "--help"});
  EXPECT_EQ(viaFlag.exitCode, 0);
  EXPECT_EQ(viaFlag.out, viaHelp.out);
}

TEST(Cli, VersionPrintsTheProjectVersion) {
  RunResult r = runCartouche({"--version"});
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_TRUE(std::regex_match(r.out, std::regex("cartouche [0-9]+\\.[0-9]+\\.[0-9]+\n"))) << r.out;
}

void expectUsageError(const std::vector<std::string>& args, const std::string& why, const std::string& usage) {
  RunResult r = runCartouche(args);
  std::string shown;
  for (const std::string& a : args) shown += a + " ";
  EXPECT_EQ(r.exitCode, 2) << shown;
  EXPECT_EQ(r.out, "") << shown;
  EXPECT_NE(r.err.find(why), std::string::npos) << shown << "\n" << r.err;
  EXPECT_NE(r.err.find(usage), std::string::npos) << shown << "\n" << r.err;
}

TEST(Cli, UnknownCommandIsAUsageError) {
  expectUsageError({"vaildate"}, "unknown command \"vaildate\"; did you mean \"validate\"?", "usage: cartouche");
  expectUsageError({"help", "frobnicate"}, "unknown command \"frobnicate\"", "usage: cartouche help");
  expectUsageError({"help", "lso"}, "unknown command \"lso\"; did you mean \"los\"?", "usage: cartouche help");
}

// A mistyped subcommand is answered with the ones it is near: two edits at most, or its beginning.
TEST(Cli, UnknownCommandSuggestsTheNearOnes) {
  struct Case {
    const char* typed;
    const char* message;
  };
  const Case cases[] = {
      {"exprot-units", "unknown command \"exprot-units\"; did you mean \"export-units\"?"},
      {"valid", "unknown command \"valid\"; did you mean \"validate\"?"},
      {"imprt",
       "unknown command \"imprt\"; did you mean \"import-dem\", \"import-raster\", \"import-units\" or "
       "\"import-rules\"?"},
      {"rendr", "; did you mean \"render\"?"},
  };
  for (const Case& c : cases) {
    RunResult r = runCartouche({c.typed, "x"});
    EXPECT_EQ(r.exitCode, 2) << c.typed;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
  }
  RunResult far = runCartouche({"frobnicate"});
  EXPECT_NE(far.err.find("unknown command \"frobnicate\"\n"), std::string::npos) << far.err;  // nothing near
}

TEST(Cli, MissingOperandIsAUsageError) {
  expectUsageError({"info"}, "missing FILE", "usage: cartouche info FILE");
  expectUsageError({"validate"}, "missing FILE", "usage: cartouche validate FILE");
  expectUsageError({"dump", "x.gpkg"}, "missing DIR", "usage: cartouche dump FILE DIR");
  expectUsageError({"load", "dir"}, "missing FILE", "usage: cartouche load DIR FILE");
}

TEST(Cli, ExtraOperandIsAUsageError) {
  expectUsageError({"info", "a.gpkg", "b.gpkg"}, "unexpected argument \"b.gpkg\"", "usage: cartouche info");
  expectUsageError({"load", "d", "f.gpkg", "more"}, "unexpected argument \"more\"", "usage: cartouche load");
  expectUsageError({"--version", "now"}, "--version takes no arguments", "usage: cartouche");
}

TEST(Cli, UnknownOrMalformedOptionIsAUsageError) {
  expectUsageError({"info", "a.gpkg", "--yaml"}, "unknown option \"--yaml\"", "usage: cartouche info");
  expectUsageError({"validate", "-x", "a.gpkg"}, "unknown option \"-x\"", "usage: cartouche validate");
  expectUsageError({"info", "--json=yes", "a.gpkg"}, "takes no value", "usage: cartouche info");
  expectUsageError({"validate", "a.gpkg", "--json", "--json"}, "given twice", "usage: cartouche validate");
  expectUsageError({"render", "a.gpkg", "--out"}, "needs a value (PNG)", "usage: cartouche render");
  expectUsageError({"render", "a.gpkg"}, "missing --out PNG", "usage: cartouche render");
  expectUsageError({"render", "a.gpkg", "--out", "a.png", "--width", "0"}, "--width takes a whole number",
                   "usage: cartouche render");
  expectUsageError({"render", "a.gpkg", "--out", "a.png", "--height=12x"}, "--height takes a whole number",
                   "usage: cartouche render");
}

TEST(Cli, EditorFlagsAreCheckedBeforeAnyWindowOpens) {
  expectUsageError({"--quit-after-frames"}, "needs a value (N)", "usage: cartouche");
  expectUsageError({"--bench-frames", "many"}, "--bench-frames takes a whole number", "usage: cartouche");
  expectUsageError({"--no-such-flag"}, "unknown option \"--no-such-flag\"", "usage: cartouche");
  expectUsageError({"a.gpkg", "b.gpkg"}, "unexpected argument \"b.gpkg\"", "usage: cartouche");
  expectUsageError({"a.gpkg", "--width", "-5"}, "--width takes a whole number", "usage: cartouche");
  expectUsageError({"--screenshot="}, "--screenshot needs a file name", "usage: cartouche");
}

TEST(Cli, DoubleDashEndsOptions) {
  TempDir tmp;
  RunResult r = runCartouche({"info", "--", tmp / "--json"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find(tmp / "--json" + ": no such file"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace cartouche::test
