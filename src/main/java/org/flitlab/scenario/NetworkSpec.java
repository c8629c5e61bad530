package org.flitlab.scenario;

import java.util.Objects;
import org.flitlab.network.Ejection;

/**
 * The switch and link parameters of a scenario (model.md, Network): the {@code network} section. Switching,
 * queueing and the two arbitrations are catalogue ids; flow control is a catalogue choice because stop/go has
 * marks. Cross-checks against the topology and packet sizes (store-and-forward buffers, the stop/go round trip,
 * the virtual channels a routing needs) are made by {@link ScenarioAssembly}. Immutable.
 *
 * @param bufferFlits      capacity of each switch input buffer per virtual channel, at least 1 flit
 * @param virtualChannels  virtual channels per link, from 1 to 64
 * @param switchDelayTicks ticks from a head reaching the front of its queue to being routed, at least 1
 * @param switching        a {@link ComponentKind#SWITCHING} id: "cut-through" or "store-and-forward"
 * @param flowControl      a {@link ComponentKind#FLOW_CONTROL} choice: "credit" or "stop-go" with its marks
 * @param queueing         a {@link ComponentKind#QUEUEING} id: "fifo", "voq" or "any-worm" (deflection only)
 * @param arbitration      a {@link ComponentKind#ARBITRATION} id: "fcfs", "random", "round-robin", "transit-first"
 * @param vcArbitration    a {@link ComponentKind#VC_ARBITRATION} id: "round-robin" or "priority"
 * @param router           a {@link ComponentKind#ROUTER} choice: "simple" (FlitLab's switch), "booksim-iq" with its
 *                         stage delays, or "c104" with its output buffer
 * @param ejection         how hosts receive: "one-worm" at a time (the default) or "virtual-channels", one worm per
 *                         virtual channel interleaved (BookSim)
 */
public record NetworkSpec(int bufferFlits, int virtualChannels, int switchDelayTicks, String switching,
                          ComponentChoice flowControl, String queueing, String arbitration, String vcArbitration,
                          ComponentChoice router, Ejection ejection) {
    public NetworkSpec {
        if (bufferFlits < 1) {
            throw new IllegalArgumentException("bufferFlits is " + bufferFlits + "; it must be at least 1 flit");
        }
        if (virtualChannels < 1 || virtualChannels > 64) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; it must be from 1 to 64");
        }
        if (switchDelayTicks < 1) {
            throw new IllegalArgumentException("switchDelayTicks is " + switchDelayTicks + "; it must be at least 1 tick");
        }
        Objects.requireNonNull(switching, "switching");
        Objects.requireNonNull(flowControl, "flowControl");
        Objects.requireNonNull(queueing, "queueing");
        Objects.requireNonNull(arbitration, "arbitration");
        Objects.requireNonNull(vcArbitration, "vcArbitration");
        Objects.requireNonNull(router, "router");
        Objects.requireNonNull(ejection, "ejection");
    }

    /** The network section with FlitLab's own switch and one worm at a time into each host. */
    public NetworkSpec(int bufferFlits, int virtualChannels, int switchDelayTicks, String switching,
                       ComponentChoice flowControl, String queueing, String arbitration, String vcArbitration) {
        this(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, queueing, arbitration, vcArbitration,
                ComponentChoice.of("simple"), Ejection.ONE_WORM);
    }

    /** 16-flit buffers, 1 virtual channel, switch delay 1, cut-through, credit, FIFO, FCFS, round-robin VCs. */
    public static NetworkSpec defaults() {
        return new NetworkSpec(16, 1, 1, "cut-through", ComponentChoice.of("credit"), "fifo", "fcfs", "round-robin");
    }

    public NetworkSpec withVirtualChannels(int v) {
        return new NetworkSpec(bufferFlits, v, switchDelayTicks, switching, flowControl, queueing, arbitration, vcArbitration, router, ejection);
    }

    public NetworkSpec withBufferFlits(int v) {
        return new NetworkSpec(v, virtualChannels, switchDelayTicks, switching, flowControl, queueing, arbitration, vcArbitration, router, ejection);
    }
}
