package org.flitlab.gui.editor;

import java.util.function.BiConsumer;
import java.util.function.IntConsumer;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;

/**
 * The centre of the workbench: a canvas that draws the current {@link CanvasScene} and lets the user zoom (wheel,
 * about the pointer), pan (drag the background) and click nodes. Drawn in three stacked canvases so an animation
 * frame repaints only what moves: a static base (links, nodes, heat, routes), the per-snapshot frame (worms, busy
 * channels, buffers) and a static overlay (names, trees, legends). A new scene that differs only in its snapshot
 * repaints the frame layer; anything else, or a zoom, pan or resize, repaints all three. FX thread only.
 */
public final class NetworkCanvas extends Region {
    /** Pixels a press may move and still count as a click. */
    private static final double CLICK_SLOP = 4;

    /** Static layer: redrawn only when the view, layout, zoom/pan, heat map, routes or selection change. */
    private final Canvas base = new Canvas();
    /** Per-snapshot layer: worms, busy channels and buffer bars, the only one redrawn each animation frame. */
    private final Canvas frame = new Canvas();
    /** Static top layer (switch names, up*&#47;down* tree, legend); takes the mouse and the drag feedback. */
    private final Canvas canvas = new Canvas();
    private final CanvasTransform view = new CanvasTransform();
    private final LegendRoom legendRoom = new LegendRoom(new CanvasSurface(new Canvas().getGraphicsContext2D()));
    private final ObjectProperty<CanvasScene> scene = new SimpleObjectProperty<>();
    /** The channel tooltip (virtual channels, buffers, credits or stop/go) while a run is shown. */
    private final ChannelTooltip channelTip = new ChannelTooltip(canvas, scene::get, this::hoveredChannel);
    private final CanvasPicture picture = new CanvasPicture(canvas, scene::get, this::geometry);
    /** The room the readouts laid over the canvas take (the window binds it; none where there are none). */
    private final ReadoutClearance readouts = new ReadoutClearance(this::redraw);
    /** Screen positions for the current view, reused by every frame until zoom, pan, size or layout change. */
    private ScreenGeometry geometry;
    private CanvasSurface frameSurface;
    private double frameScale;
    private IntConsumer onNodeClicked = n -> { };
    private BiConsumer<Double, Double> onBackgroundClicked = (x, y) -> { };
    private NodeDrag onNodeDragged = (n, x, y) -> { };
    private double pressX;
    private double pressY;
    private double lastX;
    private double lastY;
    private int pressedNode = -1;
    private boolean dragNodes;
    private boolean banding;
    private java.util.function.LongConsumer onWormClicked;
    private IntConsumer onLinkClicked;
    private NodeDrag onNodeDropped = (n, x, y) -> { };
    private RubberBand onRubberBand = (x0, y0, x1, y1) -> { };
    /** The link picked with the Select tool, outlined on the top layer (never in exports); -1 for none. */
    private int selectedLink = -1;

    /** Receives a rubber-band rectangle in layout units when a Shift-drag on the background ends. */
    @FunctionalInterface
    public interface RubberBand {
        void selected(double x0, double y0, double x1, double y1);
    }

    /** Moves a node to a layout position while it is dragged. */
    @FunctionalInterface
    public interface NodeDrag {
        void moved(int node, double layoutX, double layoutY);
    }

    public NetworkCanvas() {
        setId("network-canvas");
        getStyleClass().add("network-canvas");
        base.setMouseTransparent(true);
        frame.setMouseTransparent(true);
        getChildren().addAll(base, frame, canvas);
        scene.addListener((o, was, now) -> {
            if (was == null || now == null || was.layout() != now.layout()) {
                view.resetZoom();
            }
            if (was != null && now != null && sameStatic(was, now)) {
                redrawFrame();
            } else {
                redraw();
            }
        });
        canvas.addEventHandler(ScrollEvent.SCROLL, e -> {
            view.zoomAbout(e.getDeltaY() > 0 ? 1.15 : 1 / 1.15, e.getX(), e.getY());
            redraw();
        });
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
    }

    private void pressed(MouseEvent e) {
        pressX = lastX = e.getX();
        pressY = lastY = e.getY();
        pressedNode = nodeAt(e.getX(), e.getY());
        banding = pressedNode < 0 && e.isShiftDown();
    }

    private void dragged(MouseEvent e) {
        if (pressedNode >= 0 && dragNodes) {
            onNodeDragged.moved(pressedNode, view.layoutX(e.getX()), view.layoutY(e.getY()));
            redraw();
            DragFeedback.nodeRing(canvas, e.getX(), e.getY());
        } else if (banding) {
            redraw();
            DragFeedback.rubberBand(canvas, pressX, pressY, e.getX(), e.getY());
        } else {
            view.pan(e.getX() - lastX, e.getY() - lastY);
            redraw();
        }
        lastX = e.getX();
        lastY = e.getY();
    }

