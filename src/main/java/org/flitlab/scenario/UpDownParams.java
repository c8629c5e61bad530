package org.flitlab.scenario;

/**
 * Up*&#47;down* routing (AN1; model.md, Routing): the BFS spanning tree's root. Whether the switch exists is checked
 * against the topology by the routing factory. Immutable.
 *
 * @param root the root switch id, at least 0; 0 is the lowest id, the default
 */
public record UpDownParams(int root) {
    public UpDownParams {
        if (root < 0) {
            throw new IllegalArgumentException("root is " + root + "; it must be a switch id, at least 0");
        }
    }
}
