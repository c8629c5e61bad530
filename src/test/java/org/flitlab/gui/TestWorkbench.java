package org.flitlab.gui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;

/** Workbench instances for tests: a throwaway preferences node and autosave folder, never the user's. */
final class TestWorkbench {
    private TestWorkbench() {
    }

    static WorkbenchApp app() {
        try {
            return new WorkbenchApp(new MemoryPreferences(), Files.createTempDirectory("flitlab-autosave"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
