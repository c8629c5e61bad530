/**
 * FlitLab's statistics toolkit: running tallies (Welford), stored latency samples with exact percentiles,
 * batch-means confidence intervals (Student t, 95%), MSER-5 warm-up truncation, saturation detection,
 * channel usage and buffer occupancy (ServerNet link usage), Jain's fairness index and histograms
 * (model.md, Measurement).
 *
 * <p>Depends on the JDK only: nothing here imports another FlitLab package or a library, so the engine
 * ({@code network}, {@code experiment}) and the reports can all use it. Accumulators ({@link
 * org.flitlab.stats.Tally}, {@link org.flitlab.stats.LongSamples}, {@link org.flitlab.stats.QueueGrowth}) are
 * mutable and not thread-safe: one run owns them. Everything else is an immutable value or a stateless
 * function, safe to share between threads.
 */
package org.flitlab.stats;
