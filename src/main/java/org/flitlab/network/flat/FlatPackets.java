package org.flitlab.network.flat;

import java.util.Arrays;
import org.flitlab.routing.RoutedPacket;

/**
 * The packets of a run as parallel arrays indexed by a pool slot, with a free list: a packet takes a slot when it
 * is generated and gives it back when its tail is delivered, so in steady state no packet is allocated. Slots are
 * reused; a packet's identity is {@link #id}, counted from 0 in generation order as in the reference engine. The
 * arrays grow by doubling (past saturation source queues grow without bound). {@link #view} is the one reusable
 * {@link RoutedPacket} through which routing algorithms read and keep their state of a slot.
 */
final class FlatPackets {
    long[] id;
    int[] source;
    int[] destination;
    int[] length;
    long[] generated;
    boolean[] measured;
    long[] injected;
    long[] headArrived;
    int[] hops;
    /** Flits landed in the buffer the head is in now (store-and-forward waits for all of them; kept only then). */
    int[] landedHere;
    int[] routeWord;
    int[][] sourceRoute;
    private int[] free;
    private int freeCount;
    final View view = new View();

    FlatPackets() {
        resize(64);
        free = new int[64];
        for (int i = 63; i >= 0; i--) {
            free[freeCount++] = i;
        }
    }

    /** A fresh slot for a packet generated at {@code tick}. */
    int allocate(long packetId, int src, int dst, int flits, long tick, boolean isMeasured) {
        if (freeCount == 0) {
            grow();
        }
        int s = free[--freeCount];
        id[s] = packetId;
        source[s] = src;
        destination[s] = dst;
        length[s] = flits;
        generated[s] = tick;
        measured[s] = isMeasured;
        injected[s] = -1;
        headArrived[s] = -1;
        hops[s] = 0;
        landedHere[s] = 0;
        routeWord[s] = 0;
        sourceRoute[s] = null;
        return s;
    }

    void release(int s) {
        sourceRoute[s] = null;
        free[freeCount++] = s;
    }

    /** The view pointed at slot {@code s}. */
    RoutedPacket at(int s) {
        view.slot = s;
        return view;
    }

    private void grow() {
        int old = id.length;
        resize(old * 2);
        free = Arrays.copyOf(free, old * 2);
        for (int i = old * 2 - 1; i >= old; i--) {
            free[freeCount++] = i;
        }
    }

    private void resize(int n) {
        id = id == null ? new long[n] : Arrays.copyOf(id, n);
        source = source == null ? new int[n] : Arrays.copyOf(source, n);
        destination = destination == null ? new int[n] : Arrays.copyOf(destination, n);
        length = length == null ? new int[n] : Arrays.copyOf(length, n);
        generated = generated == null ? new long[n] : Arrays.copyOf(generated, n);
        measured = measured == null ? new boolean[n] : Arrays.copyOf(measured, n);
        injected = injected == null ? new long[n] : Arrays.copyOf(injected, n);
        headArrived = headArrived == null ? new long[n] : Arrays.copyOf(headArrived, n);
        hops = hops == null ? new int[n] : Arrays.copyOf(hops, n);
        landedHere = landedHere == null ? new int[n] : Arrays.copyOf(landedHere, n);
        routeWord = routeWord == null ? new int[n] : Arrays.copyOf(routeWord, n);
        sourceRoute = sourceRoute == null ? new int[n][] : Arrays.copyOf(sourceRoute, n);
    }

    /** A packet slot as a routing algorithm sees it; repointed before each routing call. */
    final class View implements RoutedPacket {
        int slot;

        @Override
        public int sourceNode() {
            return source[slot];
        }

        @Override
        public int destinationNode() {
            return destination[slot];
        }

        @Override
        public int lengthFlits() {
            return length[slot];
        }

        @Override
        public int hopsTaken() {
            return hops[slot];
        }

        @Override
        public int routeWord() {
            return routeWord[slot];
        }

        @Override
        public void setRouteWord(int word) {
            routeWord[slot] = word;
        }

        @Override
        public int[] sourceRoute() {
            return sourceRoute[slot];
        }

        @Override
        public void setSourceRoute(int[] ports) {
            sourceRoute[slot] = ports;
        }
    }
}
