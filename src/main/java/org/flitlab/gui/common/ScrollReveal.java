package org.flitlab.gui.common;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;

/** Scrolls the nearest enclosing scroll pane so that a node is in view. FX thread only. */
public final class ScrollReveal {
    /** Room left above the node, in pixels, so that what leads up to it shows too. */
    private static final double ABOVE = 40;

    private ScrollReveal() {
    }

    /**
     * Brings {@code node} into view if it is above or below the visible part of its scroll pane; leaves the pane
     * alone when it is already visible or not in one.
     */
    public static void show(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane sp && sp.getContent() != null) {
                sp.getContent().applyCss();
                if (sp.getContent() instanceof Parent content) {
                    content.layout();
                }
                double content = sp.getContent().getBoundsInLocal().getHeight();
                double view = sp.getViewportBounds().getHeight();
                double top = sp.getContent().sceneToLocal(node.localToScene(0, 0)).getY();
                double bottom = top + node.getBoundsInLocal().getHeight();
                double shownTop = sp.getVvalue() * Math.max(0, content - view);
                if (content > view && (top < shownTop || bottom > shownTop + view)) {
                    sp.setVvalue(Math.min(1, Math.max(0, (top - ABOVE) / (content - view))));
                }
                return;
            }
        }
    }
}
