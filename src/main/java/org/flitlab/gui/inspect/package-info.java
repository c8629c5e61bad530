/**
 * The inspectors of classroom mode (issue 17, "Follow a worm"): a clicked worm's story and latency split, a
 * clicked switch's buffers, virtual-channel owners and the heads waiting in arbitration order, a clicked link's
 * utilisation over time and flow-control state, and the run's event log with a filter. They read the animated
 * run's {@code network.EventRecorder} (through {@code network.RunEvents}) and its snapshots; they edit nothing.
 *
 * <p>May depend on {@code gui.common}, {@code gui.run}, the simulator packages and JavaFX/JFreeChart; the
 * workbench window places them.
 */
package org.flitlab.gui.inspect;
