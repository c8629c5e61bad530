package org.flitlab.gui.editor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.flitlab.topology.custom.CustomTopology;
import org.flitlab.topology.custom.HostSpec;
import org.flitlab.topology.custom.LinkSpec;
import org.flitlab.topology.custom.SwitchSpec;

/**
 * A network as the editor changes it: named switches, hosts and switch-to-switch links (a custom topology, as
 * a scenario file carries it) with a drawing position per node name. Any topology can be turned into one, so
 * every network can be edited; the result is saved as the catalogue's "custom" topology with a layout section.
 * Immutable: each edit returns a new sketch.
 *
 * @param switches  the switches, in order
 * @param hosts     the hosts, each on a listed switch
 * @param links     switch-to-switch links
 * @param positions drawing position by node name, layout units
 */
public record NetworkSketch(List<SwitchSpec> switches, List<HostSpec> hosts, List<LinkSpec> links,
                            Map<String, LayoutHint> positions) {
    public NetworkSketch {
        switches = List.copyOf(switches);
        hosts = List.copyOf(hosts);
        links = List.copyOf(links);
        positions = Collections.unmodifiableMap(new LinkedHashMap<>(positions));
    }

    /** The sketch of {@code t} drawn as {@code layout} shows it. */
    public static NetworkSketch of(Topology t, NetworkLayout layout) {
        List<SwitchSpec> s = new ArrayList<>();
        List<HostSpec> h = new ArrayList<>();
        List<LinkSpec> l = new ArrayList<>();
        Map<String, LayoutHint> pos = new LinkedHashMap<>();
        for (int n = 0; n < t.nodeCount(); n++) {
            var node = t.node(n);
            pos.put(node.name(), new LayoutHint(layout.x(n), layout.y(n)));
            if (t.isSwitch(n)) {
                s.add(new SwitchSpec(node.name(), node.portLimit()));
            } else {
                h.add(new HostSpec(node.name(), t.node(t.hostSwitch(n)).name(), node.role()));
            }
        }
        for (Link k : t.links()) {
            if (t.isSwitch(k.nodeA()) && t.isSwitch(k.nodeB())) {
                l.add(new LinkSpec(t.node(k.nodeA()).name(), t.node(k.nodeB()).name(), k.delayTicks(), k.lengthMeters()));
            }
        }
        return new NetworkSketch(s, h, l, pos);
    }

    /** Builds the topology; throws IllegalArgumentException with the custom topology's message if it is not one. */
    public Topology build() {
        return CustomTopology.build(new CustomTopology.Params(switches, hosts, links, Map.of()));
    }

    /**
     * With a new switch at (x, y), linked to the nearest switch: a network must stay connected to run, and the
     * Connect tool adds more links.
     */
    public NetworkSketch addSwitch(double x, double y) {
        String name = fresh("s");
        String nearest = switches.stream().min(Comparator.comparingDouble(w -> {
            LayoutHint p = positions.getOrDefault(w.name(), new LayoutHint(0, 0));
            return Math.hypot(p.x() - x, p.y() - y);
        })).map(SwitchSpec::name).orElse(null);
        List<SwitchSpec> s = new ArrayList<>(switches);
        s.add(new SwitchSpec(name));
        List<LinkSpec> l = new ArrayList<>(links);
        if (nearest != null) {
            l.add(new LinkSpec(nearest, name));
        }
        return new NetworkSketch(s, hosts, l, with(name, x, y));
    }

    /** With a new client host on switch {@code switchName}, drawn just below it. */
    public NetworkSketch addHost(String switchName) {
        String name = fresh("h");
        List<HostSpec> h = new ArrayList<>(hosts);
        h.add(new HostSpec(name, switchName, HostRole.CLIENT));
        LayoutHint at = positions.getOrDefault(switchName, new LayoutHint(0, 0));
        long already = hosts.stream().filter(x -> x.switchName().equals(switchName)).count();
        return new NetworkSketch(switches, h, links, with(name, at.x() + 0.3 * already - 0.3, at.y() + 0.7));
    }

    /** With a link between two switches (one link of one tick). */
    public NetworkSketch connect(String a, String b) {
        if (a.equals(b)) {
            throw new IllegalArgumentException("a link joins two different switches; both ends are " + a);
        }
        List<LinkSpec> l = new ArrayList<>(links);
        l.add(new LinkSpec(a, b));
        return new NetworkSketch(switches, hosts, l, positions);
    }

    /** Without the named nodes, their links, and the hosts of deleted switches. */
    public NetworkSketch delete(Set<String> names) {
        List<SwitchSpec> s = switches.stream().filter(x -> !names.contains(x.name())).toList();
        List<HostSpec> h = hosts.stream().filter(x -> !names.contains(x.name()) && !names.contains(x.switchName())).toList();
        List<LinkSpec> l = links.stream().filter(x -> !names.contains(x.from()) && !names.contains(x.to())).toList();
        Set<String> kept = new HashSet<>();
        s.forEach(x -> kept.add(x.name()));
        h.forEach(x -> kept.add(x.name()));
        Map<String, LayoutHint> pos = positions.entrySet().stream().filter(e -> kept.contains(e.getKey()))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (p, q) -> p, LinkedHashMap::new));
        return new NetworkSketch(s, h, l, pos);
    }

    /** Without switch-to-switch link number {@code index} (in {@link #links()} order); its two switches stay. */
    public NetworkSketch withoutLink(int index) {
        List<LinkSpec> l = new ArrayList<>(links);
        l.remove(index);
        return new NetworkSketch(switches, hosts, l, positions);
    }

    /** With switch-to-switch link number {@code index} (in {@link #links()} order) given a new delay and length. */
    public NetworkSketch withLink(int index, int delayTicks, double lengthMeters) {
        List<LinkSpec> l = new ArrayList<>(links);
        LinkSpec old = l.get(index);
        l.set(index, new LinkSpec(old.from(), old.to(), delayTicks, lengthMeters));
        return new NetworkSketch(switches, hosts, l, positions);
    }

    /** With switch {@code name} limited to {@code portLimit} ports (0 for unlimited). */
    public NetworkSketch withPortLimit(String name, int portLimit) {
        List<SwitchSpec> s = switches.stream().map(x -> x.name().equals(name) ? new SwitchSpec(name, portLimit) : x).toList();
        return new NetworkSketch(s, hosts, links, positions);
    }

    /** With node {@code name} drawn at (x, y). */
    public NetworkSketch move(String name, double x, double y) {
        return new NetworkSketch(switches, hosts, links, with(name, x, y));
    }

    /** The custom topology's params as JSON text, for a scenario override. */
    public String paramsJson() {
        String s = switches.stream().map(x -> "{\"name\": " + q(x.name()) + ", \"portLimit\": " + x.portLimit() + "}")
                .collect(Collectors.joining(", "));
        String h = hosts.stream().map(x -> "{\"name\": " + q(x.name()) + ", \"switchName\": " + q(x.switchName())
                + ", \"role\": " + q(x.role().name().toLowerCase(Locale.ROOT)) + "}").collect(Collectors.joining(", "));
        String l = links.stream().map(x -> "{\"from\": " + q(x.from()) + ", \"to\": " + q(x.to()) + ", \"delayTicks\": "
                + x.delayTicks() + ", \"lengthMeters\": " + x.lengthMeters() + "}").collect(Collectors.joining(", "));
        return "{\"switches\": [" + s + "], \"hosts\": [" + h + "], \"links\": [" + l + "]}";
    }

    /** The positions as the scenario's layout section, JSON text. */
    public String layoutJson() {
        return positions.entrySet().stream().map(e -> q(e.getKey()) + ": [" + round(e.getValue().x()) + ", "
                + round(e.getValue().y()) + "]").collect(Collectors.joining(", ", "{", "}"));
    }

    private static String round(double v) {
        return Double.toString(Math.round(v * 1000) / 1000.0);
    }

    private static String q(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private Map<String, LayoutHint> with(String name, double x, double y) {
        Map<String, LayoutHint> p = new LinkedHashMap<>(positions);
        p.put(name, new LayoutHint(x, y));
        return p;
    }

    private String fresh(String prefix) {
        Set<String> used = new HashSet<>(positions.keySet());
        switches.forEach(x -> used.add(x.name()));
        hosts.forEach(x -> used.add(x.name()));
        for (int i = 0; ; i++) {
            if (!used.contains(prefix + i)) {
                return prefix + i;
            }
        }
    }
}
