package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Tab;
import org.flitlab.gui.charts.SweepTabs;
import org.flitlab.report.ChartOptions;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The experiment area's chart tabs: throughput, histogram and channel use of the last finished sweep. */
class ChartTabsTest extends WorkbenchTest {
    @Test
    void afterATinySweepTheTabsHoldThroughputHistogramAndChannelUseWithData(FxRobot robot) throws Exception {
        var tabs = app.window().sweepTabs();
        assertEquals(List.of("Latency", "Throughput", "Histogram", "Channel use", "Worm", "Switch", "Link", "Event log"),
                tabs.tabs().getTabs().stream().map(Tab::getText).toList());
        assertEquals(null, tabs.detailCharts()[0], "no charts before a sweep");
        var e = app.model().experiment();
        robot.interact(() -> {
            app.model().live().pause();
            e.loadsProperty().set("0.05 0.1");
            e.seriesBProperty().set(null);
            e.measuredPacketsProperty().set("60");
            e.run();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !e.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        JFreeChart[] charts = tabs.detailCharts();
        XYPlot throughput = charts[0].getXYPlot();
        int offered = 0;
        for (int d = 0; d < throughput.getDatasetCount(); d++) {
            if (throughput.getDataset(d) != null && throughput.getDataset(d).getSeriesCount() > 0) {
                offered = Math.max(offered, throughput.getDataset(d).getItemCount(0));
            }
        }
        assertEquals(2, offered, "one throughput point per swept load");
        assertNotNull(charts[1], "the histogram");
        assertTrue(histogramCount(charts[1]) >= 60, "at least the 60 measured packets in the histogram bins");
        CategoryPlot use = charts[2].getCategoryPlot();
        int channels = app.model().setup().topology().channelCount();
        assertTrue(use.getDataset().getColumnCount() > 0 && use.getDataset().getColumnCount() <= channels,
                "one bar per channel shown: " + use.getDataset().getColumnCount());
        // The pane is a couple of hundred pixels high: the busiest few channels, a short range label, small fonts.
        assertEquals(SweepTabs.PANE_BARS, use.getDataset().getColumnCount(),
                "the 4x4 torus has more channels than the pane shows");
        assertEquals("Accepted (flits/tick/host)", throughput.getRangeAxis().getLabel());
        assertEquals(ChartOptions.OFFERED_LOAD_LABEL, throughput.getDomainAxis().getLabel(), "a load sweep is over offered load");
        for (JFreeChart c : charts) {
            assertTrue(c.getTitle().getFont().getSize() <= 14, "title font " + c.getTitle().getFont());
        }
        robot.interact(() -> tabs.tabs().getSelectionModel().select(1));
        assertEquals("tab-throughput", tabs.tabs().getSelectionModel().getSelectedItem().getId());
    }

    private static double histogramCount(JFreeChart chart) {
        var plot = chart.getXYPlot();
        double sum = 0;
        for (int i = 0; i < plot.getDataset().getItemCount(0); i++) {
            sum += plot.getDataset().getYValue(0, i);
        }
        return sum;
    }
}
