package org.flitlab.gui.editor;

import org.flitlab.scenario.Catalog;
import org.flitlab.topology.Topology;
import org.flitlab.topology.corefringe.CoreFringeTopology;
import org.flitlab.topology.fattree.FatTreeTopology;
import org.flitlab.topology.floors.FloorsTopology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.multistage.MultiStageTopology;
import org.flitlab.topology.torus.TorusTopology;

/** The generators the drawing tests look at, each at its default size (the hypercube at 3, 4 and 5 dimensions). */
final class GeneratorDrawings {
    static final String[] NAMES = {"hypercube-3", "hypercube-4", "hypercube-5", "corefringe", "mstage", "floors",
        "torus", "mesh", "fat-tree"};

    private GeneratorDrawings() {
    }

    static Topology topology(Catalog unused, String name) {
        return topology(name);
    }

    static Topology topology(String name) {
        if (name.startsWith("hypercube-")) {
            var d = HypercubeTopology.defaults();
            return HypercubeTopology.build(new HypercubeTopology.Params(Integer.parseInt(name.substring(10)),
                    d.hostsPerSwitch(), d.linkDelayTicks(), d.portLimit(), d.servers()));
        }
        return switch (name) {
            case "corefringe" -> CoreFringeTopology.build(CoreFringeTopology.defaults());
            case "mstage" -> MultiStageTopology.build(MultiStageTopology.defaults());
            case "floors" -> FloorsTopology.build(FloorsTopology.defaults());
            case "torus" -> TorusTopology.build(TorusTopology.defaults());
            case "mesh" -> MeshTopology.build(MeshTopology.defaults());
            case "fat-tree" -> FatTreeTopology.build(FatTreeTopology.defaults());
            default -> throw new IllegalArgumentException(name);
        };
    }

    /** The drawing of {@code t} fitted to a {@code w} x {@code h} canvas at scale 1, as the window shows it. */
    static ScreenGeometry fitted(Topology t, double w, double h) {
        NetworkLayout layout = new NetworkLayout(t);
        CanvasTransform view = new CanvasTransform();
        view.fit(layout, w, h);
        return ScreenGeometry.of(layout, view, 1);
    }
}
