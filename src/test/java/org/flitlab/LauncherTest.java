package org.flitlab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.flitlab.Launcher.Mode;
import org.flitlab.cli.FlitLabCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class LauncherTest {

    private static final String FX_THREAD = "JavaFX Application Thread";

    @Test
    void helpOnTheCommandLineReturnsZeroAndPrintsUsage() {
        Output output = run("--help");
        assertEquals(0, output.exitCode);
        assertTrue(output.out.contains("Usage: flitlab"), output.out);
        assertTrue(output.out.contains("wormhole"), "the help says what FlitLab is: " + output.out);
        assertTrue(output.out.contains("Examples"), output.out);
    }

    @Test
    void helpLoadsNoJavaFxClassEvenWhenJavaFxIsOnTheClassPath() throws IOException, InterruptedException {
        String log = runLauncher(System.getProperty("java.class.path"), List.of("-Xlog:class+load=info"), "--help");
        assertTrue(log.contains("org.flitlab.Launcher"), "class loading was not logged: " + log);
        assertTrue(log.contains("Usage: flitlab"), log);
        List<String> javaFx = log.lines().filter(line -> line.contains("[class,load] javafx.")).limit(3).toList();
        assertEquals(List.of(), javaFx, "the CLI path loaded JavaFX, so it would start the toolkit");
    }

    @Test
    void runWithoutChartsLoadsNoJavaFxOrChartClass(@TempDir Path dir) throws IOException, InterruptedException {
        String log = runLauncher(System.getProperty("java.class.path"), List.of("-Xlog:class+load=info"), "run", "single-link-md1",
                "--no-charts", "--threads", "1", "--set", "run.warmupTicks=0", "--set", "run.measuredPackets=1", "--out", dir.toString());
        assertTrue(log.contains("org.flitlab.experiment.SimulationRun"), "the run did not simulate: " + log);
        List<String> loaded = log.lines().filter(line -> line.contains("[class,load] javafx.") || line.contains("[class,load] org.jfree."))
                .limit(3).toList();
        assertEquals(List.of(), loaded, "start-up pays for classes the command line does not need (docs/performance.md)");
    }

    @Test
    void commandLineRunsWithNoJavaFxJarsAndNoDisplay() throws IOException, InterruptedException {
        String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !Path.of(entry).getFileName().toString().startsWith("javafx-"))
                .collect(Collectors.joining(File.pathSeparator));
        assertTrue(classPath.length() < System.getProperty("java.class.path").length(), "no JavaFX jar was removed");
        String output = runLauncher(classPath, List.of(), "--help");
        assertTrue(output.contains("Usage: flitlab"), output);
    }

    @Test
    void decidingHelpInThisJvmStartsNoJavaFxThread() {
        boolean runningBefore = fxThreadIsRunning();
        assertEquals(Mode.CLI, Launcher.modeFor("--help"));
        assertEquals(0, run("--help").exitCode);
        // If an earlier GUI test in this JVM started the toolkit the thread is there anyway; the
        // subprocess tests above are the real guarantee.
        assertEquals(runningBefore, fxThreadIsRunning());
    }

    /** Runs {@code java <jvmOptions> -cp classPath Launcher <arg>} with no display; returns its output. */
    private static String runLauncher(String classPath, List<String> jvmOptions, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", classPath, Launcher.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the launcher did not finish");
        assertEquals(0, process.exitValue(), output);
        return output;
    }

    @Test
    void noArgumentsOpenTheWorkbench() {
        assertEquals(Mode.WORKBENCH, Launcher.modeFor());
    }

    @Test
    void scenarioFilesOpenTheWorkbench() {
        assertEquals(Mode.WORKBENCH, Launcher.modeFor("samples/a.json", "B.JSON"));
    }

    @Test
    void optionsAndUnknownWordsGoToTheCommandLine() {
        assertEquals(Mode.CLI, Launcher.modeFor("-h"));
        assertEquals(Mode.CLI, Launcher.modeFor("--version"));
        assertEquals(Mode.CLI, Launcher.modeFor("rnu", "a.json"));
        assertEquals(Mode.CLI, Launcher.modeFor("a.json", "--verbose"));
    }

    @Test
    void anUnknownWordIsNotACommand() {
        assertFalse(FlitLabCommand.isCommand("nope"));
        assertFalse(FlitLabCommand.isCommand("--help"));
        assertFalse(FlitLabCommand.isCommand(null));
    }

    @Test
    void everySubCommandPicocliKnowsIsACommand() {
        var names = FlitLabCommand.commandLine().getSubcommands().keySet();
        assertTrue(names.contains("run") && names.contains("bench"), names.toString());
        assertEquals(FlitLabCommand.commandNames(), List.copyOf(names), "each named as its @Command says, in order");
        for (String name : names) {
            assertTrue(FlitLabCommand.isCommand(name), name);
        }
    }

    @Test
    void aSubCommandAloneHelpsAndRefusesAsInTheWholeCommandLine() {
        for (String name : FlitLabCommand.commandNames()) {
            for (String[] args : new String[][] {{name, "--help"}, {name, "--no-such-option"}}) {
                var whole = new StringWriter();
                var wholeErr = new StringWriter();
                CommandLine all = FlitLabCommand.commandLine();
                all.setOut(new PrintWriter(whole));
                all.setErr(new PrintWriter(wholeErr));
                int code = all.execute(args);
                Output alone = run(args);
                assertEquals(code, alone.exitCode, String.join(" ", args));
                assertEquals(whole.toString(), alone.out, String.join(" ", args));
                assertEquals(wholeErr.toString(), alone.err, String.join(" ", args));
            }
        }
    }

    @Test
    void versionSaysDevWhenNotRunFromTheJar() {
        Output output = run("--version");
        assertEquals(0, output.exitCode);
        assertTrue(output.out.startsWith("FlitLab dev"), output.out);
    }

    @Test
    void anUnknownOptionIsInvalidInputWithExitCodeTwo() {
        Output output = run("--bogus");
        assertEquals(FlitLabCommand.INVALID_INPUT, output.exitCode);
        assertTrue(output.err.contains("Unknown option: '--bogus'"), output.err);
    }

    @Test
    void noCommandIsInvalidInputWithExitCodeTwo() {
        Output output = run();
        assertEquals(2, output.exitCode);
        assertTrue(output.err.contains("Missing command"), output.err);
    }

    private static boolean fxThreadIsRunning() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> FX_THREAD.equals(t.getName()));
    }

    private static Output run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = FlitLabCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
        return new Output(exitCode, out.toString(), err.toString());
    }

    private record Output(int exitCode, String out, String err) {
    }
}
