package org.flitlab.routing.fixed;

/**
 * A source-destination pair of hosts, by host index (0-based among hosts, as in traffic patterns).
 *
 * @param sourceHost      host index of the sender, at least 0
 * @param destinationHost host index of the receiver, at least 0
 */
public record Flow(int sourceHost, int destinationHost) {
    public Flow {
        if (sourceHost < 0) {
            throw new IllegalArgumentException("sourceHost is " + sourceHost + "; it must be a host index, at least 0");
        }
        if (destinationHost < 0) {
            throw new IllegalArgumentException("destinationHost is " + destinationHost + "; it must be a host index, at least 0");
        }
    }

    @Override
    public String toString() {
        return "host " + sourceHost + " -> host " + destinationHost;
    }
}
