#!/usr/bin/python3
"""Faults on write: every write path run again and again with its Nth file write (ENOSPC), fsync (EIO), rename (EIO)
or allocation (NULL, ENOMEM: std::bad_alloc in C++) failing, through the preloaded injector (fault_inject.cpp), for
every N the operation reaches (or a spread of them, with --sample). Allocations are counted from the operation's first
open of a file in its folder (for the editor, of the file its save writes first, or the file its worker reads), on
that thread. After each run:
  - the process ended by itself, never by a signal or a hang (save GDAL's own emergency exit when an allocation fails
    inside GDAL under an error handler GDAL pushed itself, which no caller can catch, a crash that gdb finds, in the
    run's core or in the same run made again, inside PROJ, GDAL, GEOS, libtiff, libgeotiff, Mesa or LLVM, whose code
    uses the null pointer an allocation returned, and an abort of LLVM's, libX11's or libstb's own for memory: all counted
    apart and named, and the files must then be untouched, or saved whole before it as the editor quits);
  - the user's file is byte-identical to before, or (the operation said it succeeded) a whole new file that passes
    SQLite's integrity_check and GDAL's validate_gpkg.py and holds what the operation wrote;
  - a failure exits non-zero with a message on stderr that names the file;
  - against a sanitized build (scripts/test-sanitizers, with the files-only injector), no sanitizer reported anything.
Operations: `cartouche load` over a file and into a new one, `import-raster`, `import-dem`, `import-units`, the
editor's Save and Save As to a new file (paint two hexes and save, through --script; its working copy commits are
in the same runs), `cartouche dump` over another battle's text folder, whose files must then be all the old ones
or all the new ones, `play --save` over an older playtest, `georef --battle` storing a scan's control points,
read from a .points file, on the battle's layer, and the editor's own GDAL and PROJ work on its worker threads
(adding a raster as a layer, sampling a DEM's heights) and its main thread from the battle's open to its save (for
allocations only: their writes are the Save's), and the layer import's worker without the editor's window
(`layer_probe`: the same allocations at about a seventh of an editor's run).

Usage: fault_sweep.py INJECTOR.so [--sample N [--tail T [--step S]]] [--only NAME] [--kinds write,sync,rename,alloc]
[--build DIR] [--from N] [--to N] [--jobs J] [--apart-fails]; needs build/cartouche and Xvfb for the editor.
"""
import argparse
import concurrent.futures
import functools
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support"))
from battle_harness import SHARED_DATA, TEXT_FOLDER, Build, start_xvfb, whole  # noqa: E402
from crash_sites import THIRD_PARTY, crash_site, gdal_emergency, library_abort, sanitizer_report  # noqa: E402

RASTER = os.path.join(SHARED_DATA, "rasters", "byte.tif")
DEM = os.path.join(SHARED_DATA, "dem", "N52E012.hgt")
SCAN = os.path.join(SHARED_DATA, "historical", "jacoubet_22_tuileries.jpg")
# The Verniquet plan's frame for the Jacoubet sheet's control points (as in tests/cli/georef_command_test.cpp).
VERNIQUET = "+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs"
BUILD = Build()
KINDS = ("write", "sync", "rename", "alloc")


class Operation:
    """One write path: prepares its files in `folder`, gives the command, and checks a run's result. What it writes
    is the battle file, unless `output` names a text folder beside it (then `holds` and the checks take the folder)."""

    def __init__(self, name, prepare, command, holds, editor=False, output="battle.gpkg", count_from="", whole=whole,
                 inputs=(), must_say=False, kinds=KINDS, recovers=None, from_open=1):
        self.name, self.prepare, self.command, self.holds, self.editor = name, prepare, command, holds, editor
        self.output = output
        # The editor's work on a worker thread: where it failed the editor still saves and quits (exit status 0),
        # leaving the file as it was, and must have said why in a notice naming the file.
        self.must_say = must_say
        # The kinds of fault it is run with: an editor operation whose writes are the Save's own takes allocations
        # only.
        self.kinds = kinds
        # For the editor: why a run it stopped for want of memory, saying its unsaved edits are kept in the working
        # copy, does not recover them (None when it does), and how many reported edits it recovered:
        # recovers(folder, what it said).
        self.recovers = recovers
        # Files in the folder it reads: a failure that left the output as it was may name one of them instead.
        self.inputs = inputs
        # Why a changed output is not whole (None when it is): a battle file by default.
        self.whole = whole
        # Allocations are counted from the first open of a path in the folder that starts with this: the editor's
        # start-up and frames before its save are left out (their number varies with timing).
        self.count_from = count_from
        # ... from that path's how-manieth open (a file written at start and again later marks the later moment).
        self.from_open = from_open


