package org.flitlab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package rules of architecture.md ("Dependency direction"), checked on the main classes. Some
 * packages are still empty, so every rule allows an empty selection; the rules bite as soon as code
 * arrives.
 */
class ArchitectureTest {

    private static final String[] SIMULATOR_CORE = {
        "org.flitlab.kernel..", "org.flitlab.topology..", "org.flitlab.routing..", "org.flitlab.traffic..",
        "org.flitlab.network..", "org.flitlab.control..", "org.flitlab.stats..", "org.flitlab.experiment..",
        "org.flitlab.scenario.."
    };

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.flitlab");
    }

    @Test
    void javaFxIsUsedOnlyInTheGuiPackage() {
        noClasses().that().resideOutsideOfPackage("org.flitlab.gui..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .because("the simulator and the command line must run with no JavaFX jars and no display")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void awtAndJFreeChartAreUsedOnlyInReportAndGui() {
        noClasses().that().resideOutsideOfPackages("org.flitlab.report..", "org.flitlab.gui..")
                .should().dependOnClassesThat().resideInAnyPackage("java.awt..", "org.jfree..")
                .because("charts and images are made in report (and shown in gui), never in the simulator")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void gsonIsUsedOnlyInScenarioAndReport() {
        noClasses().that().resideOutsideOfPackages("org.flitlab.scenario..", "org.flitlab.report..")
                .should().dependOnClassesThat().resideInAPackage("com.google.gson..")
                .because("scenario files and JSON results are the only JSON; domain records carry no Gson")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void kernelUsesOnlyTheJdk() {
        onlyTheJdkAndItself("org.flitlab.kernel..");
    }

    @Test
    void statsUsesOnlyTheJdk() {
        onlyTheJdkAndItself("org.flitlab.stats..");
    }

    private static void onlyTheJdkAndItself(String packageIdentifier) {
        classes().that().resideInAPackage(packageIdentifier)
                .should().onlyDependOnClassesThat().resideInAnyPackage(packageIdentifier, "java..")
                .because("kernel and stats sit at the bottom: no other FlitLab package, no library")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void simulatorCoreNeverDependsOnReportCliOrGui() {
        noClasses().that().resideInAnyPackage(SIMULATOR_CORE)
                .should().dependOnClassesThat()
                .resideInAnyPackage("org.flitlab.report..", "org.flitlab.cli..", "org.flitlab.gui..")
                .because("the simulator is a library that the front ends use, not the other way round")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void packagesDependOnlyDownwards() {
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .withOptionalLayers(true)
                .layer("Entry").definedBy("org.flitlab")
                .layer("Gui").definedBy("org.flitlab.gui..")
                .layer("Cli").definedBy("org.flitlab.cli..")
                .layer("Report").definedBy("org.flitlab.report..")
                .layer("Experiment").definedBy("org.flitlab.experiment..")
                .layer("Scenario").definedBy("org.flitlab.scenario..")
                .layer("Control").definedBy("org.flitlab.control..")
                .layer("Network").definedBy("org.flitlab.network..")
                .layer("Routing").definedBy("org.flitlab.routing..")
                .layer("Traffic").definedBy("org.flitlab.traffic..")
                .layer("Topology").definedBy("org.flitlab.topology..")
                .layer("Kernel").definedBy("org.flitlab.kernel..")
                .layer("Stats").definedBy("org.flitlab.stats..")
                // Each layer lists everything it may use: its direct arrows in architecture.md plus
                // what those may use in turn. Scenario sits below Experiment (experiment -> scenario).
                .whereLayer("Entry").mayOnlyAccessLayers("Cli", "Gui")
                .whereLayer("Gui").mayOnlyAccessLayers(frontEndMayUse())
                .whereLayer("Cli").mayOnlyAccessLayers(frontEndMayUse())
                .whereLayer("Report").mayOnlyAccessLayers(
                        "Experiment", "Scenario", "Control", "Network", "Routing", "Traffic", "Topology",
                        "Kernel", "Stats")
                .whereLayer("Experiment").mayOnlyAccessLayers(
                        "Scenario", "Control", "Network", "Routing", "Traffic", "Topology", "Kernel", "Stats")
                .whereLayer("Scenario").mayOnlyAccessLayers(
                        "Control", "Network", "Routing", "Traffic", "Topology", "Kernel", "Stats")
                .whereLayer("Control").mayOnlyAccessLayers(
                        "Network", "Routing", "Traffic", "Topology", "Kernel", "Stats")
                .whereLayer("Network").mayOnlyAccessLayers("Routing", "Traffic", "Topology", "Kernel", "Stats")
                .whereLayer("Routing").mayOnlyAccessLayers("Topology")
                .whereLayer("Traffic").mayOnlyAccessLayers("Topology")
                .whereLayer("Topology").mayNotAccessAnyLayer()
                .whereLayer("Kernel").mayNotAccessAnyLayer()
                .whereLayer("Stats").mayNotAccessAnyLayer()
                .allowEmptyShould(true)
                .check(classes);
    }

    private static String[] frontEndMayUse() {
        return new String[] {
            "Report", "Experiment", "Scenario", "Control", "Network", "Routing", "Traffic", "Topology",
            "Kernel", "Stats"
        };
    }

    @Test
    void topLevelPackagesHaveNoCycles() {
        slices().matching("org.flitlab.(*)..")
                .should().beFreeOfCycles()
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void noStaticFieldIsMutable() {
        fields().that().areStatic()
                .should().beFinal()
                .because("a run depends only on its scenario and seed, and sweeps run points on several threads:"
                        + " state shared through a static field would leak between runs")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void theWorkbenchsCommonPartsUseNoOtherFlitLabPackage() {
        classes().that().resideInAPackage("org.flitlab.gui.common..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.flitlab.gui.common..", "java..", "javafx..")
                .because("every gui package builds on gui.common (its package-info), so it may build on none of them")
                .allowEmptyShould(true)
                .check(classes);
    }
}
