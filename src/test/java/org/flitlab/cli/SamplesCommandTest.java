package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flitlab samples} and {@code flitlab run NAME}, typed in a folder that is not the repository (a fresh
 * process whose working directory has no samples/), as a user of the jar or the app image does.
 */
class SamplesCommandTest {
    /** Runs FlitLab's launcher in a new JVM with working directory {@code dir}; returns exit code and output. */
    private static String[] flitlab(Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.flitlab.Launcher"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished");
        return new String[] {Integer.toString(p.exitValue()), out};
    }

    @Test
    void samplesListsEveryBundledSampleWithWhatItShowsFromAnyFolder(@TempDir Path dir) throws Exception {
        assertFalse(Files.exists(dir.resolve("samples")));
        String[] r = flitlab(dir, "samples");
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].lines().anyMatch(l -> l.startsWith("torus4x4-dateline ") && l.contains("A 4x4 torus under heavy uniform load")), r[1]);
        assertTrue(r[1].lines().anyMatch(l -> l.startsWith("lesson-head-of-line ") && l.contains("Lesson: head-of-line blocking.")), r[1]);
        List<String> lines = r[1].lines().toList();
        assertEquals("AN1 (Owicki & Karlin):", lines.get(0), "grouped by study, as the gallery groups them");
        int lessons = lines.indexOf("Lessons:");
        assertTrue(lessons > 0 && lines.get(lessons + 1).startsWith("lesson-"), r[1]);
        long listed = r[1].lines().filter(l -> l.matches("[a-z0-9/.-]+ {2,}\\S.*")).count();
        try (var files = Files.walk(Path.of(System.getProperty("flitlab.samples", "samples")))) {
            assertEquals(files.filter(p -> p.toString().endsWith(".json")).count(), listed, "one line per sample file");
        }
    }

    @Test
    void runTakesASampleByNameOrAsTheRepositorySpellsItFromAnyFolder(@TempDir Path dir) throws Exception {
        String[] r = flitlab(dir, "run", "single-link-md1", "--out", "out", "--no-charts", "--threads", "1",
                "--set", "run.measuredPackets=300");
        assertEquals("0", r[0], r[1]);
        List<String> csv = Files.readAllLines(dir.resolve("out").resolve("results.csv"));
        assertEquals(1 + 3, csv.size(), "the sample's three loads, written under the working directory");
        String[] b = flitlab(dir, "bound", "samples/torus4x4-dateline.json");
        assertEquals("0", b[0], b[1]);
        String[] bad = flitlab(dir, "run", "no-such-sample");
        assertEquals("2", bad[0], bad[1]);
        assertTrue(bad[1].contains("no-such-sample: no such scenario file, nor a sample of that name (flitlab samples lists them)"), bad[1]);
    }
}
