/**
 * Small networks: the examples of AN1's text (the tandem of Figure 7, the parallel lines with cross traffic of
 * Figure 9, the adaptive-routing examples of Figures 11 and 12, the Mstage subgraph of Figure 13), each with hosts
 * named as in the paper and its flows as {@link org.flitlab.topology.FlowSpec}s, and the textbook ring and star.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it), and on org.flitlab.topology.grid for the ring.
 */
package org.flitlab.topology.small;
