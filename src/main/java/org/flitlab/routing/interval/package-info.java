/**
 * Interval labelling: the IMS C104's deterministic routing, a fixed output per destination at every switch
 * (model.md, Routing: "Interval labelling").
 */
package org.flitlab.routing.interval;
