package org.flitlab.gui.charts;

import java.awt.Font;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;

/**
 * The fonts of a chart shown in the window's chart pane. The command line's charts are laid out for an 800 x 600
 * picture; in the pane, a couple of hundred pixels high, their title covered the plot and a long range label was
 * cut off, so the title and axis labels are scaled down, the same on every tab. Stateless.
 */
final class WindowChartStyle {
    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 14);
    private static final Font AXIS_LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 13);

    private WindowChartStyle() {
    }

    /** Applies the window's fonts to {@code chart} and returns it. */
    static JFreeChart apply(JFreeChart chart) {
        chart.getTitle().setFont(TITLE);
        if (chart.getPlot() instanceof XYPlot plot) {
            for (int i = 0; i < plot.getDomainAxisCount(); i++) {
                plot.getDomainAxis(i).setLabelFont(AXIS_LABEL);
            }
            for (int i = 0; i < plot.getRangeAxisCount(); i++) {
                if (plot.getRangeAxis(i) != null) {
                    plot.getRangeAxis(i).setLabelFont(AXIS_LABEL);
                }
            }
        } else if (chart.getPlot() instanceof CategoryPlot plot) {
            plot.getDomainAxis().setLabelFont(AXIS_LABEL);
            plot.getRangeAxis().setLabelFont(AXIS_LABEL);
        }
        return chart;
    }
}
