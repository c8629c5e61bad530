/**
 * FlitLab's charts and result files: latency versus offered load with confidence intervals, saturation marks and
 * the zero-load and channel-load bounds ({@link org.flitlab.report.LatencyLoadChart}), accepted versus offered
 * throughput ({@link org.flitlab.report.ThroughputChart}), latency histograms
 * ({@link org.flitlab.report.HistogramChart}) and the ServerNet link-usage view
 * ({@link org.flitlab.report.ChannelUtilisationChart}); PNG and SVG export
 * ({@link org.flitlab.report.ChartExport}); atomic file writing ({@link org.flitlab.report.AtomicFiles}) and
 * CSV text ({@link org.flitlab.report.CsvTable}).
 *
 * <p>The charts are plain {@code org.jfree.chart.JFreeChart} objects: the CLI exports them and the GUI shows the
 * same objects in a {@code ChartViewer}, so the two always agree. Inputs are this package's own small records
 * ({@link org.flitlab.report.ChartSeries}, {@link org.flitlab.report.ChartPoint},
 * {@link org.flitlab.report.AxisUnits}, {@link org.flitlab.report.ReferenceLines}); the experiment layer converts
 * its results to them, so this package does not depend on the simulator.
 *
 * <p>Dependencies: the JDK (including {@code java.awt}), JFreeChart, JFreeSVG and, for JSON results only, Gson.
 * No JavaFX. The chart classes take only their own small records; the results writers and {@code SweepCharts} read
 * {@code experiment} and {@code stats} results. No mutable static state; chart factories are stateless.
 */
package org.flitlab.report;
