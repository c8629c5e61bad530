/**
 * Selection policies: which free permitted output a worm takes (random idle, lowest-numbered,
 * least-recently-stopped, static per pair, round robin; Owicki &amp; Karlin section 4). They see live
 * output state only through {@link org.flitlab.routing.OutputState}. May depend on {@code org.flitlab.routing}
 * only.
 */
package org.flitlab.routing.selection;
