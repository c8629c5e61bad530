package org.flitlab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The root of FlitLab's headless command line, {@code flitlab} (picocli). It owns the help and version
 * options and the list of sub-commands; each sub-command is its own class in this package.
 *
 * <p>Exit codes, shared by every sub-command:
 * <ul>
 *   <li>{@value #OK}: success;</li>
 *   <li>{@value #RUN_FAILED}: a point did not complete (deadlock, incomplete, error) or measured no packet (picocli also returns 1 for an
 *       exception thrown by a command);</li>
 *   <li>{@value #INVALID_INPUT}: invalid input: an unknown option or command, a bad parameter value or an
 *       invalid scenario file (picocli returns 2 for its own parse errors).</li>
 * </ul>
 *
 * <p>This class and its sub-commands must never touch JavaFX: the command line runs with no JavaFX jars
 * and no display. A new {@code CommandLine} is built for every call, so calls are independent and may
 * run on any thread.
 */
@Command(
        name = "flitlab",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        description = {
            "FlitLab is a workbench and simulator for wormhole-routed and cut-through interconnection"
                + " networks: build a topology, choose routing, traffic and flow control, run it, and"
                + " read latency, throughput and deadlocks.",
            "Without arguments it opens the workbench window; with a command it works headless."
        },
        // When `run` arrives, add its example here, e.g. "  flitlab run samples/<study>.json".
        footerHeading = "%nExamples (flitlab stands for java -jar target/flitlab.jar):%n",
        footer = {
            "  flitlab                                   open the workbench window",
            "  flitlab samples                           the bundled samples, by name",
            "  flitlab run torus4x4-dateline --out out   run a sample: results, charts",
            "  flitlab run my.json --out out             run a scenario file",
            "  flitlab plan my.json --out jobs           one job file per sweep point (run-point, merge: docs/batch.md)",
            "  flitlab validate my.json                  check a scenario file",
            "  flitlab list                              every topology, routing, pattern... id",
            "  flitlab --version    print the FlitLab and Java versions"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:a point did not complete (deadlock, incomplete, error) or measured no packet",
            "2:invalid input (option, command, parameter or scenario file)"
        }
        // The sub-commands are not listed here but in SUBCOMMANDS below, so that a command line builds picocli's model
        // of the one it names only (docs/performance.md, "Session 11: the serial time around case 7").
        )
public final class FlitLabCommand implements Callable<Integer> {

    /** Exit code of a successful command. */
    public static final int OK = 0;
    /** Exit code when a run ended in DEADLOCK or an error. */
    public static final int RUN_FAILED = 1;
    /** Exit code for invalid input: options, commands, parameters or scenario files. */
    public static final int INVALID_INPUT = 2;

    /**
     * The sub-commands by name, in the order the help lists them; each name is its class's {@code @Command} name
     * (held by {@code LauncherTest}). Named here rather than read from the classes' annotations, and added to picocli
     * one by one, because picocli builds its model of every sub-command it is given by reflection, about 20-40 ms of
     * the main thread before `flitlab run` can start simulating; a command line that names one gets that one only.
     * Add a new sub-command here.
     */
    private static final Map<String, Class<?>> SUBCOMMANDS = subcommands(RunCommand.class, "run", ValidateCommand.class,
            "validate", ListCommand.class, "list", BoundCommand.class, "bound", BenchCommand.class, "bench", PlanCommand.class,
            "plan", RunPointCommand.class, "run-point", MergeCommand.class, "merge", SamplesCommand.class, "samples");

    @Spec
    private CommandSpec spec;

    /**
     * Runs the command line with the process's standard output and error.
     *
     * @param args the arguments after the program name
     * @return the exit code: {@value #OK}, {@value #RUN_FAILED} or {@value #INVALID_INPUT}
     */
    public static int execute(String... args) {
        return commandLine(args).execute(args);
    }

    /**
     * Runs the command line writing to the given streams, for tests and for embedding.
     *
     * @param out where help, version and results go
     * @param err where errors and usage after an error go
     * @param args the arguments after the program name
     * @return the exit code: {@value #OK}, {@value #RUN_FAILED} or {@value #INVALID_INPUT}
     */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = commandLine(args);
        commandLine.setOut(out);
        commandLine.setErr(err);
        int exitCode = commandLine.execute(args);
        out.flush();
        err.flush();
        return exitCode;
    }

    /**
     * Tells whether {@code word} names a sub-command (or an alias of one).
     *
     * @param word a command-line word; null gives false
     * @return true if {@code flitlab word ...} would run a sub-command
     */
    public static boolean isCommand(String word) {
        return word != null && SUBCOMMANDS.containsKey(word);
    }

    /** The sub-commands' names, in the order the help lists them. */
    public static List<String> commandNames() {
        return List.copyOf(SUBCOMMANDS.keySet());
    }

    /** The whole command line: the root and every sub-command (what {@code flitlab --help} lists). */
    public static CommandLine commandLine() {
        CommandLine root = new CommandLine(new FlitLabCommand());
        SUBCOMMANDS.values().forEach(root::addSubcommand);
        root.setParameterExceptionHandler(new UnknownCommand(root.getParameterExceptionHandler()));
        return root;
    }

    /**
     * The command line for {@code args}: when the first word names a sub-command, the root with that one only (all
     * that parsing, help and errors of {@code flitlab NAME ...} read), else the whole command line.
     */
    static CommandLine commandLine(String... args) {
        if (args.length == 0 || !isCommand(args[0])) {
            return commandLine();
        }
        CommandLine root = new CommandLine(new FlitLabCommand());
        root.addSubcommand(SUBCOMMANDS.get(args[0]));
        return root;
    }

    private static Map<String, Class<?>> subcommands(Object... classAndName) {
        Map<String, Class<?>> m = new LinkedHashMap<>();
        for (int i = 0; i < classAndName.length; i += 2) {
            m.put((String) classAndName[i + 1], (Class<?>) classAndName[i]);
        }
        return Collections.unmodifiableMap(m);
    }

    /** Called when no sub-command is given: that is invalid input, so picocli prints usage and returns 2. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "Missing command");
    }
}
