package org.flitlab.topology.custom;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Node;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * A topology drawn by hand or read from a file (family id {@value #FAMILY}): explicit lists of switches, hosts
 * and switch-to-switch links, as AN1's arbitrary-topology LAN allows (Owicki &amp; Karlin: CoreFringe, Floors and
 * the small examples can all be written this way). Stateless; thread-safe.
 *
 * <p>{@link Params} checks everything that can be checked from the lists (names unique and known, every value in
 * range); {@link #build} leaves the rest to {@link TopologyBuilder}: port limits and connectivity, whose messages
 * name the switch at fault or a node that cannot be reached.
 *
 * <p>Ids and ports: switches get node ids in list order, then hosts in list order (so host index i is the i-th
 * {@link HostSpec}). A switch's ports go first to its links, in list order, then to its hosts, in list order.
 *
 * <p>Layout: a given position is kept. If no switch has one, switches are drawn on a circle; otherwise switches
 * without one are drawn in a row below the others. A host without a position is fanned around its switch.
 */
public final class CustomTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "custom";

    private CustomTopology() {
    }

    /**
     * The lists that define a custom topology. The constructor copies them and checks every value.
     *
     * @param switches  at least one switch
     * @param hosts     at least one host, each on a listed switch
     * @param links     switch-to-switch links between listed switches; may be empty
     * @param positions drawing positions by switch or host name; may be empty or partial; {@code null} means empty
     */
    public record Params(List<SwitchSpec> switches, List<HostSpec> hosts, List<LinkSpec> links,
                         Map<String, LayoutHint> positions) {
        public Params {
            switches = copy(switches, "switches");
            hosts = copy(hosts, "hosts");
            links = copy(links, "links");
            positions = positions == null ? Map.of() : copyPositions(positions);
            if (switches.isEmpty()) {
                throw new IllegalArgumentException("switches is empty; a custom topology needs at least 1 switch");
            }
            if (hosts.isEmpty()) {
                throw new IllegalArgumentException("hosts is empty; a custom topology needs at least 1 host");
            }
            Set<String> hostNames = uniqueNames(switches, hosts);
            KnownSwitches known = new KnownSwitches(switches.stream().map(SwitchSpec::name).toList());
            checkHosts(hosts, known, hostNames);
            checkLinks(links, known, hostNames);
            for (String name : positions.keySet()) {
                if (!known.contains(name) && !hostNames.contains(name)) {
                    throw new IllegalArgumentException("positions names '" + name
                            + "', which is neither a switch nor a host; " + known.nearestTo(name));
                }
            }
        }
    }

    /** Two switches joined by one link, with a client on the first and a server on the second. */
    public static Params defaults() {
        return new Params(
                List.of(new SwitchSpec("s0"), new SwitchSpec("s1")),
                List.of(new HostSpec("h0", "s0", HostRole.CLIENT), new HostSpec("server0", "s1", HostRole.SERVER)),
                List.of(new LinkSpec("s0", "s1")),
                Map.of());
    }

    /**
     * Builds the topology.
     *
     * @throws org.flitlab.topology.TopologyException if a switch uses more ports than its limit, or if some node
     *                                                cannot reach the others; the message names the node
     */
    public static Topology build(Params p) {
        TopologyBuilder builder = new TopologyBuilder(FAMILY);
        Map<String, Integer> handles = new HashMap<>();
        for (SwitchSpec s : p.switches()) {
            handles.put(s.name(), builder.addSwitch(s.name(), s.portLimit() == 0 ? Node.UNLIMITED : s.portLimit()));
        }
        for (LinkSpec l : p.links()) {
            builder.connect(handles.get(l.from()), -1, handles.get(l.to()), -1, l.delayTicks(), l.lengthMeters());
        }
        for (HostSpec h : p.hosts()) {
            int handle = builder.addHost(h.name(), h.role());
            handles.put(h.name(), handle);
            builder.connect(handle, handles.get(h.switchName()), 1);
        }
        CustomLayout.of(p).forEach((name, at) -> builder.layout(handles.get(name), at.x(), at.y()));
        return builder.build();
    }

    /** Rejects a missing or blank name; {@code what} says whose name it is. */
    static void requireName(String name, String what) {
        if (name == null) {
            throw new IllegalArgumentException(what + " is missing; give a name");
        }
        if (name.isBlank()) {
            throw new IllegalArgumentException(what + " is blank ('" + name + "'); give a non-empty name");
        }
    }

    private static <T> List<T> copy(List<T> list, String what) {
        if (list == null) {
            throw new IllegalArgumentException(what + " is missing; give a list (it may be empty only for links)");
        }
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw new IllegalArgumentException(what + " has a missing entry at index " + i);
            }
        }
        return List.copyOf(list);
    }

    private static Map<String, LayoutHint> copyPositions(Map<String, LayoutHint> positions) {
        for (Map.Entry<String, LayoutHint> e : positions.entrySet()) {
            requireName(e.getKey(), "a key of positions");
            if (e.getValue() == null) {
                throw new IllegalArgumentException("position of '" + e.getKey() + "' is missing");
            }
        }
        return Map.copyOf(positions);
    }

    /** Checks that no two nodes share a name; returns the host names. */
    private static Set<String> uniqueNames(List<SwitchSpec> switches, List<HostSpec> hosts) {
        List<String> all = new ArrayList<>();
        switches.forEach(s -> all.add(s.name()));
        hosts.forEach(h -> all.add(h.name()));
        Set<String> seen = new HashSet<>();
        for (String name : all) {
            if (!seen.add(name)) {
                throw new IllegalArgumentException("two nodes are named '" + name
                        + "'; switch and host names must be unique");
            }
        }
        Set<String> hostNames = new HashSet<>();
        hosts.forEach(h -> hostNames.add(h.name()));
        return hostNames;
    }

    private static void checkHosts(List<HostSpec> hosts, KnownSwitches known, Set<String> hostNames) {
        for (HostSpec h : hosts) {
            String target = h.switchName();
            if (hostNames.contains(target)) {
                throw new IllegalArgumentException("host '" + h.name() + "' is on '" + target
                        + "', which is a host; a host must hang off a switch (" + known.nearestTo(target) + ")");
            }
            if (!known.contains(target)) {
                throw new IllegalArgumentException("host '" + h.name() + "' is on switch '" + target
                        + "', which does not exist; " + known.nearestTo(target));
            }
        }
    }

    private static void checkLinks(List<LinkSpec> links, KnownSwitches known, Set<String> hostNames) {
        for (int i = 0; i < links.size(); i++) {
            LinkSpec l = links.get(i);
            for (String end : List.of(l.from(), l.to())) {
                String link = "link " + i + " (" + l.from() + " -> " + l.to() + ")";
                if (hostNames.contains(end)) {
                    throw new IllegalArgumentException(link + " names host '" + end
                            + "'; links join switches, and a host is linked to its switch by its switchName");
                }
                if (!known.contains(end)) {
                    throw new IllegalArgumentException(link + " names switch '" + end
                            + "', which does not exist; " + known.nearestTo(end));
                }
            }
        }
    }
}
