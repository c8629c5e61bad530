/**
 * Dimension-order routing on meshes, tori and binary n-cubes: e-cube (C104), x-then-y / y-then-x, and the
 * Dally &amp; Seitz dateline on tori. May depend on {@code org.flitlab.routing} and {@code org.flitlab.topology}
 * only.
 */
package org.flitlab.routing.dimensionorder;
