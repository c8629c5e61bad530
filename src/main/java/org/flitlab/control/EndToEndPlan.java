package org.flitlab.control;

/**
 * The validated parameters of one end-to-end flow-control scheme as a scenario names it (model.md, End-to-end
 * flow control): the catalogue's product for the {@code end-to-end} kind. Each scheme's parameter record is a
 * plan; a run builds its per-host state from it. Immutable.
 */
public sealed interface EndToEndPlan
        permits StaticWindowParams, BurstParams, RequestResponseParams, AlternatingWindowParams, PacketPairParams,
        TcpRenoParams {
    /** The scheme's stable catalogue id. */
    String id();
}
