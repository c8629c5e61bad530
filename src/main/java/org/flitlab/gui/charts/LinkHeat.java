package org.flitlab.gui.charts;

import java.util.List;
import org.flitlab.stats.ChannelUsage;

/**
 * Link utilisation measured by one sweep point, for the canvas heat map: per link, the busier of its two
 * channels' transmitting fractions (ServerNet link usage, Shurbanov et al.), from 0 to 1. Immutable.
 *
 * @param perLink utilisation by link id, each from 0 to 1
 * @param series  the series the point belongs to
 * @param load    the point's offered load, flits/tick per host
 */
public record LinkHeat(double[] perLink, String series, double load) {

    /** Folds channel usage (channel = 2 * link + direction) into per-link utilisation. */
    public static LinkHeat of(List<ChannelUsage> usage, int links, String series, double load) {
        double[] u = new double[links];
        for (ChannelUsage c : usage) {
            int link = c.channel() / 2;
            if (link < links) {
                u[link] = Math.max(u[link], c.transmittingFraction());
            }
        }
        return new LinkHeat(u, series, load);
    }

    /** The busiest link's utilisation. */
    public double max() {
        double m = 0;
        for (double v : perLink) {
            m = Math.max(m, v);
        }
        return m;
    }
}
