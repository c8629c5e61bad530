/**
 * The k-ary n-fly (butterfly), as BookSim's {@code fly} network, with a return link per terminal because a FlitLab
 * host has one link. Depends on org.flitlab.topology only.
 */
package org.flitlab.topology.fly;
