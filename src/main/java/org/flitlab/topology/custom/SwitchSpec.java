package org.flitlab.topology.custom;

/**
 * One switch of a {@link CustomTopology}, as a user or a scenario file lists it. Immutable.
 *
 * @param name      unique among the switches and hosts of the topology; not blank
 * @param portLimit the most ports the switch may use (AN1 12, Myrinet 8, C104 32), or 0 for unlimited
 */
public record SwitchSpec(String name, int portLimit) {
    public SwitchSpec {
        CustomTopology.requireName(name, "switch name");
        if (portLimit < 0) {
            throw new IllegalArgumentException("portLimit of switch '" + name + "' is " + portLimit
                    + "; it must be at least 0 (0 means unlimited)");
        }
    }

    /** A switch without a port limit. */
    public SwitchSpec(String name) {
        this(name, 0);
    }
}
