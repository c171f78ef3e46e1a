"""Browser tests of the playground's tab bar (run by test_playground.py, on the harness of
playground_harness.py): the "Many tabs" switch gives the tabs titles too long to share the
bar, and the module's TabBarLayout places the items in a bar that scrolls. After swipes to
the last tab the selected item is inside the visible bar, and mid-swipe the indicator sits
between the two items' frames as the pager's progress says, in the state and in the DOM.
"""

from __future__ import annotations

import math

from playground_harness import FRAME, click_setting, drag, expect, line, near, tap

CASES = []
WIDTH = 390


def case(function):
    CASES.append(function)
    return function


def swipe_to_next(page, finger):
    """Swipes one page on; returns the state and DOM mid-swipe."""
    path = line(330, 600, 80, 600, 10)
    finger.down(*path[0])
    t = page.t
    mid = None
    for i, point in enumerate(path[1:], 1):
        t += FRAME
        page.advance(t)
        finger.move(*point)
        if i == 5:
            mid = (page.state(), page.dom())
    finger.up()
    page.frames(1.0)
    return mid


def expect_indicator_at_progress(s, dom, label):
    """The indicator between the items on either side of the progress, in state and DOM."""
    bar = s["tabBar"]
    items = bar["items"]
    progress = s["pagerProgress"]
    lower = min(int(math.floor(progress)), len(items) - 1)
    upper = min(lower + 1, len(items) - 1)
    f = progress - lower
    want_x = items[lower]["x"] + (items[upper]["x"] - items[lower]["x"]) * f
    want_width = items[lower]["width"] + (items[upper]["width"] - items[lower]["width"]) * f
    expect(near(bar["indicator"]["x"], want_x, 1e-6) and near(bar["indicator"]["width"], want_width, 1e-6),
           f"{label}: indicator {bar['indicator']} at progress {progress:.3f}, expected x {want_x:.1f} w {want_width:.1f}")
    shown = dom["indicator"]
    expect(near(shown["left"] - dom["tabbar"]["left"], want_x - bar["offset"], 0.5)
           and near(shown["width"], want_width, 0.5),
           f"{label}: DOM indicator at {shown['left']:.1f} ({shown['width']:.1f} wide), "
           f"expected {want_x - bar['offset']:.1f} ({want_width:.1f})")


@case
def many_tabs(page, finger, ctx):
    """Titles too long for the bar: their own widths in a bar that scrolls, the selected tab in
    view after swipes to the last, the indicator under the pager's progress, taps by item."""
    click_setting(page, "label:has(#toggle-many-tabs)")
    expect(page.driver.execute_script("return playground.options.manyTabs"), "the switch did not turn many tabs on")
    s = page.state()
    bar = s["tabBar"]
    items = bar["items"]
    expect(bar["contentWidth"] > WIDTH + 1, f"the titles fit the bar ({bar['contentWidth']:.1f} pt)")
    for a, b in zip(items, items[1:]):
        expect(near(b["x"], a["x"] + a["width"], 1e-6), f"items not side by side: {items}")
    expect(len({round(item["width"], 3) for item in items}) > 1, f"items in equal shares: {items}")
    expect(near(bar["offset"], 0, 1e-6), f"the bar is scrolled at the first tab ({bar['offset']:.1f})")
    before = page.driver.execute_script("return playground.state().allocations")
    for target in (1, 2):
        mid, mid_dom = swipe_to_next(page, finger)
        expect(mid["pagerDragging"] and target - 1 < mid["pagerProgress"] < target,
               f"mid-swipe to {target}: progress {mid['pagerProgress']:.3f}")
        expect_indicator_at_progress(mid, mid_dom, f"mid-swipe to {target}")
    after = page.driver.execute_script("return playground.state().allocations")
    s = page.state()
    dom = page.dom()
    bar = s["tabBar"]
    last = bar["items"][2]
    expect(s["activePage"] == 2, f"after two swipes: page {s['activePage']}")
    expect(bar["offset"] > 0, "the bar did not scroll to the last tab")
    expect(last["x"] >= bar["offset"] - 1e-6 and last["x"] + last["width"] <= bar["offset"] + WIDTH + 1e-6,
           f"the last tab's item {last} is outside the visible bar (offset {bar['offset']:.1f})")
    title = dom["tabs"][2]
    left = title["left"] - dom["tabbar"]["left"]
    expect(title["selected"] and left >= 0 and left + title["width"] <= WIDTH,
           f"DOM: the last tab's title at {left:.1f} ({title['width']:.1f} wide) is not in the bar")
    expect_indicator_at_progress(s, dom, "at the last tab")
    # A tap on the middle item, where the scrolled bar shows it, selects it.
    middle = bar["items"][1]
    tap(page, finger, middle["x"] + middle["width"] / 2 - bar["offset"], s["tabBarTop"] + 24)
    page.frames(1.0)
    expect(page.state()["activePage"] == 1, f"a tap on the middle item selected {page.state()['activePage']}")
    ctx["allocations"] = (before, after)
    ctx["detail"] = f"bar {bar['contentWidth']:.0f} pt scrolled {bar['offset']:.0f} pt at the last tab"
