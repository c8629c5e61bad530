package org.flitlab.network;

/**
 * The receiving end of one virtual channel of a channel: a buffer of {@code capacityFlits} at a switch
 * input (model.md: C flits per virtual channel), organised as one FIFO lane or as virtual output queues that
 * share the capacity. Keeps the occupancy the receiver's stop/go logic reads and the time-weighted
 * occupancy statistics. Owned by the engine thread.
 */
final class InputQueue {
    final int node;
    final int port;
    final int vc;
    final int channel;
    final int capacityFlits;
    final boolean fromHost;
    final Lane[] lanes;
    /** The crossbar input this buffer shares with the other virtual channels of its port. */
    CrossbarInput crossbar;
    /** The sender of this virtual channel, which receives our credits and stop/go signals. */
    VirtualChannel upstream;
    /**
     * The lane the packet now arriving on this virtual channel was put in: its flits arrive contiguously (the
     * upstream channel is its until the tail), so the body follows the head's lane.
     */
    Lane incomingLane;
    /**
     * Lanes of this buffer that hold an output. With virtual output queues at most one may: a crossbar input
     * feeding two outputs would serve each at half rate while holding both (the matching rule of VOQ switches).
     */
    int grantedLanes;
    /** The worm advanced as a block that is draining this buffer ({@link FreeFlow}), or null. */
    WormBlock drainingBlock;
    int occupancy;
    int maxOccupancy;
    /** The stop/go level last signalled upstream ({@link VirtualChannel#GO} etc.). */
    byte stopLevel;
    /** Flit-ticks of occupancy since the window opened: exact in a long. */
    private long occupancyArea;
    private long lastChangeTick;
    private long areaStartTick;

    InputQueue(int node, int port, int vc, int channel, int capacityFlits, boolean fromHost, int lanes, boolean perOutput) {
        this.node = node;
        this.port = port;
        this.vc = vc;
        this.channel = channel;
        this.capacityFlits = capacityFlits;
        this.fromHost = fromHost;
        this.lanes = new Lane[lanes];
        for (int i = 0; i < lanes; i++) {
            this.lanes[i] = new Lane(this, perOutput ? i : -1);
        }
        this.incomingLane = this.lanes[0];
    }

    void changeOccupancy(int delta, long tick) {
        occupancyArea += occupancy * (tick - lastChangeTick);
        lastChangeTick = tick;
        occupancy += delta;
        if (occupancy > maxOccupancy) {
            maxOccupancy = occupancy;
        }
    }

    /**
     * Steady flow up to {@code tick}: each tick one flit landed and one left, so the occupancy rose one above
     * its level and fell back within the tick (the time-weighted area sees only the level).
     */
    void steadyFlow(long tick) {
        changeOccupancy(0, tick);
        if (occupancy + 1 > maxOccupancy) {
            maxOccupancy = occupancy + 1;
        }
    }

    /** One flit left at each of the {@code k} ticks up to {@code tick} and none arrived (a draining block). */
    void drain(int k, long tick) {
        long first = tick - k + 1;
        occupancyArea += occupancy * (first - lastChangeTick) + (long) (k - 1) * occupancy - (long) k * (k - 1) / 2;
        occupancy -= k;
        lastChangeTick = tick;
    }

    /** Starts a new averaging window at {@code tick} (the measurement start). */
    void resetStatistics(long tick) {
        occupancyArea = 0;
        lastChangeTick = tick;
        areaStartTick = tick;
        maxOccupancy = occupancy;
    }

    double meanOccupancy(long tick) {
        double area = occupancyArea + occupancy * (tick - lastChangeTick);
        long span = tick - areaStartTick;
        return span <= 0 ? occupancy : area / span;
    }
}
