package org.flitlab.gui.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.flitlab.gui.editor.ChoiceField;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.SweepSpec;

/**
 * A value the experiment panel can sweep, named by its scenario path as a scenario's own sweep section names it
 * (e.g. {@code network.bufferFlits}); each point is the scenario with that path overridden, so the simulation
 * and its validation are the command line's. Offered load is a fraction in (0, 1]; the others are whole numbers
 * of at least 1. Immutable.
 *
 * @param label   what the panel and the chart's x axis show
 * @param path    the scenario path set at each point
 * @param integer whether the values are whole numbers
 */
public record SweptParameter(String label, String path, boolean integer) {
    /** The default: offered load, flits/tick per host. */
    public static final SweptParameter OFFERED_LOAD = new SweptParameter("Offered load", SweepSpec.OFFERED_LOAD, false);

    /**
     * The choices for {@code scenario}: load, packet length, buffer size, virtual channels, the window if it has one,
     * and the parameter its own sweep section names.
     */
    public static List<SweptParameter> choices(Scenario scenario) {
        List<SweptParameter> out = new ArrayList<>(List.of(OFFERED_LOAD,
                new SweptParameter("Packet length (flits)", "traffic.sizes.params.flits", true),
                new SweptParameter("Buffer size (flits)", "network.bufferFlits", true),
                new SweptParameter("Virtual channels", "network.virtualChannels", true)));
        if (scenario != null && ScenarioJson.valueAt(scenario, "endToEnd.params.window").isPresent()) {
            out.add(new SweptParameter("End-to-end window (packets)", "endToEnd.params.window", true));
        }
        // A file's own swept path (a sample sweeping the network's size) is a choice too, so the box shows it.
        if (scenario != null && out.stream().noneMatch(p -> p.path().equals(scenario.sweep().parameter()))) {
            out.add(of(scenario.sweep().parameter()));
        }
        return out;
    }

    /** The choice of {@code path} among the standard ones, else a parameter labelled by its path (a file's own). */
    public static SweptParameter of(String path) {
        return choices(null).stream().filter(p -> p.path().equals(path)).findFirst()
                .orElseGet(() -> path.equals("endToEnd.params.window") ? new SweptParameter("End-to-end window (packets)", path, true)
                        : new SweptParameter(ownLabel(path), path, false));
    }

    /** "topology.params.terminals" reads "terminals (topology)": the name, then where in the scenario it sits. */
    private static String ownLabel(String path) {
        String[] parts = path.split("\\.");
        String name = ChoiceField.label(parts[parts.length - 1]);
        return parts.length == 1 ? name : name + " (" + parts[0] + ")";
    }

    /** Whether this is the offered load. */
    public boolean isLoad() {
        return path.equals(SweepSpec.OFFERED_LOAD);
    }

    /** The name the sweep plan and the results files give the parameter. */
    public String planName() {
        return isLoad() ? "offeredLoad" : path;
    }

    /** The override text of {@code value} for {@link #path}. */
    public String text(double value) {
        return integer ? Long.toString(Math.round(value)) : ScenarioJson.text(value);
    }

    /**
     * The values of {@code text}: a list (4 8 16) or from:to:step.
     *
     * @throws IllegalArgumentException naming the value that is not a number or out of range
     */
    public double[] parse(String text) {
        double[] v = ValueLists.parse(text);
        for (double x : v) {
            if (isLoad() && !(x > 0 && x <= 1)) {
                throw new IllegalArgumentException("load " + ScenarioJson.text(x) + " is out of range; each must be above 0 and at most 1 flit/tick per host");
            }
            if (integer && (x < 1 || x != Math.rint(x))) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "%s %s is not allowed; each must be a whole number of at least 1",
                        label.toLowerCase(Locale.ROOT), ScenarioJson.text(x)));
            }
        }
        return v;
    }

    @Override
    public String toString() {
        return label;
    }
}
