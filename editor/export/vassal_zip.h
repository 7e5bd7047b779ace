// A zip archive built in memory, as VASSAL modules (.vmod) and saved games (.vsav) are: each entry deflated with
// zlib (or stored when deflating does not make it smaller), with its CRC-32, sizes and a central directory, no
// encryption, no zip64 (an entry or the archive over 4 GiB is refused). Names are UTF-8 and flagged so.
// Thread-safety: one writer per thread.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/status.h"

namespace cartouche {

class ZipWriter {
 public:
  // Adds an entry; `name` uses '/' between folders ("images/map.png"). InvalidArgument for an empty or repeated
  // name, or one over 4 GiB.
  Status add(const std::string& name, const std::vector<uint8_t>& bytes);
  Status add(const std::string& name, const std::string& text);
  // The whole archive, central directory included. The writer stays usable for more entries.
  std::vector<uint8_t> finish() const;
  size_t entryCount() const { return entries_.size(); }

 private:
  struct Entry {
    std::string name;
    uint32_t crc = 0;
    uint32_t size = 0;
    uint32_t compressedSize = 0;
    uint16_t method = 0;  // 0 stored, 8 deflated
    uint32_t offset = 0;
  };
  std::vector<Entry> entries_;
  std::vector<uint8_t> data_;  // local headers and entry data so far
};

}  // namespace cartouche
