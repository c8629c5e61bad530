package org.flitlab.scenario;

import java.util.Objects;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * One component of the {@link Catalog}: its stable id, written into scenario files and never renamed; a display
 * name for menus; a one-line description for {@code flitlab list}; its typed parameter record with the default
 * values; and the factory that turns parameters into the component. Immutable; thread-safe if the factory is.
 *
 * @param kind        what sort of component this is
 * @param id          lower case, hyphenated ("least-recently-stopped"); unique within its kind
 * @param displayName name for menus ("Least recently stopped")
 * @param description one line: what it is and the study it comes from
 * @param paramsType  the parameter record class; a file's {@code params} object has exactly its components
 * @param defaults    the parameters used where a file leaves a key out
 * @param factory     makes the component, of type {@link ComponentKind#productType()}, from its parameters
 * @param <P>         the parameter record type
 */
public record CatalogEntry<P extends Record>(ComponentKind kind, String id, String displayName, String description,
                                             Class<P> paramsType, P defaults, Function<? super P, ?> factory) {
    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    public CatalogEntry {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(paramsType, "paramsType");
        Objects.requireNonNull(factory, "factory");
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("id is '" + id + "'; it must be lower case words joined by hyphens");
        }
        if (displayName == null || displayName.isBlank()) {
            throw new IllegalArgumentException("displayName of '" + id + "' is blank; give a name for menus");
        }
        if (description == null || description.isBlank()) {
            throw new IllegalArgumentException("description of '" + id + "' is blank; give one line");
        }
        if (!paramsType.isInstance(defaults)) {
            throw new IllegalArgumentException("defaults of '" + id + "' is " + defaults + "; it must be a " + paramsType.getSimpleName());
        }
    }

    /**
     * Makes the component from {@code params}.
     *
     * @throws IllegalArgumentException if {@code params} is not of {@link #paramsType()}, or the factory refuses them
     */
    public Object create(Record params) {
        if (!paramsType.isInstance(params)) {
            throw new IllegalArgumentException("params of " + kind.noun() + " '" + id + "' are a "
                    + (params == null ? "null" : params.getClass().getSimpleName()) + "; they must be a " + paramsType.getSimpleName());
        }
        Object product = factory.apply(paramsType.cast(params));
        if (!kind.productType().isInstance(product)) {
            throw new IllegalStateException("the factory of " + kind.noun() + " '" + id + "' made a "
                    + (product == null ? "null" : product.getClass().getName()) + ", not a " + kind.productType().getName());
        }
        return product;
    }

    /** The component made from the default parameters. */
    public Object createDefault() {
        return create(defaults);
    }
}
