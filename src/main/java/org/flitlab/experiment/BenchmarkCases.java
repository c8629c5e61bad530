package org.flitlab.experiment;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.network.Engine;
import org.flitlab.network.Ejection;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.RouterModel;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.selection.RoundRobinSelection;
import org.flitlab.routing.updown.UpDownFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.c104.C104CubeTopology;
import org.flitlab.topology.corefringe.CoreFringeTopology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.BernoulliArrivals;
import org.flitlab.traffic.ClientServerPattern;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;

/**
 * The cases of the engine speed benchmark ({@code flitlab bench}; docs/performance.md), each a fixed network from one of the studies with a fixed run
 * control, so the same case measures the same simulated work on every machine and commit:
 * <ol>
 *   <li>the C104 8x8 mesh (one host per switch), dimension order x then y, uniform destinations, Poisson 8-flit
 *       packets, credit flow control with two virtual channels of 8 flits, at 0.1, 0.3 and 0.45
 *       flits/host/tick;</li>
 *   <li>the same with 64-flit and 512-flit packets (wormhole: a packet spans many buffers);</li>
 *   <li>AN1's Corefringe (Owicki &amp; Karlin; {@link CoreFringeTopology#defaults()}: 80 hosts, 8 of them servers)
 *       with fixed 1000-byte client/server packets, 1-byte flits, 4 KB (4096-flit) FIFO buffers with stop/go at
 *       half-full (STOP above 2048 flits, GO at 2048), up*&#47;down* from the Corefringe root, Poisson arrivals
 *       offering 0.5 flits/tick per host (half of a host link; the eight server links are then asked for 4.5
 *       times what they carry, so the point saturates);</li>
 *   <li>the C104 1024-terminal 10-cube, e-cube (highest dimension first), continuous uniform traffic (a host makes
 *       its next packet when its source queue empties), 32-flit packets and one packet (32 flits) of buffering
 *       per input (Performance of C104 Networks, 7.4.1).</li>
 * </ol>
 * Case 6 is a diagnostic rather than a target: case 1's traffic on meshes from 3x3 to 16x16, so that the engine's
 * cost per flit-hop can be compared between a network whose state fits in the processor's first-level caches and
 * ones whose state does not (docs/performance.md, "Where case 1's time goes").
 * Case 7 is BookSim 2's own speed case (../shared/reference/booksim/README.md): the 8x8 mesh with BookSim's router
 * ({@code booksim-iq}), one VC of 8 flits, Bernoulli 8-flit packets at 0.12 flits/tick/host, uniform traffic
 * including the source, so that FlitLab's speed with that router can be set beside BookSim's.
 * Stateless: every call builds fresh networks. The run controls use a fixed 5000-tick warm-up and the default
 * drain rules; {@code measuredPackets} is the case's packet count.
 */
public final class BenchmarkCases {
    /** Offered loads of case 1, flits/host/tick. */
    public static final double[] MESH_LOADS = {0.1, 0.3, 0.45};
    /** Packet lengths of case 2, flits. */
    public static final int[] LONG_PACKET_FLITS = {64, 512};
    /** Per-host offered load of case 3, flits/tick (a host link carries 1). */
    public static final double COREFRINGE_LOAD = 0.5;
    /** Packet length of case 3: 1000 bytes of 1-byte flits. */
    public static final int COREFRINGE_PACKET_FLITS = 1000;
    /** Buffer of case 3: 4 KB of 1-byte flits. */
    public static final int COREFRINGE_BUFFER_FLITS = 4096;
    /** Mesh sides of case 6. */
    public static final int[] MESH_SIDES = {3, 4, 6, 8, 12, 16};
    /** Offered load of case 6 on the 8x8 mesh and smaller ones; larger meshes get 0.3 x 8 / side (see {@link #meshSizes}). */
    public static final double MESH_SIZE_LOAD = 0.3;
    /** Packet length (and buffer) of case 4. */
    public static final int C104_PACKET_FLITS = 32;

    private static final long WARMUP_TICKS = 5_000;
    private static final long MAX_TICKS = 200_000_000;

    private BenchmarkCases() {
    }

    /** Case 1, or case 2 with longer packets: one case per offered load of {@link #MESH_LOADS}. */
    public static List<Benchmark.Case> mesh(int packetFlits, long measuredPackets) {
        List<Benchmark.Case> cases = new ArrayList<>();
        for (double load : MESH_LOADS) {
            cases.add(new Benchmark.Case("mesh8x8 dor uniform " + packetFlits + "-flit 2vc", load,
                    () -> Benchmark.mesh(load, packetFlits, 2, 1), control(measuredPackets)));
        }
        return cases;
    }

