#!/bin/bash
# Retakes the classroom screenshots (presentation mode at a projector's 1280x720) from the real window
# (ClassroomTour, src/test) under Xvfb, with twm for the title bar. Run from the repository root after
# `mvn -o -q test-compile`. DISPLAY_NUMBER picks the X display (default 91).
set -e
mvn -o -q dependency:build-classpath -Dmdep.outputFile=target/cp.txt
CP=target/test-classes:target/classes:$(cat target/cp.txt)
D=:${DISPLAY_NUMBER:-91}
Xvfb "$D" -screen 0 1280x720x24 >/dev/null 2>&1 & XPID=$!
sleep 1
DISPLAY=$D twm >/dev/null 2>&1 & TPID=$!
# shot STATE FILE SECONDS [java -D options]
shot() {
    local state=$1 out=$2 wait=$3; shift 3
    DISPLAY=$D setsid java -Dprism.order=sw "$@" -cp "$CP" org.flitlab.gui.ClassroomTour "$state" >/dev/null 2>&1 </dev/null & APID=$!
    sleep "$wait"
    DISPLAY=$D import -window root "$out"
    kill -- -$APID 2>/dev/null || kill $APID 2>/dev/null || true
    sleep 1
}
shot presentation docs/images/classroom-presentation.png 18
shot presentation-chart docs/images/classroom-presentation-chart.png 30
kill $TPID $XPID 2>/dev/null || true
