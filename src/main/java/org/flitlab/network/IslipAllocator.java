package org.flitlab.network;

import java.util.Arrays;

/**
 * A separable iSLIP allocator with round-robin arbiters, as BookSim 2's {@code islip} allocator
 * ({@code iSLIP_Sparse}): in each iteration every unmatched output grants the first requesting unmatched input at
 * or after its grant pointer, then every unmatched input accepts the first granting output at or after its accept
 * pointer; pointers move one past the match, and only for matches of the first iteration. Requests are added per
 * tick and cleared by {@link #allocate}; arrays grow at most a few times, so a run does not allocate per flit.
 * Owned by the engine thread; public so that the flat kernel's pipelined router uses the same allocator.
 */
public final class IslipAllocator {
    private final int inputs;
    private final int outputs;
    private final int iterations;
    private final int[] grantPointer;
    private final int[] acceptPointer;
    private final int[] inputMatch;
    private final int[] outputMatch;
    private final int[] grant;
    private final int[] bestDistance;
    private int[] requestIn = new int[16];
    private int[] requestOut = new int[16];
    private int requests;
    /** Marks of the inputs and outputs seen by {@link #conflictFree}, this call's when equal to {@link #epoch}. */
    private final int[] inputSeen;
    private final int[] outputSeen;
    private int epoch;

    public IslipAllocator(int inputs, int outputs, int iterations) {
        this.inputs = inputs;
        this.outputs = outputs;
        this.iterations = iterations;
        this.grantPointer = new int[outputs];
        this.acceptPointer = new int[inputs];
        this.inputMatch = new int[inputs];
        this.outputMatch = new int[outputs];
        this.grant = new int[outputs];
        this.bestDistance = new int[Math.max(inputs, outputs)];
        Arrays.fill(inputMatch, -1);
        Arrays.fill(outputMatch, -1);
        this.inputSeen = new int[inputs];
        this.outputSeen = new int[outputs];
    }

    /** Input {@code in} asks for output {@code out} this tick (at most once per pair). */
    public void request(int in, int out) {
        if (requests == requestIn.length) {
            requestIn = Arrays.copyOf(requestIn, requests * 2);
            requestOut = Arrays.copyOf(requestOut, requests * 2);
        }
        requestIn[requests] = in;
        requestOut[requests] = out;
        requests++;
    }

    public boolean hasRequests() {
        return requests > 0;
    }

    /** Matches this tick's requests; read the result with {@link #outputOf} until the next call. */
    public void allocate() {
        if (iterations > 0 && conflictFree()) {
            matchAll();
            return;
        }
        for (int i = 0; i < requests; i++) {
            inputMatch[requestIn[i]] = -1;
            outputMatch[requestOut[i]] = -1;
        }
        for (int iter = 0; iter < iterations; iter++) {
            grantPhase();
            if (!acceptPhase(iter == 0)) {
                break;
            }
        }
    }

    /** Whether no input and no output appears in two requests (the common case at light load). */
    private boolean conflictFree() {
        int e = ++epoch;
        for (int i = 0; i < requests; i++) {
            if (inputSeen[requestIn[i]] == e || outputSeen[requestOut[i]] == e) {
                return false;
            }
            inputSeen[requestIn[i]] = e;
            outputSeen[requestOut[i]] = e;
        }
        return true;
    }

    /**
     * What iSLIP gives when no two requests share an input or an output: the first iteration grants and accepts
     * every request (each output's only requester, each input's only grant) and moves both pointers one past it.
     */
    private void matchAll() {
        for (int i = 0; i < requests; i++) {
            int in = requestIn[i];
            int out = requestOut[i];
            inputMatch[in] = out;
            outputMatch[out] = in;
            grantPointer[out] = (in + 1) % inputs;
            acceptPointer[in] = (out + 1) % outputs;
        }
    }

    private void grantPhase() {
        for (int i = 0; i < requests; i++) {
            grant[requestOut[i]] = -1;
        }
        for (int i = 0; i < requests; i++) {
            int in = requestIn[i];
            int out = requestOut[i];
            if (inputMatch[in] >= 0 || outputMatch[out] >= 0) {
                continue;
            }
            int d = Math.floorMod(in - grantPointer[out], inputs);
            if (grant[out] < 0 || d < bestDistance[out]) {
                grant[out] = in;
                bestDistance[out] = d;
            }
        }
    }

    /** Inputs accept among the outputs that granted them; returns whether anything was matched. */
    private boolean acceptPhase(boolean firstIteration) {
        int[] accepted = bestDistance;
        // bestDistance is reused per input from here on: -1 means no grant seen yet for that input.
        for (int i = 0; i < requests; i++) {
            accepted[requestIn[i]] = Integer.MAX_VALUE;
        }
        int[] choice = grant;
        boolean matched = false;
        // First pass: each input finds its best granting output by accept-pointer distance.
        for (int i = 0; i < requests; i++) {
            int in = requestIn[i];
            int out = requestOut[i];
            if (inputMatch[in] >= 0 || choice[out] != in) {
                continue;
            }
            int d = Math.floorMod(out - acceptPointer[in], outputs);
            if (d < accepted[in]) {
                accepted[in] = d;
            }
        }
        for (int i = 0; i < requests; i++) {
            int in = requestIn[i];
            int out = requestOut[i];
            if (inputMatch[in] >= 0 || choice[out] != in || Math.floorMod(out - acceptPointer[in], outputs) != accepted[in]) {
                continue;
            }
            inputMatch[in] = out;
            outputMatch[out] = in;
            matched = true;
            if (firstIteration) {
                grantPointer[out] = (in + 1) % inputs;
                acceptPointer[in] = (out + 1) % outputs;
            }
        }
        return matched;
    }

    /** The output matched to {@code in} by the last {@link #allocate}, or -1. */
    public int outputOf(int in) {
        return inputMatch[in];
    }

    /** Forgets this tick's requests (matches stay readable until the next allocate). */
    public void clearRequests() {
        requests = 0;
    }
}
