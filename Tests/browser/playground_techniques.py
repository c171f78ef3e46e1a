"""Browser tests of the playground's technique switch, its layout, and the README's animation
(run by test_playground.py, on the harness of playground_harness.py).

  1. every technique loads from the switch and follows a drag
  2. a fling up from the header stops dead at the pin under the threshold lock; under ours it
     carries on into the list (the panel's "Momentum at pin" shows it)
  3. the panel's counters start over with the technique: ours shows 0 allocations after the
     baselines allocated
  4. the refresh spinner and the collapsed navigation title never overlap
  5. at 1280 x 800 the panel fits beside the phone; at 430 px wide nothing scrolls sideways
  6. the README's animation: real frames of a fling through the pin, a tab swipe and a
     refresh, assembled with Pillow into .build/playground/playground-animation.webp
     (Scripts/update-readme-animation copies it into Documentation/)
"""

from __future__ import annotations

import io

from playground_harness import (
    FRAME, ROOT, Failure, click_setting, drag, expect, line, near, settle,
)

ANIMATION = ROOT / ".build" / "playground" / "playground-animation.webp"
ANIMATION_MAX_BYTES = 400_000

CASES = []


def case(function):
    CASES.append(function)
    return function


def choose(page, technique):
    """Picks `technique` on the panel's switch, as a user would (a real click)."""
    click_setting(page, f"label:has(input[name=technique][value={technique}])")
    state = page.state()
    expect(state["technique"] == technique, f"the switch chose {state['technique']}, not {technique}")
    return state


def panel_metric(page, label):
    return page.driver.execute_script(
        "const dt = [...document.querySelectorAll('#metrics dt')].find(d => d.firstChild.textContent === arguments[0]);"
        "return dt ? dt.nextElementSibling.textContent : null;", label)


def panel_verdict(page, label):
    """The class the panel gives a metric's value: "on" (meets the lab's goal), "warn" (misses
    it) or "" (not judged)."""
    return page.driver.execute_script(
        "const dt = [...document.querySelectorAll('#metrics dt')].find(d => d.firstChild.textContent === arguments[0]);"
        "return dt ? dt.nextElementSibling.className : null;", label)


@case
def each_technique_loads(page, finger, ctx):
    """Every technique of the switch loads at the top and follows a drag from the list."""
    techniques = page.driver.execute_script("return playground.techniques")
    expect(len(techniques) == 5, f"{len(techniques)} techniques on the switch")
    followed = []
    for technique in techniques:
        state = choose(page, technique["id"])
        expect(near(state["scrollPosition"], 0, 1e-6) and near(state["headerTop"], 0, 1e-6),
               f"{technique['id']} does not start expanded: {state['scrollPosition']}")
        text = page.driver.execute_script("return document.getElementById('technique-text').textContent")
        expect(len(text) > 40, f"{technique['id']} has no description")
        drag(page, finger, line(200, 700, 200, 600, 10), hold=0.1)
        settle(page, 2.0)
        state = page.state()
        # The finger moved 100 pt; the content follows after UIKit's 10 pt drag hysteresis.
        expect(near(state["scrollPosition"], 90, 1.0), f"{technique['id']}: drag moved the content "
               f"{state['scrollPosition']:.1f} pt, expected 90")
        dom = page.dom()
        expect(near(dom["header"]["top"], state["headerTop"]), f"{technique['id']}: DOM header not where the state is")
        expect(near(dom["contentTops"][0], state["listAreaTop"] - state["lists"][0]["offset"]),
               f"{technique['id']}: DOM list at {dom['contentTops'][0]:.1f}")
        expect(state["gesture"]["count"] == 1, f"{technique['id']}: {state['gesture']['count']} gestures measured")
        followed.append(f"{technique['id']} {state['scrollPosition']:.0f}")
    ctx["detail"] = ", ".join(followed)


