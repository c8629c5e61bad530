package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The samples travel on the class path: every file of samples/ is there, found by name, also from inside a jar. */
class BundledSamplesTest {
    @Test
    void everySampleOfTheRepositoryIsBundledAndFoundByItsName() throws IOException {
        List<String> bundled = BundledSamples.list().stream().map(BundledSamples.Sample::name).toList();
        Path repo = Samples.dir();
        List<String> expected;
        try (var walk = Files.walk(repo)) {
            expected = walk.filter(p -> p.toString().endsWith(".json"))
                    .map(p -> repo.relativize(p).toString().replace('\\', '/').replace(".json", "")).sorted().toList();
        }
        assertEquals(expected, bundled);
        var torus = BundledSamples.find("torus4x4-dateline").orElseThrow();
        assertEquals(Files.readString(repo.resolve("torus4x4-dateline.json")), Files.readString(torus.file()));
        assertTrue(torus.summary().startsWith("A 4x4 torus under heavy uniform load"), torus.summary());
        assertEquals(torus, BundledSamples.find("samples/torus4x4-dateline.json").orElseThrow(), "the README's spelling");
        assertEquals(torus, BundledSamples.find("torus4x4-dateline.json").orElseThrow());
        assertFalse(BundledSamples.find("no-such-sample").isPresent());
        for (String spelling : List.of("torus4x4-dateline", "samples/torus4x4-dateline.json", "TORUS4x4-dateline",
                "bianco-fig4-atm-ubr-b200-disjoint", "atm/bianco-fig4-atm-ubr-b200-disjoint")) {
            var text = BundledSamples.text(spelling).orElseThrow();
            var found = BundledSamples.find(spelling).orElseThrow();
            assertEquals(found.name(), text.name(), spelling);
            assertEquals(Files.readString(found.file()), text.json(), spelling);
        }
        assertFalse(BundledSamples.text("no-such-sample").isPresent());
        assertFalse(BundledSamples.text("../samples/torus4x4-dateline").isPresent());
        assertEquals(bundled.size(), bundled.stream().map(s -> s.toLowerCase(java.util.Locale.ROOT)).distinct().count(),
                "no two samples differ only in case: an exact spelling is then the one match find() makes");
    }

    @Test
    void samplesInsideAJarAreCopiedToReadOnlyFilesWithTheirSubFolders(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("app.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String[] e : new String[][] {{"samples/one.json", "{\"a\": 1}"}, {"samples/atm/two.json", "{\"b\": 2}"}}) {
                out.putNextEntry(new JarEntry(e[0]));
                out.write(e[1].getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        Path folder = BundledSamples.folderAt(new URL("jar:" + jar.toUri() + "!/samples"));
        assertEquals("{\"a\": 1}", Files.readString(folder.resolve("one.json")));
        assertEquals("{\"b\": 2}", Files.readString(folder.resolve("atm/two.json")));
        assertFalse(Files.getPosixFilePermissions(folder.resolve("one.json")).contains(PosixFilePermission.OWNER_WRITE),
                "saving over a copied sample must fail, not vanish at exit");
        var listed = BundledSamples.list(folder);
        assertEquals(List.of("atm/two", "one"), listed.stream().map(BundledSamples.Sample::name).toList());
        assertEquals("atm/two", BundledSamples.find(listed, "two").orElseThrow().name(), "unique without its sub-folder");
    }

    @Test
    void aSampleFoundByNameInsideAJarIsCopiedAloneReadOnly(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("app.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String[] e : new String[][] {{"samples/one.json", "{\"description\": \"One. More.\"}"},
                {"samples/atm/two.json", "{\"b\": 2}"}, {"other/three.json", "{}"}}) {
                out.putNextEntry(new JarEntry(e[0]));
                out.write(e[1].getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        URL root = new URL("jar:" + jar.toUri() + "!/samples");
        var two = BundledSamples.findAt(root, "two").orElseThrow();
        assertEquals("atm/two", two.name(), "unique without its sub-folder");
        assertEquals("{\"b\": 2}", Files.readString(two.file()));
        assertEquals("two.json", two.file().getFileName().toString());
        try (var files = Files.walk(two.file().getParent().getParent())) {
            assertEquals(1, files.filter(Files::isRegularFile).count(), "only the sample found is copied");
        }
        assertFalse(Files.getPosixFilePermissions(two.file()).contains(PosixFilePermission.OWNER_WRITE));
        assertEquals("one", BundledSamples.findAt(root, "samples/ONE.json").orElseThrow().name(), "as find() matches");
        assertFalse(BundledSamples.findAt(root, "three").isPresent(), "outside the samples folder");
    }

    @Test
    void theOneLineSummaryIsTheFirstSentenceNotCutAtAnAbbreviation() {
        assertEquals("Bianco et al. Figure 2: three flows.", BundledSamples.firstSentence("Bianco et al. Figure 2: three flows. More here."));
        assertEquals("Runs, e.g. Torus ones.", BundledSamples.firstSentence("Runs, e.g. Torus ones. Then."));
        assertEquals("one two...", BundledSamples.clip("one two three four", 12));
    }
}
