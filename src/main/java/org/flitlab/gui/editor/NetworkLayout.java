package org.flitlab.gui.editor;

import java.util.Map;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;

/**
 * Where the canvas draws each node, in layout units (one unit is about one node spacing), and which links are
 * drawn as arcs. Positions come from the topology's layout hints; a switch without one goes on a circle and a
 * host without one next to its switch. On a torus the wrap-around links, which join the first and last column or
 * row, are arcs bowing up (rows) or left (columns). Immutable; built on any thread.
 */
public final class NetworkLayout {
    private final Topology topology;
    private final double[] x;
    private final double[] y;
    private final boolean[] arc;
    private final double minX;
    private final double minY;
    private final double maxX;
    private final double maxY;

    /** Lays out {@code topology} by its own layout hints. */
    public NetworkLayout(Topology topology) {
        this(topology, topology.layout());
    }

    /**
     * Lays out {@code topology} at the given positions (layout units, by node id); nodes without one are placed
     * as for missing hints.
     */
    public NetworkLayout(Topology topology, Map<Integer, LayoutHint> hints) {
        this.topology = topology;
        int n = topology.nodeCount();
        x = new double[n];
        y = new double[n];
        placeNodes(hints);
        arc = new boolean[topology.links().size()];
        if (hints == topology.layout()) {
            // Wrap links bow only in the grid drawing the hints give; in other layouts they are plain lines.
            topology.gridShape().ifPresent(this::markWrapLinks);
        }
        // An edited torus is a custom topology with no grid shape: its wrap links, and any link a new switch was
        // placed on, would run straight through other switches. Such links bow round them instead.
        markLinksThroughSwitches();
        double lx = Double.MAX_VALUE, ly = Double.MAX_VALUE, hx = -Double.MAX_VALUE, hy = -Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            lx = Math.min(lx, x[i]);
            ly = Math.min(ly, y[i]);
            hx = Math.max(hx, x[i]);
            hy = Math.max(hy, y[i]);
        }
        boolean arcs = anyArc();
        // Arcs bow up and left, out of the nodes' box: the fitted view keeps them on the canvas.
        minX = n == 0 ? 0 : lx - (arcs ? ARC_PEAK : 0);
        minY = n == 0 ? 0 : ly - (arcs ? ARC_PEAK : 0);
        maxX = n == 0 ? 1 : hx;
        maxY = n == 0 ? 1 : hy;
    }

    /** Hinted nodes where their hints say; other switches on a circle, other hosts just off their switch. */
    private void placeNodes(Map<Integer, LayoutHint> hints) {
        int n = topology.nodeCount();
        int s = topology.switchCount();
        for (int i = 0; i < n; i++) {
            LayoutHint h = hints.get(i);
            if (h != null) {
                x[i] = h.x();
                y[i] = h.y();
            } else if (i < s) {
                double angle = 2 * Math.PI * i / s;
                x[i] = s * 0.5 * Math.cos(angle);
                y[i] = s * 0.5 * Math.sin(angle);
            }
        }
        for (int i = s; i < n; i++) {
            if (!hints.containsKey(i)) {
                int sw = topology.hostSwitch(i);
                x[i] = x[sw] + 0.5;
                y[i] = y[sw] + 0.5;
            }
        }
    }

    private boolean anyArc() {
        boolean arcs = false;
        for (boolean a : arc) {
            arcs |= a;
        }
        return arcs;
    }

    private void markWrapLinks(GridShape shape) {
        if (!shape.wrap()) {
            return;
        }
        for (Link l : topology.links()) {
            if (!topology.isSwitch(l.nodeA()) || !topology.isSwitch(l.nodeB())) {
                continue;
            }
            for (int d = 0; d < shape.dimensions(); d++) {
                int r = shape.radix(d);
                int gap = Math.abs(shape.coordinate(l.nodeA(), d) - shape.coordinate(l.nodeB(), d));
                if (r > 2 && gap == r - 1) {
                    arc[l.id()] = true;
                }
            }
        }
    }

    private void markLinksThroughSwitches() {
        for (Link l : topology.links()) {
            if (arc[l.id()] || !topology.isSwitch(l.nodeA()) || !topology.isSwitch(l.nodeB())) {
                continue;
            }
            for (int n = 0; n < topology.switchCount() && !arc[l.id()]; n++) {
                if (n != l.nodeA() && n != l.nodeB()
                        && distanceToSegment(x[n], y[n], x[l.nodeA()], y[l.nodeA()], x[l.nodeB()], y[l.nodeB()]) < NODE_CLEARANCE) {
                    arc[l.id()] = true;
                }
            }
        }
    }

    /**
     * How far (layout units) a wrap-around arc bows out of its row or column: a third of the grid's spacing, so it
     * runs clear of the row's straight links and of the hosts fanned round its switches, and crosses the links
     * between rows (or columns) well away from their middles, where a click picks a link.
     */
    public static final double ARC_PEAK = 0.7;

    /** How close (layout units) a link's line may pass to another switch before it is drawn as an arc. */
    public static final double NODE_CLEARANCE = 0.2;

    /** Distance from point (px, py) to the segment (ax, ay)-(bx, by), in layout units. */
    public static double distanceToSegment(double px, double py, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double len2 = dx * dx + dy * dy;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
        return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
    }

    public Topology topology() {
        return topology;
    }

    public double x(int node) {
        return x[node];
    }

    public double y(int node) {
        return y[node];
    }

    /** Whether link {@code id} is a torus wrap-around link, drawn as an arc. */
    public boolean isArc(int linkId) {
        return arc[linkId];
    }

    public double minX() {
        return minX;
    }

    public double minY() {
        return minY;
    }

    /** Width of the drawing in layout units (at least 1). */
    public double width() {
        return Math.max(1, maxX - minX);
    }

    /** Height of the drawing in layout units (at least 1). */
    public double height() {
        return Math.max(1, maxY - minY);
    }
}
