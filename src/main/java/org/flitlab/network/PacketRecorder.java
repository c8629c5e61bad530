package org.flitlab.network;

import org.flitlab.stats.LongSamples;

/**
 * Collects what model.md's Measurement section asks of each measured packet, as it is delivered, plus the
 * delivered-flit counters throughput is computed from. Values only; the experiment layer summarises them.
 * Owned by the engine thread.
 */
public final class PacketRecorder {
    /** Generation to arrival of the head at the destination (AN1's latency). */
    private final LongSamples packetLatency = new LongSamples();
    /** Generation to arrival of the tail (BookSim's packet latency). */
    private final LongSamples deliveryLatency = new LongSamples();
    /** Head leaving the source queue to arrival of the tail. */
    private final LongSamples networkLatency = new LongSamples();
    /** Generation to the head leaving the source queue. */
    private final LongSamples sourceQueueing = new LongSamples();
    /** Links crossed by each measured packet. */
    private final LongSamples hops = new LongSamples();
    /** The source host of each measured packet, in the order of the samples above (per-source latency). */
    private final LongSamples sourceHosts = new LongSamples();
    /** The length in flits of each measured packet, in the same order (latency per size class). */
    private final LongSamples sizes = new LongSamples();
    long measuredGenerated;
    long measuredDelivered;
    long deliveredPackets;
    long deliveredFlits;
    long lastMeasuredDeliveryTick = -1;
    long lastDeliveryTick = -1;
    /** Heads timed out at switches while measuring (Hu &amp; Kleinrock). */
    long timeouts;
    /** Torn-down worms re-queued at their sending host while measuring. */
    long retransmissions;
    /** Worms deflected to a local host while measuring. */
    long deflections;
    /** Timed-out worms discarded and reset because no host link was free while measuring. */
    long discards;
    /** Most flits of deflected worms held at any one host at any time. */
    long hostBufferPeakFlits;
    /** Flit-ticks of deflected worms held at hosts while measuring (for the mean host buffer occupancy). */
    long hostBufferFlitTicks;
    /** Worms sent through a non-preferred output by deflection routing while measuring (Bianco et al.). */
    long routingDeflections;
    /** Measured packets dropped by deflection's time-to-live. */
    long measuredDropped;
    /** Measured packets delivered after a later packet of the same source and destination (deflection only). */
    long outOfOrder;
    /** Heads granted an output at a switch while measuring: switch visits, the denominator of P_T. */
    long switchVisits;
    /** An order-sensitive hash of every delivery: packet id, head arrival tick and tail arrival tick. */
    private long deliveryDigest;
    /** Brings the engine's lazily advanced worms up to date before a counter they change is read. */
    private final Runnable beforeRead;

    /**
     * The most measured packets {@link #expectMeasured} sizes the samples for ahead (3.7 MB of short arrays): some
     * samples ask for a million packets and end at a tick limit long before (Hu &amp; Kleinrock's), and beyond this the
     * arrays grow by doubling from the same power of two as before.
     */
    static final int MAX_EXPECTED = 1 << 18;

    PacketRecorder(Runnable beforeRead) {
        this.beforeRead = beforeRead;
    }

    /**
     * Sizes the seven per-packet samples for {@code packets} measured packets (at most {@value #MAX_EXPECTED}),
     * before the first is recorded: they then never grow, so no outgrown copy is left on the heap (BookSim's speed
     * case: 2 MB of samples instead of about 7 MB with the doubling's slack and garbage; docs/performance.md,
     * "Memory, session 7"). More packets than expected still fit (the arrays grow as before).
     */
    public void expectMeasured(long packets) {
        int n = (int) Math.max(0, Math.min(packets, MAX_EXPECTED));
        for (LongSamples s : new LongSamples[] {packetLatency, deliveryLatency, networkLatency, sourceQueueing, hops,
                sourceHosts, sizes}) {
            s.ensureCapacity(n);
        }
    }

    /** A recorder for another kernel (engine-seam.md): it reports through the {@code record...} methods. */
    public static PacketRecorder forKernel(Runnable beforeRead) {
        return new PacketRecorder(beforeRead);
    }

    void delivered(Packet p, int sourceHost) {
        recordDelivery(p.id, p.generatedTick, p.injectedTick, p.headArrivedTick, p.deliveredTick, p.hops, sourceHost,
                p.lengthFlits, p.measured);
    }

