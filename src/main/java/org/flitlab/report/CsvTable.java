package org.flitlab.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A small CSV table (a header and rows of equal length) rendered as RFC 4180 text, for result files that
 * spreadsheets, R and pandas read directly.
 *
 * <p>Format: records end with CRLF, as RFC 4180 asks. A field is wrapped in double quotes when it contains a comma,
 * a double quote, CR or LF, and its quotes are doubled. Numbers are written locale-free (the same text under every
 * default locale, like {@code Locale.ROOT}):
 * <ul>
 *   <li>integral types ({@code Integer}, {@code Long}, ...) as plain digits;</li>
 *   <li>{@code Double}/{@code Float} that hold a whole number below 10^15 without a fraction ("3", not "3.0"),
 *       others in the shortest form that reads back to the same double ({@link Double#toString(double)}, which may
 *       use an exponent such as "1.0E-5");</li>
 *   <li>NaN (an unknown value, e.g. a missing confidence interval) as an <b>empty field</b>, so spreadsheets
 *       see a blank cell rather than text; +infinity as {@code inf} and -infinity as {@code -inf}, the
 *       spellings pandas and R read as infinite;</li>
 *   <li>{@code null} as an empty field; anything else through {@code toString()}.</li>
 * </ul>
 *
 * <p>Mutable and not thread-safe: build it on one thread, then call {@link #toCsv()} and write the text with
 * {@link AtomicFiles#writeString}.
 */
public final class CsvTable {
    private static final String EOL = "\r\n";
    private static final double WHOLE_LIMIT = 1e15;

    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    /** A table with the given column names (at least one, none null). */
    public CsvTable(List<String> header) {
        if (header == null || header.isEmpty()) {
            throw new IllegalArgumentException("header is " + (header == null ? "null" : "empty")
                    + "; a CSV table needs at least one column");
        }
        for (int i = 0; i < header.size(); i++) {
            if (header.get(i) == null) {
                throw new IllegalArgumentException("header column " + i + " is null; every column needs a name");
            }
        }
        this.header = List.copyOf(header);
    }

    /** A table with the given column names. */
    public CsvTable(String... header) {
        this(header == null ? null : Arrays.asList(header));
    }

    /** Appends a row with one cell per column; cells may be numbers, strings, booleans or null. */
    public CsvTable addRow(List<?> cells) {
        if (cells == null || cells.size() != header.size()) {
            throw new IllegalArgumentException("row " + rows.size() + " has " + (cells == null ? "no" : cells.size())
                    + " cells; it must have " + header.size() + ", one per column");
        }
        List<String> text = new ArrayList<>(cells.size());
        for (Object cell : cells) {
            text.add(format(cell));
        }
        rows.add(text);
        return this;
    }

    /** Appends a row with one cell per column. */
    public CsvTable addRow(Object... cells) {
        return addRow(cells == null ? null : Arrays.asList(cells));
    }

    /** Number of data rows (the header not counted). */
    public int rowCount() {
        return rows.size();
    }

    /** The whole table: the header record, then each row, every record ending with CRLF. */
    public String toCsv() {
        StringBuilder out = new StringBuilder();
        appendRecord(out, header);
        for (List<String> row : rows) {
            appendRecord(out, row);
        }
        return out.toString();
    }

    /** The text of one cell, unquoted, per the rules in the class comment. */
    static String format(Object cell) {
        if (cell == null) {
            return "";
        }
        if (cell instanceof Double || cell instanceof Float) {
            return formatDouble(((Number) cell).doubleValue());
        }
        return cell.toString();
    }

    private static String formatDouble(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        if (v == Math.rint(v) && Math.abs(v) < WHOLE_LIMIT) {
            // -0.0 becomes "0": a sign on zero means nothing in a result table.
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }

    /** {@code field} quoted as RFC 4180 requires, or unchanged when it needs no quotes. */
    static String quote(String field) {
        boolean needs = field.indexOf(',') >= 0 || field.indexOf('"') >= 0
                || field.indexOf('\n') >= 0 || field.indexOf('\r') >= 0;
        return needs ? '"' + field.replace("\"", "\"\"") + '"' : field;
    }

    private static void appendRecord(StringBuilder out, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(quote(fields.get(i)));
        }
        out.append(EOL);
    }
}
