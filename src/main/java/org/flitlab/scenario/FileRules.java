package org.flitlab.scenario;

import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.flitlab.control.TcpRenoParams;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.custom.HostSpec;
import org.flitlab.topology.custom.LinkSpec;
import org.flitlab.topology.custom.SwitchSpec;
import org.flitlab.traffic.ExplicitFlowsPattern;

/**
 * What the scenario file format says beyond the records' own shape (docs/scenario-format.md): which keys may be
 * left out and the value they then take, and which strings and choices are catalogue ids of which kind. A key
 * with no default is required. Immutable and thread-safe.
 */
final class FileRules {
    private FileRules() {
    }

    /** The keys of {@code type} that may be left out, with their values; the other keys are required. */
    static Map<String, Object> defaultsOf(Class<?> type) {
        if (type == Scenario.class) {
            return scenarioDefaults();
        }
        Record whole = defaultRecord(type);
        return whole != null ? valuesOf(whole) : elementDefaults(type);
    }

    private static Map<String, Object> scenarioDefaults() {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("description", "");
        d.put("layout", Map.of());
        d.put("network", NetworkSpec.defaults());
        d.put("selection", ComponentChoice.of("random-idle"));
        d.put("endToEnd", ComponentChoice.of("none"));
        d.put("units", Units.defaults());
        d.put("run", RunSpec.defaults());
        d.put("sweep", SweepSpec.defaults());
        d.put("charts", ChartOptions.defaults());
        return d;
    }

    /** The default instance of a record every key of which may be left out, or null when it has none. */
    private static Record defaultRecord(Class<?> type) {
        if (type == NetworkSpec.class) {
            return NetworkSpec.defaults();
        }
        if (type == Units.class) {
            return Units.defaults();
        }
        if (type == RunSpec.class) {
            return RunSpec.defaults();
        }
        if (type == SweepSpec.class) {
            return SweepSpec.defaults();
        }
        if (type == ChartOptions.class) {
            return ChartOptions.defaults();
        }
        return null;
    }

    /** The optional keys of the records that also have required keys (series, switches, hosts, links, flows). */
    private static Map<String, Object> elementDefaults(Class<?> type) {
        if (type == Series.class) {
            return Map.of("overrides", Map.of());
        }
        if (type == SwitchSpec.class) {
            return Map.of("portLimit", 0);
        }
        if (type == HostSpec.class) {
            return Map.of("role", HostRole.CLIENT);
        }
        if (type == LinkSpec.class) {
            return Map.of("delayTicks", 1, "lengthMeters", 0.0);
        }
        if (type == ExplicitFlowsPattern.Flow.class) {
            return Map.of("weight", 1.0);
        }
        if (type == TcpRenoParams.Flow.class) {
            return Map.of("startTick", 0L);
        }
        return Map.of();
    }

    /** The kind of catalogue id a component holds, if it holds one. */
    static Optional<ComponentKind> kindOf(Class<?> type, String component) {
        ComponentKind kind = null;
        if (type == Scenario.class) {
            kind = switch (component) {
                case "topology" -> ComponentKind.TOPOLOGY;
                case "routing" -> ComponentKind.ROUTING;
                case "selection" -> ComponentKind.SELECTION;
                case "endToEnd" -> ComponentKind.END_TO_END;
                default -> null;
            };
        } else if (type == TrafficSpec.class) {
            kind = switch (component) {
                case "arrivals" -> ComponentKind.ARRIVALS;
                case "sizes" -> ComponentKind.SIZES;
                case "destinations" -> ComponentKind.DESTINATIONS;
                default -> null;
            };
        } else if (type == NetworkSpec.class) {
            kind = switch (component) {
                case "switching" -> ComponentKind.SWITCHING;
                case "flowControl" -> ComponentKind.FLOW_CONTROL;
                case "queueing" -> ComponentKind.QUEUEING;
                case "arbitration" -> ComponentKind.ARBITRATION;
                case "vcArbitration" -> ComponentKind.VC_ARBITRATION;
                case "router" -> ComponentKind.ROUTER;
                default -> null;
            };
        }
        return Optional.ofNullable(kind);
    }

    /** Every component value of a record, by name, in declaration order. */
    static Map<String, Object> valuesOf(Record r) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (RecordComponent c : RecordAccess.components(r.getClass())) {
            out.put(c.getName(), RecordAccess.get(r, c));
        }
        return out;
    }

    /** The component names of a record type, in declaration order. */
    static List<String> names(Class<?> type) {
        return RecordAccess.names(type);
    }
}
