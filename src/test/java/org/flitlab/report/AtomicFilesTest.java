package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void writesUtf8TextAndReplacesAnOlderFile() throws IOException {
        Path csv = dir.resolve("out/results.csv");
        AtomicFiles.writeString(csv, "old");
        AtomicFiles.writeString(csv, "latency (µs)\n");
        assertEquals("latency (µs)\n", Files.readString(csv, StandardCharsets.UTF_8));
        assertEquals(List.of("results.csv"), ChartExportTest.names(csv.getParent()));
    }

    @Test
    void aFailingWriterLeavesTheOldContentAndNoTemporaryFile() throws IOException {
        Path json = dir.resolve("run.json");
        AtomicFiles.writeString(json, "{\"ok\":true}");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(json, out -> {
            out.write("{\"half".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertEquals("disk full", e.getMessage());
        assertEquals("{\"ok\":true}", Files.readString(json));
        assertEquals(List.of("run.json"), ChartExportTest.names(dir));
    }

    @Test
    void aDirectoryIsNeverReplaced() throws IOException {
        Path sub = Files.createDirectory(dir.resolve("sub"));
        assertThrows(IOException.class, () -> AtomicFiles.writeString(sub, "x"));
        assertEquals(true, Files.isDirectory(sub));
    }

    @Test
    void aParentThatIsAFileFails() throws IOException {
        Path file = dir.resolve("file");
        Files.writeString(file, "keep");
        assertThrows(IOException.class, () -> AtomicFiles.writeString(file.resolve("x.csv"), "x"));
        assertEquals(List.of("file"), ChartExportTest.names(dir));
    }
}
