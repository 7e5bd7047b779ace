"""Where a faulted run that did not end by itself ended: inside which library a crash happened (from the core the run
left in its folder, or from the run made again under gdb), whether GDAL's emergency exit or another library's own
abort for memory ended it. fault_sweep.py counts such runs apart when the user's files are untouched, or saved whole
before it."""
import os
import resource
import shutil
import subprocess
import tempfile


def frames_site(gdb_output):
    """The library of the innermost frame of gdb's backtrace that is not the C or C++ runtime's, or None when that
    frame is our own code (or there is none). The standard library's templates (std::string's append) are built into
    our binary even where PROJ called them, so their frames are passed over for the frame that called them."""
    for line in gdb_output.splitlines():
        if not line.startswith("#"):
            continue
        if " from " in line:
            library = os.path.basename(line.split(" from ")[-1].strip())
            if not library.startswith(RUNTIME):
                return library
        elif " at /usr/include/" in line:
            continue  # the C++ library's templates, built into whichever binary called them: the caller decides
        elif " at ./" not in line and " at ../" not in line:
            return None  # a frame with its source, not the C library's (built from relative paths): ours
    return None


def crash_site(op, work, env, injector, fault, ran_in):
    """Where a run that died of a signal crashed: the library of the innermost frame gdb shows ("libproj.so.25"), the
    runtime's own frames passed over (a strlen called on a null pointer, the abort of free() finding a pointer it
    never gave, std::terminate when a std::bad_alloc from GDAL's own operator new unwinds into a GDAL function that
    cannot throw), or None (no gdb, no crash the second time, or our own code). From the core the run left in its
    folder `ran_in` where there is one; else from the run made again the same way under gdb (for the editor's main
    thread, whose count of allocations moves with timing, that may not meet the same allocation)."""
    if not shutil.which("gdb"):
        return None
    cores = [n for n in os.listdir(ran_in) if n.startswith("core")] if CORE_IN_FOLDER else []
    if cores:
        try:
            r = subprocess.run(["gdb", "-nx", "-batch", "-ex", "bt 12",
                                op.command(os.path.join(ran_in, "battle.gpkg"))[0], os.path.join(ran_in, cores[0])],
                               capture_output=True, text=True, timeout=300)
        except subprocess.TimeoutExpired:
            return None
        return frames_site(r.stdout)
    folder = tempfile.mkdtemp(dir=work)
    try:
        op.prepare(folder)
        e = dict(env, CARTOUCHE_STATE_DIR=os.path.join(folder, "state"))
        # As the run was made: no shell in between, and without the LINES and COLUMNS gdb sets, which would move
        # the count of allocations.
        sets = ["-ex", "set startup-with-shell off", "-ex", "unset environment LINES",
                "-ex", "unset environment COLUMNS", "-ex", "set environment LD_PRELOAD=" + injector,
                "-ex", "set environment CARTOUCHE_FAULT_FROM=" + os.path.join(folder, op.count_from),
                "-ex", "set environment CARTOUCHE_FAULT=" + fault]
        command = op.command(os.path.join(folder, "battle.gpkg"))
        r = subprocess.run(["gdb", "-nx", "-batch"] + sets + ["-ex", "run", "-ex", "bt 12", "--args"] + command,
                           env=e, capture_output=True, text=True, timeout=300, cwd=folder)
        return frames_site(r.stdout)
    except subprocess.TimeoutExpired:
        return None
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# Libraries whose crashes when an allocation fails are theirs (a null pointer dereferenced), found by the sweeps:
# PROJ 9.1 (its operation factory, proj_create_geographic_crs), GDAL 3.6 (GTiffGetCompressValues while the drivers
# register), libtiff 4.5 and libgeotiff 1.7 (reading a GeoTIFF's directory and keys), Mesa 22.3's software GL
# (compiling the layer renderer's shaders as the editor starts), and LLVM 15, which Mesa compiles shaders with on the
# editor's main thread and which aborts when memory runs out ("LLVM ERROR: out of memory"), and GEOS 3.11, which
# GDAL's GeoPackage driver calls as it creates a file (OGRGeometry::MakeValid, a WKB writer left null). Counted apart,
# like GDAL's emergency exit, when the files are untouched. SQLite is not among them: a crash there would be a failure.
THIRD_PARTY = ("libproj.so", "libgdal.so", "libtiff.so", "libgeotiff.so", "libLLVM", "swrast_dri.so", "libgallium",
               "libgeos")


# Whether the kernel writes a dying process's core into its working folder (a plain core_pattern such as "core"):
# the sweep then lifts the core size limit for its runs and reads where a crash happened from the core.
def core_in_folder():
    try:
        with open("/proc/sys/kernel/core_pattern") as f:
            pattern = f.read().strip()
        if not pattern or pattern.startswith("|") or "/" in pattern:
            return False
        _, hard = resource.getrlimit(resource.RLIMIT_CORE)
        resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))
        return hard != 0
    except (OSError, ValueError):
        return False


CORE_IN_FOLDER = core_in_folder()

# The C and C++ runtimes: the frames of a crash's report (abort, std::terminate, the unwinder), not its cause.
RUNTIME = ("libc.so", "ld-linux", "libstdc++.so", "libgcc_s.so")


def gdal_emergency(err):
    """Whether the process ended in GDAL's CPLEmergencyError ("FATAL: CPLMalloc(): Out of memory ...")."""
    return any(line.startswith(("FATAL: CPLMalloc()", "FATAL: CPLRealloc()", "FATAL: CPLCalloc()"))
               and "ut of memory" in line for line in err.splitlines())


# Aborts other libraries print when an allocation fails inside them on the editor's main thread, where how many
# allocations the frames make varies with timing and gdb's second run may not meet the same one: LLVM's, which Mesa's
# software GL compiles shaders with, and libX11's over XCB (an assert on the request it could not allocate).
# And libstb's stb_truetype, which Debian's ImGui bakes its fonts with: it allocates with malloc, not ImGui's
# allocator, and asserts on a null pointer.
# libX11 also ends the process itself (exit status 1) when the X connection's I/O fails for want of memory.
LIBRARY_ABORTS = (("LLVM ERROR: out of memory", "LLVM"), ("xcb_io.c:", "libX11"), ("stb_truetype.h:", "libstb"),
                  ("XIO:  fatal IO error 12 (Cannot allocate memory)", "libX11"))


def library_abort(err):
    """The library whose own abort for memory ended the process, or None."""
    for text, library in LIBRARY_ABORTS:
        if any(line.startswith(text) or (text in line and "Assertion" in line) for line in err.splitlines()):
            return library
    return None


def sanitizer_report(err):
    """The first line of an AddressSanitizer, LeakSanitizer or UndefinedBehaviorSanitizer report in what a run said
    (stderr), or None: a sanitized `cartouche` (scripts/test-sanitizers) reports there, and the sweep takes any report
    for a failure, whatever the files hold."""
    for line in err.splitlines():
        if "ERROR: AddressSanitizer" in line or "ERROR: LeakSanitizer" in line or ": runtime error: " in line:
            return line.strip()
    return None
