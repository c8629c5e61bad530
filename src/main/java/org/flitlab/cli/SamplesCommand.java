package org.flitlab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.SampleStudy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code flitlab samples}: the sample scenarios bundled with FlitLab, grouped by the study they reproduce (as the
 * workbench's sample gallery groups them), one a line, name and the first sentence of its description. Each name
 * runs as is ({@code flitlab run NAME}) from any working directory.
 */
@Command(name = "samples", mixinStandardHelpOptions = true,
        description = "List the bundled sample scenarios (name and what each shows); run one with: flitlab run NAME.",
        footer = {"", "Examples:", "  flitlab samples", "  flitlab run torus4x4-dateline --out out/torus"})
public final class SamplesCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        var all = BundledSamples.list();
        int width = all.stream().mapToInt(s -> s.name().length()).max().orElse(0);
        for (var group : SampleStudy.group(all, BundledSamples.Sample::name).entrySet()) {
            out.println(group.getKey().title() + ":");
            for (var s : group.getValue()) {
                out.println(String.format("%-" + width + "s  %s", s.name(), BundledSamples.clip(s.summary(), 110)));
            }
        }
        out.println();
        out.println(all.size() + " samples. Run one by name, e.g. flitlab run " + (all.isEmpty() ? "NAME" : all.get(0).name())
                + " --out out; flitlab validate NAME and flitlab bound NAME take names too.");
        return FlitLabCommand.OK;
    }
}
