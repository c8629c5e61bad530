package org.flitlab.scenario;

import org.flitlab.network.RouterModel;

/**
 * The IMS C104's buffering on FlitLab's switch ({@code c104}, model.md, "Router models"): the chapter's "precisely one
 * packet of buffering on each input and one on each output". The input packet is {@code network.bufferFlits}; this is
 * the output packet of every switch-to-switch link. Immutable.
 *
 * @param outputBufferFlits         the output buffer of each switch-to-switch link, per virtual channel, at least 1
 *                                  (the C104 samples' packet, 32 flits)
 * @param terminalOutputBufferFlits the output buffer at the host's end of each host's link (0, the default: the
 *                                  host feeds the switch's input packet directly; issue 18's option of a direct
 *                                  network's terminal link buffered at both ends, as every other link of a node)
 */
public record C104RouterParams(int outputBufferFlits, int terminalOutputBufferFlits) {
    public C104RouterParams {
        RouterModel.c104(outputBufferFlits, terminalOutputBufferFlits);
    }

    /** One 32-flit packet, the C104 samples' packet length, and no output buffer at the hosts. */
    public static C104RouterParams onePacket() {
        return new C104RouterParams(32, 0);
    }

    public RouterModel toModel() {
        return RouterModel.c104(outputBufferFlits, terminalOutputBufferFlits);
    }
}
