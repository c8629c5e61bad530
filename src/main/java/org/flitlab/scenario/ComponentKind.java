package org.flitlab.scenario;

import java.util.Optional;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.SelectionPolicyFactory;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.DestinationPatternFactory;
import org.flitlab.traffic.SizeDistribution;

/**
 * The kinds of interchangeable component a scenario names by catalogue id (architecture.md, "The catalogue"), each
 * with the type of object its catalogue factories make. The {@link #id()} is what {@code flitlab list} prints and
 * what messages say; it is stable, like the component ids. Immutable.
 */
public enum ComponentKind {
    TOPOLOGY("topology", "topology", Topology.class),
    ROUTING("routing", "routing algorithm", RoutingFactory.class),
    SELECTION("selection", "selection policy", SelectionPolicyFactory.class),
    FLOW_CONTROL("flow-control", "link flow control", NetworkSetting.class),
    SWITCHING("switching", "switching mode", NetworkSetting.class),
    QUEUEING("queueing", "input queueing", NetworkSetting.class),
    ARBITRATION("arbitration", "output arbitration", NetworkSetting.class),
    VC_ARBITRATION("vc-arbitration", "virtual channel arbitration", NetworkSetting.class),
    ROUTER("router", "router model", NetworkSetting.class),
    /** The product is an Optional of control's end-to-end scheme: "none" makes an empty one. */
    END_TO_END("end-to-end", "end-to-end flow control", Optional.class),
    ARRIVALS("arrivals", "arrival process", ArrivalPlan.class),
    SIZES("sizes", "size distribution", SizeDistribution.class),
    DESTINATIONS("destinations", "destination pattern", DestinationPatternFactory.class);

    private final String id;
    private final String noun;
    private final Class<?> productType;

    ComponentKind(String id, String noun, Class<?> productType) {
        this.id = id;
        this.noun = noun;
        this.productType = productType;
    }

    /** Stable lower-case hyphenated id of the kind ("flow-control"). */
    public String id() {
        return id;
    }

    /** What one component of this kind is called in a sentence ("routing algorithm"). */
    public String noun() {
        return noun;
    }

    /** The type every factory of this kind returns. */
    public Class<?> productType() {
        return productType;
    }

    /** The kind with this id, if any. */
    public static Optional<ComponentKind> byId(String id) {
        for (ComponentKind k : values()) {
            if (k.id.equals(id)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
