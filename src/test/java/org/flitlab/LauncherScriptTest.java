package org.flitlab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher script mvn package copies next to the jar (src/main/launcher/flitlab): which class-data archive or
 * AOT cache it hands to which JVM. A JVM given an archive another JVM made maps none at all (JDK 25), so the script
 * passes an archive only to the JVM that made it (flitlab.jvm), and the AOT cache only to a JVM of release 25+ and
 * only while it is newer than the jar. Run with a stand-in JDK whose java prints its arguments.
 */
class LauncherScriptTest {
    private static final Path SCRIPT = Path.of("src", "main", "launcher", "flitlab");
    private static final String JDK17 = "17.0.15+6-Debian-1deb12u1";
    private static final String JDK25 = "25.0.3+9-LTS";

    @Test
    void givesTheArchiveToTheJvmThatMadeIt(@TempDir Path dir) throws Exception {
        String args = launch(dir, JDK17, JDK17, false);
        assertTrue(args.contains("-XX:SharedArchiveFile=" + dir.resolve("app").toRealPath().resolve("flitlab.jsa")), args);
        assertFalse(args.contains("AOTCache"), args);
        assertTrue(args.endsWith("-jar " + dir.resolve("app").toRealPath().resolve("flitlab.jar") + " --help"), args);
    }

    @Test
    void givesAnotherJvmNoArchiveAtAll(@TempDir Path dir) throws Exception {
        String args = launch(dir, JDK17, JDK25, true);
        assertFalse(args.contains("SharedArchiveFile") || args.contains("AOTCache"), args);
    }

    @Test
    void prefersTheAotCacheOnTheJdk25ThatMadeIt(@TempDir Path dir) throws Exception {
        String args = launch(dir, JDK25, JDK25, true);
        assertTrue(args.contains("-XX:AOTCache=" + dir.resolve("app").toRealPath().resolve("flitlab.aot")), args);
        assertFalse(args.contains("SharedArchiveFile"), args);
    }

    @Test
    void leavesAnAotCacheOlderThanTheJarAlone(@TempDir Path dir) throws Exception {
        Path app = setUp(dir, JDK25, JDK25, true);
        Files.setLastModifiedTime(app.resolve("flitlab.jar"), FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        String args = run(dir, app);
        assertFalse(args.contains("AOTCache"), args);
        assertTrue(args.contains("-XX:SharedArchiveFile="), args);
    }

    @Test
    void withoutARecordOfTheBuildingJvmPassesTheArchiveAsBefore(@TempDir Path dir) throws Exception {
        Path app = setUp(dir, JDK17, JDK17, false);
        Files.delete(app.resolve("flitlab.jvm"));
        assertTrue(run(dir, app).contains("-XX:SharedArchiveFile="));
    }

    /**
     * The launcher keeps C2 from inlining a few methods, named by class and method (case 7's peak resident memory,
     * performance.md "Session 11: case 7's memory, C2's arenas"): a rename would drop that silently, so each name must
     * still be a method of this code, and the JVM must be told to stay quiet about the commands before any is given.
     */
    @Test
    void everyMethodTheLauncherKeepsFromInliningExists(@TempDir Path dir) throws Exception {
        String args = launch(dir, JDK17, JDK17, false);
        Matcher m = Pattern.compile("-XX:CompileCommand=dontinline,([\\w.$]+)::(\\w+)").matcher(args);
        int found = 0;
        while (m.find()) {
            String method = m.group(2);
            Class<?> type = Class.forName(m.group(1));
            assertTrue(Arrays.stream(type.getDeclaredMethods()).anyMatch(x -> x.getName().equals(method)), m.group());
            assertTrue(args.indexOf("-XX:CompileCommand=quiet") < m.start(), args);
            found++;
        }
        assertTrue(found >= 3, args);
    }

    private static String launch(Path dir, String built, String running, boolean aot) throws Exception {
        return run(dir, setUp(dir, built, running, aot));
    }

    /** A jar, an archive (and a cache) made by {@code built}, and a stand-in JDK of {@code running}; returns the app folder. */
    private static Path setUp(Path dir, String built, String running, boolean aot) throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs a POSIX shell");
        Path app = Files.createDirectories(dir.resolve("app"));
        Files.copy(SCRIPT, app.resolve("flitlab"));
        long now = System.currentTimeMillis();
        Files.writeString(app.resolve("flitlab.jar"), "");
        Files.setLastModifiedTime(app.resolve("flitlab.jar"), FileTime.fromMillis(now - 60_000));
        Files.writeString(app.resolve("flitlab.jsa"), "");
        Files.writeString(app.resolve("flitlab.jvm"), built);
        if (aot) {
            Files.writeString(app.resolve("flitlab.aot"), "");
        }
        Path bin = Files.createDirectories(dir.resolve("jdk").resolve("bin"));
        Files.writeString(bin.resolve("java"), "#!/bin/sh\necho \"$@\"\n");
        Files.setPosixFilePermissions(bin.resolve("java"), Set.of(PosixFilePermission.OWNER_READ,
                PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE));
        Files.writeString(dir.resolve("jdk").resolve("release"), "JAVA_RUNTIME_VERSION=\"" + running + "\"\n"
                + "JAVA_VERSION=\"" + running.replaceAll("[+-].*", "") + "\"\n", StandardCharsets.UTF_8);
        return app;
    }

    /** Runs {@code sh app/flitlab --help} with the stand-in JDK as JAVA_HOME; returns the arguments java got. */
    private static String run(Path dir, Path app) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", app.resolve("flitlab").toString(), "--help").redirectErrorStream(true);
        pb.environment().put("JAVA_HOME", dir.resolve("jdk").toString());
        pb.environment().remove("FLITLAB_JAVA_OPTIONS");
        pb.environment().remove("FLITLAB_GC");
        pb.environment().remove("FLITLAB_FOOTPRINT");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertTrue(p.waitFor(20, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }
}
