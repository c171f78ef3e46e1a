"""Browser tests of the playground's tabs (run by test_playground.py, on the harness of
playground_harness.py). The "Long titles" switch gives the tabs titles too long to share the
bar, and the module's TabBarLayout places the items in a bar that scrolls. After swipes to
the last tab the selected item is inside the visible bar, and mid-swipe the indicator sits
between the two items' frames as the pager's progress says, in the state and in the DOM.
The tab count (3 to 12) gives the module, the bar, the pager and the live values that many
tabs, named as the bar names them. The per-tab refresh switch makes a pull on a list refresh
that tab alone, its spinner under the tab bar, while the header stays where it is.
"""

from __future__ import annotations

import math

from selenium.webdriver.common.keys import Keys

from playground_harness import FRAME, click_setting, drag, expect, geometry, line, near, settle, tap

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
    labels = page.dom()["labels"]
    expect("Posts and replies offset" in labels and "Posts offset" not in labels,
           f"the live values do not follow the long titles: {labels}")
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


def set_tab_count(page, key):
    """Moves the tab-count slider to its end (`Keys.END`) or its start (`Keys.HOME`), as a
    keyboard user would."""
    slider = page.driver.find_element("css selector", "#tab-count")
    slider.send_keys(key)
    return page.driver.execute_script("return playground.options.tabCount")


def expect_tabs(page, count, last_title):
    """`count` tabs in the module, the bar, the pager and the live values."""
    s = page.state()
    dom = page.dom()
    expect(len(s["lists"]) == count, f"the module has {len(s['lists'])} pages, expected {count}")
    expect(len(s["tabBar"]["items"]) == count and len(dom["tabs"]) == count and len(dom["pages"]) == count,
           f"{len(dom['tabs'])} titles, {len(dom['pages'])} pages in the DOM, expected {count}")
    expect(s["tabTitles"][-1] == last_title, f"the last tab is {s['tabTitles'][-1]!r}, expected {last_title!r}")
    offsets = [label for label in dom["labels"] if label.endswith(" offset")]
    expect(offsets == [f"{title} offset" for title in s["tabTitles"]],
           f"the live values' tab rows {offsets} do not follow the tabs {s['tabTitles']}")
    return s, dom


@case
def tab_count(page, finger, ctx):
    """Twelve tabs, then three: every tab a page with its own list, the bar scrolled to keep the
    selected one in view, the live values one row per tab under the tabs' names."""
    expect_tabs(page, 3, "Likes")
    expect(set_tab_count(page, Keys.END) == 12, "the slider did not reach 12 tabs")
    s, dom = expect_tabs(page, 12, "Links")
    expect(dom["values"][dom["labels"].index("Active tab")] == "Posts", "the active tab's value is not Posts")
    bar = s["tabBar"]
    expect(bar["contentWidth"] > WIDTH + 1, f"twelve tabs share the bar ({bar['contentWidth']:.1f} pt)")
    for a, b in zip(bar["items"], bar["items"][1:]):
        expect(near(b["x"], a["x"] + a["width"], 1e-6), f"items not side by side: {bar['items']}")
    # Each new tab has content: a feed or the media grid, taller than the screen.
    expect(all(entry["contentHeight"] > 844 for entry in s["lists"][3:]),
           f"content heights {[round(entry['contentHeight']) for entry in s['lists']]}")
    # Swipe to the second, then select the last: the bar scrolls it into view.
    swipe_to_next(page, finger)
    expect(page.state()["activePage"] == 1, "the swipe did not reach the second tab")
    page.driver.execute_script("return playground.tapTab(11, arguments[0])", page.t)
    page.frames(1.0)
    s = page.state()
    dom = page.dom()
    bar = s["tabBar"]
    last = bar["items"][11]
    expect(s["activePage"] == 11, f"the tap on the last tab selected {s['activePage']}")
    expect(last["x"] >= bar["offset"] - 1e-6 and last["x"] + last["width"] <= bar["offset"] + WIDTH + 1e-6,
           f"the last tab's item {last} is outside the visible bar (offset {bar['offset']:.1f})")
    expect(dom["values"][dom["labels"].index("Active tab")] == "Links", "the active tab's value is not Links")
    # The last tab's list scrolls under the finger.
    before = s["lists"][11]["offset"]
    drag(page, finger, line(200, 700, 200, 500, 20), hold=0.1)
    moved = page.state()["lists"][11]["offset"] - before
    # (less the first step, which the touch slop takes, as on any tab)
    expect(near(moved, 190, 1.0), f"the last tab's list moved {moved:.1f} pt under a 200 pt drag")
    # Back to three: Links is gone from the bar and from the live values.
    expect(set_tab_count(page, Keys.HOME) == 3, "the slider did not reach 3 tabs")
    s, dom = expect_tabs(page, 3, "Likes")
    expect("Links offset" not in dom["labels"], "a removed tab's row stayed in the live values")
    expect(s["activePage"] == 0, f"three tabs, but page {s['activePage']} is selected")
    ctx["detail"] = f"12 tabs in a bar {bar['contentWidth']:.0f} pt wide, scrolled {bar['offset']:.0f} pt at the last"


