#!/usr/bin/env python3
"""C104 Table 7.9 (issue 18, session 10): the 1024-way multistage network as `custom` scenario files, to measure
the one part of its wiring the chapter does not give: which middle switch of each centre network a left switch's
link lands on. Not part of FlitLab. Run: python3 docs/images/c104-min-wirings.py samples/c104-table7-9-min-universal.json OUTDIR
Writes OUTDIR/c104-1024-blocks.json (FlitLab's c104-min wiring: left switch i on middle i div 16 of every network;
switches, links and terminals in the generator's order, so it reproduces the sample's 1024 point to the digit) and
OUTDIR/c104-1024-spread.json (network k puts left switch i on middle f_k(i), f_k the k-th of the 21 linear functionals
of i's three base-4 digits over GF(4), normalised, in lexicographic order: every middle switch still has 16 left
switches, but two left switches share a middle switch in 1 to 5 networks instead of all 16 or none). Both keep the
sample's other settings and drop its sweep."""
import itertools
import json
import sys

MUL = [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]]  # GF(4); addition is XOR


def functionals():
    points = []
    for c in itertools.product(range(4), repeat=3):
        if any(c):
            inv = {1: 1, 2: 3, 3: 2}[next(x for x in c if x)]
            n = tuple(MUL[inv][x] for x in c)
            if n not in points:
                points.append(n)
    return points


def apply(c, i):
    r = 0
    for a, d in zip(c, [(i >> 4) & 3, (i >> 2) & 3, i & 3]):
        r ^= MUL[a][d]
    return r


def build(base, wiring):
    sc = json.loads(json.dumps(base))
    fs = functionals()[:16]
    sw = [{"name": "%s%d" % (n, i), "portLimit": 32} for n, c in (("left", 64), ("middle", 64), ("right", 32))
          for i in range(c)]
    links = [{"from": "left%d" % i, "to": "middle%d" % (4 * k + (i // 16 if wiring == "blocks" else apply(fs[k], i))),
              "delayTicks": 1} for i in range(64) for k in range(16)]
    links += [{"from": "middle%d" % (4 * k + m), "to": "right%d" % (2 * k + u // 8), "delayTicks": 1}
              for k in range(16) for m in range(4) for u in range(16)]
    hosts = [{"name": "t%d" % t, "switchName": "left%d" % (t // 16), "role": "client"} for t in range(1024)]
    sc["topology"] = {"id": "custom", "params": {"switches": sw, "hosts": hosts, "links": links}}
    sc.pop("sweep", None)
    sc["name"] = "c104-1024-" + wiring
    return sc


if __name__ == "__main__":
    base = json.load(open(sys.argv[1]))
    for w in ("blocks", "spread"):
        json.dump(build(base, w), open("%s/c104-1024-%s.json" % (sys.argv[2], w), "w"))
