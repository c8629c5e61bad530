package org.flitlab;

import java.util.Locale;
import org.flitlab.cli.FlitLabCommand;
import org.flitlab.cli.ProcessReport;
import org.flitlab.gui.WorkbenchLauncher;

/**
 * The jar's Main-Class: decides between the JavaFX workbench and the headless command line, then
 * hands over (stack.md sections 8 and 10.4).
 *
 * <p>With no arguments, or with arguments that are all scenario files ({@code *.json}), the workbench
 * opens. Anything else (a sub-command such as {@code run}, an option such as {@code --help}, or an
 * unknown word, which picocli then reports) goes to {@link FlitLabCommand}, and the process exits with
 * its exit code.
 *
 * <p>This class deliberately is not a {@code javafx.application.Application} and names no JavaFX type:
 * launching an Application subclass from the classpath fails with "JavaFX runtime components are
 * missing", and the command line must run with no JavaFX jars and no display. The only JavaFX entry is
 * {@link WorkbenchLauncher}, which the JVM loads only when the workbench path is taken.
 *
 * <p>Stateless; {@link #modeFor(String...)} is safe from any thread.
 */
public final class Launcher {

    /** Where a command line leads. */
    public enum Mode {
        /** Open the JavaFX workbench (optionally with scenario files). */
        WORKBENCH,
        /** Run the picocli command line headless and exit with its code. */
        CLI
    }

    private Launcher() {
    }

    /**
     * Starts FlitLab. Returns only when the workbench window closes; on the command-line path it ends
     * the JVM with the command's exit code (0 success, 1 a run ended in deadlock or error, 2 invalid
     * input).
     *
     * @param args the process arguments
     */
    public static void main(String[] args) {
        if (modeFor(args) == Mode.WORKBENCH) {
            WorkbenchLauncher.launch(args);
        } else {
            int code = FlitLabCommand.execute(args);
            ProcessReport.writeIfAsked();
            System.exit(code);
        }
    }

    /**
     * Decides where {@code args} lead without loading any JavaFX class.
     *
     * @param args the process arguments; may be empty, must not be null
     * @return {@link Mode#WORKBENCH} for no arguments or only {@code .json} files, else {@link Mode#CLI}
     */
    public static Mode modeFor(String... args) {
        if (args.length == 0) {
            return Mode.WORKBENCH;
        }
        // A sub-command or option always wins, even if it happens to end in ".json".
        if (FlitLabCommand.isCommand(args[0]) || args[0].startsWith("-")) {
            return Mode.CLI;
        }
        for (String arg : args) {
            if (!isScenarioFile(arg)) {
                // Unknown words go to picocli, which names them and exits with 2 instead of opening a window.
                return Mode.CLI;
            }
        }
        return Mode.WORKBENCH;
    }

    private static boolean isScenarioFile(String arg) {
        return !arg.startsWith("-") && arg.toLowerCase(Locale.ROOT).endsWith(".json");
    }
}
