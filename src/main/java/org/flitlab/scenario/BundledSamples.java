package org.flitlab.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The sample scenarios shipped inside FlitLab: the repository's {@code samples/} folder, copied by the build into
 * the jar (and so into the app image) as the resource folder {@code /samples}. They are found through the class
 * path, never through the working directory, so the command line and the workbench open them from anywhere.
 *
 * <p>A sample's name is its path under the folder without {@code .json} ({@code torus4x4-dateline},
 * {@code atm/bianco-fig4-atm-ubr-b200-disjoint}). Run from a jar, the samples are copied once per process into a
 * temporary folder made read-only, so every reader gets an ordinary file (and saving over a sample fails
 * instead of writing into a folder that is deleted later); {@link #find(String)} copies only the sample it finds,
 * into a folder of its own. Thread-safe.
 */
public final class BundledSamples {
    /** The resource folder the build copies {@code samples/} into. */
    public static final String RESOURCE = "/samples";

    private BundledSamples() {
    }

    /** One sample: its name, its file and the first sentence of its description. */
    public record Sample(String name, Path file, String summary) {
    }

    /**
     * The folder holding the bundled samples: the resource folder itself when the classes are plain files (a
     * build tree), else a read-only copy of it.
     *
     * @throws UncheckedIOException if the samples are not on the class path or cannot be copied
     */
    public static Path folder() {
        if (Folder.FAILURE != null) {
            throw Folder.FAILURE;
        }
        return Folder.PATH;
    }

    /**
     * Made on first use by the class loader's lazy, thread-safe initialisation (no mutable static); a failure is
     * kept and thrown on each call, as the first call would have thrown it.
     */
    private static final class Folder {
        static final UncheckedIOException FAILURE;
        static final Path PATH;

        static {
            Path path = null;
            UncheckedIOException failure = null;
            URL root = BundledSamples.class.getResource(RESOURCE);
            if (root == null) {
                failure = new UncheckedIOException(new IOException("this build of FlitLab carries no samples (no "
                        + RESOURCE + " on the class path)"));
            } else {
                try {
                    path = folderAt(root);
                } catch (UncheckedIOException e) {
                    failure = e;
                }
            }
            PATH = path;
            FAILURE = failure;
        }
    }

    /** The samples at resource URL {@code root} ({@code file:} or {@code jar:}) as a folder of plain files. */
    static Path folderAt(URL root) {
        try {
            URI uri = root.toURI();
            if ("file".equals(uri.getScheme())) {
                return Path.of(uri);
            }
            // Read with java.util.jar rather than the zip file system: the app image's runtime has no jdk.zipfs.
            JarURLConnection connection = (JarURLConnection) root.openConnection();
            try (JarFile jar = new JarFile(Path.of(connection.getJarFileURL().toURI()).toFile())) {
                return copy(jar, connection.getEntryName().replaceAll("/$", "") + "/", entry -> true);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Copies the entries under {@code prefix} that {@code wanted} accepts into a new read-only temporary folder. */
    private static Path copy(JarFile jar, String prefix, Predicate<String> wanted) throws IOException {
        Path to = Files.createTempDirectory("flitlab-samples");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(to), "flitlab-samples-cleanup"));
        List<Path> written = new ArrayList<>();
        for (JarEntry e : Collections.list(jar.entries())) {
            if (!e.getName().startsWith(prefix) || e.isDirectory() || !wanted.test(e.getName())) {
                continue;
            }
            Path target = to.resolve(e.getName().substring(prefix.length())).normalize();
            if (!target.startsWith(to)) {
                continue; // an entry naming a place outside the folder ("../"): not a sample
            }
            Files.createDirectories(target.getParent());
            try (InputStream in = jar.getInputStream(e)) {
                Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            }
            written.add(target);
        }
        // Read-only, folders too, so saving over a sample fails instead of writing into a folder deleted at exit.
        for (Path p : written) {
            for (Path q = p; q != null && q.startsWith(to); q = q.getParent()) {
                q.toFile().setWritable(false);
            }
        }
        return to;
    }

    /** Deletes the copied folder at exit (made writable again first: a read-only folder keeps its files). */
    private static void delete(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                p.toFile().setWritable(true);
                if (p.getParent() != null) {
                    p.getParent().toFile().setWritable(true);
                }
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            // Best effort: a left-over temporary folder does no harm.
        }
    }

    /** Every bundled sample, by name. */
    public static List<Sample> list() {
        return list(folder());
    }

    /** Every sample in {@code dir} and its sub-folders, by name; a file that cannot be read says so in its summary. */
    public static List<Sample> list(Path dir) {
        return files(dir).stream().map(p -> sample(dir, p)).toList();
    }

    /**
     * The sample files in {@code dir} and its sub-folders, by sample name, without reading them: the one list that
     * {@code flitlab samples} and the workbench's gallery both show.
     */
    public static List<Path> files(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".json"))
                    .sorted(Comparator.comparing((Path p) -> nameOf(dir, p))).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String nameOf(Path dir, Path file) {
        return dir.relativize(file).toString().replace('\\', '/').replaceAll("\\.json$", "");
    }

    private static Sample sample(Path dir, Path file) {
        String name = nameOf(dir, file);
        ReadResult r = ScenarioJson.readFile(file);
        String summary = r.isValid() ? firstSentence(r.scenario().description()) : "cannot be read: " + r.errors().get(0);
        return new Sample(name, file, summary);
    }

    /**
     * The bundled sample called {@code name}: its name as {@code flitlab samples} lists it, its file name, or its
     * path in the repository ({@code samples/torus4x4-dateline.json}); a name without its sub-folder is enough
     * when it is the only sample called so.
     */
    public static Optional<Sample> find(String name) {
        URL root = BundledSamples.class.getResource(RESOURCE);
        if (root != null && "jar".equals(root.getProtocol())) {
            // From the jar, copy only the sample named, not the whole folder (docs/performance.md, "Session 11: the
            // serial time around case 7": the folder's copy and its deletion at exit cost `flitlab run NAME`'s main
            // thread 30-50 ms of CPU before the first tick).
            return findAt(root, name);
        }
        // Match on the file names and read only the sample found: reading every sample to build the summaries of
        // list() cost `flitlab run NAME` about a second of CPU and 90 MB of resident memory (docs/performance.md).
        Path dir = folder();
        try (Stream<Path> walk = Files.walk(dir)) {
            List<String> names = walk.filter(p -> p.toString().endsWith(".json")).map(p -> nameOf(dir, p)).sorted().toList();
            return match(names, name).map(n -> sample(dir, dir.resolve(n + ".json")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The sample called {@code name} among those at resource URL {@code root} (a {@code jar:} URL), matched as
     * {@link #find(String)} does on the jar's entry names, and copied alone into its own read-only temporary folder
     * (under its sub-folder, as in the whole folder's copy).
     */
    static Optional<Sample> findAt(URL root, String name) {
        try {
            JarURLConnection connection = (JarURLConnection) root.openConnection();
            try (JarFile jar = new JarFile(Path.of(connection.getJarFileURL().toURI()).toFile())) {
                String prefix = connection.getEntryName().replaceAll("/$", "") + "/";
                List<String> names = Collections.list(jar.entries()).stream().map(JarEntry::getName)
                        .filter(e -> e.startsWith(prefix) && e.endsWith(".json"))
                        .map(e -> e.substring(prefix.length(), e.length() - ".json".length())).sorted().toList();
                Optional<String> found = match(names, name);
                if (found.isEmpty()) {
                    return Optional.empty();
                }
                String entry = prefix + found.get() + ".json";
                Path dir = copy(jar, prefix, entry::equals);
                return Optional.of(sample(dir, dir.resolve(found.get() + ".json")));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A bundled sample's name and JSON text. */
    public record Text(String name, String json) {
    }

    /**
     * The name and text of the bundled sample called {@code name}, as {@link #find(String)} matches it. A name spelled
     * exactly as the sample's (with or without {@code samples/} and {@code .json}) is read straight from the class
     * path, without listing the samples or copying a file: `flitlab run NAME` needs only the text, and the listing,
     * the temporary folder (its secure random name) and the copy cost the main thread about 20 ms before the first
     * tick (docs/performance.md, "Session 11: the serial time around case 7"). Any other spelling goes through
     * {@link #find(String)}.
     */
    public static Optional<Text> text(String name) {
        String n = bare(name);
        if (!n.isEmpty() && !n.contains("..") && !n.startsWith("/")) {
            try (InputStream in = BundledSamples.class.getResourceAsStream(RESOURCE + "/" + n + ".json")) {
                if (in != null) {
                    return Optional.of(new Text(n, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return find(name).map(s -> {
            try {
                return new Text(s.name(), Files.readString(s.file()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    static Optional<Sample> find(List<Sample> samples, String name) {
        return match(samples.stream().map(Sample::name).toList(), name)
                .flatMap(n -> samples.stream().filter(s -> s.name().equals(n)).findFirst());
    }

    private static Optional<String> match(List<String> names, String name) {
        String n = bare(name);
        Optional<String> exact = names.stream().filter(s -> s.equalsIgnoreCase(n)).findFirst();
        if (exact.isPresent()) {
            return exact;
        }
        List<String> bare = names.stream().filter(s -> s.toLowerCase(Locale.ROOT)
                .endsWith("/" + n.toLowerCase(Locale.ROOT))).toList();
        return bare.size() == 1 ? Optional.of(bare.get(0)) : Optional.empty();
    }

    /** {@code name} without a leading {@code samples/} (or {@code ./samples/}) and a trailing {@code .json}. */
    private static String bare(String name) {
        return name.replace('\\', '/').replaceAll("^(\\./)?samples/", "").replaceAll("\\.json$", "");
    }

    /**
     * The text up to the first full stop (or ! or ?) followed by a capital letter or the end, an abbreviation's
     * stop ("et al.", "e.g.") not counted.
     */
    public static String firstSentence(String description) {
        String d = description == null ? "" : description.strip().replaceAll("\\s+", " ");
        var m = Pattern.compile("[.!?](?=\\s+[A-Z(]|\\s*$)").matcher(d);
        while (m.find()) {
            String upTo = d.substring(0, m.end());
            if (!upTo.matches("(?s).*\\b(al|e\\.g|i\\.e|vs|cf)\\.$")) {
                return upTo;
            }
        }
        return d;
    }

    /** {@code text} cut at a word boundary to at most {@code max} characters, "..." marking the cut. */
    public static String clip(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int cut = text.lastIndexOf(' ', max - 3);
        return text.substring(0, cut > max / 2 ? cut : max - 3) + "...";
    }
}
