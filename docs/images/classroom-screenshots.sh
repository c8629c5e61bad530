#!/bin/bash
# Retakes docs/images/classroom-follow-worm.png and classroom-event-log.png (issue 17, "Follow a worm") from the real
# window at a projector's 1280x720, under Xvfb on display :${FLITLAB_DISPLAY:-93}.
# Needs: xvfb imagemagick x11-utils. Run from the repository root after `mvn -o -q test-compile`.
set -e
mvn -o -q dependency:build-classpath -Dmdep.outputFile=target/cp.txt
CP=target/test-classes:target/classes:$(cat target/cp.txt)
D=":${FLITLAB_DISPLAY:-93}"
Xvfb "$D" -screen 0 1280x720x24 >/dev/null 2>&1 & XPID=$!
trap 'kill $XPID 2>/dev/null || true' EXIT
sleep 1
shot() {
    local state=$1 out=$2
    DISPLAY=$D setsid java -Dprism.order=sw -cp "$CP" org.flitlab.gui.FollowWormShot "$state" >/dev/null 2>&1 </dev/null & APID=$!
    for i in $(seq 1 120); do DISPLAY=$D xwininfo -root -tree 2>/dev/null | grep -q FlitLab && break; sleep 0.5; done
    sleep 14
    DISPLAY=$D import -window root "$out"
    kill -- -$APID 2>/dev/null || true
    wait $APID 2>/dev/null || true
}
shot worm docs/images/classroom-follow-worm.png
shot log docs/images/classroom-event-log.png
