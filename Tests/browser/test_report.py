#!/usr/bin/env python3
"""Browser test of `nestlab report`'s HTML page, in headless Chromium.

Usage: test_report.py [REPORT_HTML] [SCREENSHOT_PNG]

REPORT_HTML defaults to $NESTLAB_REPORT or .build/report/report.html, SCREENSHOT_PNG to
$NESTLAB_REPORT_PNG or report.png next to the report. Builds nothing: run `nestlab report`
first (Scripts/browser-test-report does both).

Checks that the page renders its plots (SVG paths of many points, non-empty boxes), has its
summary table with "ours" first, defines every metric and technique (with a public reference)
and says why ours wins for every scenario, plots every strategy in the same screen coordinates
(ours keeps the content under the finger), loads nothing from anywhere, logs no console errors, and
that the phone replays advance when frames are stepped through `window.nestlabReplay.step`
(deterministic: no sleeping on animation frames). Writes a screenshot. Prints
`browser: N passed, M failed` and exits non-zero when anything failed.

Needs Python 3, Selenium 4, Chromium and its driver (Debian: chromium, chromium-driver; the
binaries can be overridden with $CHROME_BIN and $CHROMEDRIVER).
"""

import os
import sys
import traceback
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

MIN_PATH_POINTS = 10  # "many points": a plotted trace has a vertex per sample
STEP_SECONDS = 0.5


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROME_BIN", "/usr/bin/chromium")
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1440,2200",
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
        "--lang=en-US",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


class Checks:
    """A tiny runner: each check is a function taking the driver; assertion errors fail it."""

    def __init__(self, driver):
        self.driver = driver
        self.passed = 0
        self.failed = 0

    def run(self, name, check):
        try:
            check(self.driver)
        except Exception as error:  # noqa: BLE001 - report every failure and go on
            self.failed += 1
            lines = str(error).strip().splitlines()  # WebDriver errors append a native stack
            print(f"FAIL {name}: {lines[0] if lines else repr(error)}")
            if not isinstance(error, (AssertionError, WebDriverException)):
                traceback.print_exc()
        else:
            self.passed += 1
            print(f"ok   {name}")


# MARK: Checks


def check_page_loaded(driver):
    state = driver.execute_script("return document.readyState")
    assert state == "complete", f"document.readyState is {state!r}"
    ready = driver.execute_script("return document.documentElement.getAttribute('data-replay-ready')")
    assert ready is not None, "the replay script did not finish (no data-replay-ready)"
    sections = driver.find_elements(By.CSS_SELECTOR, "section.scenario")
    assert len(sections) >= 1, "no scenario sections"
    assert int(ready) == len(sections), f"{ready} replay players for {len(sections)} scenarios"


def check_self_contained(driver):
    resources = driver.execute_script(
        "return performance.getEntriesByType('resource').map(function (r) { return r.name; })")
    assert resources == [], f"the page loaded resources: {resources[:5]}"
    # Only links a reader follows may point outside the page (the techniques' public
    # references); nothing that loads (src, <link>, <use>, CSS url()) may.
    external = driver.execute_script(
        """
        return Array.prototype.filter.call(document.querySelectorAll('[src],[href]'), function (e) {
          var v = e.getAttribute('src') || e.getAttribute('href') || '';
          return /^(https?:)?\\/\\//.test(v) && !(e.tagName === 'A' && e.classList.contains('reference'));
        }).map(function (e) { return e.outerHTML.slice(0, 80); });
        """)
    assert external == [], f"elements reference external URLs: {external[:3]}"
    styles = "".join(driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('style'), function (s) { return s.textContent; })"))
    assert "url(" not in styles and "@import" not in styles, "the style sheet loads something"


