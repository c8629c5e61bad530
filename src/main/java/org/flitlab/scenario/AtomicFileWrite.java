package org.flitlab.scenario;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;

/**
 * Writes a file so that a reader sees the old content or the new, never half of it, and so that saving changes
 * nothing but the content: the text goes to a temporary file beside the real target, is forced to disk, takes the
 * old file's permissions, and is renamed over it; then the folder is forced to disk too, so that the rename
 * survives a crash. A symbolic link is written through (the file it points to changes, the link stays a link).
 * (report has its own AtomicFiles, which does the same with these helpers; scenario may not depend on report.)
 * Stateless.
 */
public final class AtomicFileWrite {
    /** Links followed before giving up on a loop. */
    private static final int MAX_LINKS = 40;

    private AtomicFileWrite() {
    }

    static void write(Path target, String text) throws IOException {
        Path real = throughLinks(target);
        Path dir = real.getParent();
        Files.createDirectories(dir);
        Path temp = temporaryBeside(real);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            replace(temp, real);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** The file {@code target} finally names, following symbolic links (an absolute path; it need not exist). */
    public static Path throughLinks(Path target) throws IOException {
        Path p = target.toAbsolutePath();
        for (int i = 0; i < MAX_LINKS && Files.isSymbolicLink(p); i++) {
            p = p.getParent().resolve(Files.readSymbolicLink(p)).toAbsolutePath();
        }
        if (Files.isSymbolicLink(p)) {
            throw new IOException("cannot write " + target + ": too many symbolic links (a loop?)");
        }
        return p;
    }

    /** A fresh hidden temporary name in the target's own folder, so that the rename stays on one file system. */
    public static Path temporaryBeside(Path real) {
        return real.getParent().resolve("." + real.getFileName() + "." + ProcessHandle.current().pid() + "."
                + Thread.currentThread().getId() + "." + System.nanoTime() + ".tmp");
    }

    /**
     * Renames the written {@code temp} over {@code real}: with the permissions {@code real} had, atomically where the
     * file system can, then forces the folder to disk.
     */
    public static void replace(Path temp, Path real) throws IOException {
        keepPermissions(real, temp);
        try {
            Files.move(temp, real, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, real, StandardCopyOption.REPLACE_EXISTING);
        }
        syncFolder(real.getParent());
    }

    private static void keepPermissions(Path old, Path fresh) throws IOException {
        PosixFileAttributeView from = Files.getFileAttributeView(old, PosixFileAttributeView.class);
        PosixFileAttributeView to = Files.getFileAttributeView(fresh, PosixFileAttributeView.class);
        if (from != null && to != null && Files.exists(old)) {
            to.setPermissions(from.readAttributes().permissions());
        }
    }

    /** Forces a folder's entries to disk where the platform allows opening a folder (POSIX); elsewhere nothing. */
    private static void syncFolder(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a folder as a channel; its rename is already durable once it returns
        }
    }
}
