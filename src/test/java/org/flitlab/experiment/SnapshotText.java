package org.flitlab.experiment;

import java.util.Arrays;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.WormView;

/**
 * A snapshot written out in full, arrays by content, so that two snapshots are the same picture exactly when their
 * texts are equal (the records compare arrays by identity), and a difference shows in the assertion message.
 */
public final class SnapshotText {
    private SnapshotText() {
    }

    public static String of(NetworkSnapshot s) {
        StringBuilder b = new StringBuilder("tick ").append(s.tick())
                .append(" delivered ").append(s.deliveredPackets())
                .append(" inFlight ").append(s.flitsInNetwork())
                .append(" deadlock ").append(s.deadlock()).append('\n');
        for (WormView w : s.worms()) {
            b.append(worm(w)).append('\n');
        }
        b.append("state ").append(Arrays.toString(s.channelState())).append('\n')
                .append("stopped ").append(Arrays.toString(s.stopped())).append('\n')
                .append("occupancy ").append(Arrays.toString(s.occupancy())).append('\n')
                .append("capacity ").append(Arrays.toString(s.capacity())).append('\n')
                .append("vcs ").append(Arrays.deepToString(s.vcs()));
        return b.toString();
    }

    /** One worm: its id, ends, length, age, head and where its flits are, on which lanes. */
    public static String worm(WormView w) {
        return "packet " + w.packetId() + " " + w.sourceNode() + "->" + w.destinationNode() + " len " + w.lengthFlits()
                + " age " + w.ageTicks() + " head " + w.headNode() + "/" + w.headChannel() + " blocked " + w.blocked()
                + " channels " + Arrays.toString(w.channels()) + " flits " + Arrays.toString(w.flits())
                + " lanes " + Arrays.toString(w.lanes());
    }
}
