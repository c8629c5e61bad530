package org.flitlab.topology;

/** A topology that cannot be simulated: the message names the element at fault and what is allowed. */
public final class TopologyException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public TopologyException(String message) {
        super(message);
    }
}
