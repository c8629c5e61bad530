package org.flitlab.topology.custom;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.grid.GridWiring;

/**
 * Completes the drawing positions of a custom topology so that the editor can draw every node: given positions
 * are kept, missing switch positions are laid out on a circle (when none is given) or in a row below the given
 * ones, and missing host positions are fanned around their switch. Stateless.
 */
final class CustomLayout {
    private CustomLayout() {
    }

    /** A position for every switch and host of {@code p}, by name. */
    static Map<String, LayoutHint> of(CustomTopology.Params p) {
        Map<String, LayoutHint> at = new HashMap<>(p.positions());
        placeSwitches(p.switches(), at);
        Map<String, Integer> hostsOn = new HashMap<>();
        p.hosts().forEach(h -> hostsOn.merge(h.switchName(), 1, Integer::sum));
        Map<String, Integer> placed = new HashMap<>();
        for (HostSpec h : p.hosts()) {
            int index = placed.merge(h.switchName(), 1, Integer::sum) - 1;
            if (!at.containsKey(h.name())) {
                at.put(h.name(), HostFan.around(at.get(h.switchName()), index, hostsOn.get(h.switchName())));
            }
        }
        return at;
    }

    private static void placeSwitches(List<SwitchSpec> switches, Map<String, LayoutHint> at) {
        List<String> missing = switches.stream().map(SwitchSpec::name).filter(n -> !at.containsKey(n)).toList();
        double spacing = GridWiring.SWITCH_SPACING;
        if (missing.size() == switches.size()) {
            // Neighbours on the circle stay about one switch spacing apart, however many switches there are.
            double radius = missing.size() == 1 ? 0 : Math.max(spacing, missing.size() * spacing / (2 * Math.PI));
            for (int i = 0; i < missing.size(); i++) {
                double angle = Math.PI + 2 * Math.PI * i / missing.size();
                at.put(missing.get(i), new LayoutHint(radius * Math.cos(angle), radius * Math.sin(angle)));
            }
            return;
        }
        double left = switches.stream().map(s -> at.get(s.name())).filter(h -> h != null)
                .mapToDouble(LayoutHint::x).min().orElse(0);
        double bottom = switches.stream().map(s -> at.get(s.name())).filter(h -> h != null)
                .mapToDouble(LayoutHint::y).max().orElse(0);
        for (int i = 0; i < missing.size(); i++) {
            at.put(missing.get(i), new LayoutHint(left + i * spacing, bottom + spacing));
        }
    }
}
