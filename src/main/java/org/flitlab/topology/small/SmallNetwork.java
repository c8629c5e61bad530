package org.flitlab.topology.small;

import java.util.HashMap;
import java.util.Map;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * A small hand-drawn network under construction: switches and hosts by name, links between names, a position for
 * each. The small AN1 examples are written with it so that each reads like its figure. Switch ids follow the order
 * in which switches are added, host indices the order of hosts. Not thread-safe; one per build.
 */
final class SmallNetwork {
    private final TopologyBuilder builder;
    private final Map<String, Integer> handles = new HashMap<>();
    private final int portLimit;
    private final int delayTicks;

    SmallNetwork(String family, int linkDelayTicks, int portLimit) {
        this.builder = new TopologyBuilder(family).defaultDelayTicks(linkDelayTicks);
        this.portLimit = CommonParams.switchPortLimit(portLimit);
        this.delayTicks = linkDelayTicks;
    }

    SmallNetwork switchAt(String name, double x, double y) {
        int h = builder.addSwitch(name, portLimit);
        handles.put(name, h);
        builder.layout(h, x, y);
        return this;
    }

    SmallNetwork link(String a, String b) {
        builder.connect(handles.get(a), handles.get(b), delayTicks);
        return this;
    }

    /** Adds a host on switch {@code switchName}, drawn at (x, y). */
    SmallNetwork host(String name, String switchName, HostRole role, double x, double y) {
        int h = builder.addHost(name, role);
        handles.put(name, h);
        builder.connect(h, handles.get(switchName), delayTicks);
        builder.layout(h, x, y);
        return this;
    }

    SmallNetwork client(String name, String switchName, double x, double y) {
        return host(name, switchName, HostRole.CLIENT, x, y);
    }

    Topology build() {
        return builder.build();
    }
}
