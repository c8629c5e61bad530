package org.flitlab.gui.editor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.network.WormView;
import org.flitlab.topology.Topology;

/**
 * Orders the channels a worm occupies from its tail to its head, so that it can be drawn as one polyline: each
 * channel follows the one that arrives at its source node. A snapshot lists a worm's channels in channel-id
 * order, not path order. Stateless.
 */
public final class WormPath {
    private WormPath() {
    }

    /** The worm's channels, tail first, head last. */
    public static int[] ordered(WormView worm, Topology topology) {
        int[] channels = worm.channels();
        if (channels.length <= 1) {
            return channels.clone();
        }
        Map<Integer, Integer> arrivingAt = new HashMap<>();
        for (int c : channels) {
            arrivingAt.put(topology.channelTarget(c), c);
        }
        int head = worm.headChannel();
        boolean headHeld = false;
        for (int c : channels) {
            headHeld |= c == head;
        }
        if (!headHeld) {
            head = channels[channels.length - 1];
            for (int c : channels) {
                if (!sourcesOf(channels, topology).containsKey(topology.channelTarget(c))) {
                    head = c;
                }
            }
        }
        List<Integer> path = new ArrayList<>();
        Integer c = head;
        while (c != null && path.size() < channels.length && !path.contains(c)) {
            path.add(0, c);
            c = arrivingAt.get(topology.channelSource(c));
        }
        return path.stream().mapToInt(Integer::intValue).toArray();
    }

    private static Map<Integer, Integer> sourcesOf(int[] channels, Topology topology) {
        Map<Integer, Integer> m = new HashMap<>();
        for (int c : channels) {
            m.put(topology.channelSource(c), c);
        }
        return m;
    }
}
