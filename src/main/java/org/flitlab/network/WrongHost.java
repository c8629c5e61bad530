package org.flitlab.network;

/**
 * A packet's head reached a host other than its destination where no recovery scheme takes such packets in: the
 * routing is wrong (it led a route to the wrong host port), not the scenario. Both engines stop the point with this
 * rather than count the packet as delivered, which would be a silently wrong result. Stateless.
 */
public final class WrongHost {
    private WrongHost() {
    }

    /**
     * The failure, named in host indices (the order of the topology's hosts).
     *
     * @param packetId the packet's id
     * @param reached the host index its head reached
     * @param destination its destination's host index
     * @return the exception that stops the point (reported as an internal error with this text)
     */
    public static IllegalStateException of(long packetId, int reached, int destination) {
        return new IllegalStateException("packet " + packetId + " reached host " + reached + ", not its destination host "
                + destination + ": the routing led it to the wrong host");
    }
}
