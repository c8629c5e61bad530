package org.flitlab.topology.custom;

import org.flitlab.topology.HostRole;

/**
 * One host of a {@link CustomTopology} and the switch it hangs off; the host's single link has a delay of 1 tick
 * and no length. Immutable.
 *
 * @param name       unique among the switches and hosts of the topology; not blank
 * @param switchName the name of a {@link SwitchSpec} of the same topology
 * @param role       client or server; {@code null} is read as {@link HostRole#CLIENT}
 */
public record HostSpec(String name, String switchName, HostRole role) {
    public HostSpec {
        CustomTopology.requireName(name, "host name");
        CustomTopology.requireName(switchName, "switchName of host '" + name + "'");
        role = role == null ? HostRole.CLIENT : role;
    }

    /** A client host. */
    public HostSpec(String name, String switchName) {
        this(name, switchName, HostRole.CLIENT);
    }
}
