package org.flitlab.topology;

import org.flitlab.topology.LayoutHint;

/**
 * Where to draw the hosts of one switch: a small fan around it, starting on the diagonal below and to the right
 * (drawing y grows downwards) so that up to four hosts sit between the four grid directions and do not hide
 * switch-to-switch links. Distances are in {@link LayoutHint} units (about one node spacing). Stateless.
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
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException("index is " + index + "; it must be in 0.." + (count - 1));
        }
        double angle = Math.PI / 4 + 2 * Math.PI * index / count;
        double radius = count <= 4 ? RADIUS : WIDE_RADIUS;
        return new LayoutHint(switchPosition.x() + radius * Math.cos(angle),
                switchPosition.y() + radius * Math.sin(angle));
    }
}
