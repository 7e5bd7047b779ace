#include "library_pins.h"

// GCC says AddressSanitizer with __SANITIZE_ADDRESS__, Clang with __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define CARTOUCHE_PINS_LIBRARIES 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CARTOUCHE_PINS_LIBRARIES 1
#endif
#endif

#if defined(CARTOUCHE_PINS_LIBRARIES)
#include <dlfcn.h>
#include <link.h>

#include <string>
#include <vector>
#endif

namespace cartouche {

void pinLoadedLibrariesForLeakCheck() {
#if defined(CARTOUCHE_PINS_LIBRARIES)
  // The names first: dlopen is not called while dl_iterate_phdr holds the loader's list.
  std::vector<std::string> names;
  dl_iterate_phdr(
      [](dl_phdr_info* info, size_t, void* out) {
        if (info->dlpi_name && info->dlpi_name[0] != '\0')
          static_cast<std::vector<std::string>*>(out)->emplace_back(info->dlpi_name);
        return 0;
      },
      &names);
  // RTLD_NOLOAD takes another reference to a library already loaded, and RTLD_NODELETE keeps it past every
  // dlclose. The handle is never closed.
  for (const std::string& name : names) dlopen(name.c_str(), RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
#endif
}

}  // namespace cartouche
