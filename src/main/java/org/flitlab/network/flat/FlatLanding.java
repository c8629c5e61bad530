package org.flitlab.network.flat;

import org.flitlab.network.Switching;
import org.flitlab.network.WrongHost;

/**
 * First phase of a tick in the flat kernel, as the reference engine's {@code Landing}: the flits due on each
 * channel with flits in flight land, channels in index order; at a switch a flit enters its buffer's ring and a
 * head that reaches the front of its lane asks its switch for an output; at a host it is consumed at link rate and
 * a tail completes its packet, whose statistics are recorded once and whose slot is freed.
 */
final class FlatLanding {
    private final FlatKernel k;
    private final FlatState s;
    private final FlatPackets p;
    private final boolean storeAndForward;
    private final int switchDelay;
    /** Pipelined router: a host reads a flit the tick after it lands, as a BookSim router reads its input (1), else 0. */
    private final int hostReadTicks;
    private final boolean waitForTailCredit;
    /** BookSim's pipelined router (its landing hands the lane to the pipeline), else FlitLab's own switch. */
    private final boolean pipelined;

    FlatLanding(FlatKernel k) {
        this.k = k;
        this.s = k.state;
        this.p = k.packets;
        this.storeAndForward = s.config.switching() == Switching.STORE_AND_FORWARD;
        this.switchDelay = s.config.switchDelayTicks();
        this.hostReadTicks = s.config.router().pipelined() ? 1 : 0;
        this.waitForTailCredit = s.config.router().pipelined() && s.config.router().waitForTailCredit();
        this.pipelined = s.config.router().pipelined();
    }

    void land(long t) {
        if (s.arrivals != null) {
            s.arrivals.land(t, this);
            return;
        }
        long[] words = s.inFlight.words;
        for (int w = 0; w < words.length; w++) {
            for (long bits = words[w]; bits != 0; bits &= bits - 1) {
                landDue((w << 6) + Long.numberOfTrailingZeros(bits), t);
            }
        }
    }

    /** The arrival wheel's lane g has a flit due at t: counted into its buffer ({@link FlatState#direct}) or off the wire. */
    void landLane(int g, long t) {
        int[] into = s.directSwitch;
        int sw = into == null ? -1 : into[g];
        if (sw >= 0) {
            if (pipelined) {
                landDirect(g, sw, t);
            } else {
                landDirectOwn(g, t);
            }
        } else {
            landDue(s.vcChannel[g], t);
        }
    }

    /** The flit written into lane g's ring at its launch lands: counted in, as {@link #landFlit} would put it there. */
    private void landDirect(int g, int sw, long t) {
        countIn(g, t);
        k.pipeline.landed(g, sw);
    }

    /** The flit in transit at the end of lane g's ring is counted in at t: count, occupancy, a head's event. */
    private void countIn(int g, long t) {
        k.lastProgressTick = t;
        int before = s.bufRing[2 * g + 1];
        if (before == s.capacity) {
            throw overflow(s.vcChannel[g], g, before);
        }
        s.bufRing[2 * g + 1] = before + 1;
        s.transitCount--;
        s.countedIn(g, before, t);
        if (k.events != null || storeAndForward) {
            // Only these read the flit back: its head's hop was counted at its launch (FlatState#launchInto's callers).
            int slot = g * s.bufferSlots + ((s.bufRing[2 * g] + before) & s.bufferMask);
            landedHead(g, s.bufFlit[2 * slot], s.bufFlit[2 * slot + 1], before, t);
        }
    }

    /**
     * {@link #landDirect} into FlitLab's own switch, as {@link #landFlit} puts a flit there: counted in, then a head at
     * the lane's front asks for an output ({@link #considerFront}), all in the landing phase of its arrival tick, before
     * allocation and transmission read the lane (a body flit landed at t may leave at t, as from its wire).
     */
    private void landDirectOwn(int g, long t) {
        countIn(g, t);
        considerFront(g, t);
    }

    /** The per-packet bookkeeping of a flit landing in buffer g: a head's event, and store-and-forward's count. */
    private void landedHead(int g, int pk, int seq, int before, long t) {
        if (seq == 0 && k.events != null) {
            k.events.headLanded(g, pk, before, t);
        }
        if (storeAndForward) {
            p.landedHere[pk] = seq == 0 ? 1 : p.landedHere[pk] + 1;
        }
    }

