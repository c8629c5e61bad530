package org.flitlab.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.runtime.ObjectMethods;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Link} writes out its record hash code and equality (to spare start-up the generated methods' bootstrap):
 * they must be exactly what the JDK generates for the record, since hash orders of links reach the results.
 */
class LinkTest {
    private static final String NAMES = "id;nodeA;portA;nodeB;portB;delayTicks;lengthMeters";

    @Test
    void hashCodeAndEqualsAreTheRecordsGeneratedOnes() throws Throwable {
        MethodHandle hash = generated("hashCode", MethodType.methodType(int.class, Link.class));
        MethodHandle equals = generated("equals", MethodType.methodType(boolean.class, Link.class, Object.class));
        SplittableRandom random = new SplittableRandom(19);
        for (int i = 0; i < 2000; i++) {
            Link a = link(random);
            assertEquals((int) hash.invokeExact(a), a.hashCode(), a.toString());
            Link b = random.nextBoolean() ? new Link(a.id(), a.nodeA(), a.portA(), a.nodeB(), a.portB(), a.delayTicks(),
                    a.lengthMeters()) : link(random);
            assertEquals((boolean) equals.invokeExact(a, (Object) b), a.equals(b), a + " and " + b);
        }
        Link a = new Link(1, 2, 3, 4, 5, 6, 0.0);
        assertNotEquals(a, new Link(1, 2, 3, 4, 5, 6, -0.0), "doubles compared as the record does (Double.compare)");
        assertNotEquals(a, "not a link");
    }

    private static Link link(SplittableRandom r) {
        return new Link(r.nextInt(-3, 40), r.nextInt(-1, 4), r.nextInt(3), r.nextInt(4), r.nextInt(3), r.nextInt(1, 3),
                r.nextInt(3) == 0 ? 0.0 : r.nextInt(4) * 0.5);
    }

    /** The method the JDK would generate for the record (javac's bootstrap, called directly). */
    private static MethodHandle generated(String name, MethodType type) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        String[] names = NAMES.split(";");
        Class<?>[] types = {int.class, int.class, int.class, int.class, int.class, int.class, double.class};
        MethodHandle[] getters = new MethodHandle[names.length];
        for (int i = 0; i < names.length; i++) {
            getters[i] = lookup.findVirtual(Link.class, names[i], MethodType.methodType(types[i]));
        }
        return ((CallSite) ObjectMethods.bootstrap(lookup, name, type, Link.class, NAMES, getters)).dynamicInvoker();
    }
}
