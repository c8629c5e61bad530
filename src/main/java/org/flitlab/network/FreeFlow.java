package org.flitlab.network;

import java.util.Arrays;

/**
 * The block fast path (so that a run's cost does not grow with packet length; docs/performance.md): a worm streaming through channels that nothing else uses is advanced as a
 * block, with events only where something can change, instead of flit by flit. It gives the same results as
 * the flit-by-flit engine, tick for tick; {@code FreeFlowDifferentialTest} checks that on hundreds of random
 * scenarios.
 *
 * <p><b>When a worm is in free flow.</b> At the end of tick t (after transmission), a worm qualifies when its
 * head has reached its destination host, the first channel it still holds has all the worm's remaining flits
 * available (it is the source host's link and the host is still sending the worm, or the worm's tail has
 * landed in the buffer that channel drains, whose feeding virtual channel is free with nothing on its wire),
 * and along the rest of its path:
 * <ul>
 * <li>each channel sent a flit of the worm at t, in each of the last d ticks (d its delay: the wire holds d of
 *     the worm's flits, landing at t+1 .. t+d), and no other virtual channel of it is granted (so the
 *     virtual-channel arbiter always picks the worm);</li>
 * <li>each buffer on the path holds only the worm's flits, and no other virtual channel of its input port
 *     holds an output (so the crossbar input is the worm's every tick);</li>
 * <li>credit flow control: exactly one credit arrives at each of the ticks t+1 .. t+d (the next channel freed
 *     a slot in each of the last d ticks); stop/go: the sender sees GO, no signal is on its way, and the
 *     buffer's level plus the flit landing each tick stays at or under the high mark (so no STOP is sent).</li>
 * </ul>
 * Then, by induction over ticks, every channel sends the worm's next flit at every tick until the first channel
 * sends the tail: the source lane always has a flit (a draining buffer only empties, so it sends no stop/go
 * signal, and its freed slots are credited to the idle virtual channel feeding it); each buffer gains one flit and loses one per tick, so it never
 * runs dry and its occupancy stays put (no stop/go signal changes); each credit spent is replaced by the one
 * arriving that tick. The state after k such ticks is the state now with sequence numbers, arrival ticks and
 * counters moved on by k ({@link WormBlock#syncTo}).
 *
 * <p><b>What can interrupt it.</b> Only a grant can make another worm share a channel or crossbar input of the
 * block; {@link Allocation#grant} hands the worm back first ({@link #release}), landing its flits due in that
 * tick exactly as the landing phase would have; so does a grant of the virtual channel feeding a draining
 * buffer. Otherwise the worm is handed back at the start of the tick its first channel sends the tail; once the
 * tail has crossed that wire, the next buffer may drain as a block in turn.
 *
 * <p><b>Why order is safe.</b> A block's flits land and leave with no effect outside the block: no head lands
 * or departs (no routing, no switch activation), no tail leaves, no stop/go signal changes. Channels leave and
 * rejoin the engine's {@link ChannelSet}s, which visit in channel order, so they are visited where they would
 * have been. Readers of engine state ({@link Network#snapshot()}, statistics, conservation) first bring every
 * block up to date ({@link #syncAll}).
 *
 * <p>Off with the mechanisms that act on worms mid-path (timeouts, deflection, stop on packet boundary), and with
 * BookSim's pipelined router, whose switches send through their allocators rather than the transmission phase.
 * Owned by the engine thread.
 */
