package org.flitlab.control;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.network.atm.Aal5;
import org.flitlab.network.atm.AtmConfig;
import org.flitlab.network.atm.AtmNetwork;
import org.flitlab.network.atm.CellRoutes;
import org.flitlab.network.atm.CircuitListener;
import org.flitlab.network.atm.GoodputBound;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.Topology;

/**
 * Persistent TCP Reno flows over the ATM baseline (Bianco et al., Sections 2.1-2.2): the same {@link TcpConnection}
 * state machine as over wormhole, unchanged, with each segment (MSS + headers) an AAL5 packet on the flow's data
 * circuit and each ACK (headers alone, one cell) a packet on a reverse circuit along the same switches. The data
 * circuit follows the network's service category (UBR or ABR); ACK circuits are uncontrolled. A segment with a lost
 * cell never reaches the receiver, and TCP finds out by duplicate ACKs or its timer. Timer values of the
 * {@link TcpRenoParams} are in topology ticks (byte times in the paper's scenarios) and are converted to cell slots,
 * rounded up. Goodput counts payload bytes over 53-byte slots, so it is a fraction of the link rate, as in the
 * paper. Mutable, owned by one thread.
 */
public final class TcpOverAtm implements CircuitListener {
    private final AtmNetwork net;
    private final TcpConnection[] flows;
    private final int[] dataCircuit;
    private final int[] ackCircuit;
    private final RetransmissionTimers timers;
    private final int segmentBytes;
    private final int ackBytes;
    private final List<List<Integer>> paths = new ArrayList<>();
    private final long[] retransmissionsAtMark;
    private final long[] timeoutsAtMark;
    private final long[] fastAtMark;
    private long lostSegments;
    private long markSlot;
    private long offeredAtMark;
    private long droppedAtMark;
    private long lostAtMark;

    /**
     * @param flows each flow's source and destination host and its route (switch path); a flow without a route
     *              takes the background cells' fixed shortest route
     */
    public TcpOverAtm(Topology topology, AtmConfig config, TcpRenoParams tcp, List<FlowSpec> flows, SplittableRandom random) {
        if (flows.isEmpty()) {
            throw new IllegalArgumentException("flows is empty; give at least one TCP flow");
        }
        this.net = new AtmNetwork(topology, config, this, random);
        TcpRenoParams inSlots = new TcpRenoParams(tcp.mssBytes(), tcp.headerBytes(), tcp.maxWindow(),
                toSlots(tcp.granularityTicks(), config), toSlots(tcp.initialTimeoutTicks(), config), tcp.flows(),
                tcp.closeAfterTimeouts());
        int n = flows.size();
        this.flows = new TcpConnection[n];
        timers = new RetransmissionTimers(this.flows, net::at, this::pump);
        dataCircuit = new int[n];
        ackCircuit = new int[n];
        retransmissionsAtMark = new long[n];
        timeoutsAtMark = new long[n];
        fastAtMark = new long[n];
        segmentBytes = tcp.mssBytes() + tcp.headerBytes();
        ackBytes = tcp.headerBytes();
        for (int f = 0; f < n; f++) {
            FlowSpec spec = flows.get(f);
            List<Integer> path = route(topology, spec);
            paths.add(path);
            this.flows[f] = new TcpConnection(spec.sourceHost(), spec.destinationHost(), inSlots, Aal5.CELL_BYTES);
            dataCircuit[f] = net.openCircuit(path, true);
            ackCircuit[f] = net.openCircuit(reversed(path), false);
            int flow = f;
            net.at(0, () -> pump(flow, 0));
        }
    }

    private static long toSlots(long ticks, AtmConfig c) {
        return Math.max(1, (long) Math.ceil(ticks / c.ticksPerSlot()));
    }

