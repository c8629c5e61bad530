package org.flitlab.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.topology.small.TandemTopology;
import org.junit.jupiter.api.Test;

class FlowSpecTest {
    private final Topology tandem = TandemTopology.build(TandemTopology.defaults());

    @Test
    void hostsAreFoundByName() {
        FlowSpec f = FlowSpec.between(tandem, "s2-d", "s2", "d");
        assertEquals(1, f.sourceHost());
        assertEquals(2, f.destinationHost());
        assertFalse(f.hasFixedRoute());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FlowSpec.hostIndexOf(tandem, "sw0"));
        assertTrue(e.getMessage().contains("'sw0' is not a host"), e.getMessage());
    }

    @Test
    void aFixedRouteMustRunFromTheSendersSwitchToTheReceiversOverLinks() {
        new FlowSpec("ok", 0, 2, List.of(0, 1, 2, 3, 4)).checkOn(tandem);
        assertThrows(IllegalArgumentException.class,
                () -> new FlowSpec("skips", 0, 2, List.of(0, 2, 3, 4)).checkOn(tandem));
        assertThrows(IllegalArgumentException.class,
                () -> new FlowSpec("short", 0, 2, List.of(0, 1, 2, 3)).checkOn(tandem));
        assertThrows(IllegalArgumentException.class, () -> new FlowSpec("self", 1, 1));
    }
}
