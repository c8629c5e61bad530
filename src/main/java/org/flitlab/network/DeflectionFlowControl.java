package org.flitlab.network;

/**
 * Bianco et al.'s "wormhole with deflection flow control" as one catalogue choice of link flow control
 * ({@code "deflection"}): credit links underneath (which a correct deflection network never has to use to stop
 * a worm) and {@link Deflection} at every switch; or, with {@code backPressure} false, the study's links without
 * back-pressure between switches. Immutable.
 *
 * @param timeToLiveHops a worm is dropped at the switch it reaches after more than this many links; 0 = never
 * @param backPressure   switch-to-switch links keep their credits (the default); false: a switch sends to the next
 *                       switch whenever it has a flit (host links keep their credits)
 */
public record DeflectionFlowControl(int timeToLiveHops, boolean backPressure) {
    public DeflectionFlowControl {
        if (timeToLiveHops < 0) {
            throw new IllegalArgumentException("timeToLiveHops is " + timeToLiveHops + "; it must be at least 0 (0 = no time-to-live)");
        }
    }

    /** The configuration with credit links and deflecting switches. */
    public NetworkConfig applyTo(NetworkConfig config) {
        return config.withCredit().withDeflection(new Deflection(true, timeToLiveHops, backPressure));
    }
}
