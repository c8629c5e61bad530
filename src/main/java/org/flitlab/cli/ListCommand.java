package org.flitlab.cli;

import java.io.PrintWriter;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.CatalogEntry;
import org.flitlab.scenario.ComponentKind;
import org.flitlab.scenario.EnumNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code flitlab list}: the catalogue, every id a scenario file may name, with its parameters and their
 * defaults. The same {@link Catalog#standard()} the scenario reader and the GUI menus use.
 */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List every component a scenario may name, by kind, with its parameters and defaults.",
        footer = {"", "Examples:", "  flitlab list", "  flitlab list --kind routing"})
public final class ListCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--kind", paramLabel = "KIND", description = "Only this kind (topology, routing, selection, flow-control, switching, queueing, arbitration, vc-arbitration, router, end-to-end, arrivals, sizes, destinations).")
    private String kind;

    @Option(names = "--markdown", description = "Print Markdown tables (the catalogue section of docs/user-guide.md).")
    private boolean markdown;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Catalog catalog = Catalog.standard();
        List<ComponentKind> kinds = new ArrayList<>();
        if (kind == null) {
            kinds.addAll(List.of(ComponentKind.values()));
        } else {
            var k = ComponentKind.byId(kind);
            if (k.isEmpty()) {
                List<String> ids = List.of(ComponentKind.values()).stream().map(ComponentKind::id).toList();
                spec.commandLine().getErr().println("--kind " + kind + ": unknown kind; the kinds are " + String.join(", ", ids));
                return FlitLabCommand.INVALID_INPUT;
            }
            kinds.add(k.get());
        }
        if (markdown) {
            kinds.forEach(k -> printMarkdown(out, catalog, k));
            return FlitLabCommand.OK;
        }
        for (ComponentKind k : kinds) {
            out.println(k.id() + " (" + k.noun() + "):");
            for (CatalogEntry<?> e : catalog.entries(k)) {
                out.printf("  %-26s %s: %s%n", e.id(), e.displayName(), e.description());
                String params = parameters(e.defaults());
                if (!params.isEmpty()) {
                    out.printf("  %-26s   params: %s%n", "", params);
                }
            }
            out.println();
        }
        return FlitLabCommand.OK;
    }

    private static void printMarkdown(PrintWriter out, Catalog catalog, ComponentKind k) {
        out.println("### " + k.id() + " (" + k.noun() + ")");
        out.println();
        out.println("| id | name | what it is | parameters (defaults) |");
        out.println("|---|---|---|---|");
        for (CatalogEntry<?> e : catalog.entries(k)) {
            // The user guide is generated from this table, so every parameter is listed, however long the row.
            String params = parameters(e.defaults()).replace("|", "/");
            out.println("| `" + e.id() + "` | " + e.displayName() + " | " + e.description().replace("|", "/") + " | " + params + " |");
        }
        out.println();
    }

    /** "name=default, ..." for a parameter record; records list their components in declaration order. */
    static String parameters(Record defaults) {
        List<String> parts = new ArrayList<>();
        for (RecordComponent c : defaults.getClass().getRecordComponents()) {
            try {
                Object v = c.getAccessor().invoke(defaults);
                parts.add(c.getName() + "=" + fileText(v));
            } catch (ReflectiveOperationException ex) {
                parts.add(c.getName());
            }
        }
        return String.join(", ", parts);
    }

    /**
     * A default as a scenario file spells it, so that a value copied from the list reads back: enums lower case and
     * hyphenated ("right-switch", not the Java constant RIGHT_SWITCH), records in lists as their components (no Java
     * type name).
     */
    private static String fileText(Object v) {
        if (v instanceof Enum<?> e) {
            return EnumNames.of(e);
        }
        if (v instanceof List<?> l) {
            List<String> items = new ArrayList<>();
            l.forEach(item -> items.add(fileText(item)));
            return "[" + String.join(", ", items) + "]";
        }
        if (v instanceof Record r) {
            return "{" + parameters(r) + "}";
        }
        return String.valueOf(v);
    }
}
