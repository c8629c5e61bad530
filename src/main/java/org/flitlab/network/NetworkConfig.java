package org.flitlab.network;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.flitlab.routing.RoutingAlgorithm;

/**
 * The switch and link parameters of a run (model.md, Network). All times in ticks, all sizes in flits.
 *
 * @param bufferFlits        capacity C of each switch input buffer, per virtual channel
 * @param virtualChannels    virtual channels per link, at least 1
 * @param switchDelayTicks   ticks from a head reaching the front of its input queue to being routed, at least 1
 * @param switching          cut-through/wormhole or store-and-forward
 * @param flowControl        credit or stop/go
 * @param stopHighMark       stop/go: STOP is sent when occupancy rises above this many flits
 * @param stopLowMark        stop/go: GO is sent when occupancy falls to this many flits
 * @param queueing           FIFO input queues or virtual output queues
 * @param arbitration        order in which waiting heads get outputs
 * @param vcArbitration      how an output link shares its slots among virtual channels
 * @param deadlockTimeoutTicks ticks without any flit moving, with flits in the network, before the run is
 *                           declared deadlocked
 * @param packetBoundaryStop stop/go only: AN1's "stop when ready" mark that lets the current packet finish
 *                           ({@link PacketBoundaryStop#OFF} by default)
 * @param recovery           Hu &amp; Kleinrock's timeout with backward reset and host deflection
 *                           ({@link Recovery#OFF} by default)
 * @param deflection         Bianco et al.'s asynchronous deflection routing ({@link Deflection#OFF} by default)
 * @param router             FlitLab's own switch ({@link RouterModel#SIMPLE}, the default) or BookSim's pipelined
 *                           virtual-channel router; the latter ignores {@code switchDelayTicks}
 * @param ejection           whether a host takes one worm at a time (the default) or one per virtual channel
 */