    private IllegalStateException overflow(int c, int g, int before) {
        return new IllegalStateException("buffer overflow at channel " + c + " vc " + (g % s.vcs) + ": "
                + (before + 1) + " flits in a " + s.capacity + "-flit buffer");
    }

    /** Lands channel c's flits due by t (also for a block handed back after the landing phase). */
    void landDue(int c, long t) {
        int base = c * s.wireSlots;
        int first = s.wireFirst[c];
        int count = s.wireCount[c];
        while (count > 0 && s.wireArrival[base + first] <= t) {
            int slot = base + first;
            landFlit(c, s.wirePacket[slot], s.wireSeqVc[slot], t);
            first = (first + 1) & s.wireMask;
            count--;
        }
        s.wireFirst[c] = first;
        s.wireCount[c] = count;
        if (count == 0) {
            s.inFlight.remove(c);
        }
    }

    private void landFlit(int c, int pk, int seqVc, long t) {
        k.lastProgressTick = t;
        int seq = seqVc >>> 6;
        int h = s.sinkHost[c];
        if (h >= 0) {
            landAtHost(h, c, pk, seqVc, t);
            return;
        }
        int g = c * s.vcs + (seqVc & 63);
        int before = s.bufRing[2 * g + 1];
        if (before == s.capacity) {
            throw new IllegalStateException("buffer overflow at channel " + c + " vc " + (g % s.vcs) + ": "
                    + (before + 1) + " flits in a " + s.capacity + "-flit buffer");
        }
        s.bufRing[2 * g + 1] = before + 1;
        s.occupancyChanged(g, before, t);
        if (k.stopGo != null) {
            k.stopGo.landed(g, t);
        }
        if (seq == 0) {
            p.hops[pk]++;
            if (k.events != null) k.events.headLanded(g, pk, before, t);
        }
        if (storeAndForward) {
            // Counted only where it is read: a cut-through head need not wait for its body.
            p.landedHere[pk] = seq == 0 ? 1 : p.landedHere[pk] + 1;
        }
        int slot = g * s.bufferSlots + ((s.bufRing[2 * g] + before) & s.bufferMask);
        s.bufFlit[2 * slot] = pk;
        s.bufFlit[2 * slot + 1] = seq;
        if (k.pipeline != null) {
            k.pipeline.landed(g, s.chanTarget[c]);
        } else {
            considerFront(g, t);
        }
    }

    /** Puts the lane's front head in its switch's request list once it may be routed. */
    void considerFront(int g, long t) {
        if (s.laneGranted[g] != FlatState.NONE || s.laneRequesting[g] || s.bufRing[2 * g + 1] == 0 || s.frontSeq(g) != 0) {
            return;
        }
        int pk = s.frontPacket(g);
        if (storeAndForward && p.landedHere[pk] < p.length[pk]) {
            return;
        }
        s.laneRequesting[g] = true;
        s.laneReady[g] = t + switchDelay;
        if (k.events != null) k.events.ready(g);
        k.allocation.addRequest(s.chanTarget[s.vcChannel[g]], g);
    }

    /** A flit reaches its destination host over channel {@code c}. */
    private void landAtHost(int h, int c, int pk, int seqVc, long t) {
        int seq = seqVc >>> 6;
        consume(h, pk, seq, t + hostReadTicks);
        if (seq == 0) {
            if (p.destination[pk] != k.hosts.node[h]) {
                throw WrongHost.of(p.id[pk], h, s.topology.hostIndex(p.destination[pk]));
            }
            k.blocks.headDelivered(pk, c * s.vcs + (seqVc & 63), t);
        }
        if (waitForTailCredit && seq == p.length[pk] - 1) {
            // The host frees the tail's slot as it reads it; the credit crosses back like a router's.
            s.tailCreditReturned(c * s.vcs + (seqVc & 63), t + hostReadTicks + 1 + s.chanDelay[c]);
        }
    }

    private void consume(int h, int pk, int seq, long t) {
        if (k.events != null) k.events.consumed(pk, seq, t);
        k.recorder.recordDeliveredFlit();
        k.hosts.delivered[h]++;
        if (seq == 0) {
            p.hops[pk]++;
            p.headArrived[pk] = t;
        }
        if (seq == p.length[pk] - 1) {
            k.deliveries.add(pk, t);
        }
    }
}
