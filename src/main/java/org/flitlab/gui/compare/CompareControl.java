package org.flitlab.gui.compare;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One control that compare mode varies between configuration A (the open scenario) and B: its label, the JSON
 * path it reads A's value from, and its options, each a set of scenario overrides by JSON path. Immutable.
 *
 * @param label   shown in the compare bar ("Flow control")
 * @param path    where A's current value is read ("network.flowControl.id")
 * @param options option label to its overrides, in display order
 */
public record CompareControl(String label, String path, Map<String, Map<String, String>> options) {
    public CompareControl {
        if (options.size() < 2) {
            throw new IllegalArgumentException("options of compare control '" + label + "' has " + options.size()
                    + " entries; it needs at least 2");
        }
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /** The option labels in display order. */
    public List<String> optionNames() {
        return List.copyOf(options.keySet());
    }

    @Override
    public String toString() {
        return label;
    }

    /**
     * Overrides in the order given (the id before its params: a new id resets the params), with JSON values written
     * compactly as a scenario file reads them back, so a series made of them saves and reloads equal.
     */
    private static Map<String, String> ordered(String... pathsAndValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < pathsAndValues.length; i += 2) {
            m.put(pathsAndValues[i], pathsAndValues[i + 1]);
        }
        return Collections.unmodifiableMap(m);
    }

    /** The controls compare mode offers, after the engine's catalogue (`flitlab list`). */
    public static List<CompareControl> standard() {
        Map<String, Map<String, String>> routing = new LinkedHashMap<>();
        routing.put("up-down", ordered("routing.id", "up-down", "routing.params", "{\"root\":0}"));
        routing.put("shortest", ordered("routing.id", "shortest", "routing.params", "{}"));
        routing.put("dimension-order (dateline)", ordered("routing.id", "dimension-order",
                "routing.params", "{\"order\":\"xy\",\"dateline\":true}", "network.virtualChannels", "2"));
        routing.put("dimension-order (no dateline)", ordered("routing.id", "dimension-order",
                "routing.params", "{\"order\":\"xy\",\"dateline\":false}"));
        // Universal routing needs a virtual network per phase on meshes and tori, as the dateline needs two classes:
        // without them the option's sweep points would not run, and a file holding them would not read.
        routing.put("universal", ordered("routing.id", "universal", "routing.params", "{}", "network.virtualChannels", "2"));
        Map<String, Map<String, String>> switching = new LinkedHashMap<>();
        switching.put("cut-through", ordered("network.switching", "cut-through"));
        switching.put("store-and-forward", ordered("network.switching", "store-and-forward"));
        Map<String, Map<String, String>> flow = new LinkedHashMap<>();
        for (String id : List.of("credit", "stop-go", "stop-go-timeout", "deflection")) {
            flow.put(id, ordered("network.flowControl", "{\"id\":\"" + id + "\"}"));
        }
        Map<String, Map<String, String>> queueing = new LinkedHashMap<>();
        queueing.put("fifo", ordered("network.queueing", "fifo"));
        queueing.put("voq", ordered("network.queueing", "voq"));
        Map<String, Map<String, String>> vcs = new LinkedHashMap<>();
        for (String n : List.of("1", "2", "4")) {
            vcs.put(n, ordered("network.virtualChannels", n));
        }
        return List.of(new CompareControl("Routing", "routing.id", routing),
                new CompareControl("Switching", "network.switching", switching),
                new CompareControl("Flow control", "network.flowControl.id", flow),
                new CompareControl("Input queueing", "network.queueing", queueing),
                new CompareControl("Virtual channels", "network.virtualChannels", vcs));
    }
}
