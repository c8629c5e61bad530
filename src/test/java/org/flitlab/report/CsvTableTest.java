package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class CsvTableTest {
    @Test
    void plainFieldsAreNotQuotedAndRecordsEndWithCrLf() {
        String csv = new CsvTable("load", "latency").addRow(0.25, 120L).toCsv();
        assertEquals("load,latency\r\n0.25,120\r\n", csv);
    }

    @Test
    void commasQuotesAndLineBreaksAreQuotedAsRfc4180Says() {
        String csv = new CsvTable("name").addRow("a,b").addRow("say \"hi\"").addRow("two\nlines")
                .addRow("cr\rhere").addRow(" spaced ").toCsv();
        assertEquals("name\r\n\"a,b\"\r\n\"say \"\"hi\"\"\"\r\n\"two\nlines\"\r\n\"cr\rhere\"\r\n spaced \r\n", csv);
    }

    @Test
    void headerFieldsAreQuotedToo() {
        assertEquals("\"latency, µs\"\r\n", new CsvTable("latency, µs").toCsv());
    }

    @Test
    void nanIsEmptyInfinityIsInfAndNullIsEmpty() {
        String csv = new CsvTable("a", "b", "c", "d").addRow(Double.NaN, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, null).toCsv();
        assertEquals("a,b,c,d\r\n,inf,-inf,\r\n", csv);
    }

    @Test
    void numbersAreLocaleFreeAndWholeDoublesHaveNoFraction() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            String csv = new CsvTable("x").addRow(3.0).addRow(0.1).addRow(1234567.5).addRow(1e-5).addRow(-0.0)
                    .addRow(2.5f).addRow(1e20).toCsv();
            assertEquals("x\r\n3\r\n0.1\r\n1234567.5\r\n1.0E-5\r\n0\r\n2.5\r\n1.0E20\r\n", csv);
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void everyRowMustHaveOneCellPerColumn() {
        CsvTable table = new CsvTable(Arrays.asList("a", "b"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> table.addRow(1));
        assertEquals("row 0 has 1 cells; it must have 2, one per column", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new CsvTable());
        assertEquals(0, table.rowCount());
    }
}
