#!/bin/bash
# Retakes the classroom screenshots (issue 17) from the real window at a projector's 1280x720, under Xvfb with twm
# for the title bar: presentation mode (ClassroomTour, src/test) and Follow a worm / the event log (FollowWormShot,
# src/test). Needs: xvfb imagemagick x11-utils twm. Run from the repository root after `mvn -o -q test-compile`.
# DISPLAY_NUMBER picks the X display (default 91).
set -e
mvn -o -q dependency:build-classpath -Dmdep.outputFile=target/cp.txt
CP=target/test-classes:target/classes:$(cat target/cp.txt)
D=:${DISPLAY_NUMBER:-91}
Xvfb "$D" -screen 0 1280x720x24 >/dev/null 2>&1 & XPID=$!
trap 'kill $XPID 2>/dev/null || true' EXIT
sleep 1
DISPLAY=$D twm >/dev/null 2>&1 & TPID=$!
# shot MAIN_CLASS STATE FILE SECONDS [java -D options]: waits for the window, then SECONDS more before the picture.
shot() {
    local main=$1 state=$2 out=$3 wait=$4; shift 4
    DISPLAY=$D setsid java -Dprism.order=sw "$@" -cp "$CP" "org.flitlab.gui.$main" "$state" >/dev/null 2>&1 </dev/null & APID=$!
    for i in $(seq 1 120); do DISPLAY=$D xwininfo -root -tree 2>/dev/null | grep -q FlitLab && break; sleep 0.5; done
    sleep "$wait"
    DISPLAY=$D import -window root "$out"
    kill -- -$APID 2>/dev/null || kill $APID 2>/dev/null || true
    wait $APID 2>/dev/null || true
    sleep 1
}
shot ClassroomTour presentation docs/images/classroom-presentation.png 14
shot ClassroomTour presentation-chart docs/images/classroom-presentation-chart.png 26
shot FollowWormShot worm docs/images/classroom-follow-worm.png 14
shot FollowWormShot log docs/images/classroom-event-log.png 14
kill $TPID 2>/dev/null || true
