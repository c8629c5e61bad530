package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** A mistyped command is named, the nearest command offered, and the exit code is 2 (invalid input). */
class UnknownCommandTest {

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = FlitLabCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new String[] {String.valueOf(code), out.toString(), err.toString()};
    }

    @Test
    void aSwappedLetterSuggestsTheCommand() {
        String[] r = run("rnu", "samples/lesson-cut-through.json");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("Unknown command: 'rnu'."), r[2]);
        assertTrue(r[2].contains("Did you mean 'run'?"), r[2]);
        assertTrue(r[2].contains("Commands: run, validate, list, bound, bench, plan, run-point, merge, samples."), r[2]);
        assertFalse(r[2].contains("Unmatched argument"), r[2]);
    }

    @Test
    void eachCommandIsFoundFromOneTypo() {
        assertEquals("validate", UnknownCommand.nearest("valdate", FlitLabCommand.commandNames()));
        assertEquals("bench", UnknownCommand.nearest("bnech", FlitLabCommand.commandNames()));
        assertEquals("samples", UnknownCommand.nearest("sample", FlitLabCommand.commandNames()));
        assertEquals("run-point", UnknownCommand.nearest("runpoint", FlitLabCommand.commandNames()));
        assertEquals("list", UnknownCommand.nearest("LIST", FlitLabCommand.commandNames()));
        assertEquals("list", UnknownCommand.nearest("ls", FlitLabCommand.commandNames()));
    }

    @Test
    void aWordFarFromEveryCommandGetsNoGuess() {
        assertNull(UnknownCommand.nearest("xyz", FlitLabCommand.commandNames()));
        assertNull(UnknownCommand.nearest("simulate", FlitLabCommand.commandNames()));
        String[] r = run("simulate");
        assertEquals("2", r[0]);
        assertFalse(r[2].contains("Did you mean"), r[2]);
    }

    @Test
    void aFileWithoutJsonIsToldHowToOpenOrRunIt() {
        String[] r = run("my-scenario.txt");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("ending in .json") && r[2].contains("flitlab run FILE.json"), r[2]);
    }

    @Test
    void aScenarioFileWithAnOptionIsToldTheRunCommand() {
        String[] r = run("x.json", "--out", "results");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("To run it headless: flitlab run x.json --out DIR"), r[2]);
        assertFalse(r[2].contains("give its path ending in .json"), r[2]);
    }

    @Test
    void anUnknownOptionOfACommandStillGetsPicocliHandling() {
        String[] r = run("run", "--ot", "x");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("Unknown option"), r[2]);
    }
}
