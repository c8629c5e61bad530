package org.flitlab.gui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;

/**
 * The parameters the inspector edits, as text fields, with validation: a value that does not parse or is out of
 * range is reported in {@link #errorProperty()} with its name, value and what is allowed, and nothing is applied.
 * {@link #show} fills the fields from a setup; {@link #validated} builds the edited setup. FX thread only.
 */
public final class InspectorModel {
    private final ObjectProperty<RoutingChoice> routing = new SimpleObjectProperty<>();
    private final StringProperty offeredLoad = new SimpleStringProperty("");
    private final StringProperty packetFlits = new SimpleStringProperty("");
    private final StringProperty bufferFlits = new SimpleStringProperty("");
    private final StringProperty seed = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");

    /** Shows {@code s}'s values and clears any error. */
    public void show(NetworkSetup s) {
        routing.set(RoutingChoice.standard().stream().filter(r -> r.id().equals(s.routing().id())).findFirst()
                .orElse(s.routing()));
        offeredLoad.set(format(s.offeredLoad()));
        packetFlits.set(Integer.toString(s.packetFlits()));
        bufferFlits.set(Integer.toString(s.config().bufferFlits()));
        seed.set(Long.toString(s.seed()));
        error.set("");
    }

    private static String format(double v) {
        String t = String.format(Locale.ROOT, "%.4f", v);
        return t.replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    /**
     * The setup {@code base} becomes with the edited fields, or empty with {@link #errorProperty()} saying every
     * problem.
     */
    public Optional<NetworkSetup> validated(NetworkSetup base) {
        List<String> problems = new ArrayList<>();
        double load = parseDouble("offered load", offeredLoad.get(), problems);
        int flits = (int) parseLong("packet length", packetFlits.get(), problems);
        int buffer = (int) parseLong("buffer", bufferFlits.get(), problems);
        long s = parseLong("seed", seed.get(), problems);
        if (problems.isEmpty() && !(load > 0 && load <= 1)) {
            problems.add("offered load is " + offeredLoad.get().trim() + "; it must be above 0 and at most 1 flit/tick per host");
        }
        if (problems.isEmpty() && (flits < 1 || flits > 4096)) {
            problems.add("packet length is " + flits + "; it must be from 1 to 4096 flits");
        }
        if (problems.isEmpty() && (buffer < 1 || buffer > 4096)) {
            problems.add("buffer is " + buffer + "; it must be from 1 to 4096 flits");
        }
        RoutingChoice r = routing.get();
        if (problems.isEmpty() && r != null) {
            r.supports(base.topology()).ifPresent(why -> problems.add(r.displayName() + ": " + why));
        }
        if (!problems.isEmpty()) {
            error.set(String.join("\n", problems));
            return Optional.empty();
        }
        error.set("");
        NetworkSetup next = base.withOfferedLoad(load).withPacketFlits(flits).withSeed(s)
                .withConfig(base.config().withBufferFlits(buffer));
        // The same routing id keeps the open routing itself (an up*/down* tree from another root stays rooted there).
        return Optional.of(r == null || r.equals(base.routing()) ? next : next.withRouting(r));
    }

    private static double parseDouble(String name, String text, List<String> problems) {
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            problems.add(name + " is '" + text.trim() + "'; it must be a number such as 0.25");
            return Double.NaN;
        }
    }

    private static long parseLong(String name, String text, List<String> problems) {
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            problems.add(name + " is '" + text.trim() + "'; it must be a whole number");
            return 0;
        }
    }

    public ObjectProperty<RoutingChoice> routingProperty() {
        return routing;
    }

    public StringProperty offeredLoadProperty() {
        return offeredLoad;
    }

    public StringProperty packetFlitsProperty() {
        return packetFlits;
    }

    public StringProperty bufferFlitsProperty() {
        return bufferFlits;
    }

    public StringProperty seedProperty() {
        return seed;
    }

    /** Every problem of the last validation, one per line; empty when the fields are valid. */
    public StringProperty errorProperty() {
        return error;
    }
}
