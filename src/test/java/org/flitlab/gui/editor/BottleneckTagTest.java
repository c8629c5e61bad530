package org.flitlab.gui.editor;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.flitlab.gui.files.BuiltInScenarios;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.routing.updown.UpDownRouting;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The routing view's "load" tag on the busiest channel covers no switch and no level badge, so the classroom can
 * read both: with the root at s0 the busiest channel of the 4x4 mesh is a level one (s2 -&gt; s1), with the root
 * at s5 an upright one (s9 -&gt; s5).
 */
class BottleneckTagTest {
    private static final double W = 900;
    private static final double H = 500;

    @ParameterizedTest
    @ValueSource(ints = {0, 5})
    void theLoadTagCoversNoSwitchAndNoLevelBadge(int root) {
        var scenario = ScenarioJson.withOverrides(BuiltInScenarios.upDownMesh(), Map.of("routing.params.root", Integer.toString(root)))
                .scenario();
        NetworkSetup s = ScenarioDocument.toSetup(scenario).value();
        UpDownView upDown = UpDownView.of(s.topology(), (UpDownRouting) s.routingAlgorithm());
        BottleneckView bottleneck = BottleneckView.of(s);
        NetworkLayout layout = new NetworkLayout(s.topology());
        CanvasTransform view = new CanvasTransform();
        view.fit(layout, W, H);
        ScreenGeometry geometry = ScreenGeometry.of(layout, view, 1, 1);
        RecordingSurface g = new RecordingSurface();
        new NetworkPainter(g, geometry, new CanvasScene(layout, null, upDown, null, -1, 1, Set.of(), null, -1, bottleneck))
                .paint(W, H);
        List<double[]> tags = g.roundRects.stream().filter(r -> "bottleneck".equals(r.name())).map(r -> r.points().get(0)).toList();
        assertFalse(tags.isEmpty(), "the load tag is drawn");
        double[] tag = tags.get(0);
        List<double[]> others = g.roundRects.stream().filter(r -> "up-down".equals(r.name()) || "switches".equals(r.name()))
                .map(r -> r.points().get(0)).toList();
        assertTrue(others.size() >= 32, others.size() + " badges and switches recorded");
        for (double[] o : others) {
            assertFalse(overlap(tag, o), "the tag at " + tag[0] + ", " + tag[1] + " covers the box at " + o[0] + ", " + o[1]);
        }
    }

    private static boolean overlap(double[] a, double[] b) {
        return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
    }
}