def snapshot(path):
    """A file's bytes, or a folder's files by name with their bytes (None where absent)."""
    if os.path.isdir(path):
        out = {}
        for name in sorted(os.listdir(path)):
            with open(os.path.join(path, name), "rb") as f:
                out[name] = f.read()
        return out
    if os.path.exists(path):
        with open(path, "rb") as f:
            return f.read()
    return None


def operations(work, display):
    csv = os.path.join(work, "units.csv")
    subprocess.run([BUILD.cartouche, "export-units", BUILD.sample, csv], check=True, capture_output=True)
    with open(csv, encoding="utf-8") as f:
        lines = f.read().splitlines()
    # The same units with one name changed: an update the battle must take whole or not at all.
    header, first = lines[0].split(","), lines[1].split(",")
    first[header.index("name")] = "Kościuszko's test unit"
    with open(csv, "w", encoding="utf-8") as f:
        f.write("\n".join([lines[0], ",".join(first)] + lines[2:]) + "\n")
    script = os.path.join(work, "save.txt")
    with open(script, "w") as f:
        # A save that failed leaves a message or the unsaved-changes prompt open, waiting for a person: the editor
        # says so ("lingering") and the sweep ends it there, after checking what it printed.
        f.write("wait 2\npaint 0127 village\npaint 0227 village\nsave\nquit\nwait 20\nprint lingering\n")

    def save_as(b):
        """The editor paints two hexes and saves them as a new file beside the battle, through --script."""
        folder = os.path.dirname(b)
        path = os.path.join(folder, "saveas.txt")
        with open(path, "w") as f:
            f.write("wait 2\npaint 0127 village\npaint 0227 village\nsaveas %s\nquit\nwait 20\nprint lingering\n"
                    % os.path.join(folder, "new.gpkg"))
        return [BUILD.cartouche, b, "--script", path, "--width", "1280", "--height", "800"]

    def copy_sample(folder):
        shutil.copyfile(BUILD.sample, os.path.join(folder, "battle.gpkg"))

    def says(command, text):
        """Whether `cartouche COMMAND FILE` prints `text` about the file."""
        return lambda path: text in subprocess.run([BUILD.cartouche, command, path], capture_output=True,
                                                   text=True).stdout

    def painted_hexes(path):
        """How many of the two hexes the scripts paint, 0127 then 0227, are painted (0 to 2), in order."""
        folder = tempfile.mkdtemp(dir=work)
        subprocess.run([BUILD.cartouche, "dump", path, folder], check=True, capture_output=True)
        text = open(os.path.join(folder, "map.txt"), encoding="utf-8").read()
        shutil.rmtree(folder)
        rows = [l.split() for l in text.splitlines() if l.strip() and not l.startswith(("#", "legend"))]
        return 0 if rows[26][0] != "v" else 1 if rows[26][1] != "v" else 2

    def painted(path):
        return painted_hexes(path) == 2

    # The editor's main thread: each paint reported as done, so that a run stopped for want of memory can be held to
    # its message (the unsaved edits kept in the working copy).
    reporting = os.path.join(work, "reporting.txt")
    with open(reporting, "w") as f:
        f.write("wait 2\npaint 0127 village\nprint painted\npaint 0227 village\nprint painted\nsave\nquit\nwait 20\n"
                "print lingering\n")

    def recovers(folder, said, display):
        """After the editor stopped for want of memory, its battle untouched: the next start offers the working copy,
        and what it recovers is whole and holds every paint reported. Returns None when so, else why not, and how
        many reported paints it recovered."""
        reported = sum(1 for line in said.splitlines() if line == "painted")
        state = os.path.join(folder, "state")
        copies = os.path.join(state, "working")
        unsaved = [n for n in (os.listdir(copies) if os.path.isdir(copies) else []) if n.endswith(".meta")
                   and "\nunsaved 1" in open(os.path.join(copies, n), encoding="utf-8").read()]
        if not unsaved:
            return (None if reported == 0 else "%d paints reported, but no working copy to recover" % reported), 0
        into = os.path.join(folder, "recovered.gpkg")
        script = os.path.join(folder, "recover.txt")
        with open(script, "w") as f:
            f.write("wait 3\nanswer recover\nwait 2\nsaveas %s\nquit\n" % into)
        r = subprocess.run([BUILD.cartouche, "--script", script, "--width", "1280", "--height", "800"],
                           env=dict(os.environ, DISPLAY=display, CARTOUCHE_STATE_DIR=state), capture_output=True,
                           text=True, timeout=120)
        if r.returncode != 0 or not os.path.exists(into):
            return "the working copy was not recovered: " + r.stderr[-300:], 0
        bad = whole(into)
        if bad:
            return "the recovered battle is not whole: " + bad, 0
        got = painted_hexes(into)
        return (None if got >= reported else "recovered %d paints of %d reported" % (got, reported)), reported

    def dump_over(folder):
        """The sample, and another battle's text folder where its dump goes."""
        copy_sample(folder)
        shutil.copytree(os.path.join(os.path.dirname(TEXT_FOLDER), "heilsberg-1807"), os.path.join(folder, "text"))

    def dumped(path):
        """A folder of the sample's text: it loads back as the sample's map."""
        battle = path + ".gpkg"
        ok = subprocess.run([BUILD.cartouche, "load", path, battle], capture_output=True).returncode == 0
        return ok and says("info", "34 x 27")(battle)

    # A playtest saved over an older one: four phases played, where the old file holds one.
    turn, empty = os.path.join(work, "turn.txt"), os.path.join(work, "empty.txt")
    with open(turn, "w") as f:
        f.write("end phase\nend phase\nend phase\nend phase\n")
    open(empty, "w").close()
    old_playtest = os.path.join(work, "old.playtest")
    one = os.path.join(work, "one.txt")
    with open(one, "w") as f:
        f.write("end phase\n")
    subprocess.run([BUILD.cartouche, "play", BUILD.sample, "--scenario", "historical-1", "--script", one, "--save",
                    old_playtest], check=True, capture_output=True)

    def playtest_over(folder):
        copy_sample(folder)
        shutil.copyfile(old_playtest, os.path.join(folder, "game.playtest"))

    def resumes(path):
        """Whether the playtest resumes on the battle beside it; None when it does, else why not."""
        r = subprocess.run([BUILD.cartouche, "play", os.path.join(os.path.dirname(path), "battle.gpkg"), "--resume",
                            path, "--script", empty], capture_output=True, text=True)
        return None if r.returncode == 0 else "it does not resume: " + r.stderr[-200:]

    def played_turn(path):
        return resumes(path) is None and "[actions]\nend phase\nend phase\nend phase\nend phase\n" in open(
            path, encoding="utf-8").read()

    # The sample with the Jacoubet scan embedded as a layer, not yet georeferenced: georef --battle stores the
    # control points (read from a .points file beside the battle, where allocations start counting) on it.
    scanned = os.path.join(work, "scanned.gpkg")
    shutil.copyfile(BUILD.sample, scanned)
    subprocess.run([BUILD.cartouche, "import-raster", scanned, SCAN, "--name", "jacoubet"], check=True,
                   capture_output=True)

    def scanned_battle(folder):
        shutil.copyfile(scanned, os.path.join(folder, "battle.gpkg"))
        shutil.copyfile(SCAN + ".points", os.path.join(folder, "clicked.points"))

    def georef_store(b):
        return [BUILD.cartouche, "georef", SCAN, "--gcps", os.path.join(os.path.dirname(b), "clicked.points"), "--crs",
                VERNIQUET, "--transform", "poly1", "--battle", b, "--layer", "jacoubet"]

    # The editor's own GDAL and PROJ work runs on worker threads: adding a raster as a layer, and sampling a DEM's
    # heights. Allocations are counted on the worker, from its first open of the file (copied beside the battle);
    # the editor then saves and quits. Where the work failed the battle is saved as it was, and a notice must name
    # the file.
    def editor_script(name, lines):
        def command(b):
            path = os.path.join(os.path.dirname(b), name)
            with open(path, "w") as f:
                f.write("wait 2\nkey F6\nwait 3\n" + lines.replace("FOLDER", os.path.dirname(b)) +
                        "\nsave\nquit\nwait 20\nprint lingering\n")
            return [BUILD.cartouche, b, "--script", path, "--width", "1280", "--height", "800"]
        return command

    def sample_beside(raster):
        def prepare(folder):
            copy_sample(folder)
            shutil.copyfile(raster, os.path.join(folder, os.path.basename(raster)))
        return prepare

    def placed_beside_dem(folder):
        """The sample placed on the SRTM tile in UTM 33N, as import-dem places it above, with the tile beside it."""
        sample_beside(DEM)(folder)
        subprocess.run([BUILD.cartouche, "place", os.path.join(folder, "battle.gpkg"), "--crs", "EPSG:32633",
                        "--origin", "330500,5818000"], check=True, capture_output=True)

    def linked_beside(folder):
        """The sample with a raster beside it as a linked layer, which the editor's tile readers draw."""
        sample_beside(RASTER)(folder)
        subprocess.run([BUILD.cartouche, "import-raster", os.path.join(folder, "battle.gpkg"),
                        os.path.join(folder, "byte.tif"), "--link"], check=True, capture_output=True)

    draw_layer = editor_script("draw.txt", "layerswait\nwait 2\nlayerswait\nwait 2\npaint 0127 village\n"
                                           "paint 0227 village")
    add_layer = editor_script("add.txt", "click layers:add\nwait 3\ntype FOLDER/byte.tif\nwait 1\nkey ENTER\n"
                                         "wait 2\nlayerswait\nwait 2\nlayerswait\nwait 2")
    sample_dem = editor_script("dem.txt", "click layers:dem\nwait 3\nclick dem:from-file\nwait 2\nclick dem:path\n"
                                          "type FOLDER/N52E012.hgt\nwait 1\nclick dem:sample\nlayerswait\nwait 3\n"
                                          "click dem:apply\nwait 3")

    return [
        Operation("load-over", copy_sample, lambda b: [BUILD.cartouche, "load", TEXT_FOLDER, b],
                  says("info", "34 x 27")),
        Operation("load-new", lambda folder: None, lambda b: [BUILD.cartouche, "load", TEXT_FOLDER, b],
                  says("info", "34 x 27")),
        Operation("import-raster", copy_sample, lambda b: [BUILD.cartouche, "import-raster", b, RASTER],
                  says("info", "byte")),
        # The sample's grid placed on the SRTM tile in UTM 33N, levels every 5 m: heights 26 to 93 m.
        Operation("import-dem", copy_sample,
                  lambda b: [BUILD.cartouche, "import-dem", b, DEM, "--crs", "EPSG:32633", "--origin", "330500,5818000",
                             "--interval", "5"],
                  says("info", "26 to 93 m")),
        Operation("import-units", copy_sample, lambda b: [BUILD.cartouche, "import-units", b, csv],
                  says("oob", "Kościuszko's test unit")),
        Operation("dump-over", dump_over, lambda b: [BUILD.cartouche, "dump", b, os.path.join(os.path.dirname(b), "text")],
                  dumped, output="text"),
        Operation("play-save", playtest_over,
                  lambda b: [BUILD.cartouche, "play", b, "--scenario", "historical-1", "--script", turn, "--save",
                             os.path.join(os.path.dirname(b), "game.playtest")],
                  played_turn, output="game.playtest", whole=resumes),
        Operation("georef-store", scanned_battle, georef_store, says("info", "30 GCPs (30 enabled), transform poly1"),
                  inputs=("clicked.points",)),
        Operation("editor-saveas", copy_sample, save_as, painted, editor=True, output="new.gpkg",
                  count_from=".new.gpkg.tmp-"),
        # The editor after its Save As, from the recent files' second write (the first is at start): the new file
        # added to them, and the frames whose File menu lists it. Memory running out there stopped the editor with a
        # message naming the battle it started on, not the new file it was working on.
        Operation("editor-after-saveas", copy_sample, save_as, painted, editor=True, output="new.gpkg",
                  count_from="state/recent-files.txt.tmp", from_open=2, kinds=("alloc",)),
        Operation("editor-save", copy_sample,
                  lambda b: [BUILD.cartouche, b, "--script", script, "--width", "1280", "--height", "800"], painted,
                  editor=True, count_from=".battle.gpkg.tmp-"),
        # The editor's main thread from its open of the battle on: the working copy, the first frames, a paint and
        # the save. Memory running out anywhere there ends the editor with a message naming the battle, whose unsaved
        # edits stay in the working copy for the next start to offer.
        Operation("editor-open", copy_sample,
                  lambda b: [BUILD.cartouche, b, "--script", reporting, "--width", "1280", "--height", "800"], painted,
                  editor=True, count_from="battle.gpkg", kinds=("alloc",), recovers=recovers),
        # The editor's tile readers drawing a linked layer, from the first one's open of the raster; a tile they
        # could not read is asked for again, and the layers window says why meanwhile.
        Operation("editor-draw-layer", linked_beside, draw_layer, painted, editor=True, count_from="byte.tif",
                  kinds=("alloc",)),
        Operation("editor-add-layer", sample_beside(RASTER), add_layer, says("info", "byte"), editor=True,
                  count_from="byte.tif", inputs=("byte.tif",), must_say=True),
        # The same worker without the editor's window (layer_probe runs LayerImportJob, then saves where the layer
        # was added): its allocation count is the editor's within a few, at about a seventh of an editor's run, so that
        # many more N of it can be swept.
        Operation("layer-job", sample_beside(RASTER),
                  lambda b: [BUILD.layer_probe, b, os.path.join(os.path.dirname(b), "byte.tif")], says("info", "byte"),
                  count_from="byte.tif", inputs=("byte.tif",), must_say=True),
        Operation("editor-sample-dem", placed_beside_dem, sample_dem, says("info", "26 to 93 m"), editor=True,
                  count_from="N52E012.hgt", inputs=("N52E012.hgt",), must_say=True, kinds=("alloc",)),
    ]