def check_summary_table(driver):
    tables = driver.find_elements(By.CSS_SELECTOR, "table.summary")
    assert len(tables) == 1, f"{len(tables)} summary tables"
    headers = [th.text for th in tables[0].find_elements(By.CSS_SELECTOR, "thead th")]
    assert len(headers) >= 4, f"summary header has {len(headers)} columns"
    assert any("goal" in h for h in headers), f"no goals in the header: {headers}"
    rows = tables[0].find_elements(By.CSS_SELECTOR, "tbody tr[data-strategy]")
    sections = driver.find_elements(By.CSS_SELECTOR, "section.scenario")
    assert len(rows) >= len(sections), f"{len(rows)} table rows for {len(sections)} scenarios"
    # "ours" leads every scenario it ran in.
    groups = driver.execute_script(
        """
        var groups = {};
        document.querySelectorAll('table.summary tbody tr[data-strategy]').forEach(function (row) {
          var s = row.getAttribute('data-scenario');
          (groups[s] = groups[s] || []).push(row.getAttribute('data-strategy'));
        });
        return groups;
        """)
    for scenario, strategies in groups.items():
        if "ours" in strategies:
            assert strategies[0] == "ours", f"{scenario}: rows {strategies} do not start with ours"
    box = tables[0].rect
    assert box["width"] > 200 and box["height"] > 40, f"summary table box {box}"
    cells = driver.find_elements(By.CSS_SELECTOR, "table.summary td.metric")
    assert cells, "no metric cells"


def check_plots_render(driver):
    report = driver.execute_script(
        """
        var out = [];
        document.querySelectorAll('section.scenario').forEach(function (section) {
          var plots = section.querySelectorAll('svg.plot');
          var kinds = {};
          Array.prototype.forEach.call(plots, function (svg) {
            var box = svg.getBoundingClientRect();
            var best = 0, length = 0;
            svg.querySelectorAll('path.line').forEach(function (path) {
              var d = path.getAttribute('d') || '';
              var points = (d.match(/[ML]/g) || []).length;
              if (points > best) { best = points; length = path.getTotalLength(); }
            });
            kinds[svg.getAttribute('data-plot')] = (kinds[svg.getAttribute('data-plot')] || 0) + 1;
            out.push({
              scenario: section.getAttribute('data-scenario'), kind: svg.getAttribute('data-plot'),
              width: box.width, height: box.height, points: best, length: length,
              ticks: svg.querySelectorAll('text.tick').length,
              labels: Array.prototype.map.call(svg.querySelectorAll('text.axis-label'), function (t) {
                return t.textContent; })
            });
          });
          out.push({ scenario: section.getAttribute('data-scenario'), kinds: kinds,
                     phones: section.querySelectorAll('svg.phone').length });
        });
        return out;
        """)
    plots = [p for p in report if "kind" in p]
    sections = [p for p in report if "kinds" in p]
    assert plots, "no svg.plot elements"
    for section in sections:
        kinds = section["kinds"]
        assert kinds.get("position", 0) >= 1 and kinds.get("velocity", 0) >= 1, (
            f"{section['scenario']}: plots {kinds}")
        assert kinds["position"] == section["phones"], (
            f"{section['scenario']}: {kinds['position']} position plots for {section['phones']} phones")
    for plot in plots:
        where = f"{plot['scenario']} / {plot['kind']}"
        assert plot["width"] > 100 and plot["height"] > 60, f"{where}: empty box {plot}"
        assert plot["points"] >= MIN_PATH_POINTS, f"{where}: longest path has {plot['points']} points"
        assert plot["length"] > 10, f"{where}: path length {plot['length']}"
        assert plot["ticks"] >= 4, f"{where}: {plot['ticks']} tick labels"
        assert len(plot["labels"]) == 2 and all(plot["labels"]), f"{where}: axis labels {plot['labels']}"


