#!/usr/bin/python3
"""A thousand kills: kill -9 at random moments while the editor paints through --script, while it saves, while the
CLI imports a raster into a battle and while it loads a text folder, and check after every round that nothing was
lost or half-written.

After each round:
  - the battle file passes SQLite's integrity_check and GDAL's validate_gpkg.py (--extra, warnings as errors);
  - painting (no save): the battle file is byte-identical to before; the working copy is offered for recovery and
    holds every edit the editor reported done before it died (perhaps one more, never one it skipped);
  - saving: the battle file holds a whole prefix of the edits (every one reported saved, perhaps the next), never a
    mix; a working copy left with later edits recovers them too;
  - import-raster and load: the file is byte-identical to before or a whole new version (the layer, the battle);
    after the last round one more import, not killed, leaves no import copy in the state folder.
A save's temporary file left beside the battle by a kill is litter, not loss: it is counted, and the next start of
the editor on that battle must remove it (the round fails if it does not). Anything else left beside it fails the
round.

Usage: soak_kill.py ROUNDS [--seed N] [--work DIR]. Needs the build in build/ (scripts/soak-kill builds it), Xvfb,
python3-gdal. Prints one line per failure and a summary; exits 1 when any round lost or corrupted something.
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support"))
from battle_harness import SHARED_DATA, TEXT_FOLDER, Build, start_xvfb, whole  # noqa: E402

RASTER = os.path.join(SHARED_DATA, "historical", "weimar_sachsen_sect19.jpg")
BUILD = Build()
PAINT = "village"


def terrain(path, work):
    """{label: terrain code} of a battle file, through `cartouche dump` (labels CCRR, as Racławice numbers them)."""
    folder = tempfile.mkdtemp(dir=work)
    subprocess.run([BUILD.cartouche, "dump", path, folder], check=True, capture_output=True)
    legend, rows = {}, []
    with open(os.path.join(folder, "map.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            if line.startswith("legend "):
                symbol, code = line[len("legend "):].split(" = ")
                legend[symbol.strip()] = code.strip()
                continue
            rows.append(line.split())
    shutil.rmtree(folder)
    return {"%02d%02d" % (c + 1, r + 1): legend[s] for r, row in enumerate(rows) for c, s in enumerate(row)}


class Soak:
    def __init__(self, work, rng):
        self.work, self.rng = work, rng
        self.failures, self.counts = [], {}
        self.recoveries = self.litter = self.edits = self.killed = self.starts = 0
        self.import_copies = set()  # names of the import copies kills left in the state folder
        self.xvfb, self.display = start_xvfb()
        self.original = terrain(BUILD.sample, work)
        # The hexes the editor paints, in order: those not yet of the painted terrain, from the bottom rows up.
        self.sequence = sorted((l for l, t in self.original.items() if t != PAINT), key=lambda l: (-int(l[2:]), l))

    def env(self, state):
        return dict(os.environ, DISPLAY=self.display, CARTOUCHE_STATE_DIR=state, CARTOUCHE_FILE_DIALOG="imgui")

    def fail(self, round_no, kind, what):
        self.failures.append("round %d (%s): %s" % (round_no, kind, what))
        print("FAILED " + self.failures[-1], flush=True)

    def kill_after(self, args, env, seconds, cue=None):
        """Runs args and SIGKILLs it `seconds` after it printed the line `cue` (after it started, without one), or
        leaves it be if it ends first; returns its stdout lines."""
        lines, seen = [], threading.Event()
        p = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)

        def read():
            for line in p.stdout:
                lines.append(line.rstrip("\n"))
                if line.rstrip("\n") == cue:
                    seen.set()
            seen.set()  # it ended before the cue: nothing to wait for

        reader = threading.Thread(target=read)
        reader.start()
        if cue:
            seen.wait(timeout=120)
        try:
            p.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
            self.killed += 1
        reader.join()
        return lines

    def litter_beside(self, n, kind, folder):
        """Counts what a kill left beside battle.gpkg; a save's temporary files must go at the editor's next start on
        the battle (with a state folder of its own, so the round's recovery is left as it is). Returns False when the
        round failed."""
        found = [f for f in os.listdir(folder) if f != "battle.gpkg"]
        if not found:
            return True
        self.litter += len(found)
        strays = [f for f in found if not f.startswith(".battle.gpkg.tmp-")]
        if strays:
            self.fail(n, kind, "left beside the battle, not a save's temporary file: " + ", ".join(strays))
            return False
        if os.path.exists(os.path.join(folder, "battle.gpkg")):
            state = tempfile.mkdtemp(dir=self.work)
            subprocess.run([BUILD.cartouche, os.path.join(folder, "battle.gpkg"), "--quit-after-frames", "3",
                            "--width", "640", "--height", "480"], env=self.env(state), capture_output=True,
                           timeout=120)
            shutil.rmtree(state, ignore_errors=True)
            self.starts += 1
            left = [f for f in os.listdir(folder) if f in found]
            if left:
                self.fail(n, kind, "the next start left a killed save's temporary files: " + ", ".join(left))
                return False
        for f in found:  # a load into a new file that never came to be: nothing to start on
            if os.path.exists(os.path.join(folder, f)):
                os.remove(os.path.join(folder, f))
        return True

    def unsaved_copies(self, state):
        folder = os.path.join(state, "working")
        if not os.path.isdir(folder):
            return []
        out = []
        for n in os.listdir(folder):
            if n.endswith(".meta") and "\nunsaved 1" in open(os.path.join(folder, n)).read():
                out.append(n)
        return out

    def recover(self, state, into):
        """Answers the recovery prompt in a fresh editor and saves what it recovered to `into`."""
        script = os.path.join(self.work, "recover.txt")
        with open(script, "w") as f:
            f.write("wait 3\nanswer recover\nwait 2\nsaveas %s\nquit\n" % into)
        p = subprocess.run([BUILD.cartouche, "--script", script, "--width", "1280", "--height", "800"],
                           env=self.env(state), capture_output=True, timeout=120)
        self.recoveries += 1
        return p.returncode == 0 and os.path.exists(into), p.stderr.decode(errors="replace")[-400:]

    def painted(self, path):
        now = terrain(path, self.work)
        return [l for l in self.sequence if now[l] == PAINT], now

    def editor_round(self, n, saving):
        kind = "save" if saving else "paint"
        folder = tempfile.mkdtemp(dir=self.work)
        battle, state = os.path.join(folder, "battle.gpkg"), os.path.join(self.work, "state-%d" % n)
        shutil.copyfile(BUILD.sample, battle)
        before = open(battle, "rb").read()
        script = os.path.join(self.work, "script.txt")
        with open(script, "w") as f:
            f.write("wait 2\nprint started\n")
            for label in self.sequence:
                f.write("paint %s %s\n" % (label, PAINT))
                f.write("save\nprint saved %s\n" % label if saving else "print painted %s\n" % label)
        # Most kills land while it works; one in ten while it starts up (the cue is then not waited for).
        early = self.rng.random() < 0.1
        lines = self.kill_after([BUILD.cartouche, battle, "--script", script, "--width", "1280", "--height", "800"],
                                self.env(state), self.rng.uniform(0.0, 1.5 if early else 4.0 if saving else 2.0),
                                None if early else "started")
        reported = [l.split()[1] for l in lines if l.startswith(("painted ", "saved "))]
        self.edits += len(reported)
        if not self.litter_beside(n, kind, folder):
            return
        bad = whole(battle)
        if bad:
            return self.fail(n, kind, "the battle file: " + bad)
        in_file, now = self.painted(battle)
        if not saving and open(battle, "rb").read() != before:
            return self.fail(n, kind, "the battle file changed without a save")
        if saving:
            k = len(reported)
            if in_file != self.sequence[:len(in_file)] or not k <= len(in_file) <= k + 1:
                return self.fail(n, kind, "the file holds %d painted hexes, %d reported saved, not a prefix" %
                                 (len(in_file), k))
            if any(now[l] != t for l, t in self.original.items() if l not in in_file):
                return self.fail(n, kind, "the file changed hexes the script never painted")
        copies = self.unsaved_copies(state)
        expected = reported if not saving else []
        if not copies:
            if expected:
                return self.fail(n, kind, "%d edits reported, but no working copy to recover" % len(expected))
        else:
            recovered = os.path.join(folder, "recovered.gpkg")
            ok, err = self.recover(state, recovered)
            if not ok:
                return self.fail(n, kind, "recovery failed: " + err)
            bad = whole(recovered)
            if bad:
                return self.fail(n, kind, "the recovered battle: " + bad)
            got, _ = self.painted(recovered)
            floor = max(len(reported), len(in_file))
            if got != self.sequence[:len(got)] or not floor <= len(got) <= floor + 1:
                return self.fail(n, kind, "recovered %d painted hexes, %d reported" % (len(got), floor))
        shutil.rmtree(folder)
        shutil.rmtree(state, ignore_errors=True)

    def cli_round(self, n, kind):
        folder = tempfile.mkdtemp(dir=self.work)
        battle = os.path.join(folder, "battle.gpkg")
        shutil.copyfile(BUILD.sample, battle)
        if kind == "load" and self.rng.random() < 0.5:
            os.remove(battle)  # load into a new file as often as over an old one
        before = open(battle, "rb").read() if os.path.exists(battle) else None
        if kind == "import":
            args, limit = [BUILD.cartouche, "import-raster", battle, RASTER], 14.0
        else:
            args, limit = [BUILD.cartouche, "load", TEXT_FOLDER, battle], 1.5
        self.kill_after(args, self.env(os.path.join(self.work, "state-cli")), self.rng.uniform(0.02, limit))
        self.note_import_copies()
        if not self.litter_beside(n, kind, folder):
            return
        if not os.path.exists(battle):
            if before is not None:
                self.fail(n, kind, "the battle file is gone")
            shutil.rmtree(folder)
            return
        if open(battle, "rb").read() == before:
            shutil.rmtree(folder)
            return
        bad = whole(battle)
        if bad:
            return self.fail(n, kind, "the new battle file: " + bad)
        info = subprocess.run([BUILD.cartouche, "info", battle], capture_output=True, text=True)
        if kind == "import" and "weimar_sachsen_sect19" not in info.stdout:
            return self.fail(n, kind, "the file changed but holds no new layer")
        if kind == "load" and (info.returncode != 0 or "34 x 27" not in info.stdout):
            return self.fail(n, kind, "the new file is not the whole battle: " + info.stdout[:200])
        shutil.rmtree(folder)

    def note_import_copies(self):
        imports = os.path.join(self.work, "state-cli", "imports")
        if os.path.isdir(imports):
            self.import_copies |= {f for f in os.listdir(imports) if f.startswith("import-") and f.endswith(".gpkg")}

    def import_copies_cleared(self, n):
        """An import killed leaves its private copy in the state folder; the next import removes the copies of
        processes no longer running. One more import, not killed, must leave the folder empty."""
        imports = os.path.join(self.work, "state-cli", "imports")
        self.note_import_copies()
        folder = tempfile.mkdtemp(dir=self.work)
        battle = os.path.join(folder, "battle.gpkg")
        shutil.copyfile(BUILD.sample, battle)
        r = subprocess.run([BUILD.cartouche, "import-raster", battle, RASTER], capture_output=True, text=True,
                           env=self.env(os.path.join(self.work, "state-cli")))
        if r.returncode != 0:
            return self.fail(n, "import", "the import after the last round failed: " + r.stderr[-300:])
        still = [f for f in os.listdir(imports) if f.startswith("import-")] if os.path.isdir(imports) else []
        if still:
            return self.fail(n, "import", "import copies left after the next import: " + ", ".join(still))
        shutil.rmtree(folder)

    def run(self, rounds):
        kinds = ["paint", "save", "import", "load"]
        started = time.time()
        for n in range(1, rounds + 1):
            kind = kinds[(n - 1) % len(kinds)]
            self.counts[kind] = self.counts.get(kind, 0) + 1
            if kind in ("paint", "save"):
                self.editor_round(n, kind == "save")
            else:
                self.cli_round(n, kind)
            if n % 25 == 0:
                print("%d rounds, %d failed, %.0f s" % (n, len(self.failures), time.time() - started), flush=True)
        if self.counts.get("import"):
            self.import_copies_cleared(rounds)
        print("soak-kill: %d rounds (%s), %d killed at work, %d lost or corrupted; %d edits reported done before a "
              "kill, all checked in the file or the recovery; %d recoveries; %d temporary files left beside the "
              "battle by kills, all removed by the next start (%d starts); %d import copies left in the state folder "
              "by kills, all removed by the next import; %.0f s" %
              (rounds, ", ".join("%d %s" % (c, k) for k, c in self.counts.items()), self.killed, len(self.failures),
               self.edits, self.recoveries, self.litter, self.starts, len(self.import_copies), time.time() - started))
        return 1 if self.failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rounds", type=int, nargs="?", default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--work", help="a folder for the rounds' files (default: a new temporary folder, removed)")
    ap.add_argument("--build", help="the build folder (default: build/ in the source tree)")
    a = ap.parse_args()
    global BUILD
    BUILD = Build(a.build)
    for need in (BUILD.cartouche, BUILD.sample, RASTER):
        if not os.path.exists(need):
            sys.exit("soak-kill: %s is missing (build first: scripts/build)" % need)
    work = a.work or tempfile.mkdtemp(prefix="cartouche-soak-")
    os.makedirs(work, exist_ok=True)
    soak = None
    try:
        soak = Soak(work, random.Random(a.seed))
        return soak.run(a.rounds)
    finally:
        if soak:
            soak.xvfb.kill()
        if not a.work:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
