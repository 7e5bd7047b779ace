#include "vassal_zip.h"

#include <zlib.h>

#include <algorithm>
#include <limits>

namespace cartouche {

namespace {

void put16(std::vector<uint8_t>& out, uint32_t v) {
  out.push_back(uint8_t(v));
  out.push_back(uint8_t(v >> 8));
}
void put32(std::vector<uint8_t>& out, uint32_t v) {
  put16(out, v & 0xffff);
  put16(out, v >> 16);
}

// Raw deflate (no zlib header), as zip's method 8 wants; empty when it fails.
std::vector<uint8_t> deflateRaw(const std::vector<uint8_t>& in) {
  z_stream z{};
  if (deflateInit2(&z, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return {};
  std::vector<uint8_t> out(deflateBound(&z, uLong(in.size())));
  z.next_in = const_cast<Bytef*>(in.data());
  z.avail_in = uInt(in.size());
  z.next_out = out.data();
  z.avail_out = uInt(out.size());
  int rc = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (rc != Z_STREAM_END) return {};
  return out;
}

// 1980-01-01 00:00: a fixed date keeps the archive the same for the same battle.
constexpr uint16_t kDosTime = 0;
constexpr uint16_t kDosDate = (0 << 9) | (1 << 5) | 1;
constexpr uint16_t kUtf8Names = 1 << 11;

}  // namespace

Status ZipWriter::add(const std::string& name, const std::string& text) {
  return add(name, std::vector<uint8_t>(text.begin(), text.end()));
}

Status ZipWriter::add(const std::string& name, const std::vector<uint8_t>& bytes) {
  if (name.empty() || name.size() > 0xffff) return Status::invalidArgument("a zip entry needs a name");
  if (std::any_of(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.name == name; }))
    return Status::invalidArgument("zip entry \"" + name + "\" is written twice");
  if (entries_.size() >= 0xffff) return Status::invalidArgument("a zip archive here holds at most 65534 entries");
  constexpr size_t kMax = std::numeric_limits<uint32_t>::max();
  if (bytes.size() >= kMax || data_.size() + bytes.size() + name.size() + 30 >= kMax)
    return Status::invalidArgument("zip entry \"" + name + "\" makes the archive larger than 4 GiB");
  Entry e;
  e.name = name;
  e.crc = uint32_t(crc32(0L, bytes.data(), uInt(bytes.size())));
  e.size = uint32_t(bytes.size());
  std::vector<uint8_t> packed = bytes.empty() ? std::vector<uint8_t>() : deflateRaw(bytes);
  const bool deflated = !packed.empty() && packed.size() < bytes.size();
  const std::vector<uint8_t>& body = deflated ? packed : bytes;
  e.method = deflated ? 8 : 0;
  e.compressedSize = uint32_t(body.size());
  e.offset = uint32_t(data_.size());
  put32(data_, 0x04034b50);
  put16(data_, 20);  // version needed: 2.0
  put16(data_, kUtf8Names);
  put16(data_, e.method);
  put16(data_, kDosTime);
  put16(data_, kDosDate);
  put32(data_, e.crc);
  put32(data_, e.compressedSize);
  put32(data_, e.size);
  put16(data_, uint32_t(name.size()));
  put16(data_, 0);  // no extra field
  data_.insert(data_.end(), name.begin(), name.end());
  data_.insert(data_.end(), body.begin(), body.end());
  entries_.push_back(e);
  return Status::ok();
}

std::vector<uint8_t> ZipWriter::finish() const {
  std::vector<uint8_t> out = data_;
  const uint32_t directoryStart = uint32_t(out.size());
  for (const Entry& e : entries_) {
    put32(out, 0x02014b50);
    put16(out, 20);  // made by: MS-DOS attributes, version 2.0
    put16(out, 20);
    put16(out, kUtf8Names);
    put16(out, e.method);
    put16(out, kDosTime);
    put16(out, kDosDate);
    put32(out, e.crc);
    put32(out, e.compressedSize);
    put32(out, e.size);
    put16(out, uint32_t(e.name.size()));
    put16(out, 0);  // extra
    put16(out, 0);  // comment
    put16(out, 0);  // disk
    put16(out, 0);  // internal attributes
    put32(out, 0);  // external attributes
    put32(out, e.offset);
    out.insert(out.end(), e.name.begin(), e.name.end());
  }
  const uint32_t directorySize = uint32_t(out.size()) - directoryStart;
  put32(out, 0x06054b50);
  put16(out, 0);
  put16(out, 0);
  put16(out, uint32_t(entries_.size()));
  put16(out, uint32_t(entries_.size()));
  put32(out, directorySize);
  put32(out, directoryStart);
  put16(out, 0);  // comment length
  return out;
}

}  // namespace cartouche
