package org.flitlab.scenario;

import org.flitlab.network.NetworkConfig;

/**
 * What a switching, link flow control, queueing or arbitration entry of the catalogue makes: a change to the
 * network configuration ("use stop/go with marks 8 and 4"). Applied in a fixed order by {@link ScenarioAssembly};
 * each setting changes only its own fields. Implementations are immutable and thread-safe.
 */
@FunctionalInterface
public interface NetworkSetting {
    /** The configuration with this setting applied. */
    NetworkConfig applyTo(NetworkConfig config);
}