@case
def counters_start_over_with_the_technique(page, finger, ctx):
    """The panel's live counters belong to one technique: after gestures under the baselines,
    switching back to ours shows ours alone (0 allocations in frames and events)."""
    allocated = {}
    for technique in ("threshold-lock", "simultaneous-pans", "overlay", "modulo-snap"):
        choose(page, technique)
        drag(page, finger, line(200, 700, 200, 420, 6))
        settle(page, 4.0)
        drag(page, finger, line(200, 330, 200, 600, 10), hold=0.1)
        settle(page, 2.0)
        allocated[technique] = page.state()["hotAllocations"]
    expect(sum(allocated.values()) > 0, f"no baseline allocated in frames or events ({allocated}): "
           "the reset is not exercised")
    choose(page, "ours")
    expect(page.state()["hotAllocations"] == 0, f"ours starts at {page.state()['hotAllocations']} allocations")
    drag(page, finger, line(200, 700, 200, 420, 6))
    settle(page, 4.0)
    state = page.state()
    expect(state["hotAllocations"] == 0, f"ours shows {state['hotAllocations']} allocations after a fling")
    shown = page.driver.execute_script("return document.getElementById('cost-alloc').textContent")
    expect(shown == "0", f"the panel shows {shown} allocations under ours")
    ctx["detail"] = ", ".join(f"{t} {n}" for t, n in allocated.items()) + "; ours 0"


def fling_from_header(page, finger):
    """A 1800 pt/s fling up from the header (released before the pin), then 4 s of frames."""
    start = page.state()
    states = drag(page, finger, line(200, 330, 200, 150, 6))
    expect(states[-1]["scrollPosition"] < start["pinPosition"], "released past the pin already")
    settle(page, 4.0)
    return page.state()


@case
def fling_stops_at_pin_only_under_threshold_lock(page, finger, ctx):
    """Threshold lock: the fling stops dead at the pin. Ours: it carries on into the list."""
    locked = choose(page, "threshold-lock")
    pin = locked["pinPosition"]
    locked = fling_from_header(page, finger)
    expect(near(locked["scrollPosition"], pin, 0.5),
           f"threshold lock: the fling rested at {locked['scrollPosition']:.1f}, not at the pin {pin}")
    expect(locked["gesture"]["momentumContinuity"] == 0,
           f"threshold lock: momentum at the pin {locked['gesture']['momentumContinuity']}")
    expect(panel_metric(page, "Momentum at pin") == "0.00", "panel does not show the lost momentum")
    expect(panel_verdict(page, "Momentum at pin") == "warn", "panel does not mark the lost momentum missed")
    ours = choose(page, "ours")
    ours = fling_from_header(page, finger)
    expect(ours["scrollPosition"] > pin + 300,
           f"ours: the fling rested at {ours['scrollPosition']:.1f}, only {ours['scrollPosition'] - pin:.0f} past the pin")
    expect(ours["gesture"]["momentumContinuity"] > 0.95,
           f"ours: momentum at the pin {ours['gesture']['momentumContinuity']}")
    expect(panel_metric(page, "Momentum at pin") in ("0.99", "1.00"), "panel does not show the kept momentum")
    expect(panel_verdict(page, "Momentum at pin") == "on", "panel does not mark the kept momentum met")
    ctx["detail"] = (f"threshold lock rests at the pin ({pin:.0f}); ours {ours['scrollPosition'] - pin:.0f} pt past it, "
                     f"momentum {ours['gesture']['momentumContinuity']:.2f}")


OVERLAP_JS = """
const screen = document.getElementById('screen').getBoundingClientRect();
const text = (el) => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect(); };
const spinner = document.getElementById('refresh-spinner').getBoundingClientRect();
const title = document.getElementById('nav-title');
const a = [text(title.children[0]), text(title.children[1])];
const box = {left: Math.min(a[0].left, a[1].left), right: Math.max(a[0].right, a[1].right),
  top: Math.min(a[0].top, a[1].top), bottom: Math.max(a[0].bottom, a[1].bottom)};
const onScreen = spinner.bottom > screen.top && spinner.top < screen.bottom;
return {
  spinner: {left: spinner.left, right: spinner.right, top: spinner.top - screen.top, bottom: spinner.bottom - screen.top,
    opacity: parseFloat(getComputedStyle(document.getElementById('refresh')).opacity), onScreen},
  title: {left: box.left, right: box.right, top: box.top - screen.top, bottom: box.bottom - screen.top,
    opacity: parseFloat(getComputedStyle(title).opacity)},
};
"""


