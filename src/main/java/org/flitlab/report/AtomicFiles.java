package org.flitlab.report;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.flitlab.scenario.AtomicFileWrite;

/**
 * Writes result files (charts, CSV, JSON) so that a reader or a failure never sees half a file: the content goes
 * to a hidden temporary file in the target's own directory, is forced to disk, and is then renamed over the
 * target ({@link AtomicFileWrite#replace}: atomically where the file system can, keeping the old file's
 * permissions, then forcing the folder to disk). A symbolic link is written through. If writing fails, the temporary file is deleted and an existing target is left
 * exactly as it was. Missing parent directories are created.
 *
 * <p>Stateless and thread-safe; two threads writing the same target concurrently each produce a whole file and the
 * last rename wins.
 */
public final class AtomicFiles {
    /** Produces a file's content. */
    @FunctionalInterface
    public interface Content {
        /** Writes the whole content to {@code out}; must not close it. */
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    /** Writes {@code text} as UTF-8 to {@code target}, atomically. */
    public static void writeString(Path target, String text) throws IOException {
        if (text == null) {
            throw new IllegalArgumentException("text is null; pass an empty string for an empty file");
        }
        write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Writes what {@code content} produces to {@code target}, atomically.
     *
     * @throws IOException      if the directory cannot be created or written, or the target is a directory
     * @throws RuntimeException whatever {@code content} throws, after the temporary file is removed
     */
    public static void write(Path target, Content content) throws IOException {
        if (target == null || content == null) {
            throw new IllegalArgumentException("target and content must be given; got target=" + target
                    + ", content=" + content);
        }
        Path absolute = AtomicFileWrite.throughLinks(target);
        Path dir = absolute.getParent();
        if (Files.isDirectory(absolute)) {
            throw new IOException("cannot write " + absolute + ": it is a directory");
        }
        Files.createDirectories(dir);
        Path temp = AtomicFileWrite.temporaryBeside(absolute);
        boolean moved = false;
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                // The stream wrapper is not closed on its own: closing it would close the channel before force().
                OutputStream out = Channels.newOutputStream(channel);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            AtomicFileWrite.replace(temp, absolute);
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }
}
