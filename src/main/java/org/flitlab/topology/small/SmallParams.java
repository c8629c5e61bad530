package org.flitlab.topology.small;

import org.flitlab.topology.CommonParams;

/**
 * The parameters of a small example network whose shape is fixed by its figure: only the link delay and the port
 * limit can change. The constructor checks both. Immutable.
 *
 * @param linkDelayTicks propagation delay of every link, at least 1 tick
 * @param portLimit      the most ports a switch may use (AN1: 12); 0 for unlimited
 */
public record SmallParams(int linkDelayTicks, int portLimit) {
    public SmallParams {
        CommonParams.checkLinkDelay(linkDelayTicks);
        CommonParams.checkPortLimit(portLimit);
    }

    /** Unit delay and AN1's 12-port switches. */
    public static SmallParams an1() {
        return new SmallParams(1, 12);
    }
}
