"""The playground's browser-test harness: headless Chromium through Selenium, the page on its
manual clock, one finger by touch (CDP) or by mouse (ActionChains), and the helpers every
playground test uses (test_playground.py runs them; playground_techniques.py adds the technique
switch, layout and README-animation cases)."""

from __future__ import annotations

import math
import os
import shutil
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FRAME = 1 / 60
# The default viewport: tall enough for the phone at 1 CSS px per point.
VIEWPORT = (1360, 960)

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
except ImportError:  # pragma: no cover - reported at run time by test_playground.py
    webdriver = None

class Failure(AssertionError):
    pass


def expect(condition, message):
    if not condition:
        raise Failure(message)


def near(actual, expected, tolerance=0.5):
    return actual is not None and math.isfinite(actual) and abs(actual - expected) <= tolerance


def line(x0, y0, x1, y1, steps):
    return [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(steps + 1)]


# ---------------------------------------------------------------------------------------
# Browser and page

def find_binary(env, names):
    if os.environ.get(env):
        return os.environ[env]
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


def make_driver(headed=False):
    options = webdriver.ChromeOptions()
    if not headed:
        options.add_argument("--headless=new")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        options.add_argument("--no-sandbox")
    for argument in ("--disable-dev-shm-usage", "--window-size=1400,1000", "--hide-scrollbars",
                     "--force-device-scale-factor=1", "--disable-gpu"):
        options.add_argument(argument)
    binary = find_binary("CHROME_BINARY", ["chromium", "chromium-browser", "google-chrome"])
    if binary:
        options.binary_location = binary
    driver_path = find_binary("CHROMEDRIVER", ["chromedriver"])
    service = Service(driver_path) if driver_path else Service()
    driver = webdriver.Chrome(service=service, options=options)
    set_viewport(driver, VIEWPORT)
    return driver


def set_viewport(driver, size):
    """The page's window size in CSS pixels, at one device pixel per CSS pixel."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})


FRAMES_JS = """
const [t0, count, dt] = arguments;
const screen = document.getElementById('screen').getBoundingClientRect();
const out = [];
for (let i = 1; i <= count; i++) {
  const t = t0 + i * dt;
  const s = playground.advanceTo(t);
  const tab = document.getElementById('tabbar').getBoundingClientRect();
  const header = document.getElementById('header').getBoundingClientRect();
  out.push({t, offsets: s.lists.map(l => l.offset), pinned: s.pinned, headerTop: s.headerTop,
    tabBarTop: s.tabBarTop, stretch: s.stretch, collapse: s.collapse, refreshState: s.refreshState,
    pagerProgress: s.pagerProgress, pagerOffset: s.pagerOffset, activePage: s.activePage,
    velocity: s.velocity, moving: s.moving, domTabBarTop: tab.top - screen.top,
    domHeaderTop: header.top - screen.top, headerShift: s.headerShift,
    contentHeights: s.lists.map(l => l.contentHeight), footers: s.lists.map(l => l.loadMoreFooterTop),
    position: s.scrollPosition, wheeling: s.wheeling});
}
return out;
"""

DOM_JS = """
const screen = document.getElementById('screen').getBoundingClientRect();
const rel = (el) => { const r = el.getBoundingClientRect();
  return {top: r.top - screen.top, left: r.left - screen.left, width: r.width, height: r.height}; };