    /** A packet's tail has reached its destination at {@code delivered}: its samples, if it is measured. */
    public void recordDelivery(long id, long generated, long injected, long headArrived, long delivered, int hopCount,
                               int sourceHost, int lengthFlits, boolean measured) {
        deliveredPackets++;
        deliveryDigest = 31 * deliveryDigest + (id * 1_000_003L ^ headArrived * 8191L ^ delivered);
        lastDeliveryTick = delivered;
        if (measured) {
            measuredDelivered++;
            packetLatency.add(headArrived - generated);
            deliveryLatency.add(delivered - generated);
            networkLatency.add(delivered - injected);
            sourceQueueing.add(injected - generated);
            hops.add(hopCount);
            sourceHosts.add(sourceHost);
            sizes.add(lengthFlits);
            lastMeasuredDeliveryTick = delivered;
        }
    }

    /** A packet was generated; {@code measured} while the measuring window is open. */
    public void recordGenerated(boolean measured) {
        if (measured) {
            measuredGenerated++;
        }
    }

    /**
     * {@link #recordGenerated(boolean)} without a branch, for a kernel whose compiled code should not depend on when
     * the measuring window opens: {@code measured} is 1 while it is open, else 0.
     */
    public void recordGenerated(int measured) {
        measuredGenerated += measured;
    }

    /** A host consumed a flit. */
    public void recordDeliveredFlit() {
        deliveredFlits++;
    }

    /** {@code n} flits consumed at once (a kernel's block fast path). */
    public void recordDeliveredFlits(long n) {
        deliveredFlits += n;
    }

    /** A head was granted an output at a switch while measuring. */
    public void recordSwitchVisit() {
        switchVisits++;
    }

    /** {@link #recordSwitchVisit()} without a branch: {@code measuring} is 1 while measuring, else 0. */
    public void recordSwitchVisits(int measuring) {
        switchVisits += measuring;
    }

    // The samples of the measured packets, in delivery order; the engine adds to them, readers only read.

    /** Generation to arrival of the head at the destination, ticks (AN1's latency). */
    public LongSamples packetLatency() {
        return packetLatency;
    }

    /** Generation to arrival of the tail, ticks (BookSim's packet latency). */
    public LongSamples deliveryLatency() {
        return deliveryLatency;
    }

    /** Head leaving the source queue to arrival of the tail, ticks. */
    public LongSamples networkLatency() {
        return networkLatency;
    }

    /** Generation to the head leaving the source queue, ticks. */
    public LongSamples sourceQueueing() {
        return sourceQueueing;
    }

    /** Links crossed by each measured packet. */
    public LongSamples hops() {
        return hops;
    }

    /** The length in flits of each measured packet, in the order of the other samples. */
    public LongSamples sizes() {
        return sizes;
    }

    /** The source host index of each measured packet, in the order of the other samples. */
    public LongSamples sourceHosts() {
        return sourceHosts;
    }


    public long timeouts() {
        return timeouts;
    }

    public long deflections() {
        return deflections;
    }

    public long discards() {
        return discards;
    }

    public long hostBufferPeakFlits() {
        return hostBufferPeakFlits;
    }

    public long hostBufferFlitTicks() {
        return hostBufferFlitTicks;
    }

    public long retransmissions() {
        return retransmissions;
    }

    /** Heads that got an output at a switch while measuring; with {@link #timeouts} gives P_T per switch. */
    public long switchVisits() {
        return switchVisits;
    }

    /** Deflections by deflection routing while measuring. */
    public long routingDeflections() {
        return routingDeflections;
    }

    /** Measured packets dropped by a time-to-live: with those delivered, they account for every measured packet. */
    public long measuredDropped() {
        return measuredDropped;
    }

    /** Measured packets delivered out of order (kept with deflection routing only). */
    public long outOfOrder() {
        return outOfOrder;
    }

    public long measuredGenerated() {
        return measuredGenerated;
    }

    public long measuredDelivered() {
        return measuredDelivered;
    }

    public long deliveredPackets() {
        return deliveredPackets;
    }

    /** Flits consumed by all hosts since the start of the run. */
    /**
     * A hash of every delivery so far, in delivery order (packet id, head and tail arrival ticks): two runs with
     * equal digests delivered the same packets at the same ticks (the fast path's differential test).
     */
    public long deliveryDigest() {
        return deliveryDigest;
    }

    public long deliveredFlits() {
        beforeRead.run();
        return deliveredFlits;
    }

    /** Tick of the latest delivery of any packet, or -1. */
    public long lastDeliveryTick() {
        return lastDeliveryTick;
    }

    public long lastMeasuredDeliveryTick() {
        return lastMeasuredDeliveryTick;
    }
}
