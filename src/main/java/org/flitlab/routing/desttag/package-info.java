/**
 * Destination-tag routing on the k-ary n-fly, as BookSim's {@code dest_tag_fly}. May depend on
 * {@code org.flitlab.routing} and {@code org.flitlab.topology} only.
 */
package org.flitlab.routing.desttag;
