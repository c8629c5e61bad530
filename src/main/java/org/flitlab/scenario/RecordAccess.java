package org.flitlab.scenario;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;

/**
 * Reads record components and calls canonical constructors for the JSON binder and writer. A constructor's own
 * exception (a parameter record refusing a value) is rethrown as it is, so its message reaches the user. Stateless.
 */
final class RecordAccess {
    private RecordAccess() {
    }

    /** A record type's components and canonical constructor, looked up once: reflection copies them on every call. */
    private static final ClassValue<Shape> SHAPES = new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Class<?>[] types = Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
            List<String> names = Arrays.stream(components).map(RecordComponent::getName).toList();
            try {
                Constructor<?> c = type.getDeclaredConstructor(types);
                c.setAccessible(true);
                return new Shape(components, names, c);
            } catch (ReflectiveOperationException | RuntimeException e) {
                return new Shape(components, names, null);
            }
        }
    };

    private record Shape(RecordComponent[] components, List<String> names, Constructor<?> constructor) {
    }

    /** The components of a record type in declaration order; the array is shared, do not change it. */
    static RecordComponent[] components(Class<?> type) {
        return SHAPES.get(type).components();
    }

    /** The component names of a record type, in declaration order. */
    static List<String> names(Class<?> type) {
        return SHAPES.get(type).names();
    }

    static Object get(Record r, RecordComponent c) {
        try {
            return c.getAccessor().invoke(r);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + r.getClass().getName(), e);
        } catch (InvocationTargetException e) {
            throw rethrow(e);
        }
    }

    /** Calls the canonical constructor; a RuntimeException it throws comes out unwrapped. */
    static Object construct(Class<?> type, Object[] args) {
        Constructor<?> c = SHAPES.get(type).constructor();
        if (c == null) {
            throw new IllegalStateException("cannot construct " + type.getName() + ": no canonical constructor");
        }
        try {
            return c.newInstance(args);
        } catch (InvocationTargetException e) {
            throw rethrow(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot construct " + type.getName(), e);
        }
    }

    private static RuntimeException rethrow(InvocationTargetException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException r) {
            return r;
        }
        if (cause instanceof Error err) {
            throw err;
        }
        return new IllegalStateException(cause);
    }
}
