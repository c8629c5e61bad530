package org.flitlab.gui;

import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.flitlab.gui.editor.EditTool;
import org.flitlab.gui.editor.NetworkCanvas;
import org.flitlab.gui.editor.PaletteView;

/**
 * Connects the canvas's clicks and drags to the palette's active tool: Select inspects nodes and worms, moves a
 * dragged node and Shift-drags a rubber band (in the routing view, dropping the up*&#47;down* root on another
 * switch makes that switch the root; right-click a switch for Make root; a click on empty canvas selects
 * nothing); Add switch, Add host, Connect and Delete (nodes and switch-to-switch links) edit the network. Every
 * edit is one undoable command (Ctrl+Z / Ctrl+Y). FX thread only.
 */
final class CanvasTools {
    private final WorkbenchModel model;
    private final PaletteView palette;
    private int connectFrom = -1;

    CanvasTools(WorkbenchModel model, NetworkCanvas canvas, PaletteView palette) {
        this.model = model;
        this.palette = palette;
        canvas.setDragNodes(true);
        canvas.setOnNodeClicked(this::nodeClicked);
        canvas.setOnBackgroundClicked(this::backgroundClicked);
        canvas.setOnNodeDropped(this::nodeDropped);
        canvas.setOnRubberBand(model::markInside);
        canvas.setOnWormClicked(id -> {
            if (palette.tool() == EditTool.SELECT) {
                model.wormClicked(id);
            }
        });
        canvas.setOnLinkClicked(id -> {
            if (palette.tool() == EditTool.SELECT) {
                model.linkClicked(id);
            } else if (palette.tool() == EditTool.DELETE) {
                // Picked first (which also unmarks nodes), so deleteMarked, given no node, deletes this link.
                model.linkClicked(id);
                model.deleteMarked(-1);
            }
        });
        // A right click rather than a context-menu request: Monocle (headless tests) sends no menu requests.
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> rightClicked(canvas, e));
        palette.tools().selectedToggleProperty().addListener((o, was, now) -> connectFrom = -1);
        model.selectedLinkProperty().addListener((o, was, now) -> canvas.setSelectedLink(now.intValue()));
    }

    /** A node dragged with Select: the root dropped on a switch makes that switch the root, any other drop moves it. */
    private void nodeDropped(int n, double x, double y) {
        int target = switchNear(x, y, n);
        if (palette.tool() == EditTool.SELECT && n == model.upDownRoot() && target >= 0) {
            model.makeRoot(target);
        } else if (palette.tool() == EditTool.SELECT) {
            String name = model.setup().topology().node(n).name();
            model.editNetwork("move " + name, k -> k.move(name, model.snap(x), model.snap(y)));
        }
    }

    /** A right click on a switch offers to make it the up/down root. */
    private void rightClicked(NetworkCanvas canvas, MouseEvent e) {
        if (e.getButton() != MouseButton.SECONDARY) {
            return;
        }
        int n = canvas.nodeAt(e.getX(), e.getY());
        if (n >= 0 && model.setup().topology().isSwitch(n)) {
            MenuItem root = new MenuItem("Make root");
            root.setId("make-root");
            root.setOnAction(a -> model.makeRoot(n));
            new ContextMenu(root).show(canvas, e.getScreenX(), e.getScreenY());
            e.consume();
        }
    }

    private void nodeClicked(int n) {
        var t = model.setup().topology();
        String name = t.node(n).name();
        switch (palette.tool()) {
            case SELECT -> model.nodeClicked(n);
            case ADD_HOST -> {
                if (t.isSwitch(n)) {
                    model.editNetwork("add host on " + name, k -> k.addHost(name));
                } else {
                    model.log().add("Add host: click a switch, not a host.");
                }
            }
            case CONNECT -> connect(n);
            case DELETE -> model.deleteMarked(n);
            default -> { }
        }
    }

    private void connect(int n) {
        var t = model.setup().topology();
        if (!t.isSwitch(n)) {
            model.log().add("Connect: hosts come with their switch; click two switches.");
        } else if (connectFrom < 0 || connectFrom >= t.nodeCount()) {
            connectFrom = n;
            model.nodeClicked(n);
            model.log().add("Connect: " + t.node(n).name() + " chosen; now click the other switch.");
        } else {
            String a = t.node(connectFrom).name();
            String b = t.node(n).name();
            connectFrom = -1;
            model.editNetwork("connect " + a + "-" + b, k -> k.connect(a, b));
        }
    }

    private void backgroundClicked(double x, double y) {
        if (palette.tool() == EditTool.ADD_SWITCH) {
            model.editNetwork("add switch", k -> k.addSwitch(model.snap(x), model.snap(y)));
        } else if (palette.tool() == EditTool.SELECT) {
            model.markInside(x, y, x, y); // an empty rectangle: selects nothing, forgets what was picked
        }
    }

    /** The switch other than {@code except} drawn within half a layout unit of (x, y), or -1. */
    private int switchNear(double x, double y, int except) {
        var layout = model.layout();
        for (int sw = 0; layout != null && sw < layout.topology().switchCount(); sw++) {
            if (sw != except && Math.hypot(layout.x(sw) - x, layout.y(sw) - y) < 0.5) {
                return sw;
            }
        }
        return -1;
    }
}