    private void released(MouseEvent e) {
        boolean click = Math.hypot(e.getX() - pressX, e.getY() - pressY) <= CLICK_SLOP && e.getButton() == MouseButton.PRIMARY;
        if (!click && pressedNode >= 0 && dragNodes) {
            onNodeDropped.moved(pressedNode, view.layoutX(e.getX()), view.layoutY(e.getY()));
        } else if (!click && banding) {
            onRubberBand.selected(view.layoutX(pressX), view.layoutY(pressY), view.layoutX(e.getX()), view.layoutY(e.getY()));
            redraw();
        }
        banding = false;
        if (click) {
            int n = nodeAt(e.getX(), e.getY());
            long worm = n >= 0 ? -1 : wormAt(e.getX(), e.getY());
            if (n >= 0) {
                onNodeClicked.accept(n);
            } else if (worm >= 0 && onWormClicked != null) {
                onWormClicked.accept(worm);
            } else if (onLinkClicked != null && linkAt(e.getX(), e.getY()) >= 0) {
                onLinkClicked.accept(linkAt(e.getX(), e.getY()));
            } else {
                onBackgroundClicked.accept(view.layoutX(e.getX()), view.layoutY(e.getY()));
            }
        }
        pressedNode = -1;
    }

    /**
     * What hovering at canvas point (x, y) explains while a run is shown: the channel there, its virtual channels'
     * owners, buffer fill and credits or stop/go state; null (no tooltip) elsewhere or before a run.
     */
    public String hoverText(double x, double y) {
        return channelTip.textAt(x, y);
    }

    /** The channel drawn at canvas point (x, y), or -1 there and over a node (the node, not its links, is hovered). */
    private int hoveredChannel(double x, double y) {
        CanvasScene s = scene.get();
        if (s == null || canvas.getWidth() < 1 || nodeAt(x, y) >= 0) {
            return -1;
        }
        return geometry(s, canvas.getWidth(), canvas.getHeight()).channelAt(x, y, 6 * s.scale());
    }

    /** The node drawn at canvas point (x, y), or -1. */
    public int nodeAt(double x, double y) {
        CanvasScene s = scene.get();
        if (s == null) {
            return -1;
        }
        NetworkLayout layout = s.layout();
        // Where the painters drew each node (a host may sit further out than its layout position).
        ScreenGeometry g = geometry(s, canvas.getWidth(), canvas.getHeight());
        int best = -1;
        double bestDistance = Double.MAX_VALUE;
        for (int n = 0; n < layout.topology().nodeCount(); n++) {
            double d = Math.hypot(g.x(n) - x, g.y(n) - y);
            double reach = (layout.topology().isSwitch(n) ? 16 : 9) * s.scale();
            if (d <= reach && d < bestDistance) {
                best = n;
                bestDistance = d;
            }
        }
        return best;
    }

    /** The link one of whose drawn lanes (in either direction) passes within 6 pixels of canvas point (x, y), or -1. */
    public int linkAt(double x, double y) {
        CanvasScene s = scene.get();
        if (s == null) {
            return -1;
        }
        // Sampled along the drawn curves, so a wrap link's arc is hit where it is drawn, not on its chord.
        int c = geometry(s, canvas.getWidth(), canvas.getHeight()).channelAt(x, y, 6 * s.scale());
        return c < 0 ? -1 : c / 2;
    }

    /** Sets what clicking a link does; null leaves link clicks to the background. */
    public void setOnLinkClicked(IntConsumer handler) {
        onLinkClicked = handler;
    }

    /**
     * Canvas x of {@code node}'s centre where it is drawn (for tests and tools): a host on a small canvas is drawn
     * further out than its layout place, clear of its switch ({@link ScreenGeometry}), and a click at its layout
     * place picked the switch.
     */
    public double screenX(int node) {
        return geometry(scene.get(), canvas.getWidth(), canvas.getHeight()).x(node);
    }

    /** Canvas y of {@code node}'s centre where it is drawn. */
    public double screenY(int node) {
        return geometry(scene.get(), canvas.getWidth(), canvas.getHeight()).y(node);
    }

    public void setOnNodeClicked(IntConsumer handler) {
        onNodeClicked = handler;
    }

    public void setOnBackgroundClicked(BiConsumer<Double, Double> handler) {
        onBackgroundClicked = handler;
    }

    /** Sets what dragging a node does; nodes are dragged only while {@link #setDragNodes} is on. */
    public void setOnNodeDragged(NodeDrag handler) {
        onNodeDragged = handler;
    }

    /** The packet id of the worm drawn at canvas point (x, y), or -1. */
    public long wormAt(double x, double y) {
        CanvasScene s = scene.get();
        if (s == null) {
            return -1;
        }
        return new TrafficPainter(new CanvasSurface(canvas.getGraphicsContext2D()), geometry(s, canvas.getWidth(), canvas.getHeight()), s)
                .wormAt(x, y, 10 * s.scale());
    }

    /** Sets what clicking a worm does (Select tool); null leaves worm clicks to the background. */
    public void setOnWormClicked(java.util.function.LongConsumer handler) {
        onWormClicked = handler;
    }

    /** Sets what releasing a dragged node does (the editor's undoable move). */
    public void setOnNodeDropped(NodeDrag handler) {
        onNodeDropped = handler;
    }

    public void setOnRubberBand(RubberBand handler) {
        onRubberBand = handler;
    }

