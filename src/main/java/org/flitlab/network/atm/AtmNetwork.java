package org.flitlab.network.atm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;

/**
 * A slotted cell-level ATM network on a topology's switch graph (Bianco et al., Sections 2.2 and 2.4; the CLASS
 * simulator): ideal output-buffered switches, non-blocking, that move every cell arriving in a slot to its output
 * port in that slot; one shared FIFO of B cells per output port ({@link CellQueue}), where a cell finding the FIFO
 * full is dropped and counted; each port sends one cell per slot onto its link, which delivers it a fixed number of
 * slots later. Circuits ({@link #openCircuit}) have routes fixed at set-up; their packets are segmented by AAL5 and
 * sent at the peak rate (UBR and uncontrolled circuits) or paced at the allowed cell rate (ABR, with RM cells and
 * the ports' {@link PortControl}). Every switch also generates Poisson background cells to uniform other switches
 * over fixed shortest routes ({@link CellRoutes}). A destination switch delivers to its host at once (hosts are
 * not a bottleneck, as in the paper, where three flows into one node each get more than a third of a link).
 *
 * <p>Within a slot: due timers run; cells due off every link arrive (links visited in a rotating order so no input
 * is always first to a full FIFO); background and circuit cells are injected; every port sends its head cell;
 * port controls sample their queues. Mutable, owned by one thread; nothing is shared between networks.
 */
public final class AtmNetwork {
    private final Topology topology;
    private final AtmConfig config;
    private final CellRoutes routes;
    private final SplittableRandom random;
    private final CircuitListener listener;
    private final int[] channels;
    private final CellQueue[] queues;
    private final long[][] lines;
    private final PortControl[] controls;
    private final int[] target;
    private final int[] switches;
    private final double noArrivalProbability;
    private final List<VirtualCircuit> circuits = new ArrayList<>();
    private final RmCells rm = new RmCells();
    private final PriorityQueue<Timer> timers = new PriorityQueue<>();
    private long slot;
    private long timerSeq;
    private long backgroundSent;
    private long backgroundDelivered;

    private record Timer(long slot, long seq, Runnable action) implements Comparable<Timer> {
        @Override
        public int compareTo(Timer o) {
            return slot != o.slot ? Long.compare(slot, o.slot) : Long.compare(seq, o.seq);
        }
    }

