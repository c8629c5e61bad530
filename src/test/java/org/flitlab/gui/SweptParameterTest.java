package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.flitlab.report.ChartPoint;
import org.flitlab.gui.charts.SweptParameter;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.flitlab.stats.RunStatus;

/** The experiment panel sweeps a scenario path other than the offered load. */
class SweptParameterTest extends WorkbenchTest {
    @Test
    void sweepingBufferSizeDrawsACurveOverBufferSizes(FxRobot robot) throws Exception {
        var e = app.model().experiment();
        SweptParameter buffer = SweptParameter.choices(null).stream().filter(p -> p.path().equals("network.bufferFlits")).findFirst().orElseThrow();
        robot.interact(() -> {
            app.model().live().pause();
            e.parameterProperty().set(buffer);
            e.loadsProperty().set("2.5");
            e.run();
        });
        assertTrue(e.statusProperty().get().contains("buffer size (flits) 2.5 is not allowed"), e.statusProperty().get());
        robot.interact(() -> {
            e.loadsProperty().set("2 4 8");
            e.seriesBProperty().set(null);
            e.measuredPacketsProperty().set("60");
            e.run();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !e.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(e.statusProperty().get().startsWith("Done: 3 points"), e.statusProperty().get());
        List<Double> xs = e.series().get(0).points().stream().map(ChartPoint::x).toList();
        assertEquals(List.of(2.0, 4.0, 8.0), xs, "one chart point per buffer size");
        assertEquals("Buffer size (flits)", e.chartProperty().get().getXYPlot().getDomainAxis().getLabel());
        var plot = e.chartProperty().get().getXYPlot();
        String tip = plot.getRenderer(0).getToolTipGenerator(0, 1).generateToolTip(plot.getDataset(0), 0, 1);
        assertTrue(tip.startsWith(e.series().get(0).name() + ", buffer size (flits) 4: mean latency "), tip);
        var result = e.lastResult().orElseThrow();
        assertEquals("network.bufferFlits", result.plan().parameter());
        assertTrue(result.points().stream().allMatch(p -> p.result().status() == RunStatus.COMPLETED),
                "every buffer size ran to completion");
    }
}