    /** Canvas point to layout units (for tests and tools). */
    public double layoutX(double canvasX) {
        return view.layoutX(canvasX);
    }

    public double layoutY(double canvasY) {
        return view.layoutY(canvasY);
    }

    public void setDragNodes(boolean on) {
        dragNodes = on;
    }

    /**
     * Outlines link {@code linkId} as selected (-1: none), so the user sees which link Delete would remove. Drawn
     * by the window only: exported pictures leave the selection out.
     */
    public void setSelectedLink(int linkId) {
        if (linkId != selectedLink) {
            selectedLink = linkId;
            redraw();
        }
    }

    /** Back to the fitted view (View &gt; Fit). */
    public void fitView() {
        view.resetZoom();
        redraw();
    }

    /** The current zoom factor, 1 when fitted. */
    public double zoom() {
        return view.zoom();
    }

    public ObjectProperty<CanvasScene> drawingProperty() {
        return scene;
    }

    /** The height of the readouts over the canvas's bottom edge, kept clear; bound by the window (it follows the font). */
    public DoubleProperty readoutBandProperty() {
        return readouts.band();
    }

    /** The width of the readouts' column at the left, which the fit keeps clear; bound by the window. */
    public DoubleProperty readoutColumnProperty() {
        return readouts.column();
    }

    /** The readouts' band and column the static layers were drawn with (for tests that rebuild the drawing). */
    double[] drawnReadouts() {
        return new double[] {readouts.drawnBand(), readouts.drawnColumn()};
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            for (Canvas c : new Canvas[] {base, frame, canvas}) {
                c.setWidth(w);
                c.setHeight(h);
            }
            redraw();
        }
    }

    /** Whether two scenes differ at most in their snapshot's dynamic parts, so only the frame layer needs drawing. */
    private static boolean sameStatic(CanvasScene a, CanvasScene b) {
        return a.withSnapshot(null).equals(b.withSnapshot(null)) && (a.snapshot() == null) == (b.snapshot() == null);
    }

    /** Draws only the per-snapshot layer (worms, busy channels, buffers) over the cached static layers. */
    public void redrawFrame() {
        CanvasScene s = scene.get();
        double w = frame.getWidth();
        double h = frame.getHeight();
        if (s == null || w < 1 || h < 1) {
            frame.getGraphicsContext2D().clearRect(0, 0, w, h);
            return;
        }
        new TrafficPainter(frameSurface(), geometry(s, w, h), s).paint(w, h, true);
    }

    /** The moving layer's surface, kept from frame to frame so its stamps (heads, names) are drawn only once. */
    private CanvasSurface frameSurface() {
        double scale = getScene() == null || getScene().getWindow() == null ? 1 : getScene().getWindow().getRenderScaleX();
        if (frameSurface == null || frameScale != scale) {
            frameSurface = new CanvasSurface(frame.getGraphicsContext2D(), scale);
            frameScale = scale;
        }
        return frameSurface;
    }

    /**
     * The screen positions of {@code s} fitted to a {@code w} x {@code h} canvas with the current zoom and pan:
     * the cached ones while the view and layout are unchanged (every animation frame), else computed afresh.
     */
    ScreenGeometry geometry(CanvasScene s, double w, double h) {
        legendRoom.fit(view, s, w, h, readouts.drawnBand(), readouts.drawnColumn());
        if (geometry == null || !geometry.fits(s.layout(), view, s.scale(), s.lanes())) {
            geometry = ScreenGeometry.of(s.layout(), view, s.scale(), s.lanes());
        }
        return geometry;
    }

    /** The whole drawing as an SVG document ({@link CanvasPicture#svg}), or null with no size or nothing to draw. */
    public String svg() {
        return picture.svg();
    }

    /** The whole drawing as one image for File &gt; Export ({@link CanvasPicture#image}), or null with no size yet. */
    public javafx.scene.image.WritableImage image() {
        return picture.image();
    }

    /** Draws the scene now. */
    public void redraw() {
        CanvasScene s = scene.get();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        for (Canvas c : new Canvas[] {base, frame, canvas}) {
            c.getGraphicsContext2D().clearRect(0, 0, w, h);
        }
        if (s == null || w < 1 || h < 1) {
            canvas.setOpacity(1);
            return;
        }
        ScreenGeometry g = geometry(s, w, h);
        new NetworkPainter(new CanvasSurface(base.getGraphicsContext2D()), g, s).paintBase(w, h);
        new TrafficPainter(frameSurface(), g, s).paint(w, h, false);
        CanvasSurface top = new CanvasSurface(canvas.getGraphicsContext2D());
        new NetworkPainter(top, g, s).paintOverlay(w, h, readouts.drawnBand(), readouts.drawnColumn());
        boolean link = selectedLink >= 0 && 2 * selectedLink + 1 < g.channels();
        if (link) {
            NetworkPainter.paintSelectedLink(top, g, selectedLink, s.scale());
        }
        // An empty overlay is not composited at all (opacity 0 skips it), yet it still takes the mouse.
        canvas.setOpacity(NetworkPainter.hasOverlay(s) || link ? 1 : 0);
    }
}
