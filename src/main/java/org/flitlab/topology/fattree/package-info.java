/**
 * Fat trees (family "fat-tree"): k-ary n-trees, a full-bisection network beyond the seed studies.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it) only.
 */
package org.flitlab.topology.fattree;
