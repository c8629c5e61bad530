package org.flitlab.gui.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One autosave copy per window: no false recovery, no copy awaiting recovery overwritten or deleted by another window. */
class AutosaveTest {
    /** A scenario named {@code name}, so that copies can be told apart. */
    private static Scenario scenario(String name) {
        Scenario s = ScenarioJson.readFile(Path.of("samples", "single-link-md1.json")).orElseThrow();
        return new Scenario(name, s.description(), s.topology(), s.layout(), s.network(), s.routing(), s.selection(), s.endToEnd(),
                s.traffic(), s.units(), s.run(), s.sweep(), s.charts());
    }

    @Test
    void aSecondRunningWindowSeesNoCopyToRecover(@TempDir Path dir) {
        Autosave first = new Autosave(dir);
        assertEquals(List.of(), first.write(scenario("a")));
        Autosave second = new Autosave(dir);
        assertNotEquals(first.file(), second.file());
        assertFalse(second.hasCopy(), "the first window still runs: its copy is not a crash copy");
        first.delete();
        second.delete();
    }

    @Test
    void aCleanExitRemovesOnlyItsOwnCopy(@TempDir Path dir) {
        Autosave first = new Autosave(dir);
        Autosave second = new Autosave(dir);
        first.write(scenario("a"));
        second.write(scenario("b"));
        first.delete();
        assertFalse(Files.exists(first.file()));
        assertTrue(Files.exists(second.file()), "the other window's copy stays");
        second.delete();
    }

    @Test
    void aCopyAwaitingRecoveryIsNeverOverwrittenByANewWindowsAutosave(@TempDir Path dir) throws Exception {
        Autosave crashed = new Autosave(dir);
        crashed.write(scenario("lost work"));
        String crashCopy = Files.readString(crashed.file());
        crashed.abandon();
        Autosave next = new Autosave(dir);
        assertTrue(next.hasCopy());
        assertEquals(crashed.file(), next.copyFile().orElseThrow());
        // the user ignores the recovery bar and edits: the new window's autosave goes to its own file
        next.write(scenario("new work"));
        next.write(scenario("newer work"));
        assertEquals(crashCopy, Files.readString(crashed.file()));
        assertEquals("lost work", next.read().orElseThrow().name());
        // and a clean exit leaves the crash copy for the next start
        next.delete();
        assertTrue(new Autosave(dir).hasCopy());
    }

    @Test
    void recoveringAdoptsTheCopyAndDiscardingDeletesIt(@TempDir Path dir) {
        Autosave crashed = new Autosave(dir);
        crashed.write(scenario("x"));
        crashed.abandon();
        Autosave next = new Autosave(dir);
        assertTrue(next.read().isPresent());
        next.adoptCopy();
        assertFalse(next.hasCopy());
        assertTrue(Files.exists(next.file()), "the recovered copy is now this window's own, until it exits cleanly");
        next.delete();
        Autosave again = new Autosave(dir);
        again.write(scenario("y"));
        again.abandon();
        Autosave last = new Autosave(dir);
        last.discardCopy();
        assertFalse(last.hasCopy());
        last.delete();
    }

    @Test
    void aCopyOfAProcessThatIsGoneAwaitsRecoveryAndOneOfALiveProcessDoesNot() {
        assertFalse(Autosave.alive("999999999-1-1"), "no such process");
        long self = ProcessHandle.current().pid();
        long start = ProcessHandle.current().info().startInstant().map(i -> i.toEpochMilli()).orElse(0L);
        assertFalse(Autosave.alive(self + "-" + start + "-999999"), "this process, but no such window");
        assertFalse(Autosave.alive("garbage"));
    }
}
