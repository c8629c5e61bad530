package org.flitlab.gui.editor;

/** The editing tools of the palette, with their button text and tooltip. */
public enum EditTool {
    SELECT("Select / move", "Click a node to inspect it; drag the background to pan, the wheel to zoom"),
    ADD_SWITCH("Add switch", "Click the canvas to add a switch (editing arrives with scenario files)"),
    ADD_HOST("Add host", "Click a switch to attach a new host to it"),
    CONNECT("Connect", "Click two switches to link them"),
    DELETE("Delete", "Click a node to delete it with its links");

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