def overlap(a, b):
    return min(a["right"], b["right"]) > max(a["left"], b["left"]) and min(a["bottom"], b["bottom"]) > max(a["top"], b["top"])


@case
def spinner_never_covers_the_title(page, finger, ctx):
    """Refreshing, then collapsing the header until the navigation title shows: at no frame do
    the spinner and the title's text overlap while both are visible."""
    click_setting(page, "#refresh-button")
    frames = page.frames(0.5)
    expect(frames[-1]["refreshState"] == "refreshing", f"refresh state {frames[-1]['refreshState']}")
    shots = [page.driver.execute_script(OVERLAP_JS)]
    expect(shots[0]["spinner"]["opacity"] > 0.99 and shots[0]["spinner"]["onScreen"], "spinner not shown while refreshing")
    drag(page, finger, line(200, 760, 200, 360, 20), hold=0.05,
         on_step=lambda index, state: shots.append(page.driver.execute_script(OVERLAP_JS)))
    for _ in range(12):
        page.advance(page.t + FRAME)
        shots.append(page.driver.execute_script(OVERLAP_JS))
    end = page.state()
    expect(end["refreshState"] == "refreshing" and end["pinned"], f"not refreshing and pinned: {end['refreshState']}")
    expect(shots[-1]["title"]["opacity"] > 0.99, f"title not shown when collapsed ({shots[-1]['title']['opacity']})")
    visible = [s for s in shots if s["spinner"]["opacity"] > 0.01 and s["spinner"]["onScreen"] and s["title"]["opacity"] > 0.01]
    clashes = [s for s in visible if overlap(s["spinner"], s["title"])]
    expect(not clashes, f"spinner over the title in {len(clashes)} frames, e.g. {clashes[:1]}")
    ctx["detail"] = f"{len(shots)} frames, both visible in {len(visible)}, overlapping in none"


LAYOUT_JS = """
const rect = (el) => { const r = el.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
return {
  width: window.innerWidth, height: window.innerHeight,
  scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
  device: rect(document.getElementById('device')), panel: rect(document.getElementById('panel')),
  cards: [...document.querySelectorAll('#panel .card, #panel .panel-head')].map(rect),
  wide: [...document.querySelectorAll('body *')].filter(el => !el.closest('#screen'))
    .filter(el => el.getBoundingClientRect().right > window.innerWidth + 0.5).map(el => el.id || el.className).slice(0, 5),
};
"""


def layout_at(page, size):
    """Opens the page at `size`, measures its layout, and opens it again at the default size."""
    try:
        page.load(viewport=size)
        return page.driver.execute_script(LAYOUT_JS)
    finally:
        page.load()


@case
def panel_fits_beside_the_phone_at_1280x800(page, finger, ctx):
    """At 1280 x 800 the whole panel is in the window, beside the phone, with no scrolling."""
    layout = layout_at(page, (1280, 800))
    panel, device = layout["panel"], layout["device"]
    expect(panel["right"] <= 1280 and panel["bottom"] <= 800 and panel["top"] >= 0,
           f"panel {panel} is not within 1280 x 800")
    expect(all(c["bottom"] <= 800 and c["right"] <= 1280 for c in layout["cards"]), "a card is outside the window")
    expect(device["bottom"] <= 800 and device["left"] >= 0, f"phone {device} is not within the window")
    expect(panel["left"] >= device["right"], f"panel (left {panel['left']:.0f}) is not beside the phone "
           f"(right {device['right']:.0f})")
    expect(layout["scrollWidth"] <= 1280, f"horizontal scroll: {layout['scrollWidth']} px wide")
    ctx["detail"] = f"panel {panel['left']:.0f}-{panel['right']:.0f} x {panel['top']:.0f}-{panel['bottom']:.0f}"


@case
def no_horizontal_scroll_at_phone_width(page, finger, ctx):
    """At 430 px wide the page does not scroll sideways and the phone fits the width."""
    layout = layout_at(page, (430, 932))
    expect(layout["scrollWidth"] <= 430, f"the page is {layout['scrollWidth']} px wide at 430 ({layout['wide']})")
    expect(not layout["wide"], f"elements reach past the right edge: {layout['wide']}")
    expect(layout["device"]["left"] >= 0 and layout["device"]["right"] <= 430, f"phone {layout['device']}")
    expect(layout["panel"]["top"] >= layout["device"]["bottom"], "panel not below the phone")
    ctx["detail"] = f"phone {layout['device']['right'] - layout['device']['left']:.0f} px wide"


