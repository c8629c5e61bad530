package org.flitlab.gui.editor;

import java.util.List;
import org.flitlab.scenario.ComponentKind;

/**
 * One catalogue choice the inspector edits: the kind of component, where the scenario holds it, and whether it is a
 * {@code {"id", "params"}} choice or a bare id (switching, queueing, arbitration). Immutable.
 *
 * @param label      what the inspector shows
 * @param kind       the catalogue kind its ids come from
 * @param path       the scenario path of the choice ("network.flowControl", "network.switching")
 * @param withParams whether it has a params object
 */
public record InspectorSlot(String label, ComponentKind kind, String path, boolean withParams) {
    /**
     * Every choice a scenario makes, the ones changed most often first: routing and traffic, then the switches
     * (the plain numbers follow {@link #NUMBERS_AFTER}), then the network itself.
     */
    public static List<InspectorSlot> all() {
        return List.of(
                new InspectorSlot("Routing", ComponentKind.ROUTING, "routing", true),
                new InspectorSlot("Selection", ComponentKind.SELECTION, "selection", true),
                new InspectorSlot("Arrivals", ComponentKind.ARRIVALS, "traffic.arrivals", true),
                new InspectorSlot("Packet sizes", ComponentKind.SIZES, "traffic.sizes", true),
                new InspectorSlot("Traffic pattern", ComponentKind.DESTINATIONS, "traffic.destinations", true),
                new InspectorSlot("Switching", ComponentKind.SWITCHING, "network.switching", false),
                new InspectorSlot("Flow control", ComponentKind.FLOW_CONTROL, "network.flowControl", true),
                new InspectorSlot("Input queueing", ComponentKind.QUEUEING, "network.queueing", false),
                new InspectorSlot("Output arbitration", ComponentKind.ARBITRATION, "network.arbitration", false),
                new InspectorSlot("VC arbitration", ComponentKind.VC_ARBITRATION, "network.vcArbitration", false),
                new InspectorSlot("Router", ComponentKind.ROUTER, "network.router", true),
                new InspectorSlot("End-to-end control", ComponentKind.END_TO_END, "endToEnd", true),
                new InspectorSlot("Network", ComponentKind.TOPOLOGY, "topology", true));
    }

    /** The inspector shows buffer, virtual channels, switch delay and seed after this choice. */
    public static final String NUMBERS_AFTER = "traffic.destinations";

    /** The path of the choice's id. */
    public String idPath() {
        return withParams ? path + ".id" : path;
    }
}
