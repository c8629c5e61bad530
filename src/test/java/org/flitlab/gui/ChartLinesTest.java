package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.flitlab.experiment.Bound;
import org.flitlab.experiment.Bounds;
import org.flitlab.report.LatencyLoadChart;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.ScenarioAssembly;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's latency chart and its export draw the command line's reference lines (issue 14, defect 11): the
 * zero-load latency and the channel-load bound of the open scenario, computed as {@code flitlab run} computes
 * them, and the chart's title names the scenario.
 */
class ChartLinesTest extends WorkbenchTest {
    private void typeInto(FxRobot robot, String id, String text) {
        // Scrolled into view first: with larger fonts (CI's) the sweep settings run below their pane's visible part.
        UserSteps.click(robot, id);
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text);
        robot.type(KeyCode.ENTER);
    }

    private static double marker(Collection<?> markers, String label) {
        return markers.stream().map(ValueMarker.class::cast).filter(m -> label.equals(m.getLabel()))
                .mapToDouble(ValueMarker::getValue).findFirst().orElse(Double.NaN);
    }

    @Test
    void theSweepChartAndItsExportDrawTheZeroLoadAndChannelLoadLinesOfTheCommandLine(FxRobot robot, @TempDir Path dir)
            throws Exception {
        Path sample = BundledSamples.find("torus4x4-dateline").orElseThrow().file();
        robot.interact(() -> {
            assertTrue(app.model().openScenario(sample).isEmpty());
            app.model().live().pause();
            app.model().experiment().seriesBProperty().set(null);
        });
        typeInto(robot, "#loads", "0.05 0.1");
        typeInto(robot, "#measured-packets", "80");
        UserSteps.click(robot, "#run-sweep");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !app.model().experiment().runningProperty().get());

        var scenario = app.model().setup().scenario();
        Bound cli = Bounds.of(ScenarioAssembly.of(scenario), scenario.run().seed());
        double ticksPerUs = app.model().setup().ticksPerMicrosecond();
        var chart = app.model().experiment().chartProperty().get();
        var plot = chart.getXYPlot();
        assertEquals(cli.zeroLoadDeliveryLatency() / ticksPerUs,
                marker(plot.getRangeMarkers(Layer.BACKGROUND), LatencyLoadChart.ZERO_LOAD_LABEL), 1e-9,
                "the zero-load line at the command line's value, in microseconds");
        assertEquals(cli.throughputBound(), marker(plot.getDomainMarkers(Layer.BACKGROUND), LatencyLoadChart.BOUND_LABEL), 1e-12,
                "the channel-load bound at the command line's value");
        assertTrue(chart.getTitle().getText().contains(scenario.name()), "the chart names its scenario: " + chart.getTitle().getText());

        Path svg = dir.resolve("latency.svg");
        robot.interact(() -> {
            try {
                app.model().experiment().export(svg);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        String text = Files.readString(svg);
        assertTrue(text.contains(LatencyLoadChart.ZERO_LOAD_LABEL) && text.contains(LatencyLoadChart.BOUND_LABEL),
                "the exported chart carries both lines");
        assertTrue(text.contains(scenario.name()), "and the scenario's name");
    }
}