final class FreeFlow {
    /** Blocks shorter than this are not worth their entry check and bookkeeping. */
    private static final int MIN_BLOCK_TICKS = 8;
    /** Longest wait between entry checks of a worm that did not qualify. */
    private static final int MAX_BACKOFF_TICKS = 64;
    private final Network net;
    /** Whether the configuration lets worms be advanced as blocks at all (no mechanism acts on them mid-path). */
    private final boolean applicable;
    private boolean enabled;
    private final boolean credit;
    private final int stopHighMark;
    private Packet[] candidates = new Packet[16];
    private long[] nextCheck = new long[16];
    private int[] backoff = new int[16];
    private int candidateCount;
    private WormBlock[] blocks = new WormBlock[16];
    private int blockCount;
    /** Flit-hops made inside blocks, blocks started, and blocks handed back early by a grant: for tests and benchmarks. */
    long blockFlitHops;
    long blocksStarted;
    long earlyHandBacks;
    /** Channels now inside blocks (they hold worms but need no tick of their own). */
    int blockChannels;
    private OutputChannel[] pathChannels = new OutputChannel[16];
    private VirtualChannel[] pathVcs = new VirtualChannel[16];

    FreeFlow(Network net, NetworkConfig config) {
        this.net = net;
        this.applicable = !config.recovery().enabled() && !config.deflection().enabled()
                && !config.packetBoundaryStop().enabled() && !config.router().pipelined();
        this.enabled = applicable;
        this.credit = config.flowControl() == LinkFlowControl.CREDIT;
        this.stopHighMark = config.stopHighMark();
    }

    /** On or off before the first tick (never on where not {@link #applicable}). */
    void setEnabled(boolean on) {
        enabled = on && applicable;
    }

    boolean isActive() {
        return blockCount > 0;
    }

    /** The head of {@code p} reached its destination host at {@code t}: the worm may soon stream freely. */
    void headDelivered(Packet p, long t) {
        // Its source has sent the head, so at most length - 1 flits are left: a short worm never makes a block.
        if (enabled && p.senderHost >= 0 && p.lengthFlits - 1 > MIN_BLOCK_TICKS) {
            addCandidate(p, t, 1);
        }
    }

    /** End of tick {@code t}: worms whose check is due start a block if they qualify. */
    void afterTick(long t) {
        int kept = 0;
        for (int i = 0; i < candidateCount; i++) {
            Packet p = candidates[i];
            if (p.deliveredTick >= 0) {
                continue;
            }
            if (nextCheck[i] <= t) {
                if (tryStart(p, t)) {
                    continue;
                }
                backoff[i] = Math.min(2 * backoff[i], MAX_BACKOFF_TICKS);
                nextCheck[i] = t + backoff[i];
            }
            candidates[kept] = p;
            nextCheck[kept] = nextCheck[i];
            backoff[kept] = backoff[i];
            kept++;
        }
        Arrays.fill(candidates, kept, candidateCount, null);
        candidateCount = kept;
    }

    /** Brings every block up to the end of tick {@code tick} (a tick boundary), leaving it running. */
    void syncAll(long tick) {
        for (int i = 0; i < blockCount; i++) {
            blocks[i].syncTo(tick, net, credit);
        }
    }

    /**
     * A grant at tick {@code t} (allocation phase) is about to give {@code vc} to the worm at the front of
     * {@code lane}: a block sharing the channel or the lane's crossbar input is handed back to the engine first.
     */
    void release(Lane lane, VirtualChannel vc, long t) {
        if (vc.output.block != null) {
            handBack(vc.output.block, t, true);
        }
        if (lane.queue != null && lane.queue.crossbar.block != null) {
            handBack(lane.queue.crossbar.block, t, true);
        }
        if (vc.downstream != null && vc.downstream.drainingBlock != null) {
            // Flits would arrive behind a worm that drains the buffer.
            handBack(vc.downstream.drainingBlock, t, true);
        }
    }

