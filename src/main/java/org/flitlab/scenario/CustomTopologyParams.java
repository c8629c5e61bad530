package org.flitlab.scenario;

import java.util.List;
import java.util.Map;
import org.flitlab.topology.Topology;
import org.flitlab.topology.custom.CustomTopology;
import org.flitlab.topology.custom.HostSpec;
import org.flitlab.topology.custom.LinkSpec;
import org.flitlab.topology.custom.SwitchSpec;

/**
 * A custom topology as a scenario file carries it: explicit switches, hosts and switch-to-switch links (see
 * {@link CustomTopology}). Drawing positions live in the scenario's layout section, not here, because the
 * simulator ignores them. The constructor checks the lists with {@link CustomTopology.Params}' own messages.
 * Immutable.
 *
 * @param switches at least one switch
 * @param hosts    at least one host, each on a listed switch
 * @param links    switch-to-switch links between listed switches; may be empty
 */
public record CustomTopologyParams(List<SwitchSpec> switches, List<HostSpec> hosts, List<LinkSpec> links) {
    public CustomTopologyParams {
        CustomTopology.Params checked = new CustomTopology.Params(switches, hosts, links, Map.of());
        switches = checked.switches();
        hosts = checked.hosts();
        links = checked.links();
    }

    /** The default custom topology: two linked switches, a client on one and a server on the other. */
    public static CustomTopologyParams defaults() {
        CustomTopology.Params d = CustomTopology.defaults();
        return new CustomTopologyParams(d.switches(), d.hosts(), d.links());
    }

    /** Builds the topology. */
    public Topology build() {
        return CustomTopology.build(new CustomTopology.Params(switches, hosts, links, Map.of()));
    }
}
