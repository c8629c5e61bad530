package org.flitlab.gui.present;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;

/**
 * The chart's lettering in presentation mode: the window's charts are lettered for a pane a couple of hundred
 * pixels high (13-14 px), far too small on a projector, so while presenting every chart in the chart tabs has its
 * title, legend, axis labels, tick labels and reference-line labels drawn {@code factor} times larger, and leaving
 * puts each font back as it was. A chart drawn anew while presenting (a sweep's new point) is lettered again
 * through {@link PresentationLayout#refreshChartFonts()}. FX thread only.
 */
final class ChartFonts {
    /** Puts one font back where it was. */
    private final List<Runnable> restore = new ArrayList<>();

    /** Enlarges the fonts of every chart in {@code tabs} by {@code factor}. */
    void enlarge(TabPane tabs, double factor) {
        restoreAll();
        for (Tab t : tabs.getTabs()) {
            if (t.getContent() instanceof ChartViewer viewer && viewer.getChart() != null) {
                enlarge(viewer.getChart(), factor);
            }
        }
    }

    private void enlarge(JFreeChart chart, double factor) {
        if (chart.getTitle() != null) {
            TextTitle title = chart.getTitle();
            scale(title::getFont, title::setFont, factor);
        }
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            Title sub = chart.getSubtitle(i);
            if (sub instanceof LegendTitle legend) {
                scale(legend::getItemFont, legend::setItemFont, factor);
            } else if (sub instanceof TextTitle text) {
                scale(text::getFont, text::setFont, factor);
            }
        }
        if (chart.getPlot() instanceof XYPlot plot) {
            for (int i = 0; i < plot.getDomainAxisCount(); i++) {
                axis(plot.getDomainAxis(i), factor);
            }
            for (int i = 0; i < plot.getRangeAxisCount(); i++) {
                axis(plot.getRangeAxis(i), factor);
            }
            markers(plot.getRangeMarkers(org.jfree.chart.ui.Layer.FOREGROUND), factor);
            markers(plot.getRangeMarkers(org.jfree.chart.ui.Layer.BACKGROUND), factor);
            markers(plot.getDomainMarkers(org.jfree.chart.ui.Layer.FOREGROUND), factor);
            markers(plot.getDomainMarkers(org.jfree.chart.ui.Layer.BACKGROUND), factor);
        }
    }

    private void axis(Axis axis, double factor) {
        if (axis != null) {
            scale(axis::getLabelFont, axis::setLabelFont, factor);
            scale(axis::getTickLabelFont, axis::setTickLabelFont, factor);
        }
    }

    private void markers(java.util.Collection<?> markers, double factor) {
        if (markers != null) {
            for (Object m : markers) {
                Marker marker = (Marker) m;
                scale(marker::getLabelFont, marker::setLabelFont, factor);
            }
        }
    }

    private void scale(Supplier<Font> get, Consumer<Font> set, double factor) {
        Font was = get.get();
        if (was != null) {
            set.accept(was.deriveFont((float) (was.getSize2D() * factor)));
            restore.add(() -> set.accept(was));
        }
    }

    /** Every enlarged font back as it was. */
    void restoreAll() {
        for (int i = restore.size() - 1; i >= 0; i--) {
            restore.get(i).run();
        }
        restore.clear();
    }
}