    private boolean tryStart(Packet p, long t) {
        VirtualChannel first = firstHeld(p);
        if (first == null) {
            return false;
        }
        Lane source = first.source;
        int remaining = remainingAtSource(source, p);
        if (remaining <= MIN_BLOCK_TICKS) {
            return false;
        }
        int n = 0;
        Lane lane = source;
        while (n <= net.channels.length) {
            VirtualChannel vc = lane.granted;
            if (vc == null || vc.owner != p || !streams(vc, p, t)) {
                return false;
            }
            if (n == pathChannels.length) {
                pathChannels = Arrays.copyOf(pathChannels, 2 * n);
                pathVcs = Arrays.copyOf(pathVcs, 2 * n);
            }
            pathChannels[n] = vc.output;
            pathVcs[n] = vc;
            n++;
            InputQueue q = vc.downstream;
            if (q == null) {
                if (vc.output.sinkHost.node != p.destinationNode) {
                    return false;
                }
                start(p, source, n, t, t + remaining);
                return true;
            }
            if (!buffers(q, p, vc, t)) {
                return false;
            }
            lane = q.incomingLane;
        }
        return false;
    }

    /**
     * The flits of p still to leave its source lane, when that lane holds the whole rest of the worm; else -1
     * (a block must know every flit it will carry).
     */
    private int remainingAtSource(Lane source, Packet p) {
        InputQueue from = source.queue;
        if (from == null) {
            // The source host is still sending: its injection lane holds the rest of the worm.
            return source.segmentCount() != 1 || source.frontPacket() != p ? -1 : source.flits();
        }
        // The tail has left the host: the first buffer must hold the rest, with nothing more coming.
        return source.frontPacket() != p || !drains(from, source, p) ? -1 : source.frontCount();
    }

    /**
     * The virtual channel of the first channel the worm still holds, found by walking back from the channel its
     * head entered last (the one into its destination), or null.
     */
    private VirtualChannel firstHeld(Packet p) {
        if (p.headChannel < 0) {
            return null;
        }
        VirtualChannel vc = null;
        for (VirtualChannel v : net.channels[p.headChannel].vcs) {
            if (v.owner == p) {
                vc = v;
            }
        }
        for (int steps = 0; vc != null && steps <= net.channels.length; steps++) {
            Lane src = vc.source;
            if (src == null || src.queue == null) {
                return src == null ? null : vc;
            }
            VirtualChannel up = src.queue.upstream;
            if (up.owner != p) {
                return vc;
            }
            vc = up;
        }
        return null;
    }

    /**
     * The worm's tail has reached {@code q}, whose lane holds all its remaining flits at the front, and nothing can
     * arrive behind them: the virtual channel feeding {@code q} is free with none of its flits on the wire. The
     * buffer then only empties (no stop/go signal while it is at GO), and its input is the worm's alone.
     */
    private boolean drains(InputQueue q, Lane lane, Packet p) {
        VirtualChannel feeder = q.upstream;
        if (lane.frontSeq() + lane.frontCount() != p.lengthFlits || feeder.owner != null
                || feeder.output.hasFlightOn(feeder.vc) || q.grantedLanes != 1 || q.crossbar.block != null
                || q.drainingBlock != null || (!credit && q.stopLevel != VirtualChannel.GO)) {
            return false;
        }
        return crossbarFree(q);
    }

    /** No other virtual channel of {@code q}'s input port holds an output, so the crossbar input is q's alone. */
    private boolean crossbarFree(InputQueue q) {
        for (InputQueue other : net.switches[q.node].inputs[q.port]) {
            if (other != q && other.grantedLanes != 0) {
                return false;
            }
        }
        return true;
    }

    /** The channel of {@code vc} sends only {@code p}, sent it in each of the last d ticks, and is no one else's. */
    private static boolean streams(VirtualChannel vc, Packet p, long t) {
        OutputChannel oc = vc.output;
        return oc.grantedVcs == 1 && oc.block == null && !oc.asleep && oc.lastSendTick == t
                && oc.carriesStream(p, vc.vc, t);
    }

