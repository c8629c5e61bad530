package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.DestinationPatternFactory;
import org.junit.jupiter.api.Test;

class CatalogTest {
    private final Catalog catalog = Catalog.standard();

    @Test
    void everyKindTheStudiesNeedHasItsEntries() {
        assertTrue(catalog.ids(ComponentKind.TOPOLOGY).containsAll(List.of("mesh", "torus", "hypercube", "custom",
                "an1-torus", "an1-hypercube", "corefringe", "mstage", "floors", "floors-plus", "tandem", "parallel-lines",
                "c104-cube", "c104-grid", "c104-min", "myrinet-torus", "manhattan", "servernet-24", "fat-tree", "ring",
                "star", "random-regular")), "every study topology (issue 4) is in the catalogue: " + catalog.ids(ComponentKind.TOPOLOGY));
        assertEquals(List.of("shortest", "up-down", "dimension-order", "fixed", "universal", "source", "shortest-hop-classes", "destination-tag"), catalog.ids(ComponentKind.ROUTING));
        assertEquals(List.of("random-idle", "lowest-numbered", "least-recently-stopped", "static-pair", "round-robin"), catalog.ids(ComponentKind.SELECTION));
        assertEquals(List.of("credit", "stop-go", "stop-go-boundary", "stop-go-timeout", "deflection", "ubr", "abr-rrm", "abr-erica"), catalog.ids(ComponentKind.FLOW_CONTROL));
        assertEquals(List.of("cut-through", "store-and-forward", "atm"), catalog.ids(ComponentKind.SWITCHING));
        assertEquals(List.of("fifo", "voq"), catalog.ids(ComponentKind.QUEUEING));
        assertEquals(List.of("fcfs", "random", "round-robin", "transit-first"), catalog.ids(ComponentKind.ARBITRATION));
        assertEquals(List.of("round-robin", "priority"), catalog.ids(ComponentKind.VC_ARBITRATION));
        assertEquals(List.of("none", "static-window", "bursts", "request-response", "alternating-window", "packet-pair", "tcp-reno"),
                catalog.ids(ComponentKind.END_TO_END));
        assertEquals(List.of("poisson", "bernoulli", "on-off", "continuous", "fixed-count"), catalog.ids(ComponentKind.ARRIVALS));
        assertEquals(List.of("fixed", "bimodal", "exponential", "discrete"), catalog.ids(ComponentKind.SIZES));
        assertEquals(List.of("uniform", "client-server", "uniform-distance", "hot-spot", "flows", "bit-reversal", "transpose", "complement",
                "shuffle", "block-move", "middle-swap", "add-constant"), catalog.ids(ComponentKind.DESTINATIONS));
    }

    @Test
    void everyEntryMakesItsKindsProductFromItsDefaults() {
        Topology mesh = MeshTopology.build(MeshTopology.defaults());
        for (CatalogEntry<?> e : catalog.entries()) {
            Object product = e.createDefault();
            assertTrue(e.kind().productType().isInstance(product), e.kind() + " " + e.id());
            if (product instanceof RoutingFactory f && f.supports(mesh).isEmpty()) {
                assertFalse(f.create(mesh, 2) == null, e.id());
            }
            if (product instanceof DestinationPatternFactory f && f.supports(mesh).isEmpty()) {
                assertFalse(f.create(mesh) == null, e.id());
            }
        }
    }

    @Test
    void aTypoFindsTheNearestIdOfItsKind() {
        assertEquals(Optional.of("shortest"), catalog.nearestId(ComponentKind.ROUTING, "shortst"));
        assertEquals(Optional.of("up-down"), catalog.nearestId(ComponentKind.ROUTING, "updown"));
        assertEquals(Optional.of("dimension-order"), catalog.nearestId(ComponentKind.ROUTING, "dimension_order"));
        assertEquals(Optional.empty(), catalog.nearestId(ComponentKind.ROUTING, "valiant"), "nothing near enough to suggest");
        assertEquals("\"shortst\" is not a known routing algorithm; did you mean \"shortest\"? (known: shortest, up-down, dimension-order, fixed, universal, source, shortest-hop-classes, destination-tag)",
                catalog.unknownId(ComponentKind.ROUTING, "shortst"));
    }

    @Test
    void requireRefusesAnUnknownIdWithTheSuggestion() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> catalog.require(ComponentKind.SIZES, "bimodel"));
        assertTrue(e.getMessage().contains("did you mean \"bimodal\"?"), e.getMessage());
    }

    @Test
    void dimensionOrderSaysWhatItNeedsBeforeARun() {
        RoutingFactory dor = catalog.create(ComponentKind.ROUTING, catalog.defaultChoice(ComponentKind.ROUTING, "dimension-order"), RoutingFactory.class);
        Topology custom = CustomTopologyParams.defaults().build();
        assertTrue(dor.supports(custom).orElseThrow().startsWith("dimension order needs a grid, torus or cube"));
    }

    @Test
    void aCatalogRefusesTwoEntriesWithOneId() {
        CatalogEntry<?> credit = catalog.require(ComponentKind.FLOW_CONTROL, "credit");
        assertThrows(IllegalArgumentException.class, () -> new Catalog(List.of(credit, credit)));
    }

    @Test
    void idsAreLowerCaseAndHyphenated() {
        assertThrows(IllegalArgumentException.class, () -> new CatalogEntry<>(ComponentKind.SIZES, "Fixed_Size", "x", "y",
                NoParams.class, new NoParams(), p -> null));
        for (CatalogEntry<?> e : catalog.entries()) {
            assertTrue(e.id().matches("[a-z0-9]+(-[a-z0-9]+)*"), e.id());
        }
    }
}
