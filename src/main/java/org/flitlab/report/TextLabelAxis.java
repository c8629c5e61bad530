package org.flitlab.report;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.AxisLabelLocation;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;

/**
 * A number axis for the vertical side of FlitLab charts, with two changes from {@link NumberAxis}:
 * <ul>
 *   <li>its rotated label is drawn with {@code Graphics2D.drawString}, so an SVG export keeps it as searchable
 *       {@code <text>} (JFreeChart's default route through {@code TextLayout} turns it into glyph outlines, and the
 *       switch for that is global static state we must not touch);</li>
 *   <li>it draws no ticks or grid lines above {@code tickCeiling}, so the saturation band of
 *       {@link LatencyLoadChart} carries no number that would suggest a finite latency.</li>
 * </ul>
 * Confined to the thread that uses its chart, like every JFreeChart object.
 */
final class TextLabelAxis extends NumberAxis {
    private static final long serialVersionUID = 1L;
    private final double tickCeiling;

    /** An axis with ticks over its whole range. */
    TextLabelAxis(String label) {
        this(label, Double.POSITIVE_INFINITY);
    }

    TextLabelAxis(String label, double tickCeiling) {
        super(label);
        this.tickCeiling = tickCeiling;
    }

    double tickCeiling() {
        return tickCeiling;
    }

    @Override
    @SuppressWarnings("rawtypes")
    public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        List<?> ticks = super.refreshTicks(g2, state, dataArea, edge);
        List<Object> kept = new ArrayList<>(ticks.size());
        for (Object tick : ticks) {
            if (((ValueTick) tick).getValue() <= tickCeiling) {
                kept.add(tick);
            }
        }
        return kept;
    }

    @Override
    protected AxisState drawLabel(String label, Graphics2D g2, Rectangle2D plotArea, Rectangle2D dataArea,
                                  RectangleEdge edge, AxisState state) {
        boolean plain = getAttributedLabel() == null && getLabelAngle() == 0
                && getLabelLocation() == AxisLabelLocation.MIDDLE;
        if (label == null || label.isEmpty() || edge != RectangleEdge.LEFT || !plain) {
            return super.drawLabel(label, g2, plotArea, dataArea, edge, state);
        }
        g2.setFont(getLabelFont());
        g2.setPaint(getLabelPaint());
        FontMetrics metrics = g2.getFontMetrics();
        Rectangle2D bounds = TextUtils.getTextBounds(label, g2, metrics);
        RectangleInsets insets = getLabelInsets();
        double thickness = bounds.getHeight();
        double centreX = state.getCursor() - insets.getRight() - thickness / 2;
        double centreY = dataArea.getCenterY();
        AffineTransform saved = g2.getTransform();
        g2.rotate(-Math.PI / 2, centreX, centreY);
        float baselineOffset = (metrics.getAscent() - metrics.getDescent()) / 2f;
        g2.drawString(label, (float) (centreX - bounds.getWidth() / 2), (float) centreY + baselineOffset);
        g2.setTransform(saved);
        state.cursorLeft(insets.getLeft() + thickness + insets.getRight());
        return state;
    }
}
