// The injector's allocation faults (fault_inject.cpp, fault_alloc.cpp), through fault_inject_probe: allocations count
// from the marker's open and only on that thread, the Nth fails the way each allocator fails, and the count log says
// exactly how many there were.
#include <gtest/gtest.h>
#include <stdio.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

namespace {

struct ProbeRun {
  std::string words, log;
  int status = -1;
};

ProbeRun probe(const std::string& fault, bool withMarker = true) {
  char folder[] = "/tmp/cartouche-fault-probe-XXXXXX";
  if (!mkdtemp(folder)) return {};
  const std::string marker = std::string(folder) + "/marker", log = std::string(folder) + "/counts.txt";
  std::string env = "LD_PRELOAD='" + std::string(INJECTOR) + "' CARTOUCHE_FAULT_LOG='" + log + "'";
  if (withMarker) env += " CARTOUCHE_FAULT_FROM='" + marker + "'";
  if (!fault.empty()) env += " CARTOUCHE_FAULT=" + fault;
  ProbeRun run;
  FILE* p = popen(("env " + env + " '" + PROBE + "' '" + marker + "'").c_str(), "r");
  if (!p) return run;
  char buf[256];
  while (fgets(buf, sizeof buf, p)) run.words += buf;
  run.status = pclose(p);
  std::ifstream in(log);
  std::stringstream s;
  s << in.rdbuf();
  run.log = s.str();
  unlink(marker.c_str());
  unlink(log.c_str());
  rmdir(folder);
  return run;
}

TEST(FaultInject, CountsEveryAllocationAfterTheMarkerOnItsThreadOnly) {
  ProbeRun r = probe("");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.words, "ok ok ok ok ok ok ok\n");
  EXPECT_EQ(r.log, "write 0\nsync 0\nrename 0\nalloc 8\n");
}

TEST(FaultInject, CountsNoAllocationWithoutAMarker) {
  ProbeRun r = probe("alloc:1", false);
  EXPECT_EQ(r.words, "ok ok ok ok ok ok ok\n");
  EXPECT_EQ(r.log, "write 0\nsync 0\nrename 0\nalloc 0\n");
}

TEST(FaultInject, FailsTheNthAllocationAsItsAllocatorFails) {
  const char* const expected[] = {
      "null ok ok ok ok ok ok\n",      "ok null ok ok ok ok ok\n",      "ok ok null skipped ok ok ok\n",
      "ok ok ok null ok ok ok\n",      "ok ok ok ok null ok ok\n",      "ok ok ok ok ok null ok\n",
      "ok ok ok ok ok ok bad_alloc\n", "ok ok ok ok ok ok bad_alloc\n", "ok ok ok ok ok ok ok\n",
  };
  for (int n = 1; n <= 9; ++n) {
    ProbeRun r = probe("alloc:" + std::to_string(n));
    EXPECT_EQ(r.status, 0) << "alloc " << n;
    EXPECT_EQ(r.words, expected[n - 1]) << "alloc " << n;
  }
}

}  // namespace
