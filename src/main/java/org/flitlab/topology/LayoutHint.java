package org.flitlab.topology;

/**
 * Where a generator suggests drawing a node, in abstract drawing units (one unit is about one node
 * spacing). The simulator ignores layout; the editor scales it to the canvas.
 */
public record LayoutHint(double x, double y) {
}
