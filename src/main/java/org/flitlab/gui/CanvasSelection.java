package org.flitlab.gui;

import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.flitlab.gui.editor.NetworkLayout;
import org.flitlab.gui.editor.RouteExplorer;
import org.flitlab.gui.editor.WormPath;
import org.flitlab.gui.run.NetworkSetup;

/**
 * What the user has picked on the canvas: the selected node or link, the rubber-band marks, the highlighted
 * routes between two hosts (routing view) and the focused worm, and what a click on each does. Part of
 * {@link WorkbenchModel}, which owns the setup, log and scene this reads and refreshes. FX thread only.
 */
final class CanvasSelection {
    private final WorkbenchModel model;
    private final IntegerProperty selectedNode = new SimpleIntegerProperty(-1);
    private final IntegerProperty selectedLink = new SimpleIntegerProperty(-1);
    private final ObjectProperty<RouteExplorer.Routes> routes = new SimpleObjectProperty<>();
    private final Set<Integer> marked = new TreeSet<>();
    private long focusWorm = -1;

    CanvasSelection(WorkbenchModel model) {
        this.model = model;
    }

    /**
     * Forgets everything picked (a new or edited network), marks included: node numbers of one network mean
     * other nodes in the next, so a kept mark would highlight a node nobody chose.
     */
    void clear() {
        focusWorm = -1;
        marked.clear();
        clearRoutes();
    }

    void clearRoutes() {
        routes.set(null);
        selectedNode.set(-1);
        selectedLink.set(-1);
    }

    void clearMarks() {
        marked.clear();
    }

    /** A node was clicked on the canvas: in the routing view two hosts pick a route to show. */
    void nodeClicked(int node) {
        NetworkSetup s = model.setup();
        if (s == null) {
            return;
        }
        boolean host = !s.topology().isSwitch(node);
        if (model.routingViewProperty().get() && host) {
            int first = selectedNode.get();
            if (first >= 0 && !s.topology().isSwitch(first) && first != node && routes.get() == null) {
                showRoutes(first, node);
                return;
            }
            routes.set(null);
            selectedNode.set(node);
            model.explanationProperty().set("Source " + s.topology().node(node).name() + " selected; now click a destination host.");
        } else {
            routes.set(null);
            selectedLink.set(-1);
            selectedNode.set(node);
        }
        model.refreshScene();
    }

    /** Highlights every route the current routing permits from host node {@code from} to host node {@code to}. */
    void showRoutes(int from, int to) {
        NetworkSetup s = model.setup();
        RouteExplorer.Routes r = RouteExplorer.between(s.topology(), s.routingAlgorithm(), from, to);
        routes.set(r);
        selectedNode.set(-1);
        model.explanationProperty().set(r.describe(s.topology()) + " " + s.routing().displayName() + ": " + s.routing().explanation());
        model.log().add(r.describe(s.topology()));
        model.refreshScene();
    }

    /** A link was clicked with the Select tool: the inspector shows its delay and length; it alone is selected. */
    void linkClicked(int linkId) {
        marked.clear();
        routes.set(null);
        selectedNode.set(-1);
        selectedLink.set(linkId);
        model.refreshScene();
    }

    /**
     * Marks the nodes inside the layout rectangle from (x0, y0) to (x1, y1). A rectangle of no area is a click
     * on empty canvas: it selects nothing and forgets the node, link, route and worm picked before, so a
     * following Delete removes nothing.
     */
    void markInside(double x0, double y0, double x1, double y1) {
        if (x0 == x1 && y0 == y1) {
            clear();
            model.refreshScene();
            return;
        }
        NetworkLayout layout = model.layout();
        marked.clear();
        for (int n = 0; layout != null && n < layout.topology().nodeCount(); n++) {
            if (layout.x(n) >= Math.min(x0, x1) && layout.x(n) <= Math.max(x0, x1)
                    && layout.y(n) >= Math.min(y0, y1) && layout.y(n) <= Math.max(y0, y1)) {
                marked.add(n);
            }
        }
        model.log().add(marked.size() + (marked.size() == 1 ? " node selected." : " nodes selected."));
        model.refreshScene();
    }

    /**
     * Deletes the marked nodes (or {@code node} if none are marked, or else the selected link) as one undoable
     * edit; false with nothing selected.
     */
    boolean deleteMarked(int node) {
        var t = model.setup().topology();
        Set<String> names = new HashSet<>();
        (marked.isEmpty() && node >= 0 ? Set.of(node) : marked).forEach(n -> names.add(t.node(n).name()));
        if (names.isEmpty()) {
            return selectedLink.get() >= 0 && deleteLink(selectedLink.get());
        }
        return model.editNetwork("delete " + String.join(", ", new TreeSet<>(names)), k -> k.delete(names));
    }

    /**
     * Deletes link {@code linkId} between two switches as one undoable edit. A host's own link is refused (the
     * log says to delete the host): a host without its link would be a host nobody can reach.
     */
    boolean deleteLink(int linkId) {
        var t = model.setup().topology();
        var link = t.links().get(linkId);
        String a = t.node(link.nodeA()).name();
        String b = t.node(link.nodeB()).name();
        if (!t.isSwitch(link.nodeA()) || !t.isSwitch(link.nodeB())) {
            model.log().add("Not done (delete link " + a + "-" + b + "): a host's link goes with its host; delete the host instead.");
            return false;
        }
        // The sketch lists only the switch-to-switch links, in the topology's order.
        int index = (int) t.links().stream().limit(linkId).filter(k -> t.isSwitch(k.nodeA()) && t.isSwitch(k.nodeB())).count();
        return model.editNetwork("delete link " + a + "-" + b, k -> k.withoutLink(index));
    }

    /** A worm was clicked: highlights it and shows its source, destination, path, age and state in the inspector. */
    void wormClicked(long packetId) {
        var snap = model.live().snapshot();
        var w = snap == null ? null : snap.worms().stream().filter(x -> x.packetId() == packetId).findFirst().orElse(null);
        if (w == null) {
            return;
        }
        focusWorm = packetId;
        NetworkSetup s = model.setup();
        var t = s.topology();
        StringBuilder path = new StringBuilder(t.node(w.sourceNode()).name());
        for (int c : WormPath.ordered(w, t)) {
            path.append(" \u2192 ").append(t.node(t.channelTarget(c)).name());
        }
        String text = String.format(Locale.ROOT,
                "Packet #%d: %s \u2192 %s, %d flits, age %,d ticks (%.2f \u00b5s), %s. Path so far: %s.", w.packetId(),
                t.node(w.sourceNode()).name(), t.node(w.destinationNode()).name(), w.lengthFlits(), w.ageTicks(),
                w.ageTicks() / s.ticksPerMicrosecond(),
                w.blocked() ? "BLOCKED: its head waits for a busy output" : "moving", path);
        model.explanationProperty().set(text);
        model.log().add(text);
        model.refreshScene();
    }

    long focusWorm() {
        return focusWorm;
    }

    Set<Integer> marked() {
        return Collections.unmodifiableSet(marked);
    }

    IntegerProperty selectedNode() {
        return selectedNode;
    }

    IntegerProperty selectedLink() {
        return selectedLink;
    }

    ObjectProperty<RouteExplorer.Routes> routes() {
        return routes;
    }
}