@case
def per_tab_refresh(page, finger, ctx):
    """A pull on Posts refreshes Posts alone: its rows move down, its spinner shows under the
    tab bar, the header neither moves nor stretches; Media does not refresh, and Posts' load
    ends on its own."""
    g = geometry(page)
    click_setting(page, "label:has(input[name=refresh][value=tab])")
    expect(page.driver.execute_script("return playground.options.tabRefresh"), "the switch did not turn on")
    start = page.state()
    states = drag(page, finger, line(200, 460, 200, 720, 26), hold=0.1)
    seen = [s["tabRefreshState"] for s in states]
    expect("pulling" in seen and seen[-1] == "armed", f"tab refresh states {sorted(set(seen))}, last {seen[-1]}")
    expect({s["refreshState"] for s in states} == {"idle"}, "the page's refresh moved for a tab's pull")
    expect(all(near(s["headerTop"], 0, 1e-6) and near(s["stretch"], 0, 1e-6) for s in states),
           "the header moved or stretched under a tab's pull")
    pulled = states[-1]
    expect(pulled["tabRefreshAreaHeight"] > g["refreshThreshold"] - 1,
           f"the tab's room is {pulled['tabRefreshAreaHeight']:.1f} pt at the armed pull")
    expect(near(pulled["tabRefreshAreaTop"], pulled["tabBarTop"] + g["tabBar"], 0.5),
           f"the tab's room starts at {pulled['tabRefreshAreaTop']:.1f}, not under the tab bar")
    page.frames(1.0)
    s = page.state()
    dom = page.dom()
    expect(s["tabRefreshState"] == "refreshing" and s["lists"][0]["refreshState"] == "refreshing",
           f"1 s after the release: {s['tabRefreshState']}")
    expect(near(s["tabRefreshAreaHeight"], g["refreshRoom"], 0.5),
           f"the refreshing tab keeps {s['tabRefreshAreaHeight']:.1f} pt, expected {g['refreshRoom']}")
    spinner = dom["tabRefresh"]
    bar_bottom = dom["tabbar"]["top"] + dom["tabbar"]["height"]
    expect(spinner["opacity"] > 0.99 and spinner["spinning"] and spinner["state"] == "refreshing",
           f"the tab's spinner is not shown: {spinner}")
    expect(bar_bottom - 0.5 <= spinner["top"] and spinner["top"] + spinner["height"] <= bar_bottom + g["refreshRoom"] + 0.5,
           f"the tab's spinner at {spinner['top']:.1f} is not in the room under the tab bar ({bar_bottom:.1f})")
    expect(dom["refresh"]["opacity"] < 0.01, "the page's spinner shows for a tab's refresh")
    expect(near(s["headerTop"], 0, 1e-6), f"the header moved to {s['headerTop']:.1f}")
    # Media is not refreshing, and its spinner does not show there.
    page.driver.execute_script("return playground.tapTab(1, arguments[0])", page.t)
    page.frames(0.4)
    s = page.state()
    expect(s["activePage"] == 1 and s["tabRefreshState"] == "idle" and s["lists"][1]["refreshState"] == "idle",
           f"on Media: {s['tabRefreshState']}, Media {s['lists'][1]['refreshState']}")
    expect(s["lists"][0]["refreshState"] == "refreshing", "Posts stopped refreshing when Media was selected")
    expect(page.dom()["tabRefresh"]["opacity"] < 0.01, "Posts' spinner shows on Media")
    page.frames(2.0)
    s = page.state()
    expect(s["lists"][0]["refreshState"] == "idle", f"Posts' load did not end: {s['lists'][0]['refreshState']}")
    ctx["detail"] = f"armed at a {pulled['tabRefreshAreaHeight']:.0f} pt room, header at {start['headerTop']:.0f} throughout"
