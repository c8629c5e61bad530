package org.flitlab.routing;

/** The packet {@link ChannelLoadBound} walks through a routing algorithm; one per computation, reused. */
final class ProbePacket implements RoutedPacket {
    private int source;
    private int destination;
    private int hops;
    private int routeWord;
    private int[] sourceRoute;

    void reset(int sourceNode, int destinationNode) {
        source = sourceNode;
        destination = destinationNode;
        hops = 0;
        routeWord = 0;
        sourceRoute = null;
    }

    void setHopsTaken(int hopsTaken) {
        hops = hopsTaken;
    }

    @Override
    public int sourceNode() {
        return source;
    }

    @Override
    public int destinationNode() {
        return destination;
    }

    @Override
    public int lengthFlits() {
        return 1;
    }

    @Override
    public int hopsTaken() {
        return hops;
    }

    @Override
    public int routeWord() {
        return routeWord;
    }

    @Override
    public void setRouteWord(int word) {
        routeWord = word;
    }

    @Override
    public int[] sourceRoute() {
        return sourceRoute;
    }

    @Override
    public void setSourceRoute(int[] ports) {
        sourceRoute = ports;
    }
}
