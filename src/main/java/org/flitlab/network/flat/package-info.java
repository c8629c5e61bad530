/**
 * The flat per-flit kernel (issue 19): a second {@link org.flitlab.network.Engine} that runs the reference engine's
 * model in parallel primitive arrays, for the configurations {@link org.flitlab.network.flat.FlatCoverage} accepts,
 * with the same results ({@code FlatKernelDifferentialTest}). Chosen by {@code experiment.Kernels}. It may depend
 * on {@code network}, {@code kernel}, {@code topology}, {@code routing}, {@code traffic} and {@code stats}.
 */
package org.flitlab.network.flat;
