// The fault injector without its allocators (the files-only build, cartouche_fault_inject_files): for a sanitized
// `cartouche`, whose allocator is the sanitizer's and must stay so. Allocations are never counted or failed, and
// the count log says "alloc 0".
#include "fault_inject.h"

namespace cartouche_fault {

void startCountingAllocations() {}
void stopCountingAllocations() {}

}  // namespace cartouche_fault