    /**
     * Case 6: case 1 at load 0.3 on k x k meshes ({@link #MESH_SIDES}). Meshes larger than 8x8 are offered
     * 0.3 x 8 / k, which keeps the load on their central channels (proportional to k x load under uniform traffic)
     * at the 8x8 mesh's, below saturation; smaller meshes are offered 0.3, so none saturates.
     */
    public static List<Benchmark.Case> meshSizes(long measuredPackets) {
        List<Benchmark.Case> cases = new ArrayList<>();
        for (int side : MESH_SIDES) {
            double load = MESH_SIZE_LOAD * Math.min(1.0, 8.0 / side);
            cases.add(new Benchmark.Case("mesh" + side + "x" + side + " dor uniform 8-flit 2vc", load,
                    () -> Benchmark.mesh(side, load, 8, 2, 1), control(measuredPackets)));
        }
        return cases;
    }

    /** Case 3: AN1 Corefringe, client/server 1000-flit packets, stop/go, up*&#47;down*. */
    public static Benchmark.Case corefringe(long measuredPackets) {
        return new Benchmark.Case("an1 corefringe client/server 1000-flit", COREFRINGE_LOAD,
                () -> corefringeNetwork(1), control(measuredPackets));
    }

    /** Case 4: C104 10-cube, e-cube, continuous uniform traffic, one-packet buffers. */
    public static Benchmark.Case c104Cube(long measuredPackets) {
        return new Benchmark.Case("c104 10-cube e-cube continuous 32-flit", Double.NaN,
                () -> c104Network(1), control(measuredPackets));
    }

    /** Offered load of case 7, BookSim's speed case. */
    public static final double BOOKSIM_SPEED_LOAD = 0.12;

    /** Case 7: BookSim's speed case with BookSim's router. */
    public static Benchmark.Case booksimSpeed(long measuredPackets) {
        return new Benchmark.Case("mesh8x8 booksim-iq dor uniform+self bernoulli 8-flit 1vc", BOOKSIM_SPEED_LOAD,
                () -> booksimNetwork(1), control(measuredPackets));
    }

    static Engine booksimNetwork(long seed) {
        Topology t = MeshTopology.build(new MeshTopology.Params(8, 8, 1, 1, 0, 0));
        FixedSize size = new FixedSize(8);
        Workload w = new Workload(h -> BernoulliArrivals.forOfferedLoad(BOOKSIM_SPEED_LOAD, size), size,
                new UniformPattern(new UniformPattern.Params(true)).create(t), BOOKSIM_SPEED_LOAD);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(8).withRouter(RouterModel.booksim())
                .withEjection(Ejection.VIRTUAL_CHANNELS);
        return Kernels.build(t, cfg, new DimensionOrderFactory("xy", false).create(t, 1), new RoundRobinSelection(), w, seed);
    }

    static RunControl control(long measuredPackets) {
        return RunControl.quick(WARMUP_TICKS, measuredPackets).withMaxTicks(MAX_TICKS);
    }

    static Engine corefringeNetwork(long seed) {
        CoreFringeTopology.Params p = CoreFringeTopology.defaults();
        Topology t = CoreFringeTopology.build(p);
        RoutingAlgorithm routing = new UpDownFactory(CoreFringeTopology.rootSwitch(p)).create(t, 1);
        FixedSize size = new FixedSize(COREFRINGE_PACKET_FLITS);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(COREFRINGE_LOAD, size), size,
                new ClientServerPattern().create(t), COREFRINGE_LOAD);
        int half = COREFRINGE_BUFFER_FLITS / 2;
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(COREFRINGE_BUFFER_FLITS).withStopGo(half, half);
        return Kernels.build(t, cfg, routing, new RandomIdleSelection(), w, seed);
    }

    static Engine c104Network(long seed) {
        Topology t = C104CubeTopology.build(new C104CubeTopology.Params(10, 1, C104CubeTopology.C104_PORTS));
        RoutingAlgorithm routing = new DimensionOrderFactory("descending", false).create(t, 1);
        FixedSize size = new FixedSize(C104_PACKET_FLITS);
        ContinuousArrivals continuous = new ContinuousArrivals();
        Workload w = new Workload(h -> continuous, size, new UniformPattern().create(t), Double.NaN);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(C104_PACKET_FLITS);
        return Kernels.build(t, cfg, routing, new RandomIdleSelection(), w, seed);
    }
}
