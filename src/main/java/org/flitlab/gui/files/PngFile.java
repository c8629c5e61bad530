package org.flitlab.gui.files;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javax.imageio.ImageIO;
import org.flitlab.report.AtomicFiles;

/**
 * Writes a JavaFX image (a canvas snapshot) as a PNG file without javafx-swing: the pixels are copied into a
 * {@link BufferedImage} and encoded by ImageIO (stack.md section 5). The file is replaced atomically, so a failed
 * export leaves any earlier file whole. Stateless; call from any thread once the image is taken.
 */
public final class PngFile {
    private PngFile() {
    }

    /**
     * Writes {@code image} to {@code target}.
     *
     * @throws IllegalArgumentException if the image is null or empty
     * @throws IOException              if the file cannot be written
     */
    public static void write(Image image, Path target) throws IOException {
        if (image == null || image.getWidth() < 1 || image.getHeight() < 1) {
            throw new IllegalArgumentException("image is " + (image == null ? "null" : "empty")
                    + "; there must be a drawn canvas to export");
        }
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        AtomicFiles.write(target, stream -> {
            if (!ImageIO.write(out, "png", stream)) {
                throw new IOException("no PNG writer in this Java runtime");
            }
        });
    }
}