    private static List<Integer> route(Topology t, FlowSpec spec) {
        if (spec.hasFixedRoute()) {
            return spec.switchPath();
        }
        int s = t.hostSwitch(t.hostNode(spec.sourceHost()));
        int d = t.hostSwitch(t.hostNode(spec.destinationHost()));
        CellRoutes routes = new CellRoutes(t);
        List<Integer> path = new ArrayList<>(List.of(s));
        for (int c = routes.next(s, d); c >= 0; c = routes.next(path.get(path.size() - 1), d)) {
            path.add(t.channelTarget(c));
        }
        return path;
    }

    private static List<Integer> reversed(List<Integer> path) {
        List<Integer> r = new ArrayList<>(path);
        Collections.reverse(r);
        return r;
    }

    private void pump(int f, long slot) {
        TcpConnection c = flows[f];
        for (long seq = c.nextSegment(); seq >= 0; seq = c.nextSegment()) {
            net.send(dataCircuit[f], segmentBytes, seq);
            c.segmentSent(seq, slot);
        }
        timers.rearm(f);
    }

    @Override
    public void delivered(int circuit, long tag, long slot) {
        int f = circuit / 2;
        if (circuit == dataCircuit[f]) {
            net.send(ackCircuit[f], ackBytes, flows[f].segmentDelivered(tag));
        } else {
            flows[f].ackDelivered(tag, slot);
            pump(f, slot);
        }
    }

    @Override
    public void lost(int circuit, long tag, long slot) {
        if (circuit % 2 == 0) {
            lostSegments++;
        }
    }

    /** Simulates {@code warmupSlots}, then measures for {@code measureSlots}. */
    public AtmTcpResult run(long warmupSlots, long measureSlots) {
        net.advance(net.slot() + warmupSlots);
        mark();
        net.advance(net.slot() + measureSlots);
        return result();
    }

    /** Start of the measurement window. */
    public void mark() {
        markSlot = net.slot();
        offeredAtMark = net.offeredCells();
        droppedAtMark = net.droppedCells();
        lostAtMark = lostSegments;
        for (int f = 0; f < flows.length; f++) {
            flows[f].mark();
            retransmissionsAtMark[f] = flows[f].sender().retransmissions();
            timeoutsAtMark[f] = flows[f].sender().timeouts();
            fastAtMark[f] = flows[f].sender().fastRetransmits();
        }
    }

    /** What the window since {@link #mark()} measured. */
    public AtmTcpResult result() {
        int n = flows.length;
        double[] goodput = new double[n];
        double[] efficiency = new double[n];
        long re = 0;
        long to = 0;
        long fast = 0;
        int closed = 0;
        int streak = 0;
        for (int f = 0; f < n; f++) {
            closed += flows[f].closed() ? 1 : 0;
            streak = Math.max(streak, flows[f].longestTimeoutStreak());
            goodput[f] = flows[f].goodput(net.slot() - markSlot);
            efficiency[f] = flows[f].efficiency();
            re += flows[f].sender().retransmissions() - retransmissionsAtMark[f];
            to += flows[f].sender().timeouts() - timeoutsAtMark[f];
            fast += flows[f].sender().fastRetransmits() - fastAtMark[f];
        }
        AtmConfig c = net.config();
        int mss = segmentBytes - ackBytes;
        double[] bound = GoodputBound.perFlow(net.topology(), paths, c.backgroundLoad(), Aal5.payloadEfficiency(mss, ackBytes));
        return new AtmTcpResult(c.service().id(), c.bufferCells(), c.backgroundLoad(), net.slot() - markSlot, goodput,
                efficiency, bound, net.offeredCells() - offeredAtMark, net.droppedCells() - droppedAtMark,
                lostSegments - lostAtMark, re, to, fast, closed, streak);
    }

    /** The cell network underneath, for inspection. */
    public AtmNetwork network() {
        return net;
    }

    /** The data circuit of flow {@code f}. */
    public int dataCircuit(int f) {
        return dataCircuit[f];
    }

    public TcpConnection connection(int f) {
        return flows[f];
    }
}
