"""Browser tests of the playground's other inputs and accessibility settings (run by
test_playground.py, on the harness of playground_harness.py), all through the host:

  1. the mouse wheel (Chromium's wheel events, as a trackpad or a wheel sends them): the
     header collapses, the tab bar pins and the list goes on by the wheel's delta in one
     gesture, which ends once the wheel is still; a new wheel burst stops a fling
  2. Reduce Motion: a status-bar tap and a tab tap with the header half collapsed end on the
     next frame (without it they animate over many)
  3. VoiceOver's page scroll buttons: header and list move as one by a page, and the panel
     shows the host's announcement ("Page 2 of N"); a page up returns
"""

from __future__ import annotations

from playground_harness import FRAME, click_setting, delivered, drag, expect, geometry, line, near, settle, tap

CASES = []


def case(function):
    CASES.append(function)
    return function


def wheel(page, x, y, dy, dx=0.0):
    """One wheel event over the phone at (x, y) in screen points, moving the content by dy."""
    delivered(page, lambda: page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": page.origin[0] + x, "y": page.origin[1] + y, "deltaX": dx, "deltaY": dy,
    }))


@case
def wheel_scrolls_header_then_list(page, finger, ctx):
    """Twenty wheel events of 30 pt: the header collapses, pins, and the list goes on by the
    wheel's delta (less the pan's 10 pt hysteresis); the gesture ends when the wheel is still;
    then a wheel burst during a fling stops it."""
    start = page.state()
    expect(near(start["scrollPosition"], 0), f"starts at position {start['scrollPosition']}")
    t = page.t
    states = []
    for _ in range(20):
        t += FRAME
        page.advance(t)
        wheel(page, 200, 600, 30)
        states.append(page.state())
    moved = states[-1]["scrollPosition"] - start["scrollPosition"]
    expect(near(moved, 20 * 30 - 10, 1.0), f"the wheel moved the position {moved:.1f} pt, expected {20 * 30 - 10}")
    expect(states[-1]["pinned"], "the wheel did not pin the tab bar")
    expect(states[-1]["lists"][0]["offset"] > start["pinOffset"] + 300, "the list did not go on past the pin")
    expect(all(s["wheeling"] for s in states), "the wheel gesture ended between events")
    expect(near(page.dom()["tabbar"]["top"], geometry(page)["pinned"]), "the DOM tab bar is not pinned")
    frames = page.frames(0.5)
    expect(not frames[-1]["wheeling"], "the wheel gesture did not end once the wheel was still")
    # A fling, then a wheel burst: motion stops where it is (a two-finger rest).
    drag(page, finger, line(200, 700, 200, 520, 6))
    flying = page.frames(0.2)
    expect(flying[-1]["moving"] and abs(flying[-1]["velocity"]) > 100, "the fling is not moving")
    page.advance(page.t + FRAME)
    wheel(page, 200, 600, 0.001)
    stopped = page.state()["scrollPosition"]
    after = page.frames(0.05)
    expect(near(after[-1]["position"], stopped, 0.1),
           f"a wheel burst did not stop the fling: {stopped:.1f} -> {after[-1]['position']:.1f}")
    ctx["detail"] = f"wheel moved {moved:.1f} pt; fling stopped at {stopped:.0f}"
    hot = page.driver.execute_script("return playground.frameCost().hotAllocations")
    expect(hot == 0, f"{hot} allocations in frames and events")


def half_collapse(page, finger):
    """Drags the header about half collapsed and waits until it rests there."""
    drag(page, finger, line(200, 700, 200, 570, 13), hold=0.1)
    rest = settle(page, 1.0)[-1]
    expect(rest["collapse"] > 60 and not rest["pinned"], f"header not half collapsed ({rest['collapse']:.1f})")
    return rest


@case
def reduce_motion(page, finger, ctx):
    """Reduce Motion: the status-bar tap and a tab tap end on the next frame; without it the
    same scroll to top is still on its way after a frame."""
    half_collapse(page, finger)
    click_setting(page, "#top-button")
    one = page.frames(FRAME)[-1]
    expect(one["headerTop"] < -1, f"without Reduce Motion the scroll to top ended in a frame ({one['headerTop']:.1f})")
    settle(page, 2.0)
    click_setting(page, "label.switch-row:has(#toggle-reduce-motion)")
    expect(page.state()["reducesMotion"], "the Reduce Motion switch did not reach the host")
    half_collapse(page, finger)
    click_setting(page, "#top-button")
    one = page.frames(FRAME)[-1]
    expect(near(one["headerTop"], 0, 1e-6) and near(one["position"], 0, 1e-6) and not one["moving"],
           f"under Reduce Motion the scroll to top took more than a frame (header {one['headerTop']:.1f})")
    rest = half_collapse(page, finger)
    tap(page, finger, 195, rest["tabBarTop"] + geometry(page)["tabBar"] / 2)
    one = page.frames(FRAME)[-1]
    expect(near(one["pagerProgress"], 1, 1e-6) and not one["moving"],
           f"under Reduce Motion the tab switch took more than a frame (pager {one['pagerProgress']:.2f})")
    expect(near(one["headerTop"], rest["headerTop"], 1e-6), "the tab switch moved the header")
    hot = page.driver.execute_script("return playground.frameCost().hotAllocations")
    expect(hot == 0, f"{hot} allocations in frames and events")


@case
def page_scroll(page, finger, ctx):
    """VoiceOver's page scroll: Page down moves header and list as one by a page (the visible
    height under the pinned bars less its overlap) and shows the host's announcement; Page up
    returns to the top."""
    g = geometry(page)
    visible = g["height"] - g["pinned"] - g["tabBar"]
    step = visible - min(44.0, visible / 4)
    click_setting(page, "#page-down-button")
    rest = settle(page, 2.0)[-1]
    state = page.state()
    expect(near(state["scrollPosition"], step, 1e-6), f"page down went to {state['scrollPosition']:.1f}, not {step:.1f}")
    expect(state["pinned"], "a page from the top should collapse the header")
    status = state["accessibilityStatus"]
    expect(status is not None and status["page"] == 2, f"the host announced {status}")
    text = f"Page 2 of {status['pageCount']:.0f}"
    expect(state["announcementShown"] == text, f"the panel shows {state['announcementShown']!r}, not {text!r}")
    expect(near(page.dom()["tabbar"]["top"], g["pinned"]) and rest["pinned"], "the DOM tab bar is not pinned")
    click_setting(page, "#page-up-button")
    settle(page, 2.0)
    state = page.state()
    expect(near(state["scrollPosition"], 0, 1e-6) and near(state["headerTop"], 0, 1e-6),
           f"page up went to {state['scrollPosition']:.1f}")
    expect(state["announcementShown"].startswith("Page 1 of"), f"the panel shows {state['announcementShown']!r}")
    ctx["detail"] = f"a page is {step:.0f} pt; {text}"
    hot = page.driver.execute_script("return playground.frameCost().hotAllocations")
    expect(hot == 0, f"{hot} allocations in frames and events")