const byId = (id) => rel(document.getElementById(id));
const refresh = document.getElementById('refresh');
const tabRefresh = document.getElementById('tab-refresh');
return {
  scale: screen.width / playground.geometry.width,
  header: byId('header'), cover: byId('cover'), tabbar: byId('tabbar'), indicator: byId('tab-indicator'),
  tabs: [...document.querySelectorAll('.tab')].map(t => Object.assign(rel(t.firstElementChild),
    {selected: t.getAttribute('aria-selected') === 'true'})),
  pages: [...document.querySelectorAll('.page')].map(rel),
  contentTops: [...document.querySelectorAll('.content')].map(c => c.getBoundingClientRect().top - screen.top),
  refresh: {opacity: parseFloat(getComputedStyle(refresh).opacity), state: refresh.dataset.state,
    spinning: refresh.classList.contains('spinning')},
  tabRefresh: Object.assign(byId('tab-refresh'), {opacity: parseFloat(getComputedStyle(tabRefresh).opacity),
    state: tabRefresh.dataset.state, spinning: tabRefresh.classList.contains('spinning')}),
  labels: [...document.querySelectorAll('#values dt')].map(d => d.textContent),
  values: [...document.querySelectorAll('#values dd')].map(d => d.textContent),
  loadMore: [...document.querySelectorAll('.load-more')].map(f => f.hidden ? null : rel(f)),
  posts: [...document.querySelectorAll('.content')].map(c => c.querySelectorAll('.post').length),
};
"""


class Page:
    def __init__(self, driver, url):
        self.driver = driver
        self.url = url
        self.t = 0.0
        self.origin = (0.0, 0.0)

    def load(self, viewport=VIEWPORT):
        """Opens the page at `viewport` and puts it on its manual clock at t = 1 s. At the
        default viewport the phone must be drawn at 1 CSS px per point."""
        set_viewport(self.driver, viewport)
        self.driver.get(self.url)
        deadline = time.time() + 20
        while time.time() < deadline:
            ready = self.driver.execute_script(
                "return window.playground ? (playground.ready ? 'ready' : (playground.error || '')) : ''")
            if ready == "ready":
                break
            if ready:
                raise Failure(f"playground failed to start: {ready}")
            time.sleep(0.05)
        else:
            raise Failure("playground did not become ready within 20 s")
        self.driver.execute_script("playground.manualClock = true")
        rect = self.driver.execute_script(
            "const r = document.getElementById('screen').getBoundingClientRect(); return [r.left, r.top, r.width];")
        if viewport == VIEWPORT:
            expect(near(rect[2], 390, 0.01), f"phone is scaled ({rect[2]} px wide): viewport too small")
        self.origin = (rect[0], rect[1])
        self.t = 1.0
        self.advance(self.t)
        return self.state()

    def state(self):
        return self.driver.execute_script("return playground.state()")

    def advance(self, t):
        self.t = t
        return self.driver.execute_script("return playground.advanceTo(arguments[0])", t)

    def frames(self, seconds, dt=FRAME):
        count = int(round(seconds / dt))
        out = self.driver.execute_script(FRAMES_JS, self.t, count, dt)
        self.t += count * dt
        return out

    def dom(self):
        return self.driver.execute_script(DOM_JS)

    def screenshot(self, path):
        path.parent.mkdir(parents=True, exist_ok=True)
        # Let the compositor produce a frame with the latest DOM first (the capture may
        # otherwise show the previous one). This waits for painting, not for the simulation.
        self.driver.execute_async_script(
            "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")
        self.driver.save_screenshot(str(path))


WAIT_INPUT_JS = """
const [target, done] = [arguments[0], arguments[arguments.length - 1]];
const deadline = performance.now() + 3000;
(function poll() {
  if (playground.inputCount >= target) done(true);
  else if (performance.now() > deadline) done(false);
  else setTimeout(poll, 0);
})();
"""


def delivered(page, send):
    """Sends one input event and waits until the page has handled it: Chromium delivers
    touch and mouse moves aligned to its next animation frame, possibly after the next
    WebDriver command. Nothing is timed by this wait; the event's time is the manual clock's."""
    before = page.driver.execute_script("return playground.inputCount")
    send()
    if not page.driver.execute_async_script(WAIT_INPUT_JS, before + 1):
        raise Failure("an input event was not delivered to the page within 3 s")


class TouchInput:
    """One finger through the DevTools protocol (Input.dispatchTouchEvent)."""

    name = "touch"

    def __init__(self, page):
        self.page = page

    def _send(self, kind, x=None, y=None):
        points = [] if x is None else [{"x": self.page.origin[0] + x, "y": self.page.origin[1] + y,
                                         "id": 1, "radiusX": 2, "radiusY": 2, "force": 1}]
        delivered(self.page, lambda: self.page.driver.execute_cdp_cmd(
            "Input.dispatchTouchEvent", {"type": kind, "touchPoints": points}))

    def down(self, x, y):
        self._send("touchStart", x, y)

    def move(self, x, y):
        self._send("touchMove", x, y)

    def up(self):
        self._send("touchEnd")


class MouseInput:
    """The mouse through Selenium's ActionChains (W3C actions, no interpolated moves)."""

    name = "mouse"

    def __init__(self, page):
        self.page = page
        self.position = (0, 0)

    def _chain(self):
        return ActionChains(self.page.driver, duration=0)

    def _absolute(self, x, y):
        return (int(round(self.page.origin[0] + x)), int(round(self.page.origin[1] + y)))

    def down(self, x, y):
        chain = self._chain()
        self.position = self._absolute(x, y)
        chain.w3c_actions.pointer_action.move_to_location(*self.position)
        chain.w3c_actions.pointer_action.pointer_down()
        delivered(self.page, chain.perform)

    def move(self, x, y):
        target = self._absolute(x, y)
        dx, dy = target[0] - self.position[0], target[1] - self.position[1]
        self.position = target
        delivered(self.page, self._chain().move_by_offset(dx, dy).perform)

    def up(self):
        delivered(self.page, self._chain().release().perform)


def drag(page, finger, path, dt=FRAME, hold=0.0, release=True, on_step=None):
    """Touches down at path[0], moves through path one frame apart, optionally keeps the
    finger still for `hold` seconds (so the release has no velocity), and lifts. Returns
    the state after each move; `on_step(index, state)` sees each as it comes."""
    t = page.t
    finger.down(*path[0])
    states = [page.state()]
    for point in path[1:]:
        t += dt
        page.advance(t)
        finger.move(*point)
        states.append(page.state())
        if on_step:
            on_step(len(states) - 1, states[-1])
    if hold:
        t += hold
        page.advance(t)
    if release:
        finger.up()
    return states


def tap(page, finger, x, y):
    finger.down(x, y)
    finger.up()


def settle(page, seconds=3.0):
    frames = page.frames(seconds)
    expect(not frames[-1]["moving"], f"still moving after {seconds} s")
    return frames


def geometry(page):
    return page.driver.execute_script("return playground.geometry")


def click_setting(page, selector):
    """Clicks a control of the side panel, as a user would (a real mouse click)."""
    element = page.driver.find_element("css selector", selector)
    ActionChains(page.driver).move_to_element(element).click().perform()
