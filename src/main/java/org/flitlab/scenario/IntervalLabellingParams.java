package org.flitlab.scenario;

import java.util.Objects;
import org.flitlab.routing.interval.CentreLabels;

/**
 * Interval labelling on a C104 multistage network (model.md, Routing). Immutable.
 *
 * @param centreNetworkLabels at 1024 terminals, how the switches inside the centre networks cut their labels:
 *                            "destinations" (the default: equal numbers of destinations per output, as every other
 *                            switch) or "traffic" (equal shares of the traffic they are sent under uniform traffic,
 *                            consecutive shares on the two right-hand switches in turn); the smaller networks have no
 *                            centre networks and ignore it
 */
public record IntervalLabellingParams(CentreLabels centreNetworkLabels) {
    public IntervalLabellingParams {
        Objects.requireNonNull(centreNetworkLabels, "centreNetworkLabels");
    }

    /** Equal numbers of destinations per output at every switch. */
    public IntervalLabellingParams() {
        this(CentreLabels.DESTINATIONS);
    }
}
