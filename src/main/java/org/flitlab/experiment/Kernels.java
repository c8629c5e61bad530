package org.flitlab.experiment;

import org.flitlab.network.Engine;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.flat.FlatCoverage;
import org.flitlab.network.flat.FlatKernel;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.stats.RunResult;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.Workload;

/**
 * The one place that chooses the kernel of a run (issue 19, engine-seam.md): the flat kernel
 * ({@link FlatKernel}) for the configurations it covers ({@link FlatCoverage}) with packets of at most
 * {@value #FLAT_MAX_PACKET_FLITS} flits, the reference engine ({@link Network}) for the rest. Both give the same
 * results on what the flat kernel covers ({@code FlatKernelDifferentialTest}); results name the engine that ran
 * ({@link RunResult#engine()}). Longer worms stay on the reference engine: both kernels advance them as blocks
 * (the reference engine's {@code FreeFlow}, the flat kernel's {@code FlatBlocks}, starting the same blocks), but
 * measured side by side (docs/performance.md, "Long worms on the flat kernel") the flat kernel was only 1.0-1.3x
 * faster per CPU second on bench case 2's 64- and 512-flit packets, and 1.5-4.5x slower on the 1000-flit Corefringe
 * case, with stop/go or credits, 4096- or 64-flit buffers, where most channels hold stalled worms (8-flit and
 * 32-flit packets ran about 1.4x faster on the flat kernel, 64-flit ones 1.13-1.37x on an idle machine on
 * 2026-11-26, so the limit moved from 32 to 64 flits). Session 7's stop/go parking ({@code StopParking}) took case 3
 * on the flat kernel from about 2x to about 1.4x the reference engine's CPU time, still slower, so the limit stays
 * (docs/performance.md, "Session 7, long worms on the flat kernel by default?"). The system property
 * {@code flitlab.engine=reference} makes every run use the reference engine (to compare speeds, or to rule the
 * kernel out); {@code flitlab.engine=flat} asks for the flat kernel wherever it covers, whatever the packet length.
 */
public final class Kernels {
    /** {@link RunResult#engine()} of a run on the flat kernel. */
    public static final String FLAT = "flat";
    /** The system property that overrides the choice. */
    public static final String PROPERTY = "flitlab.engine";
    /** The longest packets the flat kernel is chosen for unless {@value #PROPERTY} is {@code flat}. */
    public static final int FLAT_MAX_PACKET_FLITS = 64;

    private Kernels() {
    }

    /** Whether runs may use the flat kernel: unless {@value #PROPERTY} is {@code reference}. */
    public static boolean flatAllowed() {
        return !RunResult.REFERENCE_ENGINE.equals(System.getProperty(PROPERTY));
    }

    /**
     * The flat kernel if it covers {@code config}, it is allowed and the packets are short enough (or it is asked
     * for), else the reference engine.
     */
    public static Engine build(Topology topology, NetworkConfig config, RoutingAlgorithm routing, SelectionPolicy selection,
                               Workload workload, long seed) {
        boolean shortWorms = workload.sizes().maxFlits() <= FLAT_MAX_PACKET_FLITS || FLAT.equals(System.getProperty(PROPERTY));
        if (flatAllowed() && shortWorms && FlatCoverage.uncovered(config) == null) {
            return new FlatKernel(topology, config, routing, selection, workload, seed);
        }
        return new Network(topology, config, routing, selection, workload, seed);
    }

    /** The name results give {@code engine}. */
    public static String name(Engine engine) {
        return engine instanceof FlatKernel ? FLAT : RunResult.REFERENCE_ENGINE;
    }
}
