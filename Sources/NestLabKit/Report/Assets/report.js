(function () {
  'use strict';
  var NS = 'http://www.w3.org/2000/svg';
  var dataElement = document.getElementById('nestlab-data');
  var data = JSON.parse(dataElement ? dataElement.textContent : '{"scenarios":[]}');
  // The layout of the data block this script reads (ReplayData.currentVersion).
  var DATA_VERSION = 2;
  if (dataElement && data.version !== DATA_VERSION) {
    throw new Error('nestlab report data version ' + data.version + '; this script reads ' + DATA_VERSION);
  }
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
    var total = Math.max(0, content === undefined || content === null ? (spec.contentHeight || 0) : content);
    var remaining = total;
    var items = spec.itemHeights || [];
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
    this.tabSpecs = s.tabs.length ? s.tabs : [{ title: '', contentHeight: 0 }];
    this.tabs = this.tabSpecs.map(function (t) { return new TabRows(t); });
    // Content and header height changes: the screen from each change's time on.
    this.changes = trace.screenChanges || [];
    // Whether a refresh is in progress, per sample, from the data's index ranges.
    this.refreshing = [];
    (trace.refreshingSamples || []).forEach(function (range) {
      for (var r = range[0]; r <= range[1]; r++) this.refreshing[r] = true;
    }, this);
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
    var i = frameAt(trace.times, t);
    svg.setAttribute('data-time', String(Math.round(t * 1000) / 1000));
    if (i < 0 || i === this.frame) return;
    this.frame = i;
    var headerTop = trace.headerTops[i], tabBarTop = trace.tabBarTops[i], position = trace.scrollPositions[i];
    var active = trace.activeTabs[i] || 0;
    var tabs = this.tabs, headerHeightNow = s.headerHeight;
    var change = -1;
    for (var c = 0; c < this.changes.length && this.changes[c].time <= trace.times[i]; c++) change = c;
    if (change >= 0) {
      var specs = this.tabSpecs, contents = this.changes[change].contentHeights;
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
    var refreshing = this.refreshing[i] === true;
    this.spinner.setAttribute('display', refreshing ? 'inline' : 'none');
    if (refreshing) {
      // The larger gap: above the header (the page refreshes) or under the tab bar.
      var gapTop = s.topInset, gapBottom = headerTop;
      var listGap = contentTop - (tabBarTop + s.tabBarHeight);
      if (listGap > gapBottom - gapTop) { gapTop = tabBarTop + s.tabBarHeight; gapBottom = contentTop; }
      var cy = Math.max(gapTop + 16, (gapTop + gapBottom) / 2);
      this.spinner.setAttribute('cy', round1(cy));
      this.spinner.setAttribute('transform', 'rotate(' + Math.round((trace.times[i] * 540) % 360) + ' ' + (s.width / 2) + ' ' + round1(cy) + ')');
    }
    var finger = trace.fingerYs[i];
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