def check_guide(driver):
    # Every metric of the summary is defined in the guide, and its heading links there.
    result = driver.execute_script(
        """
        var headings = Array.prototype.map.call(
          document.querySelectorAll('table.summary thead th[data-metric]'), function (th) {
            var link = th.querySelector('a');
            var target = link && document.getElementById(link.getAttribute('href').slice(1));
            return { metric: th.getAttribute('data-metric'), target: target ? target.getAttribute('data-metric') : null,
                     cells: target ? target.querySelectorAll('td').length : 0,
                     definition: target ? target.textContent.length : 0 };
          });
        var strategies = [];
        document.querySelectorAll('table.summary tbody tr[data-strategy]').forEach(function (row) {
          var s = row.getAttribute('data-strategy');
          if (strategies.indexOf(s) < 0) strategies.push(s);
        });
        var techniques = strategies.map(function (s) {
          var dd = document.querySelector('dl.techniques dd[data-strategy="' + s + '"]');
          var a = dd && dd.querySelector('a.reference');
          return { strategy: s, text: dd ? dd.textContent.length : 0, href: a ? a.getAttribute('href') : null };
        });
        var sections = Array.prototype.map.call(document.querySelectorAll('section.scenario'), function (section) {
          var why = section.querySelector(':scope > p.why-ours');
          var link = why && why.querySelector('a');
          var family = link && document.getElementById(link.getAttribute('href').slice(1));
          return { scenario: section.getAttribute('data-scenario'), why: why ? why.textContent.length : 0,
                   family: family ? family.getAttribute('data-family') : null,
                   box: why ? why.getBoundingClientRect().height : 0 };
        });
        return { headings: headings, techniques: techniques, sections: sections };
        """)
    headings = result["headings"]
    assert len(headings) >= 10, f"{len(headings)} metric columns"
    for heading in headings:
        assert heading["target"] == heading["metric"], f"{heading['metric']}: the heading links to {heading['target']}"
        assert heading["cells"] == 4 and heading["definition"] > 60, f"{heading['metric']}: glossary row {heading}"
    for technique in result["techniques"]:
        assert technique["text"] > 40, f"{technique['strategy']}: no description"
        assert (technique["href"] or "").startswith("https://"), f"{technique['strategy']}: no public reference"
    # The corpus's scenarios all belong to a family, which says why ours wins.
    for section in result["sections"]:
        assert section["why"] > 40 and section["family"], f"{section['scenario']}: no 'why ours wins' ({section})"
        assert section["box"] > 10, f"{section['scenario']}: the 'why ours wins' line is not visible"


def check_shared_coordinates(driver):
    # The upper plot is the screen: the same axis for every strategy, and where the finger
    # lifts, the content it dragged is still under it with ours (01: a slow drag across the
    # pin), while the threshold lock, which cancels the drag at the pin, has left it behind.
    result = driver.execute_script(
        """
        function points(path) {
          var map = {};
          ((path && path.getAttribute('d')) || '').split(/[ML]/).forEach(function (pair) {
            var xy = pair.split(',');
            if (xy.length === 2) map[xy[0]] = parseFloat(xy[1]);
          });
          return map;
        }
        // The last vertex of each stroke (M…L…L): where the finger was when it lifted.
        function lifts(path) {
          return ((path && path.getAttribute('d')) || '').split('M').filter(Boolean).map(function (stroke) {
            var pairs = stroke.split('L');
            return pairs[pairs.length - 1].split(',');
          });
        }
        var section = document.querySelector('section.scenario');
        return Array.prototype.map.call(section.querySelectorAll('div.plot-card'), function (card) {
          var svg = card.querySelector('svg.plot[data-plot=position]');
          var finger = points(svg.querySelector('path[data-series="finger"]'));
          var content = points(svg.querySelector('path[data-series="content under finger"]'));
          var drift = 0, shared = 0;
          Object.keys(finger).forEach(function (x) { if (x in content) shared++; });
          lifts(svg.querySelector('path[data-series="finger"]')).forEach(function (xy) {
            if (xy[0] in content) drift = Math.max(drift, Math.abs(parseFloat(xy[1]) - content[xy[0]]));
          });
          return { strategy: card.getAttribute('data-strategy'), drift: drift, shared: shared,
                   label: Array.prototype.map.call(svg.querySelectorAll('text.axis-label'), function (t) {
                     return t.textContent; }).join(' / '),
                   series: Array.prototype.map.call(svg.querySelectorAll('path.line'), function (p) {
                     return p.getAttribute('data-series'); }) };
        });
        """)
    cards = {card["strategy"]: card for card in result}
    for card in result:
        assert card["label"] == "time (s) / screen y (pt)", f"{card['strategy']}: axes {card['label']}"
        assert card["series"] == ["tab bar top", "content under finger", "finger"], f"{card['strategy']}: {card['series']}"
        assert card["shared"] >= 10, f"{card['strategy']}: finger and content share {card['shared']} samples"
    assert cards["ours"]["drift"] <= 0.2, f"ours: the content is {cards['ours']['drift']} px from the finger at the lift"
    if "threshold-lock" in cards:
        assert cards["threshold-lock"]["drift"] > 2, (
            f"threshold-lock: drift {cards['threshold-lock']['drift']} px; its cancelled drag should show")


