package org.flitlab.routing;

/** A plain mutable {@link RoutedPacket} for routing tests. */
public final class TestPacket implements RoutedPacket {
    private final int source;
    private final int destination;
    private int hops;
    private int word;
    private int[] route;

    public TestPacket(int sourceNode, int destinationNode) {
        this.source = sourceNode;
        this.destination = destinationNode;
    }

    public TestPacket copy() {
        TestPacket p = new TestPacket(source, destination);
        p.hops = hops;
        p.word = word;
        p.route = route;
        return p;
    }

    public void setHopsTaken(int hopsTaken) {
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
        return word;
    }

    @Override
    public void setRouteWord(int w) {
        word = w;
    }

    @Override
    public int[] sourceRoute() {
        return route;
    }

    @Override
    public void setSourceRoute(int[] ports) {
        route = ports;
    }
}
