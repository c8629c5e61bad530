/**
 * Minimal routing over all shortest switch paths, and the all-pairs switch distance table
 * ({@link org.flitlab.routing.shortest.SwitchDistances}) that fixed and source routing reuse.
 * May depend on {@code org.flitlab.routing}, {@code org.flitlab.topology} and JGraphT only.
 */
package org.flitlab.routing.shortest;
