package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.Test;

class ChannelUtilisationChartTest {
    /** Channel i transmits i/(2n) of the time, stalls 0.1 and idles the rest: higher index = busier. */
    private static JFreeChart chartOf(int n) {
        List<String> names = new ArrayList<>();
        double[] tx = new double[n];
        double[] stall = new double[n];
        double[] idle = new double[n];
        for (int i = 0; i < n; i++) {
            names.add("c" + i);
            tx[i] = i / (2.0 * n);
            stall[i] = 0.1;
            idle[i] = 1 - tx[i] - stall[i];
        }
        return ChannelUtilisationChart.create("usage", names, tx, stall, idle);
    }

    @Test
    void everyChannelIsShownWhenThereAreAtMostForty() {
        JFreeChart chart = chartOf(40);
        CategoryDataset data = chart.getCategoryPlot().getDataset();
        assertEquals(40, data.getColumnCount());
        assertEquals(ChannelUtilisationChart.STATES, data.getRowKeys());
        assertEquals(0.1, data.getValue("stalled", "c7").doubleValue(), 1e-12);
        assertFalse(subtitles(chart).stream().anyMatch(t -> t.contains("busiest")));
    }

    @Test
    void withMoreChannelsTheFortyBusiestAreShownInOriginalOrderAndTheSubtitleSaysSo() {
        JFreeChart chart = chartOf(50);
        CategoryDataset data = chart.getCategoryPlot().getDataset();
        assertEquals(40, data.getColumnCount());
        assertEquals("c10", data.getColumnKey(0), "c0..c9 are the least busy and left out");
        assertEquals("c49", data.getColumnKey(39));
        assertTrue(subtitles(chart).contains("showing the 40 busiest of 50 channels"), subtitles(chart).toString());
    }

    @Test
    void fractionsOutsideZeroToOneAndDuplicateNamesAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> ChannelUtilisationChart.create("u", List.of("a"),
                new double[] {1.2}, new double[] {0}, new double[] {0}));
        assertThrows(IllegalArgumentException.class, () -> ChannelUtilisationChart.create("u", List.of("a"),
                new double[] {Double.NaN}, new double[] {0}, new double[] {0}));
        assertThrows(IllegalArgumentException.class, () -> ChannelUtilisationChart.create("u", List.of("a", "a"),
                new double[] {0, 0}, new double[] {0, 0}, new double[] {1, 1}));
        assertThrows(IllegalArgumentException.class, () -> ChannelUtilisationChart.create("u", List.of("a"),
                new double[] {0, 0}, new double[] {0}, new double[] {1}));
    }

    private static List<String> subtitles(JFreeChart chart) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            if (chart.getSubtitle(i) instanceof TextTitle) {
                out.add(((TextTitle) chart.getSubtitle(i)).getText());
            }
        }
        return out;
    }
}
