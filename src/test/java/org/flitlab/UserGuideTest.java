package org.flitlab;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.CatalogEntry;
import org.junit.jupiter.api.Test;

/** The user guide documents every catalogue entry, so a new component cannot go undocumented. */
class UserGuideTest {
    @Test
    void userGuideListsEveryCatalogueId() throws Exception {
        String guide = Files.readString(Path.of("docs", "user-guide.md"));
        for (CatalogEntry<?> e : Catalog.standard().entries()) {
            assertTrue(guide.contains("`" + e.id() + "`"), "docs/user-guide.md lacks " + e.kind().id() + " `" + e.id()
                    + "`: regenerate its catalogue section from `flitlab list`");
        }
    }
}
