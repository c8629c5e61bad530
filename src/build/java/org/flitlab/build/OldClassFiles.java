package org.flitlab.build;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * A build step of {@code mvn package} (never part of the product): rewrites the class files of the packaged
 * application's libraries ({@code target/lib/*.jar}) that are older than Java 6 (class-file version 50) as Java 8
 * class files (version 52) with their stack map frames computed, so that JDK 17's class-data-sharing archive can
 * hold them. The JVM's archive refuses "Pre JDK 6" classes; picocli 4.7.7 is compiled for Java 5, so its ~170
 * classes were read, parsed and linked from the jar on every start (about 40 ms of the main thread's CPU in BookSim's
 * speed case, docs/performance.md, "Session 12: the process around case 7"). Only the version and the frames change:
 * the bytecode, constant pool order aside, is what the library shipped; the JVM verifies the frames (at archive dump
 * time, or at class load without an archive). A class ASM cannot rewrite (e.g. one using {@code jsr}) stays as it
 * was. Jars with no old class are left untouched, so the step is idempotent.
 *
 * <p>Usage: {@code OldClassFiles DIR}, every {@code *.jar} directly in DIR.
 */
public final class OldClassFiles {
    /** Java 6's class-file major version: the oldest the class-data archive takes. */
    private static final int JAVA_6 = 50;

    private OldClassFiles() {
    }

    public static void main(String[] args) throws IOException {
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(Path.of(args[0]), "*.jar")) {
            for (Path jar : jars) {
                if (hasOldClass(jar)) {
                    int n = rewrite(jar);
                    System.out.println("class files raised to Java 8: " + n + " in " + jar.getFileName());
                }
            }
        }
    }

    private static boolean hasOldClass(Path jar) throws IOException {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(jar))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (isClass(e) && isOld(in.readAllBytes())) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isClass(ZipEntry e) {
        return e.getName().endsWith(".class") && !e.getName().startsWith("META-INF/");
    }

    /** The major version is the big-endian short at bytes 6-7. */
    private static boolean isOld(byte[] classFile) {
        return classFile.length > 8 && ((classFile[6] & 0xff) << 8 | (classFile[7] & 0xff)) < JAVA_6;
    }

    /** Writes the jar again, entries in the same order with the same times; returns the classes raised. */
    private static int rewrite(Path jar) throws IOException {
        Path tmp = jar.resolveSibling(jar.getFileName() + ".tmp");
        int raised = 0;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);
             ZipInputStream in = new ZipInputStream(Files.newInputStream(jar));
             ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(tmp))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                byte[] bytes = in.readAllBytes();
                if (isClass(e) && isOld(bytes)) {
                    byte[] raisedBytes = raise(bytes, loader);
                    raised += raisedBytes == bytes ? 0 : 1;
                    bytes = raisedBytes;
                }
                ZipEntry copy = new ZipEntry(e.getName());
                copy.setTime(e.getTime());
                out.putNextEntry(copy);
                out.write(bytes);
                out.closeEntry();
            }
        }
        Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING);
        return raised;
    }

    /** The class as a Java 8 class file with computed frames, or the bytes unchanged where ASM cannot do it. */
    private static byte[] raise(byte[] classFile, ClassLoader loader) {
        try {
            ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
                @Override
                protected ClassLoader getClassLoader() {
                    return loader;
                }
            };
            new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9, writer) {
                @Override
                public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
                    super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
                }
            }, ClassReader.SKIP_FRAMES);
            return writer.toByteArray();
        } catch (RuntimeException e) {
            System.out.println("left as it was: " + e.getMessage());
            return classFile;
        }
    }
}
