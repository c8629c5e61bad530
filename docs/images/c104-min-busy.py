#!/usr/bin/env python3
"""C104 Tables 7.7-7.9 (issue 18, session 13): how busy each stage of a `c104-min` network was in a run. Not part of
FlitLab. Run: python3 docs/images/c104-min-busy.py RUNDIR... (each the --out directory of one point, no sweep).
Reads results.json's channel_usage (ticks each channel transmitted, stalled or idled over the measurement window)
and prints per run: throughput (% of a link), mean delivery delay (header times: ticks / 5), the fraction of the
window the injection links transmitted and stalled, the ejection links' mean / busiest, and per switch-to-switch
stage the mean / busiest transmitting fraction and the mean stalled fraction; with several runs (seeds), the mean
and 95% interval of throughput and delay. Channel numbering (C104MinTopology, Topology): link l has channels 2l
(first end to second) and 2l + 1; links 0..T-1 are the terminal links (host first: 2t injects, 2t + 1 ejects);
then T links left -> right at 64 and 256, or T left -> middle and T middle -> right at 1024 (first end nearer the
terminals: 2l climbs, 2l + 1 descends)."""
import json
import statistics
import sys

T95 = {2: 12.71, 3: 4.303, 4: 3.182, 5: 2.776, 6: 2.571, 7: 2.447, 8: 2.365, 9: 2.306, 10: 2.262}


def fractions(cu, ch):
    tot = cu['transmitting_ticks'][ch] + cu['stalled_ticks'][ch] + cu['idle_ticks'][ch]
    return cu['transmitting_ticks'][ch] / tot, cu['stalled_ticks'][ch] / tot


def summary(pairs):
    busy = [b for b, _ in pairs]
    return sum(busy) / len(busy), max(busy), sum(s for _, s in pairs) / len(pairs)


def run(path):
    r = json.load(open(path + '/results.json'))
    p = r['points'][0]
    n = r['scenario']['topology']['params']['terminals']
    cu = p['channel_usage']
    links = len(cu['channel']) // 2
    out = {'thr': 100 * p['accepted_per_host'], 'delay': p['delivery_latency_mean'] / 5,
           'inj': summary([fractions(cu, 2 * t) for t in range(n)]),
           'ej': summary([fractions(cu, 2 * t + 1) for t in range(n)]), 'stages': []}
    for k, first in enumerate(range(n, links, n)):
        group = range(first, min(first + n, links))
        out['stages'].append((k, summary([fractions(cu, 2 * l) for l in group]),
                              summary([fractions(cu, 2 * l + 1) for l in group])))
    return out


def main(paths):
    rows = [run(p) for p in paths]
    for path, r in zip(paths, rows):
        text = [f"{path.rstrip('/').split('/')[-1]}: {r['thr']:.2f}%, delay {r['delay']:.1f}",
                f"injection busy {r['inj'][0]:.3f} stalled {r['inj'][2]:.3f}",
                f"ejection {r['ej'][0]:.3f} / {r['ej'][1]:.3f}"]
        for k, up, down in r['stages']:
            text.append(f"stage {k} up {up[0]:.3f} / {up[1]:.3f} stalled {up[2]:.3f},"
                        f" down {down[0]:.3f} / {down[1]:.3f} stalled {down[2]:.3f}")
        print('; '.join(text))
    if len(rows) > 1:
        thr = [r['thr'] for r in rows]
        delay = [r['delay'] for r in rows]
        half = T95.get(len(rows), 1.96) / len(rows) ** 0.5
        print(f"mean {statistics.mean(thr):.2f} +- {half * statistics.stdev(thr):.2f}%,"
              f" delay {statistics.mean(delay):.1f} +- {half * statistics.stdev(delay):.1f}")


if __name__ == '__main__':
    main(sys.argv[1:])
