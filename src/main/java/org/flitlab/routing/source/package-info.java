/**
 * Myrinet source routing (Hu &amp; Kleinrock): the whole path is drawn at the source, uniformly among all
 * shortest paths. May depend on {@code org.flitlab.routing}, {@code org.flitlab.routing.shortest} and
 * {@code org.flitlab.topology} only.
 */
package org.flitlab.routing.source;
