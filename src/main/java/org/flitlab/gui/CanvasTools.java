package org.flitlab.gui;

import org.flitlab.gui.editor.EditTool;
import org.flitlab.gui.editor.NetworkCanvas;
import org.flitlab.gui.editor.PaletteView;

/**
 * Connects the canvas's clicks and drags to the palette's active tool: Select inspects nodes and worms, moves a
 * dragged node and Shift-drags a rubber band; Add switch, Add host, Connect and Delete edit the network. Every
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
        canvas.setOnNodeDropped((n, x, y) -> {
            if (palette.tool() == EditTool.SELECT) {
                String name = model.setup().topology().node(n).name();
                model.editNetwork("move " + name, k -> k.move(name, model.snap(x), model.snap(y)));
            }
        });
        canvas.setOnRubberBand(model::markInside);
        canvas.setOnWormClicked(id -> {
            if (palette.tool() == EditTool.SELECT) {
                model.wormClicked(id);
            }
        });
        canvas.setOnLinkClicked(id -> {
            if (palette.tool() == EditTool.SELECT) {
                model.linkClicked(id);
            }
        });
        palette.tools().selectedToggleProperty().addListener((o, was, now) -> connectFrom = -1);
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
            model.markInside(0, 0, 0, 0);
        }
    }
}
