// What the fault injector's parts share (fault_inject.cpp: file operations, the set-up and the count log;
// fault_alloc.cpp: allocations).
#pragma once

namespace cartouche_fault {

enum Kind { kWrite, kSync, kRename, kAlloc, kKinds };

// Counts one call of kind k; true when it is the one CARTOUCHE_FAULT names (errno is then set).
bool failNow(Kind k);

// Allocations are counted only from the moment the process opens a path that starts with CARTOUCHE_FAULT_FROM, and
// only on the thread that opened it; called by every open wrapper with the path it opens.
void noteOpen(const char* path);

// Counts allocations from now on, on the calling thread only (the first call decides; later ones do nothing).
void startCountingAllocations();

// Stops counting allocations (the count log is being written, so what it says is every N there is).
void stopCountingAllocations();

}  // namespace cartouche_fault
