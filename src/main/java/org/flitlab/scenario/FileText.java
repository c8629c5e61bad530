package org.flitlab.scenario;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reads a scenario file's bytes as UTF-8 text, refusing in plain words what is not: a file over
 * {@value Limits#MAX_FILE_BYTES} bytes (before reading it), a UTF-16 or UTF-32 file (by its byte order mark or its
 * zero bytes), and a byte that is not UTF-8 ("the file is not UTF-8 text (byte 0xFF at offset 412)"). A UTF-8 byte
 * order mark is skipped. Stateless.
 */
public final class FileText {
    private FileText() {
    }

    /** Why a file cannot be read as scenario text; the message is for the user. */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The file's text.
     *
     * @throws Refused with a message for the user: too large, unreadable, or not UTF-8 text
     */
    public static String read(Path file) throws Refused {
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > Limits.MAX_FILE_BYTES) {
                throw new Refused("the file has " + size + " bytes; a scenario file may have at most " + Limits.MAX_FILE_BYTES
                        + " bytes (docs/scenario-format.md, Limits)");
            }
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readNBytes(Limits.MAX_FILE_BYTES + 1);
            }
        } catch (NoSuchFileException e) {
            throw new Refused("cannot read the file: it does not exist");
        } catch (IOException | SecurityException e) {
            throw new Refused("cannot read the file: " + (e.getMessage() == null ? "input/output error" : Limits.shown(e.getMessage())));
        }
        if (bytes.length > Limits.MAX_FILE_BYTES) {
            throw new Refused("the file has more than " + Limits.MAX_FILE_BYTES + " bytes; a scenario file may have at most "
                    + Limits.MAX_FILE_BYTES + " bytes (docs/scenario-format.md, Limits)");
        }
        return decode(bytes);
    }

    /** The bytes as UTF-8 text, without a byte order mark. */
    static String decode(byte[] bytes) throws Refused {
        String wide = wideEncoding(bytes);
        if (wide != null) {
            throw new Refused("the file is not UTF-8 text (it looks like " + wide + "); save it as UTF-8");
        }
        int start = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult r = decoder.decode(in, out, true);
        if (!r.isError()) {
            r = decoder.flush(out);
        }
        if (r.isError()) {
            int at = in.position();
            throw new Refused(String.format(Locale.ROOT, "the file is not UTF-8 text (byte 0x%02X at offset %d); save it as UTF-8",
                    bytes[at] & 0xFF, at));
        }
        return out.flip().toString();
    }

    /** "UTF-16" or "UTF-32" if the bytes start with such a byte order mark or have the zero bytes of one; else null. */
    private static String wideEncoding(byte[] b) {
        int n = b.length;
        if (n >= 4 && (b[0] == 0 && b[1] == 0 && (b[2] & 0xFF) == 0xFE && (b[3] & 0xFF) == 0xFF
                || (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE && b[2] == 0 && b[3] == 0)) {
            return "UTF-32";
        }
        if (n >= 2 && ((b[0] & 0xFF) == 0xFE && (b[1] & 0xFF) == 0xFF || (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE)) {
            return "UTF-16, it starts with a UTF-16 byte order mark";
        }
        if (n >= 2 && (b[0] == 0) != (b[1] == 0)) {
            return "UTF-16 without a byte order mark: every other byte is zero";
        }
        return null;
    }
}
