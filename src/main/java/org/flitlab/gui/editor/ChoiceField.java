package org.flitlab.gui.editor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.CatalogEntry;
import org.flitlab.scenario.EnumNames;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * The inspector's field for one catalogue choice: the chosen id (from every id the catalogue lists for the kind)
 * and a text field per parameter of that entry. Choosing another id shows that entry's parameters at their
 * defaults; the scenario's own id shows its own values. FX thread only.
 */
public final class ChoiceField {
    private final InspectorSlot slot;
    private final StringProperty id = new SimpleStringProperty("");
    private final ObservableList<InspectorModel.ParamField> params = FXCollections.observableArrayList();
    private Scenario shown;

    ChoiceField(InspectorSlot slot) {
        this.slot = slot;
        id.addListener((o, was, now) -> refill(now));
    }

    /** Shows the choice {@code s} makes. */
    void show(Scenario s) {
        shown = s;
        String now = ScenarioJson.valueAt(s, slot.idPath()).orElse("");
        if (now.equals(id.get())) {
            refill(now);
        } else {
            id.set(now);
        }
    }

    /** The parameter fields of {@code chosen}, filled from the scenario if it is the scenario's own choice. */
    private void refill(String chosen) {
        List<InspectorModel.ParamField> old = List.copyOf(params);
        if (!slot.withParams() || shown == null || chosen == null || chosen.isBlank()) {
            params.clear();
            return;
        }
        Scenario with = shown;
        if (!chosen.equals(ScenarioJson.valueAt(shown, slot.idPath()).orElse(""))) {
            // Where the new entry's defaults do not fit the rest of the scenario yet, the catalogue's defaults show.
            ReadResult r = ScenarioJson.withOverride(shown, slot.idPath(), chosen);
            with = r.isValid() ? r.scenario() : null;
        }
        var entry = Catalog.standard().find(slot.kind(), chosen);
        if (entry.isEmpty()) {
            params.clear();
            return;
        }
        List<InspectorModel.ParamField> next = new ArrayList<>();
        for (var c : entry.get().paramsType().getRecordComponents()) {
            String path = slot.path() + ".params." + c.getName();
            String text = with == null ? defaultText(entry.get(), c.getName()) : ScenarioJson.valueAt(with, path).orElse("");
            InspectorModel.ParamField f = new InspectorModel.ParamField(label(c.getName()), path, ParamEditors.optionsOf(c.getType()));
            f.text().set(text);
            next.add(f);
        }
        // The same fields keep their text fields (and focus): only their values change.
        if (next.stream().map(InspectorModel.ParamField::path).toList().equals(old.stream().map(InspectorModel.ParamField::path).toList())) {
            for (int i = 0; i < next.size(); i++) {
                old.get(i).text().set(next.get(i).text().get());
            }
        } else {
            params.setAll(next);
        }
    }

    private static String defaultText(CatalogEntry<?> e, String component) {
        try {
            for (var c : e.paramsType().getRecordComponents()) {
                if (c.getName().equals(component)) {
                    Object v = c.getAccessor().invoke(e.defaults());
                    // As a scenario file spells it, so that the text reads back ("right-switch", not "right_switch").
                    return v == null ? "" : v instanceof Enum<?> en ? EnumNames.of(en) : v.toString().toLowerCase(Locale.ROOT);
                }
            }
        } catch (ReflectiveOperationException ex) {
            return "";
        }
        return "";
    }

    /** "offeredLoad" reads "offered load" (the inspector's parameter names, and a sweep's own swept path). */
    public static String label(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
    }

    /**
     * The overrides that make {@code base} show this field: the id if it changed (which resets the parameters to
     * the entry's defaults), then each parameter; a blank parameter takes its default.
     */
    Map<String, String> overrides(Scenario base) {
        Map<String, String> o = new LinkedHashMap<>();
        String was = ScenarioJson.valueAt(base, slot.idPath()).orElse("");
        boolean changed = !id.get().equals(was);
        if (changed) {
            o.put(slot.idPath(), id.get());
        }
        for (InspectorModel.ParamField f : params) {
            String text = f.text().get().trim();
            String before = ScenarioJson.valueAt(base, f.path()).orElse(null);
            if (changed || !text.equals(before)) {
                o.put(f.path(), text.isEmpty() ? "null" : text);
            }
        }
        return o;
    }

    public InspectorSlot slot() {
        return slot;
    }

    /** The chosen catalogue id. */
    public StringProperty idProperty() {
        return id;
    }

    /** The ids the catalogue lists for this kind, in catalogue order. */
    public List<String> ids() {
        return Catalog.standard().ids(slot.kind());
    }

    /** The chosen entry's parameters. */
    public ObservableList<InspectorModel.ParamField> params() {
        return params;
    }
}
