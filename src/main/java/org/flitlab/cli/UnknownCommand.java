package org.flitlab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.flitlab.topology.EditDistance;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Answers a first word that is neither a sub-command nor an option, such as {@code flitlab rnu}: it names the word,
 * offers the nearest command when one is a typo away ("Did you mean 'run'?"), and lists the commands, where picocli's
 * own message ("Unmatched argument at index 0", then the whole usage) neither says that a command was expected nor
 * suggests one. Every other parse error goes to picocli's handler unchanged.
 */
final class UnknownCommand implements IParameterExceptionHandler {

    private final IParameterExceptionHandler picocli;

    UnknownCommand(IParameterExceptionHandler picocli) {
        this.picocli = picocli;
    }

    @Override
    public int handleParseException(ParameterException ex, String[] args) throws Exception {
        if (!(ex instanceof UnmatchedArgumentException) || args.length == 0 || args[0].startsWith("-")
                || FlitLabCommand.isCommand(args[0])) {
            return picocli.handleParseException(ex, args);
        }
        CommandLine root = ex.getCommandLine();
        PrintWriter err = root.getErr();
        err.println("Unknown command: '" + args[0] + "'.");
        String near = nearest(args[0], FlitLabCommand.commandNames());
        if (near != null) {
            err.println("Did you mean '" + near + "'?");
        } else if (args[0].toLowerCase(Locale.ROOT).endsWith(".json")) {
            // Only .json files open the workbench: another word beside it (an option, --out DIR) asked for a command.
            err.println("To run it headless: flitlab run " + args[0] + " --out DIR; to open it in the workbench give"
                    + " only scenario files ending in .json");
        } else if (args[0].contains(".") || args[0].contains("/")) {
            err.println("To open a scenario file in the workbench give its path ending in .json;"
                    + " to run it headless: flitlab run FILE.json --out DIR");
        }
        err.println("Commands: " + String.join(", ", FlitLabCommand.commandNames()) + ". Help: flitlab --help");
        return FlitLabCommand.INVALID_INPUT;
    }

    /**
     * The command nearest to {@code word} (compared without case; the first in list order on a tie), if it is a
     * plausible typo: at most a third of the longer name's length of edits away, and 2 edits always allowed, the rule
     * a scenario file's misspelt keys and ids follow.
     */
    static String nearest(String word, List<String> commands) {
        String w = word.toLowerCase(Locale.ROOT);
        String best = null;
        int bestEdits = Integer.MAX_VALUE;
        for (String command : commands) {
            int edits = EditDistance.between(w, command);
            if (edits <= Math.max(2, Math.max(w.length(), command.length()) / 3) && edits < bestEdits) {
                best = command;
                bestEdits = edits;
            }
        }
        return best;
    }
}
