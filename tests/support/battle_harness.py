"""What the soak (tests/soak/soak_kill.py) and the fault sweep (tests/faults/fault_sweep.py) share: where the build
and the samples are, whether a battle file is whole, and one X server for the editor runs."""
import os
import sqlite3
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TEXT_FOLDER = os.path.join(ROOT, "sample-battles", "raclawice-1794")
SHARED_DATA = os.path.join(ROOT, "..", "shared", "data")
sys.path.insert(0, "/usr/share/doc/python3-gdal/examples")
import validate_gpkg  # noqa: E402  (GDAL's own GeoPackage checker, imported once for every run)


class Build:
    """The binary and the sample battle a build folder holds (default: build/ in the source tree)."""

    def __init__(self, folder=None):
        folder = os.path.abspath(folder or os.path.join(ROOT, "build"))
        self.cartouche = os.path.join(folder, "cartouche")
        self.sample = os.path.join(folder, "sample-battles", "raclawice-1794.gpkg")
        self.layer_probe = os.path.join(folder, "tests", "faults", "layer_probe")


def whole(path):
    """"" when the file is a sound SQLite database and a valid GeoPackage (validate_gpkg.py --extra, warnings as
    errors), else what is wrong."""
    try:
        con = sqlite3.connect("file:" + path + "?mode=ro", uri=True)
        result = con.execute("PRAGMA integrity_check").fetchone()[0]
        con.close()
    except sqlite3.Error as e:
        return "integrity_check: " + str(e)
    if result != "ok":
        return "integrity_check: " + result
    try:
        errors = validate_gpkg.check(path, abort_at_first_error=False, extra_checks=True, warning_msg=False,
                                     warning_as_error=True)
    except Exception as e:  # the checker raises on the first error it cannot go past
        return "validate_gpkg: " + str(e)
    return "validate_gpkg: " + "; ".join(m for _, m in errors) if errors else ""


def start_xvfb(first=90):
    """An X server of our own, once it accepts clients: (process, ":N"). Xvfb picks a display number no other server
    holds and says which (-displayfd), so two sweeps started together never share one, and neither loses its display
    when the other ends. `first` is kept for callers; Xvfb chooses the number."""
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write_end,))
    os.close(write_end)
    with os.fdopen(read_end, "rb") as f:
        said = f.readline().strip()
    if not said.isdigit():
        xvfb.kill()
        raise RuntimeError("Xvfb did not start (it named no display)")
    number = int(said)
    for _ in range(200):
        if os.path.exists("/tmp/.X11-unix/X%d" % number):
            break
        time.sleep(0.05)
    return xvfb, ":%d" % number