public record NetworkConfig(int bufferFlits, int virtualChannels, int switchDelayTicks, Switching switching,
                            LinkFlowControl flowControl, int stopHighMark, int stopLowMark, InputQueueing queueing,
                            OutputArbitration arbitration, VcArbitration vcArbitration, long deadlockTimeoutTicks,
                            PacketBoundaryStop packetBoundaryStop, Recovery recovery, Deflection deflection,
                            RouterModel router, Ejection ejection) {

    /** The longest packet the engine takes: a flit's sequence number is packed into 25 bits on the wire. */
    public static final int MAX_PACKET_FLITS = (1 << 25) - 1;

    public NetworkConfig {
        Objects.requireNonNull(packetBoundaryStop, "packetBoundaryStop");
        Objects.requireNonNull(recovery, "recovery");
        Objects.requireNonNull(deflection, "deflection");
        Objects.requireNonNull(router, "router");
        Objects.requireNonNull(ejection, "ejection");
    }

    /** The configuration with FlitLab's own switch and one worm at a time into each host. */
    public NetworkConfig(int bufferFlits, int virtualChannels, int switchDelayTicks, Switching switching,
                         LinkFlowControl flowControl, int stopHighMark, int stopLowMark, InputQueueing queueing,
                         OutputArbitration arbitration, VcArbitration vcArbitration, long deadlockTimeoutTicks,
                         PacketBoundaryStop packetBoundaryStop, Recovery recovery, Deflection deflection) {
        this(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing,
                arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, RouterModel.SIMPLE,
                Ejection.ONE_WORM);
    }

    /** The configuration without deflection routing. */
    public NetworkConfig(int bufferFlits, int virtualChannels, int switchDelayTicks, Switching switching,
                         LinkFlowControl flowControl, int stopHighMark, int stopLowMark, InputQueueing queueing,
                         OutputArbitration arbitration, VcArbitration vcArbitration, long deadlockTimeoutTicks,
                         PacketBoundaryStop packetBoundaryStop, Recovery recovery) {
        this(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing,
                arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, Deflection.OFF);
    }

    /** The configuration without the optional mechanisms (stop on packet boundary, timeouts): both off. */
    public NetworkConfig(int bufferFlits, int virtualChannels, int switchDelayTicks, Switching switching,
                         LinkFlowControl flowControl, int stopHighMark, int stopLowMark, InputQueueing queueing,
                         OutputArbitration arbitration, VcArbitration vcArbitration, long deadlockTimeoutTicks) {
        this(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing,
                arbitration, vcArbitration, deadlockTimeoutTicks, PacketBoundaryStop.OFF, Recovery.OFF);
    }

    /** Credit flow control, 1 VC, 16-flit FIFO buffers, cut-through, FCFS, switch delay 1. */
    public static NetworkConfig defaults() {
        return new NetworkConfig(16, 1, 1, Switching.CUT_THROUGH, LinkFlowControl.CREDIT, 8, 4,
                InputQueueing.FIFO, OutputArbitration.FCFS, VcArbitration.ROUND_ROBIN, 2000);
    }

    public NetworkConfig withBufferFlits(int v) {
        return new NetworkConfig(v, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    public NetworkConfig withVirtualChannels(int v) {
        return new NetworkConfig(bufferFlits, v, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    public NetworkConfig withSwitchDelayTicks(int v) {
        return new NetworkConfig(bufferFlits, virtualChannels, v, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    public NetworkConfig withSwitching(Switching v) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, v, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    public NetworkConfig withStopGo(int high, int low) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, LinkFlowControl.STOP_GO, high, low, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    public NetworkConfig withCredit() {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, LinkFlowControl.CREDIT, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    public NetworkConfig withQueueing(InputQueueing v) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, v, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    public NetworkConfig withArbitration(OutputArbitration v) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, v, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    public NetworkConfig withVcArbitration(VcArbitration v) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, v, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    public NetworkConfig withDeadlockTimeoutTicks(long v) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, v, packetBoundaryStop, recovery, deflection, router, ejection);
    }

    /** Stop/go with AN1's stop on packet boundary: "stop when ready" above {@code readyMark}, urgent above the high mark. */
    public NetworkConfig withPacketBoundaryStop(int readyMark) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, new PacketBoundaryStop(true, readyMark), recovery, deflection, router, ejection);
    }

    /** Timeouts with backward reset and, optionally, host deflection (Hu &amp; Kleinrock). */
    public NetworkConfig withRecovery(Recovery v) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, v, deflection, router, ejection);
    }

    /** Deflection routing (Bianco et al.), or {@link Deflection#OFF}. */
    public NetworkConfig withDeflection(Deflection v) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, v, router, ejection);
    }

    /** The switch's organisation: FlitLab's own or BookSim's pipelined router. */
    public NetworkConfig withRouter(RouterModel v) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, v, ejection);
    }

    /** How hosts receive: one worm at a time or one per virtual channel. */
    public NetworkConfig withEjection(Ejection v) {
        return new NetworkConfig(bufferFlits, virtualChannels, switchDelayTicks, switching, flowControl, stopHighMark, stopLowMark, queueing, arbitration, vcArbitration, deadlockTimeoutTicks, packetBoundaryStop, recovery, deflection, router, v);
    }

    /**
     * {@link #problems(int, int)} and, besides, whether there are enough virtual channels for {@code routing}
     * (a deadlock-free routing may need several); the engine refuses to build on any of them.
     */
    public List<String> problems(int maxLinkDelayTicks, int maxPacketFlits, RoutingAlgorithm routing) {
        List<String> out = new ArrayList<>(problems(maxLinkDelayTicks, maxPacketFlits));
        int needed = routing.virtualChannelsRequired();
        if (virtualChannels < needed) {
            out.add("virtualChannels is " + virtualChannels + " but the routing needs at least " + needed
                    + "; raise virtualChannels to " + needed);
        }
        return out;
    }

    /**
     * Every reason this configuration cannot run on links of at most {@code maxLinkDelayTicks} with packets of
     * at most {@code maxPacketFlits}; empty if it can. Each message names the parameter, its value and the
     * limit, so that "buffer too small for the round trip" says what size is needed.
     */
    public List<String> problems(int maxLinkDelayTicks, int maxPacketFlits) {
        List<String> out = new ArrayList<>();
        if (bufferFlits < 1) {
            out.add("bufferFlits is " + bufferFlits + "; it must be at least 1 flit");
        }
        if (virtualChannels < 1 || virtualChannels > 64) {
            out.add("virtualChannels is " + virtualChannels + "; it must be from 1 to 64");
        }
        if (maxPacketFlits > MAX_PACKET_FLITS) {
            out.add("the longest packet is " + maxPacketFlits + " flits; packets may have at most " + MAX_PACKET_FLITS
                    + " flits: lower the packet size");
        }
        if (switchDelayTicks < 1) {
            out.add("switchDelayTicks is " + switchDelayTicks + "; it must be at least 1 tick");
        }
        if (deadlockTimeoutTicks < 1) {
            out.add("deadlockTimeoutTicks is " + deadlockTimeoutTicks + "; it must be at least 1 tick");
        }
        if (switching == Switching.STORE_AND_FORWARD && maxPacketFlits > bufferFlits) {
            out.add("bufferFlits is " + bufferFlits + " but store-and-forward needs a whole packet in each buffer: the longest packet is "
                    + maxPacketFlits + " flits, so bufferFlits must be at least " + maxPacketFlits);
        }
        if (flowControl == LinkFlowControl.STOP_GO) {
            stopGoProblems(maxLinkDelayTicks, out);
        }
        if (packetBoundaryStop.enabled()) {
            packetBoundaryProblems(out);
        }
        if (deflection.enabled()) {
            deflectionProblems(maxPacketFlits, out);
        } else if (queueing == InputQueueing.ANY_WORM) {
            out.add("queueing is any-worm but deflection is off; any-worm input queues are Bianco et al.'s deflection"
                    + " switches (flowControl deflection), otherwise use fifo or voq");
        }
        if (router.pipelined()) {
            pipelinedProblems(out);
        }
        return out;
    }

    /** The marks must fit the buffer, and the buffer must hold what still arrives while STOP travels back. */
    private void stopGoProblems(int maxLinkDelayTicks, List<String> out) {
        if (stopLowMark < 0 || stopLowMark > stopHighMark) {
            out.add("stopLowMark is " + stopLowMark + "; it must be from 0 to stopHighMark (" + stopHighMark + ")");
        }
        if (stopHighMark < 0 || stopHighMark >= bufferFlits) {
            out.add("stopHighMark is " + stopHighMark + "; it must be from 0 to bufferFlits - 1 (" + (bufferFlits - 1) + ")");
        }
        int needed = stopGoBufferNeeded(stopHighMark, maxLinkDelayTicks);
        if (bufferFlits < needed) {
            out.add("bufferFlits is " + bufferFlits + " but stop/go with stopHighMark " + stopHighMark + " on links of delay "
                    + maxLinkDelayTicks + " ticks needs at least " + needed + " flits (high mark + 1 + the 2 x delay - 1 flits"
                    + " still arriving while STOP travels back): raise bufferFlits to " + needed + " or lower stopHighMark to "
                    + Math.max(0, bufferFlits - 2 * maxLinkDelayTicks));
        }
    }

    private void packetBoundaryProblems(List<String> out) {
        if (flowControl != LinkFlowControl.STOP_GO) {
            out.add("packetBoundaryStop is on but flowControl is " + flowControl + "; stop on packet boundary needs STOP_GO");
        } else if (packetBoundaryStop.readyMark() < stopLowMark || packetBoundaryStop.readyMark() >= stopHighMark) {
            out.add("packetBoundaryStop.readyMark is " + packetBoundaryStop.readyMark() + "; it must be from stopLowMark ("
                    + stopLowMark + ") to stopHighMark - 1 (" + (stopHighMark - 1) + ")");
        }
    }

    /** BookSim's router is built for what BookSim has: credits, FIFO virtual channels, cut-through, no recovery. */
    private void pipelinedProblems(List<String> out) {
        String who = "the router is booksim-iq but ";
        if (flowControl != LinkFlowControl.CREDIT) {
            out.add(who + "flowControl is " + fileName(flowControl) + "; BookSim's router uses credit flow control (credit)");
        }
        if (queueing != InputQueueing.FIFO) {
            out.add(who + "queueing is " + queueingName() + "; BookSim's router has one FIFO per input virtual channel (fifo)");
        }
        if (switching != Switching.CUT_THROUGH) {
            out.add(who + "switching is " + fileName(switching) + "; BookSim's router forwards flit by flit (cut-through)");
        }
        if (recovery.enabled() || deflection.enabled()) {
            out.add(who + "timeouts or deflection are on; BookSim's router has neither");
        }
    }

    private void deflectionProblems(int maxPacketFlits, List<String> out) {
        if (queueing == InputQueueing.VIRTUAL_OUTPUT_QUEUES) {
            out.add("deflection is on but queueing is voq; deflection routing needs fifo or any-worm input queues");
        }
        if (virtualChannels != 1) {
            out.add("deflection is on but virtualChannels is " + virtualChannels + "; deflection routing uses 1 virtual channel");
        }
        if (recovery.enabled()) {
            out.add("deflection is on and so are timeouts (recovery.timeoutTicks " + recovery.timeoutTicks() + "); choose one");
        }
        if (bufferFlits < maxPacketFlits) {
            out.add("bufferFlits is " + bufferFlits + " but deflection admits a host worm only when every transit buffer has room for it:"
                    + " the longest packet is " + maxPacketFlits + " flits, so bufferFlits must be at least " + maxPacketFlits);
        }
    }

    /** The queueing as scenario files spell it ("fifo", "voq", "any-worm"). */
    private String queueingName() {
        return queueing == InputQueueing.VIRTUAL_OUTPUT_QUEUES ? "voq" : fileName(queueing);
    }

    /** An enum value as scenario files spell it ("stop-go", "store-and-forward"). */
    private static String fileName(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Smallest buffer that never overflows under stop/go: the flit that lifts occupancy to high+1 lands at t;
     * STOP reaches the sender at t + d, by which time the 2d - 1 flits sent after that flit are still coming.
     */
    public static int stopGoBufferNeeded(int highMark, int linkDelayTicks) {
        return highMark + 2 * linkDelayTicks;
    }
}
