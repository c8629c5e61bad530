package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.flitlab.report.AtomicFiles;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saving changes the content only: a link stays a link to the file it named, a file keeps its permissions. */
class AtomicFileWriteTest {
    @Test
    void savingThroughASymbolicLinkChangesTheFileItNamesAndKeepsTheLink(@TempDir Path dir) throws Exception {
        Path real = Files.writeString(Files.createDirectories(dir.resolve("store")).resolve("real.json"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), Path.of("store/real.json"));
        AtomicFileWrite.write(link, "new");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(real));
        AtomicFiles.writeString(link, "newer");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("newer", Files.readString(real));
        assertEquals(List.of("link.json", "store"), Files.list(dir).map(p -> p.getFileName().toString()).sorted().toList(),
                "no temporary file is left behind");
    }

    @Test
    void savingKeepsTheFilesPermissions(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path file = Files.writeString(dir.resolve("shared.json"), "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
        AtomicFileWrite.write(file, "new");
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        Path results = Files.writeString(dir.resolve("results.json"), "old");
        Files.setPosixFilePermissions(results, PosixFilePermissions.fromString("rw-r-----"));
        AtomicFiles.writeString(results, "new");
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(results)));
        assertEquals("new", Files.readString(results));
    }
}
