package org.flitlab.routing;

/**
 * The part of a {@link RoutedPacket} that belongs to the routing algorithm: the route word and the source
 * route, kept the same way by the engine's packets and by the {@link ProbePacket} the bounds walk. A
 * subclass supplies the packet's identity and hop count. Not thread-safe.
 */
public abstract class RouteState implements RoutedPacket {
    private int routeWord;
    private int[] sourceRoute;

    @Override
    public final int routeWord() {
        return routeWord;
    }

    @Override
    public final void setRouteWord(int word) {
        routeWord = word;
    }

    @Override
    public final int[] sourceRoute() {
        return sourceRoute;
    }

    @Override
    public final void setSourceRoute(int[] ports) {
        sourceRoute = ports;
    }

    /** Takes over {@code other}'s route word and source route (the source route array is shared, not copied). */
    protected final void copyRouteStateFrom(RouteState other) {
        routeWord = other.routeWord;
        sourceRoute = other.sourceRoute;
    }
}
