package org.flitlab.gui.editor;

/** The editing tools of the palette, with their button text and tooltip. */
public enum EditTool {
    SELECT("Select / move", "Click a node, link or worm to inspect it (empty canvas: nothing); drag a node to move it; Shift-drag a box to select "
            + "several; drag the background to pan, the wheel to zoom"),
    ADD_SWITCH("Add switch", "Click the canvas to add a switch there, linked to the nearest switch (snapped to the grid if Edit > Snap to grid)"),
    ADD_HOST("Add host", "Click a switch to attach a new host to it"),
    CONNECT("Connect", "Click two switches to link them"),
    DELETE("Delete", "Click a node to delete it with its links, or a link between two switches to delete it (or the selected nodes or link; also the Delete key)");

    private final String label;
    private final String tip;

    EditTool(String label, String tip) {
        this.label = label;
        this.tip = tip;
    }

    public String label() {
        return label;
    }

    public String tip() {
        return tip;
    }
}
