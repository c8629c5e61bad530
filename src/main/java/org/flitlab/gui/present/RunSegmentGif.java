package org.flitlab.gui.present;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import org.flitlab.gui.editor.CanvasScene;
import org.flitlab.gui.editor.SlidePicture;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.network.Engine;

/**
 * A run segment as an animated GIF for a slide: a fresh network of the scenario (a run depends only on its scenario
 * and seed, so it reaches the tick on screen exactly as the window's run did) is simulated to the first tick, then
 * one frame is drawn every {@code ticksPerFrame} ticks by the canvas's painters, with the tick written in the
 * corner. The GIF loops forever (the NETSCAPE2.0 extension). javax.imageio's GIF writer reduces each frame to its
 * own 256-colour palette. Any thread but the FX thread (it is slow); one instance per export.
 *
 * @param setup         the scenario's assembled network
 * @param scene         what the canvas draws (layout, overlays, scale); its snapshot is replaced frame by frame
 * @param fromTick      the first frame's tick
 * @param frames        how many frames, at least 1
 * @param ticksPerFrame ticks simulated between two frames, at least 1
 * @param width         frame width in pixels
 * @param height        frame height in pixels
 * @param delayMillis   how long each frame shows
 */
public record RunSegmentGif(NetworkSetup setup, CanvasScene scene, long fromTick, int frames, int ticksPerFrame,
                            int width, int height, int delayMillis) {

    public RunSegmentGif {
        if (frames < 1 || ticksPerFrame < 1 || fromTick < 0) {
            throw new IllegalArgumentException("frames is " + frames + ", ticks per frame " + ticksPerFrame
                    + " and the first tick " + fromTick + "; frames and ticks per frame must be at least 1, the tick at least 0");
        }
    }

    /** The tick of the last frame. */
    public long lastTick() {
        return fromTick + (long) (frames - 1) * ticksPerFrame;
    }

    /**
     * Simulates and writes the GIF to {@code target} (atomically: a cancelled or failed export leaves no file).
     * {@code progress} receives the number of frames written after each; {@code cancelled} is asked between frames.
     *
     * @throws CancellationException when {@code cancelled} said so
     */
    public void write(Path target, IntConsumer progress, BooleanSupplier cancelled) throws IOException {
        Engine network = setup.build();
        network.advance(fromTick);
        org.flitlab.report.AtomicFiles.write(target, out -> encode(network, out, progress, cancelled));
    }

    private void encode(Engine network, OutputStream out, IntConsumer progress, BooleanSupplier cancelled) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            IIOMetadata meta = frameMetadata(writer);
            writer.prepareWriteSequence(null);
            for (int f = 0; f < frames; f++) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("the export was cancelled");
                }
                long tick = fromTick + (long) f * ticksPerFrame;
                if (network.tick() < tick && !network.isDeadlocked()) {
                    network.advance(tick);
                }
                writer.writeToSequence(new IIOImage(frame(network, tick), null, meta), writer.getDefaultWriteParam());
                progress.accept(f + 1);
            }
            writer.endWriteSequence();
        } finally {
            writer.dispose();
        }
    }

    /** One frame: the scene with the network's snapshot now, and the tick in the top left corner. */
    private BufferedImage frame(Engine network, long tick) {
        BufferedImage image = SlidePicture.image(scene.withSnapshot(network.snapshot()), width, height);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(java.awt.RenderingHints.KEY_TEXT_ANTIALIASING, java.awt.RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.round(12 * scene.scale())));
            g.setColor(new Color(0x30343a));
            g.drawString(String.format(Locale.ROOT, "tick %,d", tick), 12, 12 + g.getFontMetrics().getAscent());
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Each frame's GIF metadata: shown {@code delayMillis}, not disposed, and (on the first) loop forever. */
    private IIOMetadata frameMetadata(ImageWriter writer) throws IOException {
        ImageTypeSpecifier type = ImageTypeSpecifier.createFromBufferedImageType(BufferedImage.TYPE_INT_RGB);
        IIOMetadata meta = writer.getDefaultImageMetadata(type, writer.getDefaultWriteParam());
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode control = new IIOMetadataNode("GraphicControlExtension");
        control.setAttribute("disposalMethod", "none");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", Integer.toString(Math.max(1, delayMillis / 10)));
        control.setAttribute("transparentColorIndex", "0");
        root.appendChild(control);
        IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
        loop.setAttribute("applicationID", "NETSCAPE");
        loop.setAttribute("authenticationCode", "2.0");
        loop.setUserObject(new byte[] {1, 0, 0});
        IIOMetadataNode extensions = new IIOMetadataNode("ApplicationExtensions");
        extensions.appendChild(loop);
        root.appendChild(extensions);
        meta.setFromTree(format, root);
        return meta;
    }
}
