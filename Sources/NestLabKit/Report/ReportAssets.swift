/// The report's inline style sheet and script. Nothing here loads anything from the
/// network; fonts are the platform's system fonts.
enum ReportAssets {
  /// How many strategy colours the style sheet defines (`.strategy-0` …).
  static let strategyColorCount = 8

  /// The style sheet.
  static let css = #"""
    :root {
      --bg: #f4f5f7; --card: #ffffff; --text: #1f2328; --muted: #59636e; --line: #d5dae0;
      --good-bg: #dcf5e3; --good-text: #145a2c; --bad-bg: #fde2e1; --bad-text: #8a1c17;
      --header: #2563eb; --list: #e8590c; --finger: #6b7280; --velocity: #7c3aed; --pin: #d92d20;
      --tab: #0e7490;
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body {
      margin: 0; background: var(--bg); color: var(--text);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans",
        Arial, sans-serif;
    }
    main { max-width: 1320px; margin: 0 auto; padding: 0 20px 40px; }
    .page-header {
      max-width: 1320px; margin: 0 auto; padding: 22px 20px 10px; display: flex;
      align-items: flex-end; justify-content: space-between; gap: 16px;
    }
    h1 { font-size: 24px; margin: 0; letter-spacing: -0.01em; }
    h2 { font-size: 18px; margin: 0 0 4px; }
    h3 { font-size: 14px; margin: 0 0 4px; display: flex; align-items: center; gap: 6px; }
    .sub, .screen-spec, .summary-text, .plot-note, .legend-note { color: var(--muted); margin: 2px 0 0; }
    .summary-text { color: var(--text); }
    .screen-spec { font-size: 12px; }
    .plot-note { font-size: 12px; margin: 0 0 2px 6px; }
    .card {
      background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px 18px;
      margin: 14px 0; box-shadow: 0 1px 2px rgba(16, 24, 40, 0.04);
    }
    button, select {
      font: inherit; border: 1px solid var(--line); background: #fff; border-radius: 8px; padding: 4px 12px;
      cursor: pointer; color: var(--text);
    }
    button:hover { background: #f0f3f6; }
    .play-all { font-weight: 600; }
    .chip {
      display: inline-block; width: 10px; height: 10px; border-radius: 3px; margin-right: 6px;
      background: var(--strategy); flex: none;
    }
    .strategy-0 { --strategy: #0f766e; } .strategy-1 { --strategy: #c2410c; }
    .strategy-2 { --strategy: #7c3aed; } .strategy-3 { --strategy: #be185d; }
    .strategy-4 { --strategy: #4d7c0f; } .strategy-5 { --strategy: #1d4ed8; }
    .strategy-6 { --strategy: #a16207; } .strategy-7 { --strategy: #475569; }

    /* Summary */
    .scorecard { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0 12px; }
    .score {
      display: flex; align-items: center; gap: 4px; border: 1px solid var(--line); border-radius: 999px;
      padding: 3px 12px 3px 10px; font-size: 13px; background: #fafbfc;
    }
    .score.all-good { border-color: #9fd8b0; background: #f1fbf4; }
    .score-value { color: var(--muted); margin-left: 6px; }
    .table-wrap {
      overflow: auto; max-height: min(68vh, 720px); border: 1px solid #e6e9ed; border-radius: 8px;
    }
    table.summary { border-collapse: collapse; width: 100%; font-size: 13px; }
    table.summary th, table.summary td { border-bottom: 1px solid #e6e9ed; padding: 3px 8px; text-align: right; }
    table.summary thead th {
      position: sticky; top: 0; z-index: 1; background: #f8f9fb; font-weight: 600; vertical-align: bottom;
      border-bottom: 2px solid var(--line); line-height: 1.25;
    }
    table.summary thead th:nth-child(-n+2), table.summary td.strategy, table.summary th.scenario-name {
      text-align: left;
    }
    .unit { color: var(--muted); font-weight: 400; }
    .goal { display: block; font-weight: 400; font-size: 11px; color: var(--muted); white-space: nowrap; }
    tr.group-start > * { border-top: 2px solid var(--line); }
    th.scenario-name { vertical-align: top; font-weight: 600; min-width: 170px; max-width: 260px; }
    th.scenario-name a { color: var(--text); text-decoration: none; }
    th.scenario-name a:hover { text-decoration: underline; }
    td.strategy { white-space: nowrap; }
    td.metric, span.metric { font-variant-numeric: tabular-nums; }
    .metric.good { background: var(--good-bg); color: var(--good-text); }
    .metric.bad { background: var(--bad-bg); color: var(--bad-text); font-weight: 600; }
    .metric.neutral { color: #8b949e; }
    span.metric { padding: 1px 6px; border-radius: 4px; margin-right: 4px; font-size: 12px; }
    .legend-note { font-size: 12px; margin-top: 8px; }
    dl.strategies { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 12px 0 0; }
    dl.strategies dt { font-weight: 600; display: flex; align-items: center; }
    dl.strategies dd { margin: 0; color: var(--muted); }

    /* Replay */
    .replay { margin: 12px 0 6px; }
    .controls { display: flex; align-items: center; gap: 10px; margin-bottom: 10px; flex-wrap: wrap; }
    .controls .play { min-width: 88px; font-weight: 600; }
    .controls .scrub { flex: 1 1 260px; max-width: 520px; }
    .clock { font-variant-numeric: tabular-nums; color: var(--muted); min-width: 120px; }
    .speed-label { color: var(--muted); font-size: 12px; }
    .phones { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
    .phone-card { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 6px; }
    .phone-frame {
      width: 204px; padding: 7px; border-radius: 30px; background: #16181d;
      box-shadow: 0 2px 6px rgba(0, 0, 0, 0.18);
    }
    svg.phone { display: block; width: 100%; height: auto; border-radius: 23px; background: #fff; }
    .phone-card figcaption { font-size: 13px; font-weight: 600; display: flex; align-items: center; }
    .phone .row-bg { fill: #ffffff; }
    .phone .row-bg.odd { fill: #f5f6f8; }
    .phone .row-line { stroke: #e3e6ea; stroke-width: 1; }
    .phone .row-avatar { fill: #cbd5e1; }
    .phone .row-text { fill: #9aa4b2; }
    .phone .row-label { fill: #3b4350; font-size: 19px; font-weight: 600; }
    .phone .tabbar-bg { fill: #ffffff; stroke: #d5dae0; stroke-width: 1; }
    .phone .tab-title { fill: #59636e; font-size: 18px; font-weight: 600; }
    .phone .tab-title.active { fill: #111827; }
    .phone .tab-indicator { fill: #111827; }
    .phone .header-avatar { fill: #ffffff; stroke: rgba(255, 255, 255, 0.6); stroke-width: 4; }
    .phone .header-name { fill: #ffffff; font-size: 28px; font-weight: 700; }
    .phone .header-bio { fill: rgba(255, 255, 255, 0.55); }
    .phone .status-bar { fill: #ffffff; }
    .phone .status-text { fill: #111827; font-size: 18px; font-weight: 700; }
    .phone .finger { fill: rgba(17, 24, 39, 0.22); stroke: rgba(17, 24, 39, 0.55); stroke-width: 2; }
    .phone .spinner { fill: none; stroke: #59636e; stroke-width: 4; stroke-dasharray: 40 20; }

    /* Plots */
    .plots { display: grid; grid-template-columns: repeat(auto-fill, minmax(380px, 1fr)); gap: 12px; margin-top: 12px; }
    .plot-card { border: 1px solid #e6e9ed; border-radius: 10px; padding: 8px 8px 6px; }
    .plot-card h3 { padding-left: 6px; }
    .samples { margin-left: auto; font-weight: 400; font-size: 12px; color: var(--muted); }
    svg.plot { display: block; width: 100%; height: auto; }
    svg.plot .plot-bg { fill: #fcfcfd; }
    svg.plot .grid { stroke: #eceef1; stroke-width: 1; }
    svg.plot .grid.zero { stroke: #b8bfc8; }
    svg.plot .frame { stroke: #9aa4b2; stroke-width: 1; }
    svg.plot .tick { fill: #59636e; font-size: 10px; font-variant-numeric: tabular-nums; }
    svg.plot .axis-label { fill: #3b4350; font-size: 11px; }
    svg.plot .legend-text { fill: #3b4350; font-size: 11px; }
    svg.plot .line { fill: none; stroke-width: 1.6; stroke-linejoin: round; stroke-linecap: round; }
    svg.plot .line.dashed { stroke-dasharray: 5 4; stroke-width: 1.4; }
    svg.plot .s-header { stroke: var(--header); }
    svg.plot .s-list { stroke: var(--list); }
    svg.plot .s-finger { stroke: var(--finger); }
    svg.plot .s-velocity { stroke: var(--velocity); }
    svg.plot .marker { stroke-width: 1; stroke-dasharray: 3 3; }
    svg.plot .marker.m-pin { stroke: var(--pin); }
    svg.plot .marker.m-tab { stroke: var(--tab); }
    svg.plot .marker.m-pinned { stroke: var(--header); opacity: 0.55; }
    svg.plot .marker-dot.m-pin { fill: var(--pin); stroke: #fff; stroke-width: 1; }
    svg.plot .marker-label { font-size: 10px; font-weight: 600; }
    svg.plot .marker-label.m-pin { fill: var(--pin); }
    svg.plot .marker-label.m-tab { fill: var(--tab); }
    svg.plot .marker-label.m-pinned { fill: var(--header); }
    svg.plot .cursor { stroke: #111827; stroke-width: 1; opacity: 0.35; }
    .empty { color: var(--muted); }
    .failure { color: var(--bad-text); background: var(--bad-bg); border-radius: 6px; padding: 4px 8px; }
    td.failed { text-align: left !important; font-weight: 400 !important; }
    @media print { .controls, .play-all { display: none; } .table-wrap { max-height: none; } }

    """#

  /// The replay script: builds each phone from the embedded data and redraws it for a
  /// time; one `requestAnimationFrame` loop drives the players that are playing.
  static let script = #"""
    (function () {
      'use strict';
      var NS = 'http://www.w3.org/2000/svg';
      var dataElement = document.getElementById('nestlab-data');
      var data = JSON.parse(dataElement ? dataElement.textContent : '{"scenarios":[]}');
      var DEFAULT_ROW = 72;
      var MAX_POOL = 120;

      function el(name, attributes, parent) {
        var node = document.createElementNS(NS, name);
        for (var key in attributes) {
          if (Object.prototype.hasOwnProperty.call(attributes, key)) node.setAttribute(key, attributes[key]);
        }
        if (parent) parent.appendChild(node);
        return node;
      }
      function round1(value) { return Math.round(value * 10) / 10; }

      // Index of the last sample at or before t (the frame the screen showed at t).
      function frameAt(times, t) {
        if (times.length === 0) return -1;
        if (!(t >= times[0])) return 0;
        var lo = 0, hi = times.length - 1;
        while (lo < hi) {
          var mid = (lo + hi + 1) >> 1;
          if (times[mid] <= t) lo = mid; else hi = mid - 1;
        }
        return lo;
      }

      // A tab's rows: prefix sums of row heights. Item heights when the tab has them (cut or
      // extended with default rows to `content`, which changes with the content height).
      function TabRows(spec, content) {
        var heights = [];
        var total = Math.max(0, content === undefined || content === null ? (spec.content || 0) : content);
        var remaining = total;
        var items = spec.rows || [];
        for (var r = 0; r < items.length && remaining > 0.5; r++) {
          heights.push(Math.min(items[r], remaining));
          remaining -= items[r];
        }
        while (remaining > 0.5 && heights.length < 5000) {
          heights.push(Math.min(DEFAULT_ROW, remaining));
          remaining -= DEFAULT_ROW;
        }
        this.title = spec.title || '';
        this.starts = [0];
        var minimum = DEFAULT_ROW;
        for (var i = 0; i < heights.length; i++) {
          this.starts.push(this.starts[i] + heights[i]);
          if (heights[i] > 1) minimum = Math.min(minimum, heights[i]);
        }
        this.count = heights.length;
        this.minimum = minimum;
      }
      // The first row whose bottom is below content y.
      TabRows.prototype.firstBelow = function (y) {
        var lo = 0, hi = this.count;
        while (lo < hi) {
          var mid = (lo + hi) >> 1;
          if (this.starts[mid + 1] <= y) lo = mid + 1; else hi = mid;
        }
        return lo;
      };

      function Phone(svg, scenario, trace, scenarioIndex, traceIndex) {
        this.svg = svg;
        this.trace = trace;
        var s = scenario.screen;
        this.screen = s;
        this.tabSpecs = s.tabs.length ? s.tabs : [{ title: '', content: 0 }];
        this.tabs = this.tabSpecs.map(function (t) { return new TabRows(t); });
        // Content and header height changes: the screen from each change's time on.
        this.changes = trace.changes || [];
        this.changedTabs = [];
        var w = s.width, h = s.height;
        while (svg.firstChild) svg.removeChild(svg.firstChild);
        var gradientId = 'hg-' + scenarioIndex + '-' + traceIndex;
        var defs = el('defs', {}, svg);
        var gradient = el('linearGradient', { id: gradientId, x1: '0', y1: '0', x2: '1', y2: '1' }, defs);
        el('stop', { offset: '0', 'stop-color': '#4f46e5' }, gradient);
        el('stop', { offset: '1', 'stop-color': '#0ea5e9' }, gradient);
        el('rect', { x: 0, y: 0, width: w, height: h, fill: '#ffffff' }, svg);

        // Rows: a fixed pool, repositioned each frame.
        var minimum = Math.min.apply(null, this.tabs.map(function (t) { return t.minimum; }));
        var poolSize = Math.min(MAX_POOL, Math.ceil(h / Math.max(8, minimum)) + 2);
        this.rowsGroup = el('g', { class: 'rows' }, svg);
        this.pool = [];
        for (var i = 0; i < poolSize; i++) {
          var g = el('g', { class: 'row', display: 'none' }, this.rowsGroup);
          var bg = el('rect', { class: 'row-bg', x: 0, y: 0, width: w, height: DEFAULT_ROW }, g);
          var line = el('line', { class: 'row-line', x1: 16, x2: w, y1: DEFAULT_ROW, y2: DEFAULT_ROW }, g);
          var avatar = el('circle', { class: 'row-avatar', cx: 36, cy: DEFAULT_ROW / 2, r: 18 }, g);
          var label = el('text', { class: 'row-label', x: 66, y: DEFAULT_ROW / 2 - 3 }, g);
          var bar = el('rect', { class: 'row-text', x: 66, y: DEFAULT_ROW / 2 + 6, width: w * 0.45, height: 8, rx: 4 }, g);
          this.pool.push({ g: g, bg: bg, line: line, avatar: avatar, label: label, bar: bar });
        }

        // Header: from headerTop to tabBarTop (taller while stretching).
        this.header = el('g', { class: 'header' }, svg);
        this.headerRect = el('rect', { x: 0, y: 0, width: w, height: s.headerHeight, fill: 'url(#' + gradientId + ')' }, this.header);
        this.headerAvatar = el('circle', { class: 'header-avatar', cx: 58, cy: 0, r: 36 }, this.header);
        this.headerName = el('text', { class: 'header-name', x: 108, y: 0 }, this.header);
        this.headerName.textContent = 'Profile';
        this.headerBio = el('rect', { class: 'header-bio', x: 108, y: 0, width: w * 0.5, height: 10, rx: 5 }, this.header);

        // Tab bar.
        this.tabBar = el('g', { class: 'tabbar' }, svg);
        var tb = s.tabBarHeight;
        el('rect', { class: 'tabbar-bg', x: -1, y: 0, width: w + 2, height: tb }, this.tabBar);
        var n = Math.max(1, s.tabs.length);
        this.tabTitles = [];
        for (var k = 0; k < s.tabs.length; k++) {
          var title = el('text', { class: 'tab-title', x: (w / n) * (k + 0.5), y: tb / 2, 'text-anchor': 'middle', dy: '0.35em' }, this.tabBar);
          title.textContent = s.tabs[k].title;
          this.tabTitles.push(title);
        }
        this.indicator = el('rect', { class: 'tab-indicator', x: 0, y: tb - 3, width: (w / n) * 0.6, height: 3, rx: 1.5 }, this.tabBar);
        this.tabWidth = w / n;

        // Refresh indicator, drawn over the header (it sits in whichever gap opens).
        this.spinner = el('circle', { class: 'spinner', cx: w / 2, cy: 0, r: 14, display: 'none' }, svg);

        // Status bar above everything that scrolls.
        if (s.topInset > 0) {
          el('rect', { class: 'status-bar', x: 0, y: 0, width: w, height: s.topInset }, svg);
          var clock = el('text', { class: 'status-text', x: 34, y: Math.min(s.topInset - 10, 30) }, svg);
          clock.textContent = '9:41';
        }
        this.finger = el('circle', { class: 'finger', cx: w / 2, cy: 0, r: 22, display: 'none' }, svg);
        this.frame = -2;
      }

      Phone.prototype.render = function (t) {
        var trace = this.trace, s = this.screen, svg = this.svg;
        var i = frameAt(trace.t, t);
        svg.setAttribute('data-time', String(Math.round(t * 1000) / 1000));
        if (i < 0 || i === this.frame) return;
        this.frame = i;
        var headerTop = trace.h[i], tabBarTop = trace.b[i], position = trace.p[i];
        var active = trace.a[i] || 0;
        var tabs = this.tabs, headerHeightNow = s.headerHeight;
        var change = -1;
        for (var c = 0; c < this.changes.length && this.changes[c].t <= trace.t[i]; c++) change = c;
        if (change >= 0) {
          var specs = this.tabSpecs, contents = this.changes[change].contents;
          if (!this.changedTabs[change]) {
            this.changedTabs[change] = specs.map(function (t, k) { return new TabRows(t, contents[k]); });
          }
          tabs = this.changedTabs[change];
          headerHeightNow = this.changes[change].headerHeight;
        }
        var tab = tabs[Math.min(Math.max(active, 0), tabs.length - 1)];
        // The one scroll space: content moves with the scroll position, its top under the
        // expanded tab bar at position 0.
        var contentTop = s.topInset + headerHeightNow + s.tabBarHeight - (position === null ? 0 : position);
        var visibleFrom = Math.max(0, -contentTop);
        var row = tab.firstBelow(visibleFrom);
        for (var k = 0; k < this.pool.length; k++) {
          var slot = this.pool[k];
          if (row < tab.count && contentTop + tab.starts[row] < s.height) {
            var y = contentTop + tab.starts[row];
            var height = tab.starts[row + 1] - tab.starts[row];
            slot.g.setAttribute('transform', 'translate(0 ' + round1(y) + ')');
            slot.g.setAttribute('display', 'inline');
            slot.bg.setAttribute('height', round1(height));
            slot.bg.setAttribute('class', row % 2 ? 'row-bg odd' : 'row-bg');
            slot.line.setAttribute('y1', round1(height));
            slot.line.setAttribute('y2', round1(height));
            var small = height < 44;
            slot.avatar.setAttribute('cy', round1(height / 2));
            slot.avatar.setAttribute('r', small ? Math.max(2, height / 2 - 4) : 18);
            slot.label.setAttribute('y', round1(small ? height / 2 + 5 : height / 2 - 3));
            slot.label.textContent = tab.title + ' ' + (row + 1);
            slot.bar.setAttribute('y', round1(height / 2 + 6));
            slot.bar.setAttribute('display', small ? 'none' : 'inline');
            row++;
          } else {
            slot.g.setAttribute('display', 'none');
          }
        }
        var headerHeight = Math.max(0, tabBarTop - headerTop);
        this.headerRect.setAttribute('y', round1(headerTop));
        this.headerRect.setAttribute('height', round1(headerHeight));
        var inset = Math.min(92, headerHeightNow * 0.55);
        this.headerAvatar.setAttribute('cy', round1(tabBarTop - inset));
        this.headerName.setAttribute('y', round1(tabBarTop - inset));
        this.headerBio.setAttribute('y', round1(tabBarTop - inset + 14));
        this.tabBar.setAttribute('transform', 'translate(0 ' + round1(tabBarTop) + ')');
        for (var j = 0; j < this.tabTitles.length; j++) {
          this.tabTitles[j].setAttribute('class', j === active ? 'tab-title active' : 'tab-title');
        }
        this.indicator.setAttribute('x', round1(this.tabWidth * (active + 0.2)));
        var refreshing = trace.r[i] === 1;
        this.spinner.setAttribute('display', refreshing ? 'inline' : 'none');
        if (refreshing) {
          // The larger gap: above the header (the page refreshes) or under the tab bar.
          var gapTop = s.topInset, gapBottom = headerTop;
          var listGap = contentTop - (tabBarTop + s.tabBarHeight);
          if (listGap > gapBottom - gapTop) { gapTop = tabBarTop + s.tabBarHeight; gapBottom = contentTop; }
          var cy = Math.max(gapTop + 16, (gapTop + gapBottom) / 2);
          this.spinner.setAttribute('cy', round1(cy));
          this.spinner.setAttribute('transform', 'rotate(' + Math.round((trace.t[i] * 540) % 360) + ' ' + (s.width / 2) + ' ' + round1(cy) + ')');
        }
        var finger = trace.f[i];
        if (finger === null || finger === undefined) {
          this.finger.setAttribute('display', 'none');
        } else {
          this.finger.setAttribute('display', 'inline');
          this.finger.setAttribute('cy', round1(finger));
        }
        svg.setAttribute('data-frame', String(i));
        svg.setAttribute('data-header-top', String(headerTop));
        svg.setAttribute('data-tab-bar-top', String(tabBarTop));
        svg.setAttribute('data-content-top', String(round1(contentTop)));
        svg.setAttribute('data-active-tab', String(active));
      };

      function Player(section, scenario, index) {
        this.index = index;
        this.scenario = scenario;
        this.duration = Math.max(0, scenario.duration || 0);
        this.t = 0;
        this.speed = 1;
        this.playing = false;
        var root = section.querySelector('.replay');
        this.button = root.querySelector('.play');
        this.scrub = root.querySelector('.scrub');
        this.clock = root.querySelector('.clock');
        this.cursors = Array.prototype.map.call(section.querySelectorAll('svg.plot'), function (plot) {
          return {
            line: plot.querySelector('line.cursor'),
            x0: parseFloat(plot.getAttribute('data-x-min')), x1: parseFloat(plot.getAttribute('data-x-max')),
            p0: parseFloat(plot.getAttribute('data-px-min')), p1: parseFloat(plot.getAttribute('data-px-max'))
          };
        });
        var self = this;
        this.phones = Array.prototype.map.call(root.querySelectorAll('svg.phone'), function (svg) {
          var traceIndex = parseInt(svg.getAttribute('data-trace'), 10);
          return new Phone(svg, scenario, scenario.traces[traceIndex], index, traceIndex);
        });
        this.button.addEventListener('click', function () { self.playing ? self.pause() : self.play(); });
        this.scrub.addEventListener('input', function () {
          self.seek((parseFloat(self.scrub.value) / 1000) * self.duration);
        });
        root.querySelector('.speed').addEventListener('change', function (event) {
          self.speed = parseFloat(event.target.value) || 1;
        });
        this.seek(0);
      }
      Player.prototype.seek = function (t) {
        this.t = Math.min(Math.max(0, t), this.duration);
        for (var i = 0; i < this.phones.length; i++) this.phones[i].render(this.t);
        this.scrub.value = String(this.duration > 0 ? Math.round((this.t / this.duration) * 1000) : 0);
        this.clock.textContent = this.t.toFixed(2) + ' s / ' + this.duration.toFixed(2) + ' s';
        for (var k = 0; k < this.cursors.length; k++) {
          var c = this.cursors[k];
          if (!c.line || !(c.x1 > c.x0)) continue;
          var x = c.p0 + ((this.t - c.x0) / (c.x1 - c.x0)) * (c.p1 - c.p0);
          c.line.setAttribute('x1', round1(x));
          c.line.setAttribute('x2', round1(x));
        }
      };
      Player.prototype.play = function () {
        if (this.t >= this.duration) this.seek(0);
        this.playing = true;
        this.button.textContent = '❚❚ Pause';
        startLoop();
      };
      Player.prototype.pause = function () {
        this.playing = false;
        this.button.textContent = '▶ Play';
      };

      var players = [];
      var sections = document.querySelectorAll('section.scenario');
      for (var s = 0; s < sections.length; s++) {
        var index = parseInt(sections[s].getAttribute('data-scenario-index'), 10);
        if (data.scenarios[index]) players.push(new Player(sections[s], data.scenarios[index], index));
      }

      var last = null, looping = false;
      function tick(now) {
        var dt = last === null ? 0 : Math.min(0.1, (now - last) / 1000);
        last = now;
        var any = false;
        for (var i = 0; i < players.length; i++) {
          var p = players[i];
          if (!p.playing) continue;
          any = true;
          var next = p.t + dt * p.speed;
          // Loop, holding the last frame briefly.
          p.seek(next > p.duration + 0.6 ? 0 : next);
        }
        if (any) {
          requestAnimationFrame(tick);
        } else {
          looping = false;
          last = null;
        }
      }
      function startLoop() {
        if (looping) return;
        looping = true;
        last = null;
        requestAnimationFrame(tick);
      }

      function select(index) {
        return index === undefined || index === null ? players : players.filter(function (p) { return p.index === index; });
      }
      var playAll = document.querySelector('.play-all');
      if (playAll) {
        playAll.addEventListener('click', function () {
          var anyPlaying = players.some(function (p) { return p.playing; });
          players.forEach(function (p) { anyPlaying ? p.pause() : p.play(); });
          playAll.textContent = anyPlaying ? '▶ Play all' : '❚❚ Pause all';
        });
      }

      // The hook tests use to drive frames deterministically (no sleeping).
      window.nestlabReplay = {
        players: players,
        count: players.length,
        step: function (seconds, index) {
          return select(index).map(function (p) { p.seek(p.t + seconds); return p.t; });
        },
        seek: function (seconds, index) {
          return select(index).map(function (p) { p.seek(seconds); return p.t; });
        },
        play: function (index) { select(index).forEach(function (p) { p.play(); }); },
        pause: function (index) { select(index).forEach(function (p) { p.pause(); }); },
        time: function (index) { var p = select(index)[0]; return p ? p.t : null; },
        duration: function (index) { var p = select(index)[0]; return p ? p.duration : null; }
      };
      document.documentElement.setAttribute('data-replay-ready', String(players.length));
    })();

    """#
}
