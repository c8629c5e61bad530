package org.flitlab.gui.editor;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ComponentChoice;
import org.flitlab.scenario.ComponentKind;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.UpDownParams;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import java.util.HashMap;

/**
 * Turns one editor action (add a switch or host, connect, delete, move) on the open network into the next scenario:
 * the network becomes the catalogue's custom topology with the drawing in the scenario's layout section, and
 * the rest of the scenario (network, traffic, run) is kept. A routing that cannot run on custom networks
 * (dimension order) is replaced by up*&#47;down* from switch 0. A network that is not yet runnable (a switch
 * not yet connected) is still accepted: the animation then says why it cannot build. Stateless.
 */
public final class NetworkEditor {
    private NetworkEditor() {
    }

    /**
     * The scenario after {@code action}, or empty with {@code why} filled if the edit is refused.
     *
     * @param before the open network, as drawn
     * @param base   the document's scenario, whose non-topology sections the edited network keeps
     */
    public static Optional<Scenario> apply(NetworkSetup before, NetworkLayout layout, Scenario base,
                                           UnaryOperator<NetworkSketch> action, StringBuilder why) {
        NetworkSketch next;
        Topology t;
        try {
            next = action.apply(NetworkSketch.of(before.topology(), layout));
            t = next.build();
        } catch (IllegalArgumentException e) {
            why.append(e.getMessage());
            return Optional.empty();
        }
        Map<String, String> o = new LinkedHashMap<>();
        o.put("topology.id", "custom");
        o.put("topology.params", next.paramsJson());
        o.put("layout", next.layoutJson());
        ReadResult r = ScenarioJson.withOverrides(base, o);
        if (!r.isValid()) {
            why.append(String.join("; ", r.errors().stream().map(Object::toString).toList()));
            return Optional.empty();
        }
        Scenario edited = r.scenario();
        if (routingRefuses(edited, t)) {
            edited = edited.withRouting(new ComponentChoice("up-down", new UpDownParams(0)));
        }
        return Optional.of(edited);
    }

    /** Whether the scenario's routing cannot be built on {@code t} (dimension order on a custom network). */
    private static boolean routingRefuses(Scenario s, Topology t) {
        try {
            RoutingFactory f = Catalog.standard().create(ComponentKind.ROUTING, s.routing(), RoutingFactory.class);
            return f.supports(t).isPresent();
        } catch (RuntimeException e) {
            return true;
        }
    }

    /** The layout of {@code s}: the scenario's layout section by node name where it has one, else the hints. */
    public static NetworkLayout layoutOf(NetworkSetup s) {
        if (s.scenario().layout().isEmpty()) {
            return new NetworkLayout(s.topology());
        }
        Map<Integer, LayoutHint> hints = new HashMap<>(s.topology().layout());
        for (int n = 0; n < s.topology().nodeCount(); n++) {
            LayoutHint h = s.scenario().layout().get(s.topology().node(n).name());
            if (h != null) {
                hints.put(n, h);
            }
        }
        return new NetworkLayout(s.topology(), hints);
    }
}
