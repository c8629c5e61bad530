#!/bin/bash
# Retakes the workbench screenshots in docs/images from the real window (ScreenshotTour) under Xvfb.
# Needs: xvfb xauth libgtk-3-0 imagemagick x11-utils, and twm + xfonts-base for the window's title bar.
# Run from the repository root after `mvn -o -q test-compile`. One window at a time.
set -e
mvn -o -q dependency:build-classpath -Dmdep.outputFile=target/cp.txt
CP=target/test-classes:target/classes:$(cat target/cp.txt)
TWMRC=$(mktemp)
cat > "$TWMRC" <<'RC'
NoGrabServer
UsePPosition "on"
RandomPlacement
NoIconManagers
BorderWidth 0
TitleFont "-misc-fixed-bold-r-normal--15-*-*-*-*-*-*-*"
MenuFont "-misc-fixed-medium-r-normal--13-*-*-*-*-*-*-*"
IconFont "-misc-fixed-medium-r-normal--13-*-*-*-*-*-*-*"
ResizeFont "-misc-fixed-medium-r-normal--13-*-*-*-*-*-*-*"
IconManagerFont "-misc-fixed-medium-r-normal--13-*-*-*-*-*-*-*"
Color { TitleBackground "gray85" TitleForeground "black" BorderColor "gray60" }
RC
# shot STATE FILE SECONDS [java -D options]: the 1200x800 window and its 26-pixel title bar on a 1280x826 screen.
shot() {
    local state=$1 out=$2 wait=$3; shift 3
    xvfb-run -a -s "-screen 0 1280x826x24" bash -c '
        twm -f "$1" 2>/dev/null & sleep 0.5
        setsid java -Dprism.order=sw "${@:6}" -cp "$2" org.flitlab.gui.ScreenshotTour "$3" >/dev/null 2>&1 </dev/null & APID=$!
        for i in $(seq 1 120); do xwininfo -root -tree 2>/dev/null | grep -q FlitLab && break; sleep 0.5; done
        sleep "$5"; import -window root "$4"
        kill -- -$APID 2>/dev/null || true' _ "$TWMRC" "$CP" "$state" "$out" "$wait" "$@"
}
shot workbench docs/images/workbench.png 6
shot sweep docs/images/sweep.png 20
shot deadlock docs/images/deadlock.png 12
shot updown docs/images/updown.png 5
shot editor docs/images/editor.png 5
shot lesson docs/images/lesson.png 8
shot heatmap docs/images/heatmap.png 15
shot compare docs/images/compare.png 25
shot inspector docs/images/inspector.png 8
shot gallery docs/images/gallery.png 8
# Classroom (issue 17): a lesson with its answer shown (retake if no worm is on the line at that instant) and
# the gallery searched for "lesson" once every sample is read.
shot lesson docs/images/classroom-lesson.png 9 -Dflitlab.lesson=cut-through -Dflitlab.answer=true -Dflitlab.measure=true
shot gallery docs/images/classroom-gallery.png 25 -Dflitlab.search=lesson
shot charts docs/images/charts.png 15 -Dflitlab.menu=true
shot family docs/images/hypercube-5.png 8 -Dflitlab.family=hypercube
shot family docs/images/corefringe.png 8 -Dflitlab.family=corefringe
shot rewind docs/images/classroom-rewind.png 12
rm -f "$TWMRC"