    /**
     * @param topology the switch graph (host nodes are ignored: switch s is both a switch and an end point)
     * @param listener told of every packet delivered or lost
     * @param random   the stream of background arrivals and destinations
     */
    public AtmNetwork(Topology topology, AtmConfig config, CircuitListener listener, SplittableRandom random) {
        this.topology = topology;
        this.config = config;
        this.listener = listener;
        this.random = random;
        this.routes = new CellRoutes(topology);
        int n = topology.channelCount();
        queues = new CellQueue[n];
        lines = new long[n][];
        controls = new PortControl[n];
        target = new int[n];
        List<Integer> used = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            int from = topology.channelSource(c);
            int to = topology.channelTarget(c);
            target[c] = to;
            if (topology.isSwitch(from) && topology.isSwitch(to)) {
                used.add(c);
                queues[c] = new CellQueue(config.bufferCells());
                int delayTicks = topology.link(c / 2).delayTicks();
                lines[c] = new long[(int) Math.max(1, Math.round(delayTicks / config.ticksPerSlot()))];
                Arrays.fill(lines[c], Cell.NONE);
                controls[c] = portControl(config.service());
            }
        }
        channels = used.stream().mapToInt(Integer::intValue).toArray();
        switches = new int[topology.switchCount()];
        for (int s = 0; s < switches.length; s++) {
            switches[s] = s;
        }
        noArrivalProbability = Math.exp(-config.backgroundLoad());
    }

    private static PortControl portControl(AtmService s) {
        if (s instanceof RrmParams r) {
            return new RrmPort(r);
        }
        if (s instanceof EricaParams e) {
            return new EricaPort(e);
        }
        return null;
    }

    /**
     * Sets up a circuit along {@code switchPath} (at least two switches, each next to the one before). A
     * {@code controlled} circuit follows the configured service (paced by ABR under RRM or ERICA, the peak rate
     * under UBR); an uncontrolled one (TCP's ACKs) always sends at the peak rate without RM cells.
     *
     * @return the circuit number, from 0 in order of set-up
     */
    public int openCircuit(List<Integer> switchPath, boolean controlled) {
        if (switchPath.size() < 2) {
            throw new IllegalArgumentException("switchPath is " + switchPath + "; a circuit crosses at least one link");
        }
        if (circuits.size() >= Cell.MAX_CIRCUITS) {
            throw new IllegalArgumentException("already " + circuits.size() + " circuits; at most " + Cell.MAX_CIRCUITS);
        }
        int[] sw = switchPath.stream().mapToInt(Integer::intValue).toArray();
        int[] forward = new int[sw.length - 1];
        int[] reverse = new int[sw.length - 1];
        for (int i = 0; i + 1 < sw.length; i++) {
            forward[i] = channelBetween(sw[i], sw[i + 1]);
            reverse[i] = channelBetween(sw[i + 1], sw[i]);
        }
        AtmService s = config.service();
        AbrSource abr = !controlled ? null : s instanceof RrmParams r ? new AbrSource(r.source())
                : s instanceof EricaParams e ? new AbrSource(e.source()) : null;
        VirtualCircuit vc = new VirtualCircuit(circuits.size(), topology.switchCount(), sw, forward, reverse, abr);
        circuits.add(vc);
        return vc.id;
    }

    private int channelBetween(int a, int b) {
        if (a < 0 || a >= topology.switchCount() || b < 0 || b >= topology.switchCount()) {
            throw new IllegalArgumentException("switch path step " + a + " -> " + b + " names a node that is not a switch");
        }
        for (int p = 0; p < topology.portCount(a); p++) {
            if (topology.neighbor(a, p) == b) {
                return topology.channelOut(a, p);
            }
        }
        throw new IllegalArgumentException("switch path step " + a + " -> " + b + " is not a link of the topology");
    }

    /** Queues a packet of {@code bytes} on {@code circuit} for segmentation; {@code tag} comes back to the listener. */
    public void send(int circuit, int bytes, long tag) {
        circuits.get(circuit).enqueue(bytes, tag);
    }

    /** Runs {@code action} at the start of {@code atSlot} (now, if it has passed). */
    public void at(long atSlot, Runnable action) {
        timers.add(new Timer(Math.max(atSlot, slot), timerSeq++, action));
    }

    /** Simulates every slot before {@code endSlot}. */
    public void advance(long endSlot) {
        while (slot < endSlot) {
            step();
            slot++;
        }
    }

    private void step() {
        while (!timers.isEmpty() && timers.peek().slot() <= slot) {
            timers.poll().action().run();
        }
        int start = (int) (slot % channels.length);
        for (int i = 0; i < channels.length; i++) {
            int c = channels[(start + i) % channels.length];
            long[] line = lines[c];
            int at = (int) (slot % line.length);
            long cell = line[at];
            line[at] = Cell.NONE;
            if (cell != Cell.NONE) {
                arrive(cell, target[c]);
            }
        }
        injectBackground();
        int first = circuits.isEmpty() ? 0 : (int) (slot % circuits.size());
        for (int i = 0; i < circuits.size(); i++) {
            emit(circuits.get((first + i) % circuits.size()));
        }
        for (int c : channels) {
            long[] line = lines[c];
            line[(int) (slot % line.length)] = queues[c].poll();
            if (controls[c] != null) {
                controls[c].tick(slot, queues[c].size());
            }
        }
    }

    private void injectBackground() {
        if (config.backgroundLoad() == 0) {
            return;
        }
        int n = switches.length;
        for (int s = 0; s < n; s++) {
            for (double p = random.nextDouble(); p > noArrivalProbability; p *= random.nextDouble()) {
                int d = random.nextInt(n - 1);
                d = d >= s ? d + 1 : d;
                backgroundSent++;
                enqueue(Cell.background(d), routes.next(s, d), -1, false);
            }
        }
    }

    private void emit(VirtualCircuit vc) {
        if (!vc.mayEmit(slot)) {
            return;
        }
        long cell;
        if (vc.abr != null && vc.abr.forwardRmDue()) {
            int record = rm.open(vc.abr.allowedRate(), vc.abr.params().pcr());
            cell = Cell.of(Cell.FORWARD_RM, vc.id, record);
            vc.paced(slot);
            vc.abr.sent(true);
        } else {
            cell = vc.nextDataCell(slot);
            if (vc.abr != null) {
                vc.abr.sent(false);
            }
        }
        enqueue(cell, vc.forwardAt[vc.source], vc.id, vc.abr != null);
    }

    private void arrive(long cell, int s) {
        int id = Cell.circuit(cell);
        if (id < 0) {
            int d = Cell.number(cell);
            if (d == s) {
                backgroundDelivered++;
            } else {
                enqueue(cell, routes.next(s, d), -1, false);
            }
            return;
        }
        VirtualCircuit vc = circuits.get(id);
        int kind = Cell.kind(cell);
        if (kind == Cell.BACKWARD_RM) {
            backward(vc, cell, s);
        } else if (s != vc.destination) {
            enqueue(cell, vc.forwardAt[s], id, vc.abr != null);
        } else if (kind == Cell.FORWARD_RM) {
            // the destination turns the RM cell round; switches on the way back write their feedback into it
            enqueue(Cell.of(Cell.BACKWARD_RM, id, Cell.number(cell)), vc.backwardAt[s], id, false);
        } else {
            vc.reassemble(Cell.number(cell), kind == Cell.LAST, slot, listener);
        }
    }

    private void backward(VirtualCircuit vc, long cell, int s) {
        int record = Cell.number(cell);
        PortControl control = controls[vc.forwardAt[s]];
        if (control != null) {
            control.mark(rm, record);
        }
        if (s == vc.source) {
            vc.abr.backwardRm(rm.ci(record), rm.ni(record), rm.er(record));
            rm.close(record);
        } else {
            // a backward RM cell is not ABR load on the reverse port, where its circuit is not a flow
            enqueue(cell, vc.backwardAt[s], vc.id, false);
        }
    }

    private void enqueue(long cell, int channel, int circuit, boolean abr) {
        if (controls[channel] != null) {
            controls[channel].counted(circuit, abr);
        }
        if (!queues[channel].offer(cell) && Cell.isRm(cell)) {
            rm.close(Cell.number(cell));
        }
    }

    /** The current slot: every slot before it has been simulated. */
    public long slot() {
        return slot;
    }

    public AtmConfig config() {
        return config;
    }

    public Topology topology() {
        return topology;
    }

    /** Cells dropped at full output FIFOs, all ports, since the start. */
    public long droppedCells() {
        long d = 0;
        for (int c : channels) {
            d += queues[c].dropped();
        }
        return d;
    }

    /** Cells offered to output FIFOs (each hop counts once), since the start. */
    public long offeredCells() {
        long o = 0;
        for (int c : channels) {
            o += queues[c].offered();
        }
        return o;
    }

    /** Cells now queued at the output port of {@code channel} (a switch-to-switch channel). */
    public int queuedCells(int channel) {
        return queues[channel].size();
    }

    /** The switch-to-switch channels, each with an output FIFO. */
    public int[] channels() {
        return channels.clone();
    }

    public long backgroundSent() {
        return backgroundSent;
    }

    public long backgroundDelivered() {
        return backgroundDelivered;
    }

    /** The allowed cell rate of {@code circuit} (1, the peak, for uncontrolled circuits). */
    public double allowedRate(int circuit) {
        AbrSource a = circuits.get(circuit).abr;
        return a == null ? 1 : a.allowedRate();
    }

    /** Data cells {@code circuit} has sent. */
    public long cellsSent(int circuit) {
        return circuits.get(circuit).cellsSent;
    }

    public long packetsDelivered(int circuit) {
        return circuits.get(circuit).packetsDelivered;
    }

    public long packetsLost(int circuit) {
        return circuits.get(circuit).packetsLost;
    }

    /** Packets of {@code circuit} waiting for segmentation at its source. */
    public int queuedPackets(int circuit) {
        return circuits.get(circuit).queuedPackets();
    }

    /** The ERICA or PD+ state of a port, for tests; null under UBR. */
    PortControl control(int channel) {
        return controls[channel];
    }
}
