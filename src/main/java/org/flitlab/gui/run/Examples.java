package org.flitlab.gui.run;

import java.util.List;
import org.flitlab.network.NetworkConfig;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;

/**
 * The built-in examples the workbench opens with, each ready to run in one click: a 4x4 torus with
 * dimension-order routing and a dateline (Dally &amp; Seitz), the same torus without the dateline under heavy
 * load (it deadlocks), and a mesh with AN1's up*&#47;down* routing (Owicki &amp; Karlin). Stateless.
 */
public final class Examples {
    /** Ticks per microsecond: one byte-wide flit every 12.5 ns, as on Myrinet (Hu &amp; Kleinrock). */
    public static final double TICKS_PER_MICROSECOND = 80;

    private Examples() {
    }

    /** The opening example: worms crawl on a 4x4 torus at moderate load. */
    public static NetworkSetup torus() {
        return new NetworkSetup("4x4 torus, dimension order", "Uniform traffic of 16-flit worms on a 4x4 torus. "
                + "Buffers hold 4 flits, so a worm stretches over several links.", torus4x4(), config(),
                RoutingChoice.dimensionOrderDateline(), 0.25, 16, 1, TICKS_PER_MICROSECOND);
    }

    /** A torus without a dateline at high load: within a few thousand ticks the worms wait in a ring. */
    public static NetworkSetup deadlock() {
        return new NetworkSetup("Torus deadlock", "The same torus without a dateline, one virtual channel, "
                + "at 0.9 flits/tick per host: worms soon wait for each other round a ring.", torus4x4(), config(),
                RoutingChoice.dimensionOrderNoDateline(), 0.9, 16, 1, TICKS_PER_MICROSECOND);
    }

    /** A 4x4 mesh routed up*&#47;down* from switch 0. */
    public static NetworkSetup upDownMesh() {
        Topology mesh = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));
        return new NetworkSetup("4x4 mesh, up*/down*", "AN1's up*/down* routing on a mesh: traffic crowds near the "
                + "root.", mesh, config(), RoutingChoice.upDown(), 0.2, 16, 1, TICKS_PER_MICROSECOND);
    }

    /** Every built-in example, in menu order. */
    public static List<NetworkSetup> all() {
        return List.of(torus(), deadlock(), upDownMesh());
    }

    private static Topology torus4x4() {
        return TorusTopology.build(new TorusTopology.Params(4, 4, 1, 1, 0, 0));
    }

    private static NetworkConfig config() {
        return NetworkConfig.defaults().withBufferFlits(4).withDeadlockTimeoutTicks(1000);
    }
}
