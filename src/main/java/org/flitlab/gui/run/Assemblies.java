package org.flitlab.gui.run;

import java.util.LinkedHashMap;
import java.util.Map;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;

/**
 * The assemblies of the last few scenarios, so that a large network assembled once (off the FX thread, when a
 * file opens) is not assembled again for the canvas, the animation and the routing view. An assembly is immutable
 * and thread-safe, and depends only on its scenario. Thread-safe.
 */
public final class Assemblies {
    private static final int KEPT = 4;
    private static final Map<Scenario, ScenarioAssembly> CACHE = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Scenario, ScenarioAssembly> eldest) {
            return size() > KEPT;
        }
    };

    private Assemblies() {
    }

    /** The assembly of {@code s} (runnable or not), made once while it is among the last few used. */
    public static ScenarioAssembly of(Scenario s) {
        synchronized (CACHE) {
            ScenarioAssembly a = CACHE.get(s);
            if (a != null) {
                return a;
            }
        }
        ScenarioAssembly a = ScenarioAssembly.of(s);
        synchronized (CACHE) {
            CACHE.put(s, a);
        }
        return a;
    }
}
