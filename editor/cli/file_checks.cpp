// GeoPackage checks on the SQLite header of a battle file.
#include "file_checks.h"

#include <cstdint>
#include <filesystem>
#include <fstream>

namespace cartouche::cli {

namespace {

constexpr uint32_t kFirstGeoPackageVersion = 10200;  // 1.2.0 introduced application_id "GPKG"
constexpr uint32_t kLastGeoPackageVersion = 10499;

uint32_t bigEndian32(const unsigned char* p) {
  return uint32_t(p[0]) << 24 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 8 | uint32_t(p[3]);
}

Problem fileProblem(std::string code, std::string message) {
  return {Severity::Warning, std::move(code), std::move(message), std::nullopt, std::nullopt};
}

}  // namespace

std::vector<Problem> checkBattleFile(const std::string& path) {
  std::vector<Problem> problems;
  if (std::filesystem::path(path).extension() != ".gpkg")
    problems.push_back(fileProblem("file-extension", "the file name does not end in .gpkg, as GeoPackage requires"));

  unsigned char header[100] = {};
  std::ifstream in(path, std::ios::binary);
  if (!in.read(reinterpret_cast<char*>(header), sizeof header)) {
    problems.push_back({Severity::Error, "short-header", "the file is shorter than an SQLite header", {}, {}});
    return problems;
  }
  // The store refuses a file whose application_id is not "GPKG"; the version it leaves to this check.
  uint32_t userVersion = bigEndian32(header + 60);
  if (userVersion < kFirstGeoPackageVersion || userVersion > kLastGeoPackageVersion) {
    problems.push_back(fileProblem("geopackage-version", "the GeoPackage version in user_version is " +
                                                             std::to_string(userVersion) + ", not 1.2 to 1.4"));
  }
  return problems;
}

}  // namespace cartouche::cli