def check_pin_marked(driver):
    # A report over the corpus crosses the pin somewhere; each crossing has a marker.
    markers = driver.execute_script(
        "return document.querySelectorAll('svg.plot[data-plot=velocity] .marker.m-pin').length")
    assert markers >= 1, "no pin crossing is marked on any velocity plot"


def phone_states(driver):
    return driver.execute_script(
        """
        return Array.prototype.map.call(document.querySelectorAll('svg.phone'), function (svg) {
          var box = svg.getBoundingClientRect();
          return {
            scenario: svg.closest('section').getAttribute('data-scenario'),
            strategy: svg.getAttribute('data-strategy'),
            time: parseFloat(svg.getAttribute('data-time')),
            frame: parseInt(svg.getAttribute('data-frame'), 10),
            header: svg.getAttribute('data-header-top'),
            content: svg.getAttribute('data-content-top'),
            tabbar: (svg.querySelector('g.tabbar') || svg).getAttribute('transform'),
            rows: svg.querySelectorAll('g.row[display=inline]').length,
            screenHeight: svg.viewBox.baseVal.height,
            width: box.width, height: box.height
          };
        });
        """)


def check_phones_drawn(driver):
    states = phone_states(driver)
    assert states, "no phone replays"
    for state in states:
        where = f"{state['scenario']} / {state['strategy']}"
        assert state["width"] > 80 and state["height"] > 150, f"{where}: phone box {state}"
        # Rows show wherever the list's content starts on screen; a header taller than the
        # screen keeps them below it.
        if float(state["content"]) < state["screenHeight"]:
            assert state["rows"] >= 1, f"{where}: no list rows drawn"
        else:
            assert state["rows"] == 0, f"{where}: rows drawn below the screen"
        assert state["tabbar"] and state["tabbar"].startswith("translate"), f"{where}: no tab bar"


def check_replay_advances(driver):
    hook = driver.execute_script("return typeof window.nestlabReplay === 'object' && window.nestlabReplay.count")
    assert hook, "window.nestlabReplay is missing"
    driver.execute_script("window.nestlabReplay.pause(); window.nestlabReplay.seek(0);")
    before = phone_states(driver)
    assert all(s["time"] == 0 for s in before), "seek(0) did not rewind every phone"
    times = driver.execute_script(f"return window.nestlabReplay.step({STEP_SECONDS});")
    after = phone_states(driver)
    durations = driver.execute_script(
        "return window.nestlabReplay.players.map(function (p) { return p.duration; });")
    for t, duration in zip(times, durations):
        assert abs(t - min(STEP_SECONDS, duration)) < 1e-9, f"step moved a player to {t}"
    moved = 0
    for a, b in zip(before, after):
        where = f"{a['scenario']} / {a['strategy']}"
        assert b["time"] > a["time"] or b["time"] == a["time"] == 0 and max(durations) == 0, (
            f"{where}: time {a['time']} -> {b['time']}")
        assert b["frame"] >= a["frame"], f"{where}: frame went back {a['frame']} -> {b['frame']}"
        if (a["header"], a["content"], a["tabbar"]) != (b["header"], b["content"], b["tabbar"]):
            moved += 1
    assert moved >= 1, "stepping 0.5 s moved no phone's header, tab bar or rows"
    # The plot cursors follow the replay.
    cursor = driver.execute_script("return document.querySelector('svg.plot line.cursor').getAttribute('x1')")
    left = driver.execute_script("return document.querySelector('svg.plot').getAttribute('data-px-min')")
    assert float(cursor) > float(left), f"plot cursor did not move ({cursor} <= {left})"
    # Stepping past the end stops on the last frame.
    driver.execute_script("window.nestlabReplay.step(1e6);")
    end_times = driver.execute_script("return window.nestlabReplay.players.map(function (p) { return p.t; });")
    assert end_times == durations, f"stepping past the end gave {end_times}, durations {durations}"


