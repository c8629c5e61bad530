package org.flitlab.gui.charts;

import java.util.ArrayList;
import java.util.List;

/** The value lists the sweep panel reads: "0.1 0.2, 0.3" or from:to:step. Stateless. */
final class ValueLists {
    private ValueLists() {
    }

    /** Parses a value list ("0.1 0.2, 0.3" or "0.1:0.5:0.1" for from:to:step); ranges are checked by the caller. */
    static double[] parse(String text) {
        String t = text.trim();
        if (t.matches("[^:]+:[^:]+:[^:]+")) {
            String[] p = t.split(":");
            double from = Double.parseDouble(p[0].trim());
            double to = Double.parseDouble(p[1].trim());
            double step = Double.parseDouble(p[2].trim());
            if (!(step > 0) || to < from) {
                throw new IllegalArgumentException("values '" + t + "': step must be above 0 and 'to' at least 'from'");
            }
            List<Double> v = new ArrayList<>();
            for (int i = 0; from + i * step <= to + 1e-9 && i < 200; i++) {
                v.add(Math.round((from + i * step) * 1e9) / 1e9);
            }
            return v.stream().mapToDouble(Double::doubleValue).toArray();
        }
        String[] parts = t.split("[,;\\s]+");
        double[] v = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                v[i] = Double.parseDouble(parts[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("value '" + parts[i] + "' is not a number; write values like 0.1 0.2 0.3 or 0.1:0.5:0.1");
            }
        }
        return v;
    }
}
