package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Refusals name the path, the value (cut, control characters escaped) and what is allowed; never a library's advice. */
class InputMessagesTest {
    private static ScenarioError only(ReadResult r) {
        assertFalse(r.isValid());
        assertEquals(1, r.errors().size(), r.report());
        ScenarioError e = r.errors().get(0);
        assertFalse(e.message().contains("JsonReader") || e.message().contains("Strictness") || e.message().contains("Exception"),
                e.message());
        return e;
    }

    private static ScenarioError strict(String json) {
        return only(ScenarioJson.read(json, "t.json"));
    }

    @Test
    void lenientJsonIsRefusedInPlainWordsAtItsLineAndColumn() {
        String text = "{\n  \"format\": \"flitlab-scenario\",\n  \"x\":    NaN\n}";
        ScenarioError e = strict(text);
        assertEquals("not strict JSON: NaN is not a number literal; write a number (line 3, column 11)", e.message());
        assertEquals("$.x", e.path());
        assertTrue(strict("{\"a\": Infinity}").message().startsWith("not strict JSON: Infinity is not a number literal"));
        assertTrue(strict("{\"a\": 1 // why\n}").message().startsWith("not strict JSON: comments are not allowed"));
        assertTrue(strict("{\"a\": +1}").message().startsWith("not strict JSON: a number may not start with +"));
        assertTrue(strict("{\"a\": 01}").message().startsWith("not strict JSON: a number may not start with a leading zero (01)"));
        assertTrue(strict("{'a': 1}").message().startsWith("not strict JSON: strings and keys take double quotes"));
        assertTrue(strict("{\"a\": [1, 2,]}").message().startsWith("not strict JSON: a comma before a closing bracket"));
    }

    @Test
    void aFileThatIsNotUtf8SaysWhichByteAndWhere(@TempDir Path dir) throws Exception {
        Path latin1 = dir.resolve("latin1.json");
        byte[] text = "{\"name\": \"caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(latin1, text);
        assertEquals("the file is not UTF-8 text (byte 0xE9 at offset 13); save it as UTF-8", only(ScenarioJson.readFile(latin1)).message());
        Path utf16 = dir.resolve("utf16.json");
        Files.write(utf16, "{\"format\": 1}".getBytes(StandardCharsets.UTF_16));
        assertTrue(only(ScenarioJson.readFile(utf16)).message().startsWith("the file is not UTF-8 text (it looks like UTF-16"));
        Path utf16le = dir.resolve("utf16le.json");
        Files.write(utf16le, "{\"format\": 1}".getBytes(StandardCharsets.UTF_16LE));
        assertTrue(only(ScenarioJson.readFile(utf16le)).message().startsWith("the file is not UTF-8 text (it looks like UTF-16"));
        Path bom = dir.resolve("bom.json");
        Files.write(bom, ("\uFEFF" + Samples.text("single-link-md1.json")).getBytes(StandardCharsets.UTF_8));
        assertTrue(ScenarioJson.readFile(bom).isValid(), "a UTF-8 byte order mark is skipped");
    }

    @Test
    void echoedValuesAreCutAndTheirControlCharactersEscaped() {
        String text = Samples.text("single-link-md1.json");
        String id = "x\u001b[31mred\nline" + "y".repeat(5000);
        ScenarioError e = only(ScenarioJson.read(text.replace("\"shortest\"", "\"" + id.replace("\n", "\\n").replace("\u001b", "\\u001b") + "\""), "t"));
        assertEquals("$.routing.id", e.path());
        assertTrue(e.message().startsWith("\"x\\u001b[31mred\\nline"), e.message());
        assertTrue(e.message().contains("... (5014 characters)"), e.message());
        assertFalse(e.message().contains("did you mean"), "no suggestion for so long an id");
        assertTrue(e.message().length() < 1000, e.message());
    }

    @Test
    void limitsAreRefusedWithThePathAndTheLimit() {
        ScenarioError longString = strict("{\"a\": \"" + "z".repeat(Limits.MAX_STRING_CHARS + 1) + "\"}");
        assertEquals("$.a", longString.path());
        assertTrue(longString.message().contains("at most " + Limits.MAX_STRING_CHARS + " characters"), longString.message());
        ScenarioError deep = strict("[".repeat(200) + "]".repeat(200));
        assertTrue(deep.message().contains("nested more than " + Limits.MAX_DEPTH + " levels"), deep.message());
        ScenarioError number = strict("{\"a\": 1" + "0".repeat(200) + "}");
        assertTrue(number.message().contains("at most " + Limits.MAX_NUMBER_CHARS), number.message());
        ScenarioError array = strict("[" + "0,".repeat(Limits.MAX_ELEMENTS) + "0]");
        assertTrue(array.message().contains("more than " + Limits.MAX_ELEMENTS + " elements"), array.message());
    }

    @Test
    void networkMessagesNameTheFilesIdsNotJavaConstants() {
        assertEquals("deflection is on but queueing is voq; deflection routing needs fifo input queues",
                NetworkConfigs.inFileWords("deflection is on but queueing is VIRTUAL_OUTPUT_QUEUES; deflection routing needs FIFO input queues"));
        assertEquals(List.of("stop-go", "store-and-forward"), List.of(NetworkConfigs.inFileWords("STOP_GO"), NetworkConfigs.inFileWords("STORE_AND_FORWARD")));
    }
}
