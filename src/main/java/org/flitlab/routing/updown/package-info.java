/**
 * AN1's up*&#47;down* routing (Owicki &amp; Karlin): deadlock-free shortest legal routes on any topology, and the
 * link directions the editor draws. May depend on {@code org.flitlab.routing}, {@code org.flitlab.topology}
 * and JGraphT only.
 */
package org.flitlab.routing.updown;
