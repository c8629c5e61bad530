#!/usr/bin/env python3
"""Resident memory of BookSim's speed case as one `flitlab run` process, broken down by kind (issue 19).

Runs the same child command as `flitlab bench --case 7` (cli.SpeedCaseProcess), polls /proc/PID/smaps every
POLL seconds and keeps the snapshot with the largest total Rss (the peak, near the end of the run). With
--nmt it adds -XX:NativeMemoryTracking=detail and reads `jcmd PID VM.native_memory detail` at the same moment
as that snapshot's poll round, to tell the anonymous mappings apart (Java heap, class space, metaspace, code
cache, thread stacks, GC, ...); without it the anonymous part is one line. Usage, from the worktree:

  nice -n 10 tools/rss-breakdown.py [--nmt] [--jcmd-at SECONDS] [-- extra JVM options]

Environment: FLITLAB_GC replaces the launcher's collector options, as target/flitlab does.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

POLL = 0.05
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(HERE, "target")


def command(extra, out, report):
    gc = os.environ.get("FLITLAB_GC", "-XX:+UseSerialGC -Xmn16m").split()
    cds = []
    if os.path.exists(os.path.join(TARGET, "flitlab.jsa")) and os.environ.get("NO_CDS") is None and os.environ.get("CDS_OFF") is None:
        cds = ["-XX:SharedArchiveFile=" + os.environ.get("CDS_FILE", os.path.join(TARGET, "flitlab.jsa")), "-Xlog:cds=off", "-Xlog:cds+dynamic=off"]
    return (["java"] + cds + gc + extra + ["-Dflitlab.processReport=" + report, "-cp", os.path.join(TARGET, "flitlab.jar"),
            "org.flitlab.Launcher", "run", "booksim-speed-mesh8x8", "--no-charts", "--threads", "1", "--out", out])


def read_smaps(pid):
    """[(start, end, perms, path, rss_kib, private_dirty_kib)]"""
    maps, cur = [], None
    with open("/proc/%d/smaps" % pid) as f:
        for line in f:
            m = re.match(r"^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$", line)
            if m:
                cur = [int(m.group(1), 16), int(m.group(2), 16), m.group(3), m.group(4).strip(), 0, 0]
                maps.append(cur)
            elif line.startswith("Rss:"):
                cur[4] = int(line.split()[1])
            elif line.startswith("Private_Dirty:"):
                cur[5] = int(line.split()[1])
    return maps


def nmt_regions(pid):
    """[(start, end, kind)] of the regions NMT reports, from `jcmd VM.native_memory detail`, and its text."""
    text = subprocess.run(["jcmd", str(pid), "VM.native_memory", "detail"], capture_output=True, text=True).stdout
    return parse_regions(text), text


def parse_regions(text):
    """[(start, end, kind)] of the reserved regions in an NMT detail report."""
    regions, kind = [], None
    for line in text.splitlines():
        m = re.match(r"^\[0x([0-9a-f]+) - 0x([0-9a-f]+)\] reserved \d+(?:KB)? for ([\w ]+?)( from)?$", line.strip())
        if m:
            kind = m.group(3)
            regions.append((int(m.group(1), 16), int(m.group(2), 16), kind))
    return regions


def classify(entry, regions):
    start, end, perms, path, rss, dirty = entry
    if path:
        base = os.path.basename(path)
        if base == "libjvm.so":
            return "libjvm.so (file: text and data)"
        if ".so" in base:
            return "other libraries (.so)"
        if base.endswith(".jsa"):
            return "CDS archives (file-backed): " + base
        if base == "modules" or base.endswith(".jar"):
            return "jimage/jar (file-backed)"
        if base == "[heap]":
            return "malloc: main arena ([heap])"
        if base == "[stack]":
            return "main thread stack"
        if base.startswith("["):
            return "kernel " + base
        return "other file " + base
    for r_start, r_end, kind in regions:
        if r_start <= start < r_end:
            return "anon: " + kind
    if (start & (64 * 1024 * 1024 - 1)) == 0:
        return "anon: 64 MB-aligned (malloc arenas)"
    return "anon: other (malloc arenas, unregistered)"


GROUPS = [("libjvm", ["libjvm"]), ("other libs", ["other libraries", "jimage", "other file", "kernel"]),
          ("CDS", ["CDS"]), ("heap", ["Java Heap"]), ("metaspace+class", ["Metaspace", "anon: Class"]),
          ("code", ["anon: Code"]), ("stacks", ["Thread Stack", "thread stack"]), ("GC", ["anon: GC"]),
          ("malloc", ["malloc"])]


def kind_rss(maps, regions, word):
    """Rss (KiB) of the mappings whose kind names WORD."""
    return sum(e[4] for e in maps if word in classify(e, regions))


def main(argv):
    nmt = "--nmt" in argv
    jcmd_at = None
    if "--jcmd-at" in argv:
        jcmd_at = float(argv[argv.index("--jcmd-at") + 1])
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    if nmt:
        extra = ["-XX:NativeMemoryTracking=detail", "-XX:+UnlockDiagnosticVMOptions", "-XX:+PrintNMTStatistics"] + extra
    tmp = tempfile.mkdtemp(prefix="rss7-")
    report = os.path.join(tmp, "process.txt")
    cmd = command(extra, os.path.join(tmp, "out"), report)
    print(" ".join(cmd))
    log = open(os.path.join(tmp, "stdout.txt"), "w")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    best, best_total, regions, summary, t0, curve = None, 0, [], "", time.time(), []
    while proc.poll() is None:
        try:
            maps = read_smaps(proc.pid)
        except (FileNotFoundError, ProcessLookupError, TypeError):
            break
        total = sum(e[4] for e in maps)
        curve.append((time.time() - t0, total, maps))
        if total > best_total:
            best, best_total = maps, total
        if nmt and jcmd_at is not None and time.time() - t0 >= jcmd_at and not regions:
            regions, summary = nmt_regions(proc.pid)
            best, best_total = read_smaps(proc.pid), 0
            best_total = sum(e[4] for e in best)
            jcmd_at = None
        time.sleep(POLL)
    proc.wait()
    if nmt and not regions:
        summary = open(os.path.join(tmp, "stdout.txt")).read()
        regions = parse_regions(summary)
    print("exit", proc.returncode, open(report).read().replace("\n", " ") if os.path.exists(report) else "no report")
    print("rss curve (s, MB):", " ".join("%.1f:%.0f" % (t, kb / 1024) for t, kb, _ in curve[::max(1, len(curve) // 20)]))
    print("over time (s: total / Java heap / malloc arenas / code, MB):", " ".join(
        "%.1f:%.0f/%.0f/%.0f/%.0f" % ((t, kb / 1024) + tuple(kind_rss(maps, regions, k) / 1024 for k in ("Heap", "malloc", "Code")))
        for t, kb, maps in curve[::max(1, len(curve) // 16)]))
    groups = {}
    for e in best:
        k = classify(e, regions)
        g = groups.setdefault(k, [0, 0])
        g[0] += e[4]
        g[1] += e[5]
    print("snapshot total Rss %.1f MB" % (best_total / 1024))
    for k, (rss, dirty) in sorted(groups.items(), key=lambda kv: -kv[1][0]):
        print("%8.1f MB rss %8.1f MB private dirty  %s" % (rss / 1024, dirty / 1024, k))
    line = []
    for name, words in GROUPS:
        line.append("%s %.1f" % (name, sum(rss for k, (rss, _) in groups.items() if any(w in k for w in words)) / 1024))
    print("groups (MB): " + ", ".join(line))
    if summary:
        with open(os.path.join(tmp, "nmt.txt"), "w") as f:
            f.write(summary)
        print("nmt detail in", os.path.join(tmp, "nmt.txt"))


if __name__ == "__main__":
    main(sys.argv[1:])
