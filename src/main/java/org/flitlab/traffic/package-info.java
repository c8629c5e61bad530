/**
 * Traffic: when hosts generate packets ({@link org.flitlab.traffic.ArrivalProcess}), how long the packets are
 * ({@link org.flitlab.traffic.SizeDistribution}, in flits) and where they go
 * ({@link org.flitlab.traffic.DestinationPattern}, built for one topology by a
 * {@link org.flitlab.traffic.DestinationPatternFactory}). model.md, "Traffic".
 *
 * <p>The implementations come from the seed studies: Poisson arrivals and exponential sizes with "uniform distance
 * then uniform host" destinations (Hu &amp; Kleinrock), continuous traffic, k-permutations and the systematic
 * worst-case permutations of the C104 chapter (grid block move, hypercube middle-dimension swap, add a constant,
 * shuffle by rotation), the AN1 bimodal sizes and client/server workloads (Owicki &amp; Karlin), and the usual
 * synthetic permutations (bit reversal, transpose, complement), hot spot and explicit flows.
 *
 * <p>Every factory and distribution has a stable catalogue id ({@code ID}) and a parameter record or constructor that
 * validates its values. Randomness always comes in as a {@link java.util.SplittableRandom} argument; nothing here
 * holds a random generator or mutable static state. Sizes and patterns are immutable and thread-safe; arrival
 * processes keep per-host state and belong to one host of one run.
 *
 * <p>Depends on {@code org.flitlab.topology} and JGraphT only.
 */
package org.flitlab.traffic;
