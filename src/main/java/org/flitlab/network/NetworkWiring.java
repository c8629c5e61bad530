package org.flitlab.network;

import org.flitlab.topology.Topology;

/**
 * Builds the runtime channels, buffers and switches for a topology: one {@link OutputChannel} per channel,
 * one {@link InputQueue} per virtual channel at each switch input, and each switch's port tables.
 */
final class NetworkWiring {
    private final OutputChannel[] channels;
    private final Switch[] switches;

    NetworkWiring(Topology topology, NetworkConfig config) {
        int vcs = config.virtualChannels();
        channels = new OutputChannel[topology.channelCount()];
        InputQueue[][] queuesByChannel = new InputQueue[topology.channelCount()][];
        for (int c = 0; c < channels.length; c++) {
            int target = topology.channelTarget(c);
            int source = topology.channelSource(c);
            InputQueue[] queues = null;
            if (topology.isSwitch(target)) {
                int lanes = config.queueing() == InputQueueing.FIFO ? 1 : topology.portCount(target);
                queues = new InputQueue[vcs];
                for (int v = 0; v < vcs; v++) {
                    // The C104's output buffer is folded into the buffer at the link's far end (model.md, Router models).
                    int capacity = config.router().receivingCapacity(config.bufferFlits(), topology.isSwitch(source));
                    queues[v] = new InputQueue(target, topology.channelTargetPort(c), v, c, capacity,
                            !topology.isSwitch(source), lanes, config.queueing() == InputQueueing.VIRTUAL_OUTPUT_QUEUES);
                }
            }
            queuesByChannel[c] = queues;
            channels[c] = new OutputChannel(source, topology.channelSourcePort(c), c, topology.link(c / 2).delayTicks(),
                    vcs, queues, !topology.isSwitch(target) && config.ejection() == Ejection.ONE_WORM);
        }
        switches = new Switch[topology.switchCount()];
        for (int s = 0; s < switches.length; s++) {
            int ports = topology.portCount(s);
            OutputChannel[] outputs = new OutputChannel[ports];
            InputQueue[][] inputs = new InputQueue[ports][];
            for (int p = 0; p < ports; p++) {
                outputs[p] = channels[topology.channelOut(s, p)];
                int incoming = topology.channelOut(topology.neighbor(s, p), topology.neighborPort(s, p));
                inputs[p] = queuesByChannel[incoming];
            }
            switches[s] = new Switch(s, outputs, inputs);
        }
    }

    OutputChannel[] channels() {
        return channels;
    }

    Switch[] switches() {
        return switches;
    }
}