def check_play_button(driver):
    driver.execute_script("window.nestlabReplay.seek(0);")
    button = driver.find_element(By.CSS_SELECTOR, "section.scenario .controls .play")
    button.click()
    playing = driver.execute_script("return window.nestlabReplay.players[0].playing")
    assert playing, "the play button did not start the replay"
    assert "Pause" in button.text, f"play button reads {button.text!r} while playing"
    button.click()
    playing = driver.execute_script("return window.nestlabReplay.players[0].playing")
    assert not playing, "the button did not pause the replay"
    assert "Play" in button.text, f"play button reads {button.text!r} while paused"


def check_no_console_errors(driver):
    entries = driver.get_log("browser")
    severe = [entry for entry in entries if entry.get("level") == "SEVERE"]
    for entry in entries:
        if entry.get("level") != "SEVERE":
            print(f"     console {entry.get('level')}: {entry.get('message')}")
    assert not severe, "console errors: " + "; ".join(entry.get("message", "") for entry in severe)


def main(argv):
    report = Path(argv[1] if len(argv) > 1 else os.environ.get("NESTLAB_REPORT", ".build/report/report.html"))
    screenshot = Path(argv[2] if len(argv) > 2 else os.environ.get("NESTLAB_REPORT_PNG", report.with_suffix(".png")))
    if not report.is_file():
        print(f"browser: {report} does not exist; run `swift run nestlab report Scenarios/*.json --out {report}`")
        print("browser: 0 passed, 1 failed")
        return 1
    driver = make_driver()
    checks = Checks(driver)
    try:
        driver.get(report.resolve().as_uri())
        checks.run("page loads and the replay script runs", check_page_loaded)
        checks.run("page is self-contained (no resource loads)", check_self_contained)
        checks.run("summary table present, ours first", check_summary_table)
        checks.run("SVG plots render non-empty paths of many points", check_plots_render)
        checks.run("velocity plots mark pin crossings", check_pin_marked)
        checks.run("guide: metrics defined, techniques referenced, why ours wins", check_guide)
        checks.run("screen plots share coordinates; ours keeps content under the finger", check_shared_coordinates)
        checks.run("phone replays are drawn", check_phones_drawn)
        checks.run("replay advances when frames are stepped", check_replay_advances)
        checks.run("play/pause button", check_play_button)

        def screenshot_check(driver):
            # A moment where the strategies differ: the first scenario 1.2 s in, header collapsed.
            driver.execute_script(
                "if (window.nestlabReplay) { window.nestlabReplay.pause(); window.nestlabReplay.seek(1.2); }")
            driver.execute_script("window.scrollTo(0, 0);")
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            assert driver.save_screenshot(str(screenshot)), "save_screenshot failed"
            assert screenshot.stat().st_size > 10_000, f"screenshot is only {screenshot.stat().st_size} bytes"
            print(f"     screenshot: {screenshot}")

        checks.run("screenshot written", screenshot_check)
        checks.run("no console errors", check_no_console_errors)
    finally:
        driver.quit()
    print(f"browser: {checks.passed} passed, {checks.failed} failed")
    return 0 if checks.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
