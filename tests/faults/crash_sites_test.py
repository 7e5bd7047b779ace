"""Which library fault_sweep.py blames for a crash, from gdb backtraces the sweep met (frames_site), and the
sanitizers' reports it fails a run for (sanitizer_report)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from crash_sites import frames_site, sanitizer_report  # noqa: E402

# georef --battle with allocation 336 failing: PROJ appends a null C string while memory runs out; the append is the
# C++ library's template, built into the cartouche binary.
PROJ_THROUGH_STRING = """\
#0  __strlen_evex () at ../sysdeps/x86_64/multiarch/strlen-evex.S:79
#1  0x000055b339955be2 in std::char_traits<char>::length (__s=0x0) at /usr/include/c++/12/bits/char_traits.h:395
#2  std::__cxx11::basic_string<char>::append (this=0x7ffefb14d180, __s=0x0) at /usr/include/c++/12/bits/basic_string.h:1435
#3  0x00007f7106e0392e in osgeo::proj::io::PROJStringParser::createFromPROJString(std::string const&) () from /lib/x86_64-linux-gnu/libproj.so.25
#4  0x00007f710a5aee3a in OGRSpatialReference::importFromProj4(char const*) () from /lib/x86_64-linux-gnu/libgdal.so.32
#5  0x000055b339da1310 in cartouche::geo::readUserCrs (text=0x55b34eb290f0 "+proj=aeqd") at /src/cartouche/engine/geo/geo.cpp:78
"""

# The same append called by our own code: ours.
OURS_THROUGH_STRING = """\
#0  __strlen_evex () at ../sysdeps/x86_64/multiarch/strlen-evex.S:79
#1  0x000055b339955be2 in std::char_traits<char>::length (__s=0x0) at /usr/include/c++/12/bits/char_traits.h:395
#2  std::__cxx11::basic_string<char>::append (this=0x7ffefb14d180, __s=0x0) at /usr/include/c++/12/bits/basic_string.h:1435
#3  0x000055b339da1310 in cartouche::geo::readUserCrs (text=0x55b34eb290f0 "+proj=aeqd") at /src/cartouche/engine/geo/geo.cpp:78
"""

GDAL_AFTER_FREE = """\
#0  __GI_raise (sig=sig@entry=6) at ../sysdeps/unix/sysv/linux/raise.c:50
#1  0x00007f00000001 in __GI_abort () at ./stdlib/abort.c:79
#2  0x00007f00000002 in ?? () from /lib/x86_64-linux-gnu/libc.so.6
#3  0x00007f00000003 in GDALClose () from /lib/x86_64-linux-gnu/libgdal.so.32
#4  0x000055b339da1310 in cartouche::geo::Raster::~Raster (this=0x1) at /src/cartouche/engine/geo/raster.cpp:40
"""


class FramesSite(unittest.TestCase):
    def test_a_standard_template_called_by_proj_is_projs(self):
        self.assertEqual(frames_site(PROJ_THROUGH_STRING), "libproj.so.25")

    def test_a_standard_template_called_by_our_code_is_ours(self):
        self.assertIsNone(frames_site(OURS_THROUGH_STRING))

    def test_the_c_library_is_passed_over(self):
        self.assertEqual(frames_site(GDAL_AFTER_FREE), "libgdal.so.32")

    def test_no_frames_is_nobody(self):
        self.assertIsNone(frames_site("No stack.\n"))


# A failed write's message, then each sanitizer's first line as it prints it.
MESSAGE = "cartouche: cannot write /tmp/f/battle.gpkg: No space left on device\n"


class SanitizerReport(unittest.TestCase):
    def test_each_sanitizer_is_found_after_the_message(self):
        for line in ("==4242==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010",
                     "==4242==ERROR: LeakSanitizer: detected memory leaks",
                     "/src/cartouche/engine/store/save.cpp:88:12: runtime error: signed integer overflow"):
            self.assertEqual(sanitizer_report(MESSAGE + line + "\n\nmore\n"), line)

    def test_a_message_alone_is_no_report(self):
        self.assertIsNone(sanitizer_report(MESSAGE))
        self.assertIsNone(sanitizer_report(""))


if __name__ == "__main__":
    unittest.main()