# ---------------------------------------------------------------------------------------
# The README's animation

class Recorder:
    """Screenshots of the phone, one per `every` frames, with a dot where the finger is."""

    def __init__(self, page, every=6, scale=0.42):
        from PIL import Image  # noqa: F401 - fails early with a clear message when Pillow is missing
        self.page = page
        self.every = every
        self.scale = scale
        self.frames = []
        self.count = 0
        self.finger = None
        self.device = page.driver.find_element("id", "device")

    def frame(self):
        self.count += 1
        if self.count % self.every:
            return
        from PIL import Image, ImageDraw
        page = self.page
        page.driver.execute_async_script(
            "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")
        image = Image.open(io.BytesIO(self.device.screenshot_as_png)).convert("RGB")
        if self.finger:
            overlay = Image.new("RGBA", image.size)
            x, y = self.finger[0] + 14, self.finger[1] + 14  # the bezel is 14 px
            ImageDraw.Draw(overlay).ellipse((x - 22, y - 22, x + 22, y + 22), fill=(120, 120, 120, 110),
                                            outline=(255, 255, 255, 200), width=3)
            image = Image.alpha_composite(image.convert("RGBA"), overlay).convert("RGB")
        size = (round(image.width * self.scale), round(image.height * self.scale))
        self.frames.append(image.resize(size, Image.LANCZOS))

    def wait(self, seconds):
        for _ in range(int(round(seconds / FRAME))):
            self.page.advance(self.page.t + FRAME)
            self.frame()

    def gesture(self, finger, path, hold=0.0):
        self.finger = path[0]
        finger.down(*path[0])
        self.frame()
        for point in path[1:]:
            self.page.advance(self.page.t + FRAME)
            self.finger = point
            finger.move(*point)
            self.frame()
        if hold:
            self.wait(hold)
        finger.up()
        self.finger = None

    def save(self, path):
        path.parent.mkdir(parents=True, exist_ok=True)
        duration = round(1000 * FRAME * self.every)
        self.frames[0].save(path, save_all=True, append_images=self.frames[1:], duration=duration, loop=0,
                            quality=50, method=6, minimize_size=True)


@case
def readme_animation(page, finger, ctx):
    """Records the README's animation from real frames: a fling through the pin, a tab swipe,
    a fling back to the top and a pull to refresh."""
    try:
        recorder = Recorder(page)
    except ImportError as error:
        raise Failure(f"Pillow is needed for the README animation (pip install pillow): {error}")
    recorder.wait(0.3)
    recorder.gesture(finger, line(200, 330, 200, 150, 6))  # fling up from the header
    recorder.wait(1.2)
    pinned = page.state()
    expect(pinned["pinned"] and pinned["scrollPosition"] > pinned["pinPosition"] + 300, "the fling did not carry on")
    recorder.gesture(finger, line(330, 600, 80, 600, 10))  # swipe to Media
    recorder.wait(0.5)
    expect(page.state()["activePage"] == 1, "the swipe did not reach Media")
    recorder.gesture(finger, line(200, 300, 200, 480, 6))  # fling down: back to the top
    recorder.wait(1.4)
    expect(page.state()["headerTop"] > -0.5, "the fling down did not reveal the header")
    recorder.gesture(finger, line(200, 420, 200, 680, 26), hold=0.1)  # pull to refresh
    recorder.wait(2.4)
    expect(page.state()["refreshState"] == "idle", "refresh did not end")
    recorder.save(ANIMATION)
    size = ANIMATION.stat().st_size
    expect(size <= ANIMATION_MAX_BYTES, f"{ANIMATION} is {size} bytes, over {ANIMATION_MAX_BYTES}")
    expect(len(recorder.frames) >= 50, f"only {len(recorder.frames)} frames")
    ctx["detail"] = f"{ANIMATION.relative_to(ROOT)}: {len(recorder.frames)} frames, {size // 1000} KB"
