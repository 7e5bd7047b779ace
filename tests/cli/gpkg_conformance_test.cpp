// A file written by `cartouche load` is a GeoPackage that GDAL's own tools accept: the validate_gpkg.py script
// shipped with python3-gdal (with its extra checks, warnings counted as errors), and ogrinfo.
#include <gtest/gtest.h>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

// /usr/bin/python3: the python3 first on PATH may lack GDAL's bindings.
constexpr const char* kPython = "/usr/bin/python3";
constexpr const char* kValidateGpkg = "/usr/share/doc/python3-gdal/examples/validate_gpkg.py";

TEST(GpkgConformance, ValidateGpkgPassesOnALoadedFile) {
  if (!std::filesystem::exists(kValidateGpkg)) GTEST_SKIP() << kValidateGpkg << " is not installed";
  TempDir tmp;
  std::string gpkg = tmp / "small.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  RunResult r = runProgram(kPython, {kValidateGpkg, "--extra", "--warning-as-error", gpkg});
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_EQ(r.err, "");
}

TEST(GpkgConformance, ValidateGpkgPassesOnTheRaclawiceSample) {
  if (!std::filesystem::exists(kValidateGpkg)) GTEST_SKIP() << kValidateGpkg << " is not installed";
  std::string gpkg = CARTOUCHE_SAMPLE_BATTLE_DIR "/raclawice-1794.gpkg";
  ASSERT_TRUE(std::filesystem::exists(gpkg)) << gpkg << " was not built";
  RunResult r = runProgram(kPython, {kValidateGpkg, "--extra", "--warning-as-error", gpkg});
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
}

TEST(GpkgConformance, OgrinfoOpensALoadedFile) {
  TempDir tmp;
  std::string gpkg = tmp / "small.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  RunResult r = runProgram("/usr/bin/ogrinfo", {"-ro", "-so", gpkg});
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("using driver `GPKG'"), std::string::npos) << r.out << r.err;
  EXPECT_EQ(r.err.find("ERROR"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace cartouche::test
