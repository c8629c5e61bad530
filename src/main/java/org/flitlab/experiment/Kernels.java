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
 * ({@link FlatKernel}) for the configurations it covers ({@link FlatCoverage}), the reference engine
 * ({@link Network}) for the rest. Both give the same results on what the flat kernel covers
 * ({@code FlatKernelDifferentialTest}); results name the engine that ran ({@link RunResult#engine()}).
 * The system property {@code flitlab.engine=reference} makes every run use the reference engine (to compare
 * speeds, or to rule the kernel out); {@code flitlab.engine=flat} asks for the flat kernel wherever it covers.
 */
public final class Kernels {
    /** {@link RunResult#engine()} of a run on the flat kernel. */
    public static final String FLAT = "flat";
    /** The system property that overrides the choice. */
    public static final String PROPERTY = "flitlab.engine";

    private Kernels() {
    }

    /** Whether runs may use the flat kernel: unless {@value #PROPERTY} is {@code reference}. */
    public static boolean flatAllowed() {
        return !RunResult.REFERENCE_ENGINE.equals(System.getProperty(PROPERTY));
    }

    /** The flat kernel if it covers {@code config} (and it is allowed), else the reference engine. */
    public static Engine build(Topology topology, NetworkConfig config, RoutingAlgorithm routing, SelectionPolicy selection,
                               Workload workload, long seed) {
        if (flatAllowed() && FlatCoverage.uncovered(config) == null) {
            return new FlatKernel(topology, config, routing, selection, workload, seed);
        }
        return new Network(topology, config, routing, selection, workload, seed);
    }

    /** The name results give {@code engine}. */
    public static String name(Engine engine) {
        return engine instanceof FlatKernel ? FLAT : RunResult.REFERENCE_ENGINE;
    }
}
