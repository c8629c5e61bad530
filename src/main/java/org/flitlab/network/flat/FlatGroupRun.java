package org.flitlab.network.flat;

import org.flitlab.kernel.Event;

/**
 * A group of worms ({@link FlatGroup}) advanced as a periodic pattern: its frames at ticks T0 .. T0+P match
 * ({@link FlatGroupFrames#matches}), so the state at the end of tick T0 + mP + r (m >= 1, 0 <= r < P) is frame r's
 * with every worm's sequence numbers moved on by m times the flits its host sends per period, relative ticks taken
 * from that tick, and every counter (flits sent and stalled ticks, time-weighted occupancy, the hosts' next flit)
 * grown by m times its growth over one period. While it runs, its channels are out of the kernel's sending and
 * in-flight sets; {@link #syncTo} writes that state into the kernel's arrays, adding the counters' growth since the
 * last write (so a measurement reset in between is kept). Handed back at the start of the tick after the last period
 * in which no worm's host can send its tail, or by a grant touching the group ({@link FlatGroups#granting}).
 * Engine thread only.
 */
final class FlatGroupRun implements Event {
    private final FlatGroup g;
    private final FlatGroups owner;
    private final FlatGroupFrames f;
    private final FlatState s;
    private final FlatKernel k;
    /** The frame of phase 0 and the period. */
    private int base;
    private int period;
    private long t0;
    long synced;
    long endTick;
    long endToken;

    FlatGroupRun(FlatGroup g, FlatGroups owner) {
        this.g = g;
        this.owner = owner;
        this.f = g.frames;
        this.s = g.s;
        this.k = g.k;
    }

    /**
     * Frames {@code a} (tick t - p) and the newest (tick t) match: the run takes over from the end of tick t if at
     * least {@code minTicks} ticks remain before a worm's host could send its tail. False if not.
     */
    boolean start(int a, int p, long t, int minTicks) {
        base = a;
        period = p;
        t0 = t - p;
        long periods = Long.MAX_VALUE;
        for (int w = 0; w < g.nw; w++) {
            int left = k.packets.length[g.worm[w]] - 1 - f.ns[a * FlatGroup.MAX_WORMS + w];
            periods = Math.min(periods, left / f.shift(a, frame(p), w));
        }
        long last = t0 + periods * p;
        if (last < t + minTicks) {
            return false;
        }
        synced = t;
        endTick = last + 1;
        for (int j = 0; j < g.nc; j++) {
            s.sending.remove(g.chan[j]);
            s.inFlight.remove(g.chan[j]);
        }
        endToken = k.scheduler.schedule(endTick, this);
        return true;
    }

    private int frame(int r) {
        return (base + r) % FlatGroupFrames.FRAMES;
    }

    @Override
    public void fire(long tick) {
        owner.handBack(g, tick, false);
    }

    /** Gives the channels back at tick t: at its start, or mid-tick after the landing phase (then lands them here). */
    void handBack(long t, boolean midTick) {
        syncTo(t - 1);
        if (midTick) {
            k.scheduler.cancel(endToken);
            for (int j = 0; j < g.nc; j++) {
                k.landing.landDue(g.chan[j], t);
            }
        }
        for (int j = 0; j < g.nc; j++) {
            int c = g.chan[j];
            k.transmission.forget(c);
            if (s.grantedVcs[c] > 0) {
                s.sending.add(c);
            }
            if (s.wireCount[c] > 0) {
                s.inFlight.add(c);
            }
        }
    }

    /** Writes the group's state at the end of {@code tick} into the kernel's arrays (see the class comment). */
    void syncTo(long tick) {
        if (tick <= synced) {
            return;
        }
        if (k.credits.lastDue() < tick) {
            k.credits.due(tick, s.credits);
        }
        int m = (int) ((tick - t0) / period);
        int fr = frame((int) ((tick - t0) % period));
        int m0 = (int) ((synced - t0) / period);
        int fr0 = frame((int) ((synced - t0) % period));
        long hops = 0;
        for (int j = 0; j < g.nc; j++) {
            hops += writeChannel(j, m, fr, m0, fr0, tick);
        }
        for (int q = 0; q < g.nv; q++) {
            writeBuffer(q, fr, m, fr0, m0, tick);
        }
        for (int w = 0; w < g.nw; w++) {
            int moved = f.ns[fr * FlatGroup.MAX_WORMS + w] + m * perPeriod(w)
                    - f.ns[fr0 * FlatGroup.MAX_WORMS + w] - m0 * perPeriod(w);
            k.hosts.nextSeq[g.wormHost[w]] += moved;
            k.injectedFlits += moved;
        }
        k.flitHops += hops;
        owner.flitHops += hops;
        k.blocks.blockFlitHops += hops;
        k.lastProgressTick = Math.max(k.lastProgressTick, tick);
        synced = tick;
    }

