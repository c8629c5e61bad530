package org.flitlab.network.flat;

/**
 * The packets whose tails reached their hosts this tick, recorded at the end of the tick ({@link #recordAll}) rather
 * than in the landing phase. Why: the recorder keeps a measured packet's samples and an unmeasured one's not, and
 * before the measuring window opens no delivered packet is measured; compiled into the per-flit landing code, that
 * never-taken branch made the JIT throw the landing's compiled code away when the first measured packet arrived
 * (half-way through BookSim's speed case) and run landing slower until it was compiled again. Recorded here, in a
 * method called once a tick, only this small method is recompiled. The deliveries are recorded, and their packet
 * slots freed, in the order the tails arrived, before anything else of the kernel reads them (the rest of the tick
 * neither allocates a slot nor reads the recorder), so results are unchanged. Allocation-free once grown.
 */
final class FlatDeliveries {
    private final FlatKernel k;
    private final FlatPackets p;
    private int[] slots = new int[16];
    private long[] ticks = new long[16];
    private int count;

    FlatDeliveries(FlatKernel k) {
        this.k = k;
        this.p = k.packets;
    }

    /** Packet slot {@code pk}'s tail was consumed at {@code t}. */
    void add(int pk, long t) {
        if (count == slots.length) {
            slots = java.util.Arrays.copyOf(slots, count * 2);
            ticks = java.util.Arrays.copyOf(ticks, count * 2);
        }
        slots[count] = pk;
        ticks[count++] = t;
    }

    /** Whether a delivery waits to be recorded. */
    boolean any() {
        return count > 0;
    }

    /** Records this tick's deliveries in their order and frees their packet slots. */
    void recordAll() {
        for (int i = 0; i < count; i++) {
            int pk = slots[i];
            k.recorder.recordDelivery(p.id[pk], p.generated[pk], p.injected[pk], p.headArrived[pk], ticks[i], p.hops[pk],
                    k.state.topology.hostIndex(p.source[pk]), p.length[pk], p.measured[pk]);
            p.release(pk);
        }
        count = 0;
    }
}
