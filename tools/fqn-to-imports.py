#!/usr/bin/env python3
"""Replaces inline fully qualified type names in Java sources by imports.

    tools/fqn-to-imports.py [--dry-run] [--no-compile] [ROOT ...]   (default ROOT: src/main/java src/test/java)

For each .java file it finds, in code only (never in comments, strings, package or import lines), names such as
`java.util.Map.Entry` or `@org.junit.jupiter.api.Test`, and rewrites them as `Map.Entry` / `@Test` with one
`import java.util.Map;` / `import org.junit.jupiter.api.Test;` added to the file's import block (kept sorted when
it is sorted). A name is left qualified, so that nothing can change meaning, when:
  - the file imports another type of the same simple name, or uses two such qualified names;
  - the file declares a type (top-level or nested) of that simple name;
  - the file's own package has a type of that simple name (the import would shadow it);
  - the simple name is one of java.lang's types (the import would shadow it in the whole file).
A type of the file's own package or of java.lang loses its qualifier without an import.

Afterwards (unless --no-compile) it runs `mvn -q -o test-compile`; a file that no longer compiles is restored to
what it was and the compile is repeated, so the tree is left compiling. Then it runs the Checkstyle size rules
(`mvn -q -o validate`) and names any file the added imports pushed over 400 lines. It prints what it changed and
what it kept qualified, and why.
Safe to run again on the same tree: a second run changes nothing.
"""
import os
import re
import subprocess
import sys

ROOTS = ("java", "javax", "javafx", "jdk", "org", "com", "picocli", "info")
JAVA_LANG = set("""AbstractMethodError Appendable ArithmeticException ArrayIndexOutOfBoundsException ArrayStoreException
AssertionError AutoCloseable Boolean BootstrapMethodError Byte CharSequence Character Class ClassCastException
ClassCircularityError ClassFormatError ClassLoader ClassNotFoundException ClassValue CloneNotSupportedException
Cloneable Comparable Compiler Deprecated Double Enum EnumConstantNotPresentException Error Exception
ExceptionInInitializerError Float FunctionalInterface IllegalAccessError IllegalAccessException
IllegalArgumentException IllegalCallerException IllegalMonitorStateException IllegalStateException
IllegalThreadStateException IncompatibleClassChangeError IndexOutOfBoundsException InheritableThreadLocal
InstantiationError InstantiationException Integer InternalError InterruptedException Iterable
LayerInstantiationException LinkageError Long Math Module ModuleLayer NegativeArraySizeException NoClassDefFoundError
NoSuchFieldError NoSuchFieldException NoSuchMethodError NoSuchMethodException NullPointerException Number
NumberFormatException Object OutOfMemoryError Override Package Process ProcessBuilder ProcessHandle Readable Record
ReflectiveOperationException Runnable Runtime RuntimeException RuntimePermission SafeVarargs SecurityException
SecurityManager Short StackOverflowError StackTraceElement StackWalker StrictMath String StringBuffer StringBuilder
StringIndexOutOfBoundsException SuppressWarnings System Thread ThreadDeath ThreadGroup ThreadLocal Throwable
TypeNotPresentException UnknownError UnsatisfiedLinkError UnsupportedClassVersionError UnsupportedOperationException
VerifyError VirtualMachineError Void""".split())

FQN = re.compile(r"(?<![\w.$])((?:[a-z_][a-z0-9_]*\.)+)([A-Z][A-Za-z0-9_]*)")
DECLARED = re.compile(r"\b(?:class|interface|enum|record|@interface)\s+([A-Z][A-Za-z0-9_]*)")


def code_mask(text):
    """The text with comments, string, char and text-block literals, package and import lines blanked."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            blank(i, j)
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            while j > 0 and text[j - 1] == "\\":
                j = text.find('"""', j + 1)
            j = n if j < 0 else j + 3
            blank(i, j)
            i = j
        elif text[i] in "\"'":
            quote, j = text[i], i + 1
            while j < n and text[j] != quote and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            blank(i, min(j + 1, n))
            i = j + 1
        else:
            i += 1
    masked = "".join(out)
    return re.sub(r"(?m)^[ \t]*(package|import)\b[^\n]*", lambda m: " " * len(m.group(0)), masked)


def package_of(text):
    m = re.search(r"(?m)^package\s+([\w.]+)\s*;", text)
    return m.group(1) if m else ""


def types_of_package(package, path):
    """Simple names of the types in the package's files, in main and test sources alike (they are one package)."""
    rel = package.replace(".", os.sep)
    source_root = os.path.dirname(path)[: -len(rel)] if rel and os.path.dirname(path).endswith(rel) else None
    dirs = [os.path.dirname(path)]
    if source_root:
        src = os.path.dirname(os.path.dirname(source_root.rstrip(os.sep)))
        for kind in ("main", "test"):
            dirs.append(os.path.join(src, kind, "java", rel))
    names = set()
    for d in dirs:
        if os.path.isdir(d):
            names |= {f[:-5] for f in os.listdir(d) if f.endswith(".java")}
    return names


