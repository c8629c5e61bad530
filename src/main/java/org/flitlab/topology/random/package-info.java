/**
 * Random d-regular networks (family "random-regular"), drawn from a seed and always connected.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it) only.
 */
package org.flitlab.topology.random;
