package org.flitlab.scenario;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;

/**
 * Reads record components and calls canonical constructors for the JSON binder and writer. A constructor's own
 * exception (a parameter record refusing a value) is rethrown as it is, so its message reaches the user. Stateless.
 */
final class RecordAccess {
    private RecordAccess() {
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
        Class<?>[] types = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
        try {
            Constructor<?> c = type.getDeclaredConstructor(types);
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