def imports_of(text):
    return re.findall(r"(?m)^import\s+([\w.]+)\s*;", text)


def rewrite(path):
    """The new text of one file and a list of skipped names, or (None, skipped) if nothing changes."""
    text = open(path, encoding="utf-8").read()
    masked = code_mask(text)
    own_package = package_of(text)
    same_package = types_of_package(own_package, path)
    imported = {}
    for imp in imports_of(text):
        imported.setdefault(imp.rsplit(".", 1)[1], set()).add(imp)
    declared = set(DECLARED.findall(masked))
    hits = []
    for m in FQN.finditer(masked):
        package = m.group(1)[:-1]
        if package.split(".")[0] in ROOTS:
            hits.append((m.start(1), m.end(1), package, m.group(2)))
    by_name = {}
    for _, _, package, name in hits:
        by_name.setdefault(name, set()).add(package + "." + name)
    keep, new_imports, skipped = set(), set(), []
    for name, fqns in by_name.items():
        fqn = next(iter(fqns))
        package = fqn.rsplit(".", 1)[0]
        local = package in (own_package, "java.lang")
        reason = None
        if len(fqns) > 1:
            reason = "two types named " + name
        elif name in declared:
            reason = "the file declares " + name
        elif imported.get(name, {fqn}) != {fqn}:
            reason = "another " + name + " is imported"
        elif name in same_package and package != own_package:
            reason = "package " + own_package + " has its own " + name
        elif name in JAVA_LANG and package != "java.lang":
            reason = name + " would hide java.lang." + name
        if reason:
            keep.add(name)
            skipped.extend(f + " (" + reason + ")" for f in sorted(fqns))
        elif not local and fqn not in imported.get(name, set()):
            new_imports.add(fqn)
    edits = [(a, b) for a, b, _, name in hits if name not in keep]
    if not edits:
        return None, skipped
    for a, b in sorted(edits, reverse=True):
        text = text[:a] + text[b:]
    return add_imports(text, sorted(new_imports)), skipped


def add_imports(text, new_imports):
    if not new_imports:
        return text
    lines = text.split("\n")
    plain = [i for i, l in enumerate(lines) if re.match(r"import\s+(?!static\b)[\w.]+\s*;", l)]
    added = ["import " + f + ";" for f in new_imports]
    if plain:
        first, last = plain[0], plain[-1]
        block = lines[first:last + 1]
        if all(re.match(r"import\s", l) or not l.strip() for l in block) and block == sorted(block):
            lines[first:last + 1] = sorted(set(block) | set(added))
        else:
            lines[last + 1:last + 1] = added
        return "\n".join(lines)
    statics = [i for i, l in enumerate(lines) if l.startswith("import static ")]
    if statics:
        lines[statics[-1] + 1:statics[-1] + 1] = [""] + added
    else:
        pkg = next(i for i, l in enumerate(lines) if l.startswith("package "))
        lines[pkg + 1:pkg + 1] = [""] + added
    return "\n".join(lines)


def compile_errors():
    """The source files javac reports errors in (empty when the tree compiles)."""
    run = subprocess.run(["mvn", "-q", "-o", "test-compile", "-Dcheckstyle.skip"], capture_output=True, text=True)
    if run.returncode == 0:
        return set()
    files = set(re.findall(r"\[ERROR\] (/[^:\[\]]+\.java):", run.stdout + run.stderr))
    if not files:
        sys.exit("the build fails for a reason other than a source file:\n" + run.stdout[-3000:])
    return files


def size_rules():
    """Imports add lines: reports (does not undo) a file the change pushed over the Checkstyle size rules."""
    run = subprocess.run(["mvn", "-q", "-o", "validate"], capture_output=True, text=True)
    if run.returncode != 0:
        print("the size rules now fail (shorten these files):")
        print("\n".join(l for l in (run.stdout + run.stderr).splitlines() if "Length" in l))


def main(argv):
    dry = "--dry-run" in argv
    check = "--no-compile" not in argv
    roots = [a for a in argv if not a.startswith("--")] or ["src/main/java", "src/test/java"]
    originals = {}
    for root in roots:
        for d, _, files in os.walk(root):
            for f in sorted(files):
                if not f.endswith(".java"):
                    continue
                path = os.path.join(d, f)
                new, skipped = rewrite(path)
                for s in skipped:
                    print("kept " + s + " in " + path)
                if new is not None:
                    originals[os.path.abspath(path)] = open(path, encoding="utf-8").read()
                    if not dry:
                        open(path, "w", encoding="utf-8").write(new)
    print(("would change " if dry else "changed ") + str(len(originals)) + " files")
    if dry or not check or not originals:
        return
    for _ in range(5):
        broken = compile_errors()
        if not broken:
            print("the tree compiles")
            size_rules()
            return
        for path in broken:
            if path in originals:
                print("restored " + path + " (it did not compile)")
                open(path, "w", encoding="utf-8").write(originals.pop(path))
            else:
                sys.exit("does not compile, in a file this script did not change: " + path)
    sys.exit("still does not compile after restoring the files javac named")


if __name__ == "__main__":
    main(sys.argv[1:])
