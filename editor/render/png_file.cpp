#include "png_file.h"

#include <png.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace cartouche {

namespace {

// libpng reports errors by longjmp; the jump lands in writeRows, which owns nothing that needs unwinding.
bool writeRows(FILE* f, int width, int height, const std::vector<uint8_t>& rgba, std::string& error) {
  png_structp png = png_create_write_struct(
      PNG_LIBPNG_VER_STRING, &error,
      [](png_structp p, png_const_charp msg) {
        *static_cast<std::string*>(png_get_error_ptr(p)) = msg;
        std::longjmp(png_jmpbuf(p), 1);
      },
      nullptr);
  if (!png) {
    error = "out of memory";
    return false;
  }
  png_infop info = png_create_info_struct(png);
  if (!info || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    if (error.empty()) error = "out of memory";
    return false;
  }
  png_init_io(png, f);
  png_set_IHDR(png, info, png_uint_32(width), png_uint_32(height), 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, 6);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
  png_write_info(png, info);
  for (int y = 0; y < height; ++y) png_write_row(png, rgba.data() + size_t(y) * size_t(width) * 4);
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  return true;
}

}  // namespace

Status writePngFile(const std::string& path, int width, int height, const std::vector<uint8_t>& rgba) {
  if (width < 1 || height < 1 || rgba.size() != size_t(width) * size_t(height) * 4)
    return Status::invalidArgument(path + ": image size does not match its pixels");
  std::filesystem::path target(path);
  std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
  std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  int fd = mkstemp(tmpl.data());
  if (fd < 0) return Status::ioError(path + ": cannot write the PNG file (" + std::strerror(errno) + ")");
  FILE* f = fdopen(fd, "wb");
  if (!f) {
    close(fd);
    std::remove(tmpl.c_str());
    return Status::ioError(path + ": cannot write the PNG file");
  }
  std::string error;
  bool ok = writeRows(f, width, height, rgba, error);
  ok = std::fflush(f) == 0 && ok;
  ok = std::fclose(f) == 0 && ok;
  if (!ok) {
    std::remove(tmpl.c_str());
    return Status::ioError(path + ": cannot write the PNG file" + (error.empty() ? "" : " (" + error + ")"));
  }
  // mkstemp creates 0600; an exported image is an ordinary file for the user's umask.
  mode_t mask = umask(0);
  umask(mask);
  chmod(tmpl.c_str(), 0666 & ~mask);
  if (std::rename(tmpl.c_str(), path.c_str()) != 0) {
    int e = errno;
    std::remove(tmpl.c_str());
    return Status::ioError(path + ": cannot write the PNG file (" + std::strerror(e) + ")");
  }
  return Status::ok();
}

Result<std::vector<uint8_t>> encodePng(int width, int height, const std::vector<uint8_t>& rgba) {
  if (width < 1 || height < 1 || rgba.size() != size_t(width) * size_t(height) * 4)
    return Status::invalidArgument("image size does not match its pixels");
  char* buffer = nullptr;
  size_t size = 0;
  FILE* f = open_memstream(&buffer, &size);
  if (!f) return Status::ioError("out of memory for a PNG image");
  std::string error;
  bool ok = writeRows(f, width, height, rgba, error);
  ok = std::fclose(f) == 0 && ok;
  std::vector<uint8_t> bytes;
  if (ok) bytes.assign(reinterpret_cast<uint8_t*>(buffer), reinterpret_cast<uint8_t*>(buffer) + size);
  std::free(buffer);
  if (!ok) return Status::ioError("cannot encode a PNG image" + (error.empty() ? "" : " (" + error + ")"));
  return bytes;
}

}  // namespace cartouche
