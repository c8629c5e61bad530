package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.experiment.SnapshotText;
import org.flitlab.network.Engine;
import org.flitlab.network.NetworkSnapshot;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The workbench animates on the kernel a run of the scenario uses (issue 19): a mesh sample the flat kernel covers
 * runs there, the counters under the canvas say so, and what it draws after some steps is what the reference engine
 * draws at the same tick, with the packets' events recorded for the inspectors; a scenario with timeouts, which only
 * the reference engine covers, says "engine: reference".
 */
class WorkbenchKernelTest extends WorkbenchTest {
    @Test
    void aCoveredMeshAnimatesOnTheFlatKernelAndDrawsWhatTheReferenceEngineDraws(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().openScenario(Path.of("samples", "booksim-mesh8x8-ps8-2vc.json")));
        NetworkSnapshot s = InspectSupport.pauseWhen(robot, app, 50, x -> x.tick() >= 300 && !x.worms().isEmpty());
        assertEquals("flat", app.model().live().engine());
        Label counters = robot.lookup("#counters").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> counters.getText().endsWith("engine: flat"));

        var assembly = new ScenarioRunner().assemble(app.model().setup().scenario());
        Engine reference = ScenarioRunner.network(assembly, app.model().setup().seed());
        reference.advance(s.tick());
        assertEquals(SnapshotText.of(reference.snapshot()), SnapshotText.of(s), "the picture at tick " + s.tick());
        assertFalse(InspectSupport.recorded(app).traces().isEmpty(), "the inspectors have events to show");
    }

    @Test
    void aScenarioWithTimeoutsAnimatesOnTheReferenceEngine(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().openScenario(Path.of("samples", "lesson-timeouts.json")));
        InspectSupport.pauseWhen(robot, app, 20, x -> x.tick() >= 20);
        Label counters = robot.lookup("#counters").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> counters.getText().endsWith("engine: reference"));
        assertTrue(counters.getText().contains(" delivered"), counters.getText());
    }
}
