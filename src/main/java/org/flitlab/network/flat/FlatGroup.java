package org.flitlab.network.flat;

import java.util.Arrays;

/**
 * The layout of a group of worms that take turns on shared channels or crossbar inputs (docs/performance.md, "Long
 * worms that take turns"): the closure, from one worm, of every worm that holds a virtual channel of a channel the
 * group uses, or an output from a crossbar input the group uses. Every worm of a group has its head at its destination
 * host and its source host still sending it, so no head and no tail moves inside the group; nothing outside the group
 * sends on its channels or through its crossbar inputs. The group's evolution then depends only on its own state, so
 * once that state repeats after a period it repeats for as long as no grant touches the group and no worm's source
 * sends its tail ({@link FlatGroupFrames}, {@link FlatGroupRun}). Reused from a pool. Engine thread only.
 */
final class FlatGroup {
    /** The most worms and channels a group may have (larger groups are left to the flit-by-flit kernel). */
    static final int MAX_WORMS = 4;
    static final int MAX_CHANNELS = 64;
    final FlatKernel k;
    final FlatState s;
    /** Why the last scan failed: 0 a worm's head short of its destination, 1 its tail past its host, 2 too large,
     * 3 a channel in a block or another group (a diagnostic for docs/performance.md). */
    int failure;
    int nw;
    /** Packet slot, a virtual channel it holds (where the scan found it) and its source host, per worm. */
    final int[] worm = new int[MAX_WORMS];
    final int[] wormVc = new int[MAX_WORMS];
    final int[] wormHost = new int[MAX_WORMS];
    int nc;
    /** The group's channels, in the order the scan found them. */
    final int[] chan = new int[MAX_CHANNELS];
    int nv;
    /** The held virtual channels of channels ending at a switch: the sender's credits and the buffer they feed. */
    int[] vc = new int[MAX_CHANNELS];
    /** The frames recorded for this group, and the run that replays them. */
    final FlatGroupFrames frames;
    final FlatGroupRun run;

    FlatGroup(FlatKernel k, FlatGroups owner) {
        this.k = k;
        this.s = k.state;
        this.frames = new FlatGroupFrames(this);
        this.run = new FlatGroupRun(this, owner);
    }

    /**
     * Builds the closure from worm {@code pk}, which holds {@code g}; false if it is too large or a worm in it has
     * its head short of its destination, its tail past its source host, or a channel or crossbar input of it is in a
     * block or another group.
     */
    boolean scan(int pk, int g, FlatGroups groups) {
        groups.stamp++;
        nw = 0;
        nc = 0;
        nv = 0;
        if (!addWorm(pk, g)) {
            return false;
        }
        for (int i = 0; i < nw; i++) {
            if (!walk(i, groups)) {
                return false;
            }
        }
        return true;
    }

    /** The index of packet slot {@code pk} among the worms, or -1. */
    int indexOf(int pk) {
        for (int i = 0; i < nw; i++) {
            if (worm[i] == pk) {
                return i;
            }
        }
        return -1;
    }

    private boolean addWorm(int pk, int g) {
        if (indexOf(pk) >= 0) {
            return true;
        }
        if (nw == MAX_WORMS) {
            failure = 2;
            return false;
        }
        worm[nw] = pk;
        wormVc[nw] = g;
        nw++;
        return true;
    }

    /** Worm i's path from its source host to its destination host, adding its channels (and their worms). */
    private boolean walk(int i, FlatGroups groups) {
        int pk = worm[i];
        int g = wormVc[i];
        while (s.vcSource[g] >= 0) {
            g = s.vcSource[g];
            if (s.vcOwner[g] != pk) {
                failure = 1;
                return false;
            }
        }
        int h = ~s.vcSource[g];
        if (!k.hosts.laneFront(h, pk)
                || i == 0 && k.packets.length[pk] - k.hosts.nextSeq[h] < FlatGroups.MIN_REMAINING_FLITS) {
            failure = 1;
            return false;
        }
        wormHost[i] = h;
        while (true) {
            int c = s.vcChannel[g];
            if (!addChannel(c, groups)) {
                return false;
            }
            if (s.sinkHost[c] >= 0) {
                return true;
            }
            addVc(g);
            g = s.laneGranted[g];
            if (g == FlatState.NONE || s.vcOwner[g] != pk) {
                failure = 0;
                return false;
            }
        }
    }

    private boolean addChannel(int c, FlatGroups groups) {
        if (groups.mark[c] == groups.stamp) {
            return true;
        }
        groups.mark[c] = groups.stamp;
        if (nc == MAX_CHANNELS || k.blocks.byChannel[c] != null || k.blocks.byPort[c] != null || groups.holds(c)) {
            failure = nc == MAX_CHANNELS ? 2 : 3;
            return false;
        }
        chan[nc++] = c;
        int base = c * s.vcs;
        for (int v = 0; v < s.vcs; v++) {
            int o = s.vcOwner[base + v];
            if (o != FlatState.NONE && !addWorm(o, base + v)) {
                return false;
            }
            int out = s.sinkHost[c] < 0 ? s.laneGranted[base + v] : FlatState.NONE;
            if (out != FlatState.NONE && !addWorm(s.vcOwner[out], out)) {
                return false;
            }
        }
        return true;
    }

    private void addVc(int g) {
        if (nv == vc.length) {
            vc = Arrays.copyOf(vc, 2 * nv);
        }
        vc[nv++] = g;
    }

    /** Whether {@code other} has the same worms, channels and virtual channels in the same order. */
    boolean sameLayout(FlatGroup other) {
        return nw == other.nw && nc == other.nc && nv == other.nv && Arrays.equals(worm, 0, nw, other.worm, 0, nw)
                && Arrays.equals(chan, 0, nc, other.chan, 0, nc) && Arrays.equals(vc, 0, nv, other.vc, 0, nv);
    }
}
