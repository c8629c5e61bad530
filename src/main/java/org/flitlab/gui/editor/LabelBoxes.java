package org.flitlab.gui.editor;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.topology.Topology;

/**
 * The screen box each node and its name take in a {@link ScreenGeometry}, as the painters draw them: a switch's
 * rounded square with its bold name centred on it (the name may be wider than the square), a host's circle with,
 * when hosts are labelled, its name to the right. Text widths are estimated from the character count (a
 * generous average width per character, as the name stamps use), so the boxes are known without a window and
 * tests can check that a drawing's labels are clear of each other. Immutable.
 */
final class LabelBoxes {
    /** Estimated width of one bold character per pixel of font size (wide letters included). */
    static final double BOLD_CHAR = 0.62;
    /** Estimated width of one regular character per pixel of font size. */
    static final double PLAIN_CHAR = 0.56;

    /** One node's box in canvas pixels. */
    record Box(int node, double x, double y, double w, double h) {
        boolean overlaps(Box o) {
            return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
        }
    }

    private LabelBoxes() {
    }

    /** Networks with more nodes than this are not checked for room for host names (they would not fit). */
    private static final int MOST_CHECKED = 400;

    /**
     * Whether host names are drawn (else only selected hosts are named): when 0.6 layout units take more than 28
     * pixels, or at a smaller scale when every name fits clear of every other node and name (a mesh in
     * presentation mode, whose large switches leave less room than the scale suggests, is named if its names fit).
     * Ask {@link ScreenGeometry#hostNames()}, which works this out once per view.
     */
    static boolean labelHosts(ScreenGeometry g) {
        return g.viewScale() * 0.6 > 28 || g.topology().nodeCount() <= MOST_CHECKED && namesFit(g);
    }

    /** Whether every host's name, right of its dot, is clear of every node (but its own dot) and every other name. */
    private static boolean namesFit(ScreenGeometry g) {
        Topology t = g.topology();
        List<Box> nodes = of(g, false);
        List<Box> names = new ArrayList<>();
        for (int n = t.switchCount(); n < t.nodeCount(); n++) {
            Box dot = nodes.get(n);
            names.add(new Box(n, dot.x() + dot.w() + 2, dot.y(), t.node(n).name().length() * PLAIN_CHAR * 10 * g.k(), dot.h()));
        }
        for (Box name : names) {
            for (Box other : nodes) {
                if (other.node() != name.node() && name.overlaps(other)) {
                    return false;
                }
            }
            for (Box other : names) {
                if (other.node() != name.node() && name.overlaps(other)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The box of every node of {@code g}, by node id. */
    static List<Box> of(ScreenGeometry g) {
        return of(g, g.hostNames());
    }

    private static List<Box> of(ScreenGeometry g, boolean hostNames) {
        Topology t = g.topology();
        double k = g.k();
        List<Box> boxes = new ArrayList<>(t.nodeCount());
        for (int n = 0; n < t.nodeCount(); n++) {
            String name = t.node(n).name();
            if (t.isSwitch(n)) {
                double w = Math.max(28 * k, name.length() * BOLD_CHAR * 11 * k + 4 * k);
                double h = 28 * k;
                boxes.add(new Box(n, g.x(n) - w / 2, g.y(n) - h / 2, w, h));
            } else {
                double r = 6 * k;
                double w = 2 * r + (hostNames ? 2 + name.length() * PLAIN_CHAR * 10 * k : 0);
                boxes.add(new Box(n, g.x(n) - r, g.y(n) - r, w, 2 * r));
            }
        }
        return boxes;
    }

    /**
     * Every pair of boxes that overlap, as "a/b" node names (empty when the drawing is clear). Two unnamed host
     * dots may touch (a switch's fan of hosts at a small zoom); nothing may touch a switch's name or a host's.
     */
    /**
     * Whether two nodes' bodies touch (a switch's box with its name, a host's dot; two host dots may), host names
     * left out; false without a check for networks of more than {@link #MOST_CHECKED} nodes.
     */
    static boolean bodiesClash(ScreenGeometry g) {
        return g.topology().nodeCount() <= MOST_CHECKED && !clashes(g, false).isEmpty();
    }

    static List<String> overlaps(ScreenGeometry g) {
        return clashes(g, g.hostNames());
    }

    private static List<String> clashes(ScreenGeometry g, boolean hostNames) {
        List<Box> boxes = of(g, hostNames);
        Topology t = g.topology();
        List<String> found = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                boolean dots = !hostNames && !t.isSwitch(i) && !t.isSwitch(j);
                if (!dots && boxes.get(i).overlaps(boxes.get(j))) {
                    found.add(t.node(i).name() + "/" + t.node(j).name());
                }
            }
        }
        return found;
    }
}
