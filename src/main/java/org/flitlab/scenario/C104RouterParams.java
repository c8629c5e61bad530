package org.flitlab.scenario;

import org.flitlab.network.RouterModel;

/**
 * The IMS C104's buffering on FlitLab's switch ({@code c104}, model.md, "Router models"): the chapter's "precisely one
 * packet of buffering on each input and one on each output". The input packet is {@code network.bufferFlits}; this is
 * the output packet of every switch-to-switch link. Immutable.
 *
 * @param outputBufferFlits the output buffer of each switch-to-switch link, per virtual channel, at least 1 (the
 *                          C104 samples' packet, 32 flits)
 */
public record C104RouterParams(int outputBufferFlits) {
    public C104RouterParams {
        RouterModel.c104(outputBufferFlits);
    }

    /** One 32-flit packet, the C104 samples' packet length. */
    public static C104RouterParams onePacket() {
        return new C104RouterParams(32);
    }

    public RouterModel toModel() {
        return RouterModel.c104(outputBufferFlits);
    }
}
