package org.flitlab.routing;

/**
 * What a routing algorithm may read and remember about a packet. {@code network} implements it on its
 * packets, so {@code routing} never depends on {@code network}. The route state fields belong to the
 * algorithm that routes the packet: Valiant keeps its phase and intermediate node there, source routing
 * its path.
 */
public interface RoutedPacket {
    /** Node id of the source host. */
    int sourceNode();

    /** Node id of the destination host. */
    int destinationNode();

    /** Packet length in flits. */
    int lengthFlits();

    /** Switch-to-switch and host links crossed so far by the head. */
    int hopsTaken();

    /** A word of algorithm-owned state (Valiant: phase and intermediate switch); 0 when created. */
    int routeWord();

    void setRouteWord(int word);

    /** Source route: the output port to take at each switch, in order (Myrinet); null if none. */
    int[] sourceRoute();

    void setSourceRoute(int[] ports);
}
