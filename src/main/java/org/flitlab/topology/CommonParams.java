package org.flitlab.topology;

/**
 * The parameters that the regular generators (mesh, torus, hypercube and the study presets built on them) take
 * besides their shape, checked in one place so that every family gives the same messages. Other families use
 * {@link #checkLinkDelay} and {@link #checkPortLimit} for the values they share. Immutable and thread-safe.
 *
 * <p>Servers follow AN1's client/server workloads (Owicki &amp; Karlin, Table 1: e.g. 8 servers among the 80
 * hosts of Torus): they are spread evenly over the hosts, server {@code k} being host index
 * {@code floor(k * hosts / servers)}.
 *
 * @param hostsPerSwitch hosts attached to every switch, at least 0; the network must have at least one host
 * @param linkDelayTicks propagation delay of every link in ticks, at least 1 (model.md, Network)
 * @param portLimit      the most ports a switch may use, or 0 for unlimited; the builder enforces it
 * @param servers        how many hosts have role {@code SERVER}, from 0 to the number of hosts
 */
public record CommonParams(int hostsPerSwitch, int linkDelayTicks, int portLimit, int servers) {
    /** The most switches a regular generator makes (a 16-cube), so that a typing slip cannot exhaust memory. */
    public static final int MAX_SWITCHES = 1 << 16;
    /** The most hosts a regular generator makes, for the same reason. */
    public static final int MAX_HOSTS = 1 << 20;

    public CommonParams {
        if (hostsPerSwitch < 0) {
            throw new IllegalArgumentException("hostsPerSwitch is " + hostsPerSwitch + "; it must be at least 0");
        }
        checkLinkDelay(linkDelayTicks);
        checkPortLimit(portLimit);
        if (servers < 0) {
            throw new IllegalArgumentException("servers is " + servers + "; it must be at least 0");
        }
    }

    /**
     * Checks the values that depend on the number of switches: at least one host, at most {@link #MAX_HOSTS},
     * and no more servers than hosts.
     *
     * @throws IllegalArgumentException naming the parameter, its value and its limit
     */
    public void checkFor(long switchCount) {
        long hosts = switchCount * hostsPerSwitch;
        if (hosts < 1) {
            throw new IllegalArgumentException("hostsPerSwitch is " + hostsPerSwitch + " on " + switchCount
                    + " switches, which gives no host; the network needs at least 1 host");
        }
        if (hosts > MAX_HOSTS) {
            throw new IllegalArgumentException("hostsPerSwitch is " + hostsPerSwitch + " on " + switchCount
                    + " switches, which gives " + hosts + " hosts; at most " + MAX_HOSTS + " are allowed");
        }
        if (servers > hosts) {
            throw new IllegalArgumentException("servers is " + servers + "; it must be at most the number of hosts, "
                    + hosts);
        }
    }

    /** The port limit to give each switch: {@link Node#UNLIMITED} when {@link #portLimit()} is 0. */
    public int switchPortLimit() {
        return switchPortLimit(portLimit);
    }

    /** {@link Node#UNLIMITED} for a port limit of 0, else the limit itself. */
    public static int switchPortLimit(int portLimit) {
        return portLimit == 0 ? Node.UNLIMITED : portLimit;
    }

    /**
     * Rejects a link delay below one tick (model.md, Network: a flit sent at t arrives at t + delay, delay &gt;= 1).
     *
     * @throws IllegalArgumentException naming linkDelayTicks and its value
     */
    public static void checkLinkDelay(int linkDelayTicks) {
        if (linkDelayTicks < 1) {
            throw new IllegalArgumentException("linkDelayTicks is " + linkDelayTicks + "; it must be at least 1 tick");
        }
    }

    /**
     * Rejects a negative port limit; 0 means unlimited.
     *
     * @throws IllegalArgumentException naming portLimit and its value
     */
    public static void checkPortLimit(int portLimit) {
        if (portLimit < 0) {
            throw new IllegalArgumentException("portLimit is " + portLimit
                    + "; it must be at least 0 (0 means unlimited)");
        }
    }

    /** Host indices of the servers, ascending: server {@code k} is host {@code floor(k * hosts / servers)}. */
    public int[] serverHostIndices(int hosts) {
        int[] indices = new int[servers];
        for (int k = 0; k < servers; k++) {
            indices[k] = (int) ((long) k * hosts / servers);
        }
        return indices;
    }

    /**
     * Rejects {@code value} below {@code min}.
     *
     * @throws IllegalArgumentException "name is value; it must be at least min"
     */
    public static void checkAtLeast(String name, long value, long min) {
        if (value < min) {
            throw new IllegalArgumentException(name + " is " + value + "; it must be at least " + min);
        }
    }

    /**
     * Rejects {@code value} outside {@code min..max}.
     *
     * @throws IllegalArgumentException "name is value; it must be from min to max"
     */
    public static void checkRange(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " is " + value + "; it must be from " + min + " to " + max);
        }
    }
}
