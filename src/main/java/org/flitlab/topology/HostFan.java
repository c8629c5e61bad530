package org.flitlab.topology;

import org.flitlab.topology.LayoutHint;

/**
 * Where to draw the hosts of one switch. {@link #around} fans them round the switch, starting on the diagonal below
 * and to the right (drawing y grows downwards) so that up to four hosts sit between the four grid directions and do
 * not hide switch-to-switch links; {@link #row} and {@link #column} line them up on one side of the switch, for
 * tiered drawings (AN1's Corefringe, Mstage and Floors, the C104 multistage networks) whose links run up and down or
 * left and right. Distances are in {@link LayoutHint} units (about one node spacing). Stateless.
 */
public final class HostFan {
    /** Distance from a switch to its hosts when it has at most four of them. */
    public static final double RADIUS = 0.6;
    /** Distance when a switch has more than four hosts, so that they do not touch. */
    public static final double WIDE_RADIUS = 0.85;

    private HostFan() {
    }

    /**
     * The position of host number {@code index} (0-based) among the {@code count} hosts of a switch drawn at
     * {@code switchPosition}.
     */
    public static LayoutHint around(LayoutHint switchPosition, int index, int count) {
        checkIndex(index, count);
        double angle = Math.PI / 4 + 2 * Math.PI * index / count;
        double radius = count <= 4 ? RADIUS : WIDE_RADIUS;
        return new LayoutHint(switchPosition.x() + radius * Math.cos(angle),
                switchPosition.y() + radius * Math.sin(angle));
    }

    /**
     * Host number {@code index} of {@code count} in a narrow fan pointing {@code direction} (radians, y downwards)
     * away from its switch, {@link #RADIUS} out: for drawings where the other sides of a switch are taken.
     */
    public static LayoutHint toward(LayoutHint switchPosition, int index, int count, double direction) {
        checkIndex(index, count);
        double angle = direction + (index - (count - 1) / 2.0) * 0.8;
        double radius = count <= 3 ? RADIUS : WIDE_RADIUS;
        return new LayoutHint(switchPosition.x() + radius * Math.cos(angle), switchPosition.y() + radius * Math.sin(angle));
    }

    /** Distance between neighbouring hosts in a {@link #row} or {@link #column}. */
    public static final double LINE_SPACING = 0.4;

    /**
     * Host number {@code index} of {@code count} in a horizontal row centred under ({@code offsetY} &gt; 0) or over
     * ({@code offsetY} &lt; 0) a switch drawn at {@code switchPosition}, {@link #LINE_SPACING} apart.
     */
    public static LayoutHint row(LayoutHint switchPosition, int index, int count, double offsetY) {
        return row(switchPosition, index, count, offsetY, LINE_SPACING);
    }

    /** As {@link #row(LayoutHint, int, int, double)} with hosts {@code spacing} apart. */
    public static LayoutHint row(LayoutHint switchPosition, int index, int count, double offsetY, double spacing) {
        checkIndex(index, count);
        return new LayoutHint(switchPosition.x() + (index - (count - 1) / 2.0) * spacing,
                switchPosition.y() + offsetY);
    }

    /**
     * Host number {@code index} of {@code count} in a vertical column centred beside a switch, to its right
     * ({@code offsetX} &gt; 0) or left ({@code offsetX} &lt; 0), {@code spacing} apart.
     */
    public static LayoutHint column(LayoutHint switchPosition, int index, int count, double offsetX, double spacing) {
        checkIndex(index, count);
        return new LayoutHint(switchPosition.x() + offsetX,
                switchPosition.y() + (index - (count - 1) / 2.0) * spacing);
    }

    private static void checkIndex(int index, int count) {
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException("index is " + index + "; it must be in 0.." + (count - 1));
        }
    }
}