def run(op, folder, env, injector, fault=None, log=None):
    """Runs the operation; returns its exit status (None when it hung, "lingering" for an editor left waiting on a
    person) and what it said (stderr, and stdout's notices and messages)."""
    battle = os.path.join(folder, "battle.gpkg")
    e = dict(env, LD_PRELOAD=injector, CARTOUCHE_FAULT_FROM=os.path.join(folder, op.count_from),
             CARTOUCHE_FAULT_FROM_OPEN=str(op.from_open))
    if fault:
        e["CARTOUCHE_FAULT"] = fault
    if log:
        e["CARTOUCHE_FAULT_LOG"] = log
    # In its folder, where the kernel writes a core when it dies of a signal (CORE_IN_FOLDER).
    p = subprocess.Popen(op.command(battle), env=e, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         cwd=folder)
    out, lingering = [], threading.Event()

    def read():
        for line in p.stdout:
            out.append(line)
            if line.strip() == "lingering":
                lingering.set()

    # stderr is drained as it comes too: a process that says more than a pipe holds must not block on it and be
    # taken for hung.
    said = []
    errors = threading.Thread(target=lambda: said.append(p.stderr.read()))
    reader = threading.Thread(target=read)
    reader.start()
    errors.start()
    # Waits in short steps: most runs end within a few hundredths of a second, and a sweep makes thousands.
    status, deadline = None, time.monotonic() + 120
    while True:
        if lingering.is_set():
            p.kill()
            p.wait()
            status = "lingering"
            break
        try:
            status = p.wait(timeout=0.01)
            break
        except subprocess.TimeoutExpired:
            if time.monotonic() > deadline:  # hung: status stays None, and where it waits is said
                if shutil.which("gdb"):
                    try:  # gdb that cannot attach in time only loses the backtrace, not the sweep
                        r = subprocess.run(["gdb", "-nx", "-batch", "-p", str(p.pid), "-ex", "thread apply all bt 10"],
                                           capture_output=True, text=True, timeout=120)
                        out.append("where it hung:\n" + "\n".join(
                            l for l in r.stdout.splitlines() if l.startswith(("#", "Thread"))) + "\n")
                    except subprocess.TimeoutExpired:
                        out.append("where it hung: gdb did not answer within 120 s\n")
                p.kill()
                p.wait()
                break
    reader.join()
    errors.join()
    return status, "".join(said) + "".join(out)


