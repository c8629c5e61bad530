package org.flitlab.experiment;

/**
 * What a FAILED point says about the exception that stopped it, in words and without Java's class names or stack
 * frames: a refusal of the input gives its own message; memory, stack and internal errors say what happened and
 * that it is FlitLab's fault, not the scenario's. Stateless.
 */
final class FailureText {
    private FailureText() {
    }

    static String of(Throwable e) {
        String m = e.getMessage() == null || e.getMessage().isBlank() ? "" : e.getMessage();
        if (e instanceof OutOfMemoryError) {
            return "out of memory: this point needs more than the Java heap allows; give Java more memory (-Xmx) or make the"
                    + " network or the run smaller";
        }
        if (e instanceof StackOverflowError) {
            return "internal error: too deep a recursion; please report it with the scenario";
        }
        if (e instanceof IllegalArgumentException) {
            return m.isEmpty() ? "the point's scenario was refused" : m;
        }
        String what = e instanceof NullPointerException ? "a value was missing"
                : e instanceof IndexOutOfBoundsException ? "an index was out of range"
                : e instanceof ArithmeticException ? "an arithmetic error"
                : e instanceof IllegalStateException ? "an inconsistent state"
                : e instanceof AssertionError ? "a broken invariant"
                : "an unexpected error";
        return "internal error (" + what + ")" + (m.isEmpty() ? "" : ": " + m) + "; please report it with the scenario";
    }
}
