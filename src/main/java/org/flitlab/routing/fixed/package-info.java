/**
 * Fixed routes given per flow (source host, destination host), falling back to shortest paths.
 * May depend on {@code org.flitlab.routing}, {@code org.flitlab.routing.shortest} and
 * {@code org.flitlab.topology} only.
 */
package org.flitlab.routing.fixed;
