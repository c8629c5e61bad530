package org.flitlab.control;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.stats.Tally;

/**
 * The burst source of one host (Owicki &amp; Karlin, bursty workload): a burst to a destination is sent as the
 * packets of a {@link BurstShape}, and a packet of it is generated only when the end-to-end window allows
 * ("a packet from a long message is generated at the source host when the appropriate acknowledgment is
 * received"). Bursts to one destination are sent one after another. The burst transmission time is the time
 * from the generation of a burst's first packet to the delivery of its last one.
 *
 * <p>Invariant: packets released and not acknowledged never exceed the window. Mutable, owned by one run's
 * engine thread.
 */
public final class Bursts {
    private final int[] packetFlits;
    private final StaticWindow window;
    private final Map<Integer, ArrayDeque<Burst>> waiting = new HashMap<>();
    private final Map<Long, Burst> open = new HashMap<>();
    private final Tally burstTicks = new Tally();
    private long nextId;
    private long completed;

    /**
     * @param shape  how a burst is cut into packets
     * @param window the host's static window, per source or per pair
     */
    public Bursts(BurstShape shape, StaticWindow window) {
        if (shape == null || window == null) {
            throw new IllegalArgumentException("shape and window must both be given; got " + shape + " and " + window);
        }
        this.packetFlits = shape.packetFlits();
        this.window = window;
    }

    /** A new burst to {@code destination} is ready at the host; returns its id. */
    public long arrive(int destination) {
        Burst b = new Burst(nextId++, destination);
        waiting.computeIfAbsent(destination, k -> new ArrayDeque<>()).add(b);
        open.put(b.id, b);
        return b.id;
    }

    /** The packets the window lets the host generate now, in order; each one is counted as started. */
    public List<BurstPacket> release(long now) {
        List<BurstPacket> out = new ArrayList<>();
        for (ArrayDeque<Burst> queue : waiting.values()) {
            while (!queue.isEmpty() && window.mayStart(queue.peek().destination)) {
                Burst b = queue.peek();
                if (b.released == 0) {
                    b.firstGenerated = now;
                }
                window.started(b.destination);
                out.add(new BurstPacket(b.id, b.destination, packetFlits[b.released], b.released));
                if (++b.released == packetFlits.length) {
                    queue.poll();
                }
            }
        }
        out.sort((x, y) -> Long.compare(x.burstId(), y.burstId()));
        return out;
    }

    /** The acknowledgement of a burst packet to {@code destination} came back: the window opens by one. */
    public void acknowledged(int destination) {
        window.acknowledged(destination);
    }

    /**
     * A burst packet was delivered at its destination at {@code now}; a burst ends with its last packet.
     *
     * @return the burst transmission time in ticks if this packet completed its burst, else -1
     */
    public long delivered(BurstPacket packet, long now) {
        Burst b = open.get(packet.burstId());
        if (b == null) {
            throw new IllegalStateException("burst " + packet.burstId() + " is not open");
        }
        if (++b.delivered < packetFlits.length) {
            return -1;
        }
        open.remove(b.id);
        long ticks = now - b.firstGenerated;
        burstTicks.add(ticks);
        completed++;
        return ticks;
    }

    /** Burst transmission times of completed bursts, ticks. */
    public Tally burstTicks() {
        return burstTicks;
    }

    public long completedBursts() {
        return completed;
    }

    /** Bursts that arrived and are not yet completely delivered. */
    public int openBursts() {
        return open.size();
    }

    public int packetsPerBurst() {
        return packetFlits.length;
    }

    public StaticWindow window() {
        return window;
    }

    private static final class Burst {
        final long id;
        final int destination;
        int released;
        int delivered;
        long firstGenerated = -1;

        Burst(long id, int destination) {
            this.id = id;
            this.destination = destination;
        }
    }
}