def counts(log):
    out = {}
    with open(log) as f:
        for line in f:
            k, n = line.split()
            out[k] = int(n)
    return out


def spread(total, sample):
    if not sample or total <= sample:
        return list(range(1, total + 1))
    step = total / sample
    return sorted({1, 2, total} | {max(1, int(i * step)) for i in range(sample)})


class Found:
    """What one run with a fault found."""

    def __init__(self):
        self.failures, self.gdal_aborts, self.third_party = [], [], []
        self.stopped = self.recovered = 0


def faulted_run(op, kind, env, injector, work, clean, displays, n):
    """Runs `op` once with its `kind` number `n` failing in a folder of its own, and checks what it left. An editor
    takes an X server of its own from `displays` for the run: two editors on one display take the keyboard's focus
    from each other as their windows open, and ImGui then drops the keys a script pressed in that frame."""
    display = displays.get()
    try:
        return checked_run(op, kind, dict(env, DISPLAY=display), injector, work, clean, n)
    finally:
        displays.put(display)


def checked_run(op, kind, env, injector, work, clean, n):
    found = Found()
    failures = found.failures
    folder = tempfile.mkdtemp(dir=work)
    op.prepare(folder)
    battle = os.path.join(folder, "battle.gpkg")
    output = os.path.join(folder, op.output)
    before = snapshot(output)
    original = snapshot(battle)
    # Where the injector says which file it failed (fault_inject.cpp), beside the run's folder.
    said = folder + ".said"
    env = dict(env, CARTOUCHE_STATE_DIR=os.path.join(folder, "state"), CARTOUCHE_FAULT_SAID=said)
    status, err = run(op, folder, env, injector, fault="%s:%d" % (kind, n))
    where = "%s with %s %d failing" % (op.name, kind, n)
    # A command that left its output as it was may name the battle it failed to read instead.
    read_from = battle if op.output != "battle.gpkg" and not op.editor else None
    now = snapshot(output)

    # Where another library ended the process: the files untouched, or (libX11 or Mesa as the editor quits) the file
    # saved whole before it.
    def saved_whole():
        return now != before and not os.path.isdir(output) and not op.whole(output) and op.holds(output)

    if report := sanitizer_report(err):
        # A sanitized build (scripts/test-sanitizers): whatever the files hold, a report is a failure.
        failures.append(where + ": " + report)
    elif status is None:
        main_thread = err.find("Thread 1 (")  # gdb lists the main thread last
        failures.append(where + ": hung" + ("; where: " + err[main_thread:main_thread + 2000]
                                            if main_thread >= 0 else ""))
    elif status == -6 and gdal_emergency(err) and now == before:
        # GDAL's own emergency exit (CPLMalloc failing under a quiet handler GDAL pushed itself): no caller can catch
        # it. Counted apart; the files must still be untouched.
        found.gdal_aborts.append(where)
        print("GDAL ABORTED " + where, flush=True)
    elif status not in (0, None, "lingering") and kind == "alloc" and (
            library := library_abort(err)) and (now == before or saved_whole()):
        found.third_party.append(where + " (%s's abort)" % library)
        print("ABORTED IN %s: %s" % (library, where), flush=True)
    elif status != "lingering" and status < 0 and kind == "alloc" and (now == before or saved_whole()) and (
            (site := crash_site(op, work, env, injector, "%s:%d" % (kind, n), folder) or "").startswith(THIRD_PARTY)):
        found.third_party.append(where + " (in %s)" % site)
        print("CRASHED IN %s: %s" % (site, where), flush=True)
    elif status != "lingering" and status < 0:
        failures.append(where + ": killed by signal %d: %s" % (-status, err[-300:]))
    elif now != before:
        # A whole new file; a failure after it was in place (the folder's fsync) is still said.
        if os.path.isdir(output):  # a folder: all the old files or all the new ones
            bad = None if now == clean else "it mixes old and new files"
        else:
            bad = op.whole(output)
        named = any(os.path.join(folder, i) in err for i in op.inputs)
        if bad or not (op.holds(output) or (op.must_say and named)):
            failures.append(where + ": the %s changed but is not whole: " % op.output +
                            (bad or "it lacks what the operation wrote, and the message names no input: " + err[-400:]))
        elif status != 0 and op.output not in err:
            failures.append(where + ": the message does not name the file: " + err[-300:])
    elif (status != 0 or op.must_say) and not (
            op.output in err or (read_from and read_from in err)
            or any(os.path.join(folder, i) in err for i in op.inputs)):
        failures.append(where + ": the message does not name the file: " + err[-300:])
    if op.recovers and status == 1 and "working copy" in err and now == before and not failures:
        why, paints = op.recovers(folder, err, env["DISPLAY"])
        found.stopped += 1
        found.recovered += paints > 0
        if why:
            failures.append(where + ": " + why)
    if op.output != "battle.gpkg" and snapshot(battle) != original:
        failures.append(where + ": the battle it was made from changed")
    if os.path.exists(said):
        with open(said, errors="replace") as f:
            failed = " ".join(f.read().split())
        os.remove(said)
        failures[:] = ["%s [the injector failed %s]" % (failure, failed) for failure in failures]
    elif kind != "alloc":  # the injector says nothing of allocations
        failures[:] = ["%s [the run ended before its %s %d]" % (failure, kind, n) for failure in failures]
    for failure in failures:
        print("FAILED " + failure, flush=True)
    shutil.rmtree(folder)
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("injector")
    ap.add_argument("--sample", type=int, default=0, help="at most this many N per kind (0: every N)")
    ap.add_argument("--only", help="one operation by name")
    ap.add_argument("--kinds", default=",".join(KINDS), help="the kinds of fault, comma-separated (default: all)")
    ap.add_argument("--tail", type=int, default=0,
                    help="with --sample, also every one of the last N allocations (the end of the run: clean-up, exit)")
    ap.add_argument("--step", type=int, default=1, help="with --tail, every S-th of those last N only")
    ap.add_argument("--apart-fails", action="store_true",
                    help="runs ended inside another library (counted apart) fail the sweep too: for the N where a "
                         "change on this side took the allocation out of that library's reach")
    ap.add_argument("--build", help="the build folder (default: build/ in the source tree)")
    ap.add_argument("--from", dest="first", type=int, default=1,
                    help="only N from this one on (to go back over the end of a run, where a sweep found something)")
    ap.add_argument("--to", dest="last", type=int, default=0, help="only N up to this one (0: to the end)")
    ap.add_argument("--jobs", type=int, default=1,
                    help="runs at a time (each in its own folder, with its own X server); for the editor, whose count "
                         "of allocations moves with timing, runs beside each other move it more")
    a = ap.parse_args()
    a.injector = os.path.abspath(a.injector)  # the runs start in their own folders
    global BUILD
    BUILD = Build(a.build)
    kinds = a.kinds.split(",")
    if any(k not in KINDS for k in kinds):
        ap.error("--kinds takes %s" % ", ".join(KINDS))
    work = tempfile.mkdtemp(prefix="cartouche-faults-")
    xvfbs, displays = [], queue.Queue()
    failures, runs, per_kind, started, gdal_aborts, third_party = [], 0, dict.fromkeys(kinds, 0), time.time(), [], []
    # Editor runs stopped for want of memory, and those of them whose reported paints were recovered.
    stopped = recovered = 0
    try:
        for _ in range(max(1, a.jobs)):
            xvfbs.append(start_xvfb(120))
            displays.put(xvfbs[-1][1])
        display = xvfbs[0][1]
        for op in operations(work, display):
            if a.only and op.name != a.only:
                continue
            env = dict(os.environ, DISPLAY=display, CARTOUCHE_FILE_DIALOG="imgui")
            # A clean run first: how many calls of each kind the operation makes.
            folder = tempfile.mkdtemp(dir=work)
            op.prepare(folder)
            env["CARTOUCHE_STATE_DIR"] = os.path.join(folder, "state")
            log = os.path.join(work, "counts.txt")
            status, err = run(op, folder, env, a.injector, log=log)
            if status != 0 or not op.holds(os.path.join(folder, op.output)):
                failures.append("%s: the run without faults failed: %s" % (op.name, err[-300:]))
                continue
            total = counts(log)
            clean = snapshot(os.path.join(folder, op.output))
            shutil.rmtree(folder)
            print("%s: %s" % (op.name, ", ".join("%d %s" % (total[k], k) for k in KINDS)), flush=True)
            for kind in kinds:
                if kind not in op.kinds:
                    continue
                ns = spread(total[kind], a.sample)
                if kind == "alloc" and a.tail:
                    ns = sorted(set(ns) | set(range(total[kind], max(0, total[kind] - a.tail), -max(1, a.step))))
                ns = [n for n in ns if n >= a.first and not (a.last and n > a.last)]
                runs += len(ns)
                per_kind[kind] += len(ns)
                one = functools.partial(faulted_run, op, kind, dict(env), a.injector, work, clean, displays)
                # Runs in parallel (--jobs) each have their own folder, state and X server; what they found is taken
                # in N order.
                with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
                    for found in pool.map(one, ns):
                        failures += found.failures
                        gdal_aborts += found.gdal_aborts
                        third_party += found.third_party
                        stopped += found.stopped
                        recovered += found.recovered
    finally:
        for xvfb, _ in xvfbs:
            xvfb.kill()
        shutil.rmtree(work, ignore_errors=True)
    print("fault sweep: %d runs with a fault (%s), %d failed, %d ended by GDAL's emergency exit and %d by a crash "
          "or abort inside another library (PROJ, GDAL, libtiff, libgeotiff, Mesa, LLVM, libX11, libstb, GEOS; files "
          "untouched or saved whole), %.0f s"
          % (runs, ", ".join("%d %s" % (per_kind[k], k) for k in kinds), len(failures), len(gdal_aborts),
             len(third_party), time.time() - started))
    if stopped:
        print("%d editor runs stopped for want of memory, the battle untouched; in %d of them the next start recovered "
              "every paint reported from the working copy" % (stopped, recovered))
    if a.apart_fails and (gdal_aborts or third_party):
        print("--apart-fails: %s" % "; ".join(gdal_aborts + third_party))
    return 1 if failures or (a.apart_fails and (gdal_aborts or third_party)) else 0


if __name__ == "__main__":
    sys.exit(main())
