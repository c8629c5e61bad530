package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The check that results can be written leaves the folder as it found it, even when its first name is taken. */
class OutputFolderTest {
    @Test
    void theWriteCheckLeavesNoFileBehind(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("new/out");
        assertNull(OutputFolder.problem(out));
        assertEquals(List.of(), list(out), "the folder is made, and empty");
    }

    @Test
    void aLeftOverCheckFileOfThisProcessNameIsNotAProblem(@TempDir Path dir) throws IOException {
        Path stale = Files.createFile(dir.resolve(".flitlab-write-check-" + ProcessHandle.current().pid() + ".tmp"));
        assertNull(OutputFolder.problem(dir));
        assertEquals(List.of(stale), list(dir), "the other name was used and removed; the stale file is not ours to delete");
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }
}
