package org.flitlab.report;

import java.util.List;

/**
 * A named curve of a chart, e.g. one routing algorithm or one topology in a sweep. The name appears in the
 * legend, so within one chart series names must differ (the charts check this).
 *
 * <p>Immutable (the point list is copied) and thread-safe.
 *
 * @param name   legend text, not blank
 * @param points the points in any order (charts sort by x); may be empty
 */
public record ChartSeries(String name, List<ChartPoint> points) {
    public ChartSeries {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("series name is " + (name == null ? "null" : "blank")
                    + "; it must be a non-blank legend text");
        }
        if (points == null) {
            throw new IllegalArgumentException("points of series '" + name + "' is null; pass an empty list instead");
        }
        points = List.copyOf(points);
    }
}