    /** The buffer {@code q} at the end of {@code vc} passes only {@code p}'s flits, and its flow control is steady. */
    private boolean buffers(InputQueue q, Packet p, VirtualChannel vc, long t) {
        Lane lane = q.incomingLane;
        if (q.grantedLanes != 1 || lane.granted == null || lane.granted.owner != p || q.crossbar.block != null
                || q.drainingBlock != null || lane.segmentCount() > 1 || (lane.segmentCount() == 1 && lane.frontPacket() != p)
                || !crossbarFree(q)) {
            return false;
        }
        if (credit) {
            return vc.creditsStream(t, vc.output.delayTicks);
        }
        return vc.goAndQuiet() && q.stopLevel == VirtualChannel.GO && q.occupancy + 1 <= stopHighMark;
    }

    private void start(Packet p, Lane source, int n, long t, long endTick) {
        OutputChannel[] channels = Arrays.copyOf(pathChannels, n);
        VirtualChannel[] vcs = Arrays.copyOf(pathVcs, n);
        InputQueue[] buffers = new InputQueue[n];
        Lane[] lanes = new Lane[n];
        for (int j = 0; j < n; j++) {
            buffers[j] = vcs[j].downstream;
            lanes[j] = buffers[j] == null ? null : buffers[j].incomingLane;
        }
        WormBlock b = new WormBlock(p, source, channels, vcs, buffers, lanes, t, endTick);
        if (b.sourceQueue != null) {
            b.sourceQueue.crossbar.block = b;
            b.sourceQueue.drainingBlock = b;
        }
        for (int j = 0; j < n; j++) {
            channels[j].block = b;
            net.sending.remove(channels[j].channel);
            net.inFlight.remove(channels[j].channel);
            if (buffers[j] != null) {
                buffers[j].crossbar.block = b;
            }
        }
        blocksStarted++;
        blockChannels += n;
        b.endToken = net.scheduler.schedule(endTick, tick -> handBack(b, tick, false));
        if (blockCount == blocks.length) {
            blocks = Arrays.copyOf(blocks, 2 * blockCount);
        }
        blocks[blockCount++] = b;
    }

    /**
     * Gives the block's channels back to the flit-by-flit engine at tick {@code t}: at the start of the tick
     * (its end event), or in the allocation phase ({@code midTick}), after the landing phase, whose landings on
     * the block's wires are then made here.
     */
    private void handBack(WormBlock b, long t, boolean midTick) {
        b.syncTo(t - 1, net, credit);
        if (midTick) {
            earlyHandBacks++;
            net.scheduler.cancel(b.endToken);
            for (OutputChannel oc : b.channels) {
                net.landing.landDue(oc, t);
            }
        }
        for (int j = 0; j < b.channels.length; j++) {
            OutputChannel oc = b.channels[j];
            oc.block = null;
            net.sending.add(oc.channel);
            if (oc.activeInFlight) {
                net.inFlight.add(oc.channel);
            }
            if (b.buffers[j] != null) {
                b.buffers[j].crossbar.block = null;
            }
        }
        if (b.sourceQueue != null) {
            b.sourceQueue.crossbar.block = null;
            b.sourceQueue.drainingBlock = null;
        }
        blockChannels -= b.channels.length;
        int i = 0;
        while (blocks[i] != b) {
            i++;
        }
        System.arraycopy(blocks, i + 1, blocks, i, blockCount - i - 1);
        blocks[--blockCount] = null;
        if (midTick) {
            addCandidate(b.packet, t + MAX_BACKOFF_TICKS / 4, MAX_BACKOFF_TICKS / 4);
        } else {
            // The tail leaves the first channel now; once it has crossed the wire, the next buffer may drain as a block.
            addCandidate(b.packet, t + b.channels[0].delayTicks, 1);
        }
    }

    private void addCandidate(Packet p, long checkAt, int wait) {
        if (candidateCount == candidates.length) {
            int m = 2 * candidateCount;
            candidates = Arrays.copyOf(candidates, m);
            nextCheck = Arrays.copyOf(nextCheck, m);
            backoff = Arrays.copyOf(backoff, m);
        }
        candidates[candidateCount] = p;
        nextCheck[candidateCount] = checkAt;
        backoff[candidateCount] = wait;
        candidateCount++;
    }
}