    private int perPeriod(int w) {
        return f.shift(frame(0), frame(period), w);
    }

    /** A counter's value at phase frame fr after m periods. */
    private long grown(long[] x, int stride, int j, int m, int fr) {
        return x[fr * stride + j] + m * (x[frame(period) * stride + j] - x[frame(0) * stride + j]);
    }

    /** Channel j's counters, wire and pointers at {@code tick}; the flits it sent since the last write. */
    private long writeChannel(int j, int m, int fr, int m0, int fr0, long tick) {
        int c = g.chan[j];
        int i = fr * g.nc + j;
        long sent = grown(f.tx, g.nc, j, m, fr) - grown(f.tx, g.nc, j, m0, fr0);
        s.transmitting[c] += sent;
        s.stalled[c] += grown(f.st, g.nc, j, m, fr) - grown(f.st, g.nc, j, m0, fr0);
        if (s.sinkHost[c] >= 0) {
            // Flits landed at the host: those sent, less those the wire gained.
            long landed = sent - f.wCount[i] + s.wireCount[c];
            k.hosts.delivered[s.sinkHost[c]] += landed;
            k.recorder.recordDeliveredFlits(landed);
        }
        int n = f.wCount[i];
        s.wireCount[c] = n;
        for (int e = 0; e < n; e++) {
            int x = i * f.ws + e;
            int w = f.wWorm[x];
            int slot = c * s.wireSlots + ((s.wireFirst[c] + e) & s.wireMask);
            s.wirePacket[slot] = g.worm[w];
            s.wireSeqVc[slot] = ((f.wSeq[x] + m * perPeriod(w)) << 6) | f.wV[x];
            s.wireArrival[slot] = tick + f.wRel[x];
        }
        s.lastSendTick[c] = tick + f.lastRel[i];
        if (s.sinkHost[c] < 0) {
            s.crossbarTick[c] = tick + f.xbarRel[i];
        }
        s.roundRobin[c] = f.rr[i];
        s.servingVc[c] = f.serving[i];
        return sent;
    }

    private void writeBuffer(int q, int fr, int m, int fr0, int m0, long tick) {
        int gv = g.vc[q];
        int i = fr * g.nv + q;
        int d = s.chanDelay[s.vcChannel[gv]];
        long due = k.credits.lastDue();
        int credits = f.cred[i];
        for (int o = 1; o <= d; o++) {
            int n = f.pend[i * f.ws + o - 1];
            if (tick + o <= due) {
                credits += n;
            } else if (tick + o > synced + d) {
                // Those due by synced + d are still on the wheel from before.
                for (int x = 0; x < n; x++) {
                    k.credits.add(tick + o, gv);
                }
            }
        }
        s.credits[gv] = credits;
        long before = s.occupancy[2 * gv] + (long) s.bufRing[2 * gv + 1] * (synced - s.occupancy[2 * gv + 1]);
        s.occupancy[2 * gv] = before + grown(f.area, g.nv, q, m, fr) - grown(f.area, g.nv, q, m0, fr0);
        s.occupancy[2 * gv + 1] = tick;
        int peak = s.maxOccupancy[gv];
        for (long u = synced; u < tick && u < synced + period; u++) {
            peak = Math.max(peak, f.peakNext[frame((int) ((u - t0) % period)) * g.nv + q]);
        }
        s.maxOccupancy[gv] = peak;
        int n = f.bCount[i];
        s.bufRing[2 * gv + 1] = n;
        for (int e = 0; e < n; e++) {
            int x = i * f.bs + e;
            int slot = gv * s.bufferSlots + ((s.bufRing[2 * gv] + e) & s.bufferMask);
            s.bufFlit[2 * slot] = g.worm[f.bWorm[x]];
            s.bufFlit[2 * slot + 1] = f.bSeq[x] + m * perPeriod(f.bWorm[x]);
        }
    }
}
