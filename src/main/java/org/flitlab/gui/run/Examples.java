package org.flitlab.gui.run;

/**
 * Constants shared by the built-in examples (gui.files.BuiltInScenarios) and the animation. Stateless.
 */
public final class Examples {
    /** Ticks per microsecond: one byte-wide flit every 12.5 ns, as on Myrinet (Hu &amp; Kleinrock). */
    public static final double TICKS_PER_MICROSECOND = 80;

    private Examples() {
    }
}
