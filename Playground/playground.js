// NestedScrollKit playground: renders a profile screen from the WebAssembly core's state.
//
// The module (NSK_WASM_BASE64, inlined by Scripts/playground) owns all scrolling: the page
// forwards pointer events (screen points, seconds), calls nsk_advance once per frame and
// reads one shared Float64 state buffer (layout below, mirrored from
// Sources/NestedScrollWasm/StateLayout.swift). No framework, no network, no per-frame JSON.
// The phone is driven by our coordinator or by one of the lab's re-enactments of another
// technique (the technique switch), the same code the lab compares.
//
// Test hook: window.playground (advanceTo, state, pointer, manualClock, set, benchmark).
"use strict";

(() => {
  // ---- geometry of the screen, in points (1 CSS px) ----
  const W = 390;
  const V = 844;
  const STATUS = 47;
  const COVER = 150;
  const HEADER = 356;
  const PINNED = 91; // status bar + navigation bar: the cover's bottom stays as the nav bar
  const TABBAR = 48;
  const REFRESH_THRESHOLD = 80;
  const REFRESH_ROOM = 60;
  const LOAD_SECONDS = 1.6; // the simulated "network" time of a refresh
  // Load more (the panel's switch): the post lists ask within this distance of their end, the
  // "network" answers after LOAD_MORE_SECONDS with a batch of posts, up to LOAD_MORE_BATCHES
  // batches per list; then the app has no more and the list ends.
  const LOAD_MORE_DISTANCE = 1500;
  const LOAD_MORE_SECONDS = 0.5;
  const LOAD_MORE_BATCH = 10;
  const LOAD_MORE_BATCHES = 3;
  const LOAD_MORE_PAGES = [0, 2];
  const TILE = 128;
  const GAP = 3;
  const ROW = TILE + GAP;
  // The tab count (3 to 12 tabs): the first tabs' titles. Tab i shows a feed of posts, or the
  // media grid when i % 3 is 1.
  const TAB_NAMES = [
    "Posts", "Media", "Likes", "Replies", "Clips", "Saved", "Lists", "Photos", "Events", "Drafts", "Albums", "Links",
  ];
  // The "Long titles" switch: titles too long to share the bar, so it scrolls (TabBarLayout).
  const LONG_TAB_NAMES = [
    "Posts and replies", "Photos and videos", "Posts you liked", "Replies to you", "Clips and reels",
    "Saved for later", "Lists you follow", "Photos of you", "Upcoming events", "Unsent drafts",
    "Shared albums", "Links you shared",
  ];
  const MIN_TABS = 3;
  const MAX_TABS = TAB_NAMES.length;
  // The titles the bar shows: `count` tabs, long ones or short ones.
  const titlesFor = (count, long) => (long ? LONG_TAB_NAMES : TAB_NAMES).slice(0, count);
  let TAB_TITLES = titlesFor(MIN_TABS, false);

  // ---- state buffer layout: Sources/NestedScrollWasm/StateLayout.swift, name for name and
  // index for index (Scripts/check-wasm.mjs fails when the two differ) ----
  const SLOT = {
    time: 0, headerTop: 1, headerFrameHeight: 2, visibleHeaderHeight: 3, stretch: 4, overscroll: 5,
    collapse: 6, collapseProgress: 7, isPinned: 8, tabBarTop: 9, refreshAreaTop: 10, refreshAreaHeight: 11,
    refreshState: 12, refreshProgress: 13, refreshReservation: 14, pagerOffset: 15, pagerProgress: 16,
    activePage: 17, pageCount: 18, velocity: 19, listDragging: 20, pagerDragging: 21, moving: 22,
    animating: 23, listInsetTop: 24, pinOffset: 25, headerHeight: 26, pinnedHeight: 27, tabBarHeight: 28,
    topInset: 29, viewportHeight: 30, width: 31, diagnostics: 32, alive: 33, headerShift: 34, keepsContent: 35,
    technique: 36, listAreaTop: 37, scrollPosition: 38, pinPosition: 39, gestures: 40, trackingError: 41,
    releaseVelocity: 42, momentumContinuity: 43, distanceRatio: 44, reversals: 45, tabsKept: 46, tabsCompared: 47,
    reducesMotion: 48, accessibilityPage: 49, accessibilityPageCount: 50, wheeling: 51,
    tabBarOffset: 52, tabBarContentWidth: 53, tabIndicatorX: 54, tabIndicatorWidth: 55, headerMode: 56,
    tabRefreshAreaTop: 57, tabRefreshAreaHeight: 58, tabRefreshState: 59, tabRefreshProgress: 60,
  };
  const HEADER_MODES = ["list", "floats", "part"];
  const PAGE = {
    offset: 0, contentHeight: 1, insetTop: 2, insetBottom: 3, minimumOffset: 4, maximumOffset: 5, loadMoreFooterTop: 6,
    tabItemX: 7, tabItemWidth: 8, refreshState: 9,
  };
  const LAYOUT = { maximumPages: 12, pageBase: 64, pageStride: 10, count: 184 };
  const pageSlot = (page, slot) => LAYOUT.pageBase + page * LAYOUT.pageStride + slot;
  const REFRESH_NAMES = ["idle", "pulling", "armed", "refreshing", "ending"];
  // The technique switch: codes of Sources/NestedScrollWasm/Technique.swift.
  const TECHNIQUES = [
    { id: "ours", code: 0, title: "Ours", ownScreen: true,
      text: "Each tab's list owns all scrolling; its inset reserves the header, which the coordinator places. " +
        "Fling up from the header: the motion carries through the pin into the list." },
    { id: "threshold-lock", code: 1, title: "Threshold lock", ownScreen: false,
      text: "isScrollEnabled toggled at the pin (an outer scroll view hands over to the list). " +
        "Fling up from the header: the fling stops dead at the pin, a new gesture is needed." },
    { id: "simultaneous-pans", code: 2, title: "Simultaneous pans", ownScreen: false,
      text: "Two pans recognised at once, offsets pinned in scrollViewDidScroll (JXPagingView, GKPageScrollView). " +
        "Drag across the pin: the hand-over lags; scroll Media, come back, pull the header down: Media is reset." },
    { id: "overlay", code: 3, title: "Overlay", ownScreen: false,
      text: "One invisible overlay scroll view mapped onto header and list (TwitterProfile). Lists never bounce " +
        "or refresh; whenever the header shows, every other tab's position is thrown away." },
    { id: "modulo-snap", code: 4, title: "Modulo snap", ownScreen: true,
      text: "scrollViewWillEndDragging rounds the target to a multiple of one item height (.fast lists). " +
        "Release slowly just past a post's middle: it ticks back against the motion; tall posts snap as if all alike." },
  ];
  const techniqueById = (id) => TECHNIQUES.find((t) => t.id === id) || TECHNIQUES[0];

  const $ = (id) => document.getElementById(id);
  const clamp = (x, lo, hi) => Math.min(Math.max(x, lo), hi);

  // ---- deterministic content ----
  function random(seed) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const AUTHORS = [
    ["Mina Park", "minapark", "#7856ff"], ["Jae Kim", "jaekim.dev", "#1d9bf0"],
    ["Sofia Ruiz", "sofiaruiz", "#f91880"], ["Leo Tanaka", "leotanaka", "#00ba7c"],
    ["Ava Chen", "avachen", "#e8a317"], ["Noah Weber", "nweber", "#ff7a00"],
    ["Yuna Lee", "yuna.lee", "#c13584"], ["Omar Haddad", "omarh", "#17a589"],
  ];
  const SENTENCES = [
    "One gesture from the header into the list and back, and the momentum never drops.",
    "Spent the morning tuning the rubber band. 0.55 still feels exactly right.",
    "Coffee, a long walk along the river, then back to scroll physics.",
    "Hot take: a tab bar that jumps when you switch tabs is a bug, not a style.",
    "The trick is one scroll space. Only one scroll view ever moves.",
    "Shipped pull-to-refresh that works from every tab. Tiny joy.",
    "Rainy Sunday. Bibimbap, a new record, and zero meetings.",
    "If your fling stops dead at the header, users will feel it before they see it.",
    "Closed-form deceleration means 60 Hz and 120 Hz land on the same pixel.",
    "Reading old blog posts about nested scrolling. Everyone fought the same bug.",
    "Snapping should never tick backwards. Spring from the release velocity instead.",
    "Night market tonight. Tteokbokki first, questions later.",
    "Short tabs still collapse the header: pad the bottom, never move the content.",
    "Our design review is just everyone dragging the prototype for ten minutes.",
    "Berlin light at 4 pm in December is a whole mood.",
    "Wrote the tab rule down: keep your offset when it agrees with the header.",
    "New keyboard arrived. Typing this just to hear it.",
    "This phone runs the very core that ships to iOS, compiled to WebAssembly.",
  ];
  const TIMES = ["2m", "18m", "1h", "3h", "5h", "9h", "1d", "2d", "3d", "Mar 4", "Feb 27", "Feb 11"];

  function wrapLines(text, width, maximum) {
    const words = text.split(" ");
    const lines = [];
    let line = "";
    for (const word of words) {
      if (line && (line + " " + word).length > width) {
        lines.push(line);
        line = word;
        if (lines.length === maximum) return lines;
      } else {
        line = line ? line + " " + word : word;
      }
    }
    if (line && lines.length < maximum) lines.push(line);
    return lines;
  }

  function makePosts(seed, count, options) {
    const next = random(seed);
    const pick = (list) => list[Math.floor(next() * list.length)];
    const posts = [];
    for (let i = 0; i < count; i++) {
      const author = options.author === undefined ? AUTHORS[1 + Math.floor(next() * (AUTHORS.length - 1))] : AUTHORS[options.author];
      const first = pick(SENTENCES);
      const second = next() < 0.45 ? pick(SENTENCES) : "";
      let lines = wrapLines(second ? first + " " + second : first, 40, 5);
      if (lines.length > 4) lines = wrapLines(first, 40, 4); // whole sentences only
      const image = options.images && next() < 0.32;
      const pinned = options.pinFirst && i === 0;
      const height = 12 + (pinned ? 20 : 0) + 20 + 20 * lines.length + (image ? 170 : 0) + 30 + 12;
      posts.push({
        author, lines, image, pinned, height, time: TIMES[Math.min(TIMES.length - 1, Math.floor(i / 2))],
        hue: Math.floor(next() * 360), variant: Math.floor(next() * 4),
        replies: Math.floor(next() * 40), reposts: Math.floor(next() * 120),
        likes: Math.floor(next() * 900), views: (1 + next() * 30).toFixed(1) + "K", liked: options.liked || next() < 0.2,
      });
    }
    return posts;
  }

  const CONTENT = {
    posts: makePosts(7, 60, { images: true, author: 0, pinFirst: true }),
    media: Array.from({ length: 48 }, (_, i) => i),
    likes: makePosts(23, 3, { images: false, liked: true }),
    more: [],
  };
  // Page `page`'s posts (Posts, Likes, and the feeds of tabs past the third, made on first
  // use), or null for a media grid.
  function feedOf(page) {
    if (page === 0) return CONTENT.posts;
    if (page === 2) return CONTENT.likes;
    if (page % 3 === 1) return null;
    if (!CONTENT.more[page]) {
      CONTENT.more[page] = makePosts(40 + page, 24, page % 3 === 0 ? { images: true } : { images: false, liked: true });
    }
    return CONTENT.more[page];
  }
  // Page `page`'s item heights: one per post, or one per grid row.
  const itemsOf = (page) => (feedOf(page) ? feedOf(page).map((post) => post.height)
    : Array.from({ length: Math.ceil(CONTENT.media.length / 3) }, () => ROW));

  // ---- artwork (inline SVG, no network) ----
  let uid = 0;
  function art(hue, variant, w = 300, h = 200) {
    const id = "g" + uid++;
    const sky = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},65%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360},75%,58%)"/>` +
      `</linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
    const dark = (l, a = 1) => `hsla(${(hue + 200) % 360},40%,${l}%,${a})`;
    let body;
    if (variant === 0) {
      body = `<circle cx="${w * 0.7}" cy="${h * 0.45}" r="${h * 0.16}" fill="#fff3d6" opacity=".9"/>` +
        `<path d="M0 ${h * 0.7} L${w * 0.22} ${h * 0.42} L${w * 0.4} ${h * 0.62} L${w * 0.6} ${h * 0.35} L${w} ${h * 0.72} V${h} H0Z" fill="${dark(38, 0.75)}"/>` +
        `<path d="M0 ${h * 0.85} L${w * 0.3} ${h * 0.62} L${w * 0.55} ${h * 0.8} L${w * 0.8} ${h * 0.6} L${w} ${h * 0.78} V${h} H0Z" fill="${dark(22)}"/>`;
    } else if (variant === 1) {
      body = `<circle cx="${w * 0.3}" cy="${h * 0.5}" r="${h * 0.18}" fill="#fff1c9" opacity=".95"/>` +
        `<rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="${dark(45, 0.8)}"/>` +
        `<path d="M0 ${h * 0.68} Q${w * 0.125} ${h * 0.63} ${w * 0.25} ${h * 0.68} T${w * 0.5} ${h * 0.68} T${w * 0.75} ${h * 0.68} T${w} ${h * 0.68} V${h} H0Z" fill="${dark(32, 0.85)}"/>` +
        `<path d="M0 ${h * 0.8} Q${w * 0.125} ${h * 0.75} ${w * 0.25} ${h * 0.8} T${w * 0.5} ${h * 0.8} T${w * 0.75} ${h * 0.8} T${w} ${h * 0.8} V${h} H0Z" fill="${dark(22)}"/>`;
    } else if (variant === 2) {
      let city = "";
      let x = 0;
      let i = 0;
      while (x < w) {
        const bw = w * (0.07 + ((i * 37) % 5) * 0.018);
        const bh = h * (0.25 + ((i * 53) % 7) * 0.07);
        city += `<rect x="${x}" y="${h - bh}" width="${bw - 2}" height="${bh}" fill="${dark(18 + (i % 3) * 6)}"/>`;
        for (let wy = h - bh + 8; wy < h - 6; wy += 12) {
          city += `<rect x="${x + 4}" y="${wy}" width="3" height="4" fill="#ffe9a8" opacity="${(i + wy) % 3 ? 0.75 : 0.2}"/>`;
        }
        x += bw;
        i++;
      }
      body = `<circle cx="${w * 0.8}" cy="${h * 0.25}" r="${h * 0.1}" fill="#fff" opacity=".8"/>` + city;
    } else {
      body = `<circle cx="${w * 0.25}" cy="${h * 0.35}" r="${h * 0.45}" fill="hsla(${(hue + 60) % 360},80%,70%,.55)"/>` +
        `<circle cx="${w * 0.75}" cy="${h * 0.7}" r="${h * 0.5}" fill="hsla(${(hue + 150) % 360},70%,55%,.5)"/>` +
        `<circle cx="${w * 0.55}" cy="${h * 0.2}" r="${h * 0.25}" fill="hsla(${(hue + 300) % 360},85%,80%,.55)"/>`;
    }
    return `<svg viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice" aria-hidden="true">${sky}${body}</svg>`;
  }

  const COVER_ART = `<svg viewBox="0 0 390 150" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
    <defs><linearGradient id="cover-sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#161245"/><stop offset=".45" stop-color="#5a3b91"/>
      <stop offset=".78" stop-color="#d9768d"/><stop offset="1" stop-color="#f5b99b"/></linearGradient>
      <radialGradient id="cover-sun"><stop offset="0" stop-color="#fff2d2"/><stop offset=".55" stop-color="#ffd3a0" stop-opacity=".9"/><stop offset="1" stop-color="#ffb38a" stop-opacity="0"/></radialGradient></defs>
    <rect width="390" height="150" fill="url(#cover-sky)"/>
    <g fill="#fff" opacity=".7"><circle cx="40" cy="22" r="1"/><circle cx="96" cy="58" r=".8"/><circle cx="150" cy="14" r="1.2"/><circle cx="222" cy="40" r=".8"/><circle cx="318" cy="18" r="1"/><circle cx="356" cy="52" r=".9"/><circle cx="12" cy="64" r=".7"/></g>
    <circle cx="282" cy="112" r="44" fill="url(#cover-sun)"/>
    <path d="M0 118 L46 84 L82 104 L128 70 L176 108 L214 90 L262 116 L304 86 L348 110 L390 92 V150 H0Z" fill="#6b4a97" opacity=".85"/>
    <path d="M0 132 L60 106 L110 126 L170 100 L232 130 L290 108 L344 128 L390 114 V150 H0Z" fill="#3a2966"/>
    <path d="M0 150 L0 140 Q100 124 200 138 T390 134 V150Z" fill="#1d1640"/></svg>`;

  const AVATAR_ART = `<svg viewBox="0 0 80 80" aria-hidden="true">
    <defs><linearGradient id="avatar-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd3a5"/><stop offset="1" stop-color="#fd6585"/></linearGradient></defs>
    <rect width="80" height="80" fill="url(#avatar-bg)"/>
    <path d="M10 80 Q12 58 40 56 Q68 58 70 80Z" fill="#2d3a8c"/>
    <rect x="34" y="44" width="12" height="14" rx="5" fill="#e6b48f"/>
    <path d="M22 38 Q20 14 40 13 Q61 13 59 38 Q60 52 55 58 L25 58 Q20 52 22 38Z" fill="#2b1d16"/>
    <ellipse cx="40" cy="35" rx="13" ry="15" fill="#f1c7a1"/>
    <path d="M26 32 Q30 18 44 19 Q54 21 55 32 Q46 26 26 32Z" fill="#2b1d16"/>
    <circle cx="35" cy="36" r="1.4" fill="#2b1d16"/><circle cx="45" cy="36" r="1.4" fill="#2b1d16"/>
    <path d="M36 43 Q40 46 44 43" stroke="#b5533c" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>`;

  const ICON = {
    reply: '<svg viewBox="0 0 24 24"><path d="M12 3.5c-5 0-9 3.3-9 7.5 0 2.2 1.1 4.1 2.9 5.5L5 20.5l4.6-2.3c.8.2 1.6.3 2.4.3 5 0 9-3.3 9-7.5S17 3.5 12 3.5zm0 13c-.8 0-1.5-.1-2.2-.3l-.6-.1-2 1 .4-1.8-.6-.4C5.6 13.8 5 12.4 5 11c0-3 3.1-5.5 7-5.5s7 2.5 7 5.5-3.1 5.5-7 5.5z"/></svg>',
    repost: '<svg viewBox="0 0 24 24"><path d="M4.5 3.9 8.4 7.6 7 9 5.5 7.6V16c0 1.1.9 2 2 2H13v2H7.5a4 4 0 0 1-4-4V7.6L2 9 .6 7.6zM16.5 6H11V4h5.5a4 4 0 0 1 4 4v8.4L22 15l1.4 1.4-3.9 3.7-3.9-3.7L17 15l1.5 1.4V8c0-1.1-.9-2-2-2z"/></svg>',
    like: '<svg viewBox="0 0 24 24"><path d="M16.7 3.5c-1.9 0-3.6.9-4.7 2.4A5.8 5.8 0 0 0 7.3 3.5 5.5 5.5 0 0 0 2 9.2c0 5.9 9.1 11 9.5 11.2l.5.3.5-.3c.4-.2 9.5-5.3 9.5-11.2a5.5 5.5 0 0 0-5.3-5.7z"/></svg>',
    views: '<svg viewBox="0 0 24 24"><path d="M4 21V11h2.5v10zm6 0V3h2.5v18zm6 0v-7h2.5v7z"/></svg>',
    pin: '<svg viewBox="0 0 24 24"><path d="M15 2l7 7-2 1-3 3 .5 5-2 2-4-4-5 5-1.4-1.4 5-5-4-4 2-2 5 .5 3-3z"/></svg>',
    multi: '<svg class="multi" viewBox="0 0 24 24"><path d="M7 3h12a2 2 0 0 1 2 2v12h-2V5H7z"/><rect x="3" y="7" width="14" height="14" rx="2"/></svg>',
  };

  function initials(name) {
    return name.split(" ").map((part) => part[0]).join("");
  }

  function postHTML(post, top) {
    const [name, handle, color] = post.author;
    const media = post.image ? `<div class="media">${art(post.hue, post.variant, 306, 160)}</div>` : "";
    const pinned = post.pinned ? `<div class="pinned">${ICON.pin}Pinned</div>` : "";
    const lines = post.lines.map((line) => `<div class="line">${line}</div>`).join("");
    return `<div class="post" style="top:${top}px;height:${post.height}px">` +
      `<div class="pa" style="background:${color};top:${12 + (post.pinned ? 20 : 0)}px">${initials(name)}</div>${pinned}` +
      `<div class="who"><b>${name}</b> <span>@${handle} · ${post.time}</span></div>${lines}${media}` +
      `<div class="acts"><span>${ICON.reply}${post.replies}</span><span>${ICON.repost}${post.reposts}</span>` +
      `<span class="${post.liked ? "liked" : ""}">${ICON.like}${post.likes}</span><span>${ICON.views}${post.views}</span></div></div>`;
  }

  function buildPages() {
    const track = document.createElement("div");
    track.className = "track";
    track.style.width = W * TAB_TITLES.length + "px";
    const contents = [];
    const pages = [];
    const footers = [];
    for (let page = 0; page < TAB_TITLES.length; page++) {
      const element = document.createElement("div");
      element.className = "page";
      element.dataset.page = page;
      element.style.left = page * W + "px";
      const content = document.createElement("div");
      content.className = "content";
      let html = "";
      if (!feedOf(page)) {
        CONTENT.media.forEach((i) => {
          const x = (i % 3) * (TILE + GAP);
          const y = Math.floor(i / 3) * ROW;
          const badge = i % 7 === 2 ? `<span class="badge">0:${String(12 + ((i * 13) % 47)).padStart(2, "0")}</span>` : "";
          const multi = i % 5 === 3 ? ICON.multi : "";
          html += `<div class="tile" style="left:${x}px;top:${y}px;width:${TILE}px;height:${TILE}px">${art((i * 47) % 360, i % 4, 128, 128)}${badge}${multi}</div>`;
        });
      } else {
        let y = 0;
        for (const post of feedOf(page)) {
          html += postHTML(post, y);
          y += post.height;
        }
      }
      content.innerHTML = html;
      // The load-more footer: placed below the last row where the host puts it, while the
      // list waits for rows.
      const footer = document.createElement("div");
      footer.className = "load-more";
      footer.hidden = true;
      footer.innerHTML = `<svg viewBox="-14 -14 28 28" aria-hidden="true">${spinnerLinesHTML()}</svg>`;
      content.appendChild(footer);
      element.appendChild(content);
      track.appendChild(element);
      contents.push(content);
      pages.push(element);
      footers.push(footer);
    }
    $("pager").appendChild(track);
    return { track, contents, pages, footers };
  }

  // The eight ticks of a spinner (the refresh indicator's and the load-more footer's).
  function spinnerLinesHTML() {
    return Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * 2 * Math.PI - Math.PI / 2;
      const c = Math.cos(a);
      const s = Math.sin(a);
      return `<line x1="${(5.5 * c).toFixed(2)}" y1="${(5.5 * s).toFixed(2)}" x2="${(11 * c).toFixed(2)}" y2="${(11 * s).toFixed(2)}" opacity="${(1 - i * 0.1).toFixed(2)}"/>`;
    }).join("");
  }

  // Page `page`'s items (its content height and item snap), as the module's tab.
  function setItems(exports, page, heights) {
    const pointer = exports.nsk_scratch(heights.length);
    new Float64Array(exports.memory.buffer, pointer, heights.length).set(heights);
    if (!exports.nsk_screen_set_tab_items(page, heights.length)) throw new Error("nsk_screen_set_tab_items failed");
  }

  // Load more on the post lists, or off.
  function setLoadMore(exports, enabled) {
    for (const page of LOAD_MORE_PAGES) {
      if (!exports.nsk_set_load_more(page, enabled ? 1 : 0, LOAD_MORE_DISTANCE)) {
        throw new Error("nsk_set_load_more rejected the distance");
      }
    }
  }

  // The "network" answers page `page`'s request: a batch of posts below the last one, in the
  // DOM and as the module's items, while batches last; then the load ends either way.
  function answerLoadMore(page, time) {
    const load = loads[page];
    if (load.batches < LOAD_MORE_BATCHES) {
      load.batches += 1;
      const posts = feedOf(page);
      let y = posts.reduce((sum, post) => sum + post.height, 0);
      const batch = makePosts(1000 + page * 100 + load.batches, LOAD_MORE_BATCH,
        page === 0 ? { images: true, author: 0 } : { images: false, liked: true });
      let html = "";
      for (const post of batch) {
        html += postHTML(post, y);
        y += post.height;
        posts.push(post);
      }
      pagesDom.footers[page].insertAdjacentHTML("beforebegin", html);
      setItems(exports, page, posts.map((post) => post.height));
    }
    exports.nsk_load_more_did_end(page, time);
  }

  // The module's screen: geometry, then each page's items (for content height and item snap).
  // The tab titles (long ones with many tabs), measured and sent to the module, whose
  // TabBarLayout places the items, scrolls the bar and moves the indicator.
  function setTabTitles(exports) {
    const titles = TAB_TITLES;
    const scale = dom.tabbar.getBoundingClientRect().width / W || 1;
    const widths = tabEls.map((tab, i) => {
      if (tab.firstElementChild.textContent !== titles[i]) tab.firstElementChild.textContent = titles[i];
      return tab.firstElementChild.getBoundingClientRect().width / scale;
    });
    const pointer = exports.nsk_scratch(widths.length);
    new Float64Array(exports.memory.buffer, pointer, widths.length).set(widths);
    if (!exports.nsk_set_tab_titles(widths.length)) throw new Error("nsk_set_tab_titles failed");
  }

  // Pull to refresh as the module takes it (Exports+Screen.swift's refreshScope): 0 off, 1 the
  // page refreshes, 2 each tab refreshes on its own.
  const refreshCode = (options) => (!options.refresh ? 0 : options.tabRefresh ? 2 : 1);

  function setUpScreen(exports, options) {
    const ok = exports.nsk_screen_create(
      W, V, 0, HEADER, PINNED, TABBAR, TAB_TITLES.length, options.headerSnap ? 1 : 0, refreshCode(options),
      REFRESH_THRESHOLD, REFRESH_ROOM);
    if (!ok) throw new Error("nsk_screen_create rejected the configuration");
    for (let page = 0; page < TAB_TITLES.length; page++) {
      if (feedOf(page)) setItems(exports, page, itemsOf(page));
      else exports.nsk_screen_set_tab(page, Math.ceil(CONTENT.media.length / 3) * ROW, ROW);
    }
    setTabTitles(exports);
    setLoadMore(exports, options.loadMore);
    exports.nsk_set_item_snap(options.itemSnap ? 1 : 0);
    exports.nsk_set_fast_deceleration(options.deceleration === "fast" ? 1 : 0);
    if (options.tabSwitch === "content") exports.nsk_set_tab_switch_policy(1);
    if (options.headerMode !== "list") exports.nsk_set_header_mode(HEADER_MODES.indexOf(options.headerMode));
    exports.nsk_set_reduce_motion(options.reduceMotion ? 1 : 0);
    const technique = techniqueById(options.technique);
    if (technique.code !== 0 && !exports.nsk_set_technique(technique.code)) {
      throw new Error(`nsk_set_technique rejected ${technique.id}`);
    }
  }

  // ---- the page ----
  const screenEl = $("screen");
  const dom = {
    header: $("header"), body: $("header-body"), cover: $("cover"), coverArt: $("cover-art"), coverDim: $("cover-dim"),
    avatar: $("avatar"), tabbar: $("tabbar"), tabs: $("tabs"), indicator: $("tab-indicator"), nav: $("nav"),
    navTitle: $("nav-title"), refresh: $("refresh"), spinner: $("refresh-spinner"), scrollIndicator: $("scroll-indicator"),
  };
  dom.coverArt.innerHTML = COVER_ART;
  dom.avatar.firstElementChild.innerHTML = AVATAR_ART;
  dom.spinner.innerHTML = spinnerLinesHTML();
  const spinnerLines = Array.from(dom.spinner.querySelectorAll("line"));
  dom.tabRefresh = $("tab-refresh");
  dom.tabSpinner = $("tab-refresh-spinner");
  dom.tabSpinner.innerHTML = spinnerLinesHTML();
  const tabSpinnerLines = Array.from(dom.tabSpinner.querySelectorAll("line"));
  // The tabs' titles in the bar and their pages, built again when the tab count changes.
  const buildTabs = () => {
    dom.tabs.innerHTML = TAB_TITLES.map((title, i) => `<div class="tab" role="tab" data-tab="${i}"><span>${title}</span></div>`).join("");
    return Array.from(dom.tabs.children);
  };
  let tabEls = buildTabs();
  let pagesDom = buildPages();

  const options = {
    headerSnap: false, itemSnap: false, refresh: true, tabRefresh: false, deceleration: "normal", rate: "display",
    slowMotion: false, tabSwitch: "header", headerMode: "list", technique: "ours", loadMore: false, reduceMotion: false,
    manyTabs: false, tabCount: MIN_TABS,
  };
  // Each page's load more: when its footer appeared (the request), and the batches answered;
  // and when its own refresh (per-tab refresh) began refreshing.
  const newLoads = () => TAB_TITLES.map(() => ({ startedAt: null, batches: 0, refreshStartedAt: null }));
  let loads = newLoads();

  let exports = null;
  let wasmModule = null;
  let state = null;
  let lastTime = 0; // the latest time given to the module (events and frames never go back)
  let loadStartedAt = null;
  let touch = null;
  const costs = { advance: new Float64Array(600), render: new Float64Array(600), index: 0, filled: 0 };
  let allocationsAtLoad = 0;
  let setupAllocations = 0; // made by (re)configuring the screen, which may allocate
  let benchmarkResult = null;

  // Runs a configuration call, booking its allocations as setup, not as frame or event work.
  function configuring(call) {
    const before = exports.nsk_allocations();
    const result = call();
    setupAllocations += exports.nsk_allocations() - before;
    return result;
  }

  function hotAllocations() {
    return exports.nsk_allocations() - allocationsAtLoad - setupAllocations;
  }

  // The live counters belong to the technique driving the phone: switching starts them over,
  // so what a baseline allocated or cost is never shown beside another technique.
  function resetCounters() {
    allocationsAtLoad = exports.nsk_allocations();
    setupAllocations = 0;
    costs.index = 0;
    costs.filled = 0;
    $("cost-render").textContent = "–";
    $("cost-alloc").textContent = "0";
  }

  function stateView() {
    if (!state || state.buffer !== exports.memory.buffer || state.length === 0) {
      state = new Float64Array(exports.memory.buffer, exports.nsk_state(), LAYOUT.count);
    }
    return state;
  }

  // ---- the clock: real (performance.now, with slow motion) or manual (tests) ----
  const clock = {
    manual: false,
    manualNow: 0,
    eventStep: 0,
    realBase: performance.now(),
    simBase: 0,
    rate: 1,
    hz: 0,
    at(real) {
      return this.simBase + ((real - this.realBase) / 1000) * this.rate;
    },
    setRate(rate) {
      const now = performance.now();
      this.simBase = Math.max(this.at(now), lastTime);
      this.realBase = now;
      this.rate = rate;
    },
    updateRate() {
      this.setRate(options.slowMotion && !touch ? 0.25 : 1);
    },
  };

  function fed(t) {
    const time = Math.max(t, lastTime);
    lastTime = time;
    return time;
  }

  function eventTime(realTimeStamp) {
    if (clock.manual) {
      if (clock.eventStep > 0) advanceTo(clock.manualNow + clock.eventStep);
      return fed(clock.manualNow);
    }
    const now = clock.at(performance.now());
    return fed(Math.min(clock.at(realTimeStamp), now));
  }

  // One frame: the module advances, the page's "network" finishes a refresh, the DOM follows.
  function step(time) {
    const t = fed(time);
    const start = performance.now();
    exports.nsk_advance(t);
    const advanced = performance.now();
    const s = stateView();
    if (s[SLOT.refreshState] === 3) {
      if (loadStartedAt === null) loadStartedAt = t;
      else if (t - loadStartedAt >= LOAD_SECONDS) {
        loadStartedAt = null;
        exports.nsk_end_refresh(t);
      }
    } else {
      loadStartedAt = null;
    }
    // Each tab's own refresh (per-tab refresh) loads as long as the page's does.
    for (let page = 0; page < loads.length; page++) {
      const load = loads[page];
      if (stateView()[pageSlot(page, PAGE.refreshState)] !== 3) {
        load.refreshStartedAt = null;
      } else if (load.refreshStartedAt === null) {
        load.refreshStartedAt = t;
      } else if (t - load.refreshStartedAt >= LOAD_SECONDS) {
        load.refreshStartedAt = null;
        exports.nsk_end_tab_refresh(page, t);
      }
    }
    for (const page of LOAD_MORE_PAGES) {
      const load = loads[page];
      if (!Number.isFinite(stateView()[pageSlot(page, PAGE.loadMoreFooterTop)])) {
        load.startedAt = null;
      } else if (load.startedAt === null) {
        load.startedAt = t;
      } else if (t - load.startedAt >= LOAD_MORE_SECONDS) {
        load.startedAt = null;
        // New rows allocate (the items are described again); that is the app's work, not the frame's.
        configuring(() => answerLoadMore(page, t));
      }
    }
    render();
    const rendered = performance.now();
    costs.advance[costs.index] = advanced - start;
    costs.render[costs.index] = rendered - advanced;
    costs.index = (costs.index + 1) % costs.advance.length;
    costs.filled = Math.min(costs.filled + 1, costs.advance.length);
    updatePanel();
  }

  function advanceTo(seconds) {
    if (!clock.manual) throw new Error("advanceTo needs playground.manualClock = true");
    clock.manualNow = Math.max(clock.manualNow, seconds);
    step(clock.manualNow);
    return snapshot();
  }

  function frame() {
    requestAnimationFrame(frame);
    if (!exports || clock.manual) return;
    let t = clock.at(performance.now());
    if (clock.hz > 0) {
      // Fixed-rate frames (60 or 120 per simulated second), never before the latest event.
      t = Math.max(Math.floor(t * clock.hz) / clock.hz, lastTime);
      if (t <= lastTime && !touch) {
        updatePanel();
        return;
      }
    }
    step(t);
  }

  // ---- pointer input ----
  function toScreen(event) {
    const rect = screenEl.getBoundingClientRect();
    const scale = rect.width / W;
    return [(event.clientX - rect.left) / scale, (event.clientY - rect.top) / scale];
  }

  let inputCount = 0; // pointer events handled (tests wait on it: input may arrive a frame late)

  function pointerDown(event) {
    if (!exports || touch || (event.pointerType === "mouse" && event.button !== 0)) return;
    inputCount++;
    event.preventDefault();
    const [x, y] = toScreen(event);
    try {
      screenEl.setPointerCapture(event.pointerId);
    } catch (_) {
      // Synthetic pointers may not be capturable; moves still arrive on the element.
    }
    const s = stateView();
    const tabBarTop = s[SLOT.tabBarTop];
    let kind = "screen";
    if (y < STATUS) kind = "status";
    else if (y >= tabBarTop && y < tabBarTop + TABBAR) kind = "tab";
    touch = { id: event.pointerId, kind, startX: x, startY: y, x, y, travel: 0 };
    screenEl.classList.add("grabbing");
    // On a phone, a drag that starts on the header or the tab bar scrolls the active list
    // (its pan recognizer covers the container), and a tap on a tab selects it.
    if (kind !== "status") {
      clock.updateRate();
      exports.nsk_pointer_down(x, y, eventTime(event.timeStamp));
    }
    if (clock.manual) {
      render();
      updatePanel();
    }
  }

  function pointerMove(event) {
    if (!touch || event.pointerId !== touch.id) return;
    inputCount++;
    event.preventDefault();
    const list = !clock.manual && event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    const events = list.length ? list : [event];
    for (const e of events) {
      const [x, y] = toScreen(e);
      touch.x = x;
      touch.y = y;
      touch.travel = Math.max(touch.travel, Math.hypot(x - touch.startX, y - touch.startY));
      if (touch.kind !== "status") exports.nsk_pointer_move(x, y, eventTime(e.timeStamp));
    }
    if (clock.manual) {
      render();
      updatePanel();
    }
  }

  function pointerUp(event, cancelled) {
    if (!touch || event.pointerId !== touch.id) return;
    inputCount++;
    const ended = touch;
    const [x, y] = cancelled ? [ended.x, ended.y] : toScreen(event);
    const t = eventTime(event.timeStamp);
    touch = null;
    screenEl.classList.remove("grabbing");
    if (ended.kind !== "status") exports.nsk_pointer_up(x, y, t);
    const tap = !cancelled && Math.max(ended.travel, Math.hypot(x - ended.startX, y - ended.startY)) < 10;
    if (tap && ended.kind === "tab") exports.nsk_tap_tab(tabAt(x), t);
    if (tap && ended.kind === "status") exports.nsk_tap_status_bar(t);
    clock.updateRate();
    if (clock.manual) {
      render();
      updatePanel();
    }
  }

  // Down on the screen; moves and the release wherever they happen (pointer capture is only
  // a bonus: some synthetic mouse drivers lose it on the first move).
  screenEl.addEventListener("pointerdown", pointerDown);
  window.addEventListener("pointermove", pointerMove);
  window.addEventListener("pointerup", (event) => pointerUp(event, false));
  window.addEventListener("pointercancel", (event) => pointerUp(event, true));
  // A wheel or a trackpad's two fingers: scroll events, fed to the host as indirect input
  // (the module ends the gesture once the wheel has been still for a tenth of a second).
  const WHEEL_LINE = 16; // points per line of a DOM_DELTA_LINE wheel
  function wheel(event) {
    if (!exports || touch) return;
    inputCount++;
    event.preventDefault();
    const [x, y] = toScreen(event);
    const scale = screenEl.getBoundingClientRect().width / W || 1;
    const unit = event.deltaMode === 1 ? WHEEL_LINE : event.deltaMode === 2 ? V : 1 / scale;
    clock.updateRate();
    exports.nsk_wheel(x, y, event.deltaX * unit, event.deltaY * unit, eventTime(event.timeStamp));
    if (clock.manual) {
      render();
      updatePanel();
    }
  }
  screenEl.addEventListener("wheel", wheel, { passive: false });
  screenEl.addEventListener("contextmenu", (event) => event.preventDefault());
  screenEl.addEventListener("dragstart", (event) => event.preventDefault());

  // ---- VoiceOver's page scroll: directions of nsk_accessibility_scroll; the announcement is
  // the host's text, read from the module ----
  const A11Y = { up: 0, down: 1, left: 2, right: 3 };
  const ANNOUNCEMENT_PROMPT = $("announcement").textContent;
  function announcement() {
    // The host builds the text (a String: it allocates), as VoiceOver would be handed it: the
    // app's work, not the frame's or the event's.
    const length = configuring(() => exports.nsk_announcement());
    if (length === 0) return null;
    return new TextDecoder().decode(new Uint8Array(exports.memory.buffer, exports.nsk_announcement_text(), length));
  }
  function accessibilityScroll(direction, t) {
    const scrolled = exports.nsk_accessibility_scroll(direction, t) === 1;
    const text = announcement();
    if (text !== null && $("announcement").textContent !== text) $("announcement").textContent = text;
    render();
    return scrolled;
  }

  // The tab under `x` on the screen: the bar's items (TabBarLayout's) as scrolled now.
  function tabAt(x) {
    const s = stateView();
    const along = x + s[SLOT.tabBarOffset];
    let nearest = 0;
    for (let page = 0; page < TAB_TITLES.length; page++) {
      if (along >= s[pageSlot(page, PAGE.tabItemX)]) nearest = page;
    }
    return nearest;
  }

  // ---- rendering ----

  const px = (value) => (Math.round(value * 100) / 100).toString();

  function render() {
    const s = stateView();
    const headerTop = s[SLOT.headerTop];
    const stretch = s[SLOT.stretch];
    const collapse = s[SLOT.collapse];
    const tabBarTop = s[SLOT.tabBarTop];
    const progress = s[SLOT.pagerProgress];
    const active = s[SLOT.activePage];

    // Header: the body follows the header; the cover absorbs stretch and refresh room, and
    // stays as the navigation bar's background once it would scroll past it.
    dom.header.style.transform = `translate3d(0,${px(headerTop)}px,0)`;
    dom.header.style.height = px(HEADER + stretch) + "px";
    dom.body.style.transform = `translate3d(0,${px(stretch)}px,0)`;
    const coverTop = clamp(headerTop, PINNED - COVER, 0);
    const coverBottom = Math.max(headerTop + COVER + stretch, PINNED);
    const sticky = headerTop < PINNED - COVER;
    dom.cover.style.transform = `translate3d(0,${px(coverTop)}px,0)`;
    dom.cover.style.height = px(coverBottom - coverTop) + "px";
    const titleProgress = clamp((collapse - 128) / 28, 0, 1);
    dom.coverDim.style.opacity = px(titleProgress);
    dom.navTitle.style.opacity = px(titleProgress);
    dom.navTitle.style.transform = `translate3d(0,${px((1 - titleProgress) * 18)}px,0)`;
    const shrink = clamp(collapse / (COVER - PINNED), 0, 1);
    dom.avatar.style.transform = `translate3d(0,${px(headerTop + stretch + COVER - 44)}px,0) scale(${px(1 - 0.42 * shrink)})`;
    dom.avatar.classList.toggle("under", sticky);

    // Tab bar, its items, scroll and indicator as the module's TabBarLayout places them at
    // the pager's fractional position.
    dom.tabbar.style.transform = `translate3d(0,${px(tabBarTop)}px,0)`;
    const p = clamp(progress, 0, TAB_TITLES.length - 1);
    const barOffset = s[SLOT.tabBarOffset];
    dom.tabs.style.transform = `translate3d(${px(-barOffset)}px,0,0)`;
    dom.tabs.style.width = px(s[SLOT.tabBarContentWidth]) + "px";
    const ix = s[SLOT.tabIndicatorX] - barOffset;
    const iw = s[SLOT.tabIndicatorWidth];
    dom.indicator.style.transform = `translate3d(${px(ix)}px,0,0) scaleX(${px(iw / 40)})`;
    tabEls.forEach((tab, i) => {
      tab.style.left = px(s[pageSlot(i, PAGE.tabItemX)]) + "px";
      tab.style.width = px(s[pageSlot(i, PAGE.tabItemWidth)]) + "px";
      const near = 1 - Math.min(1, Math.abs(p - i));
      const shade = Math.round(0x53 + (0x0f - 0x53) * near);
      tab.style.color = `rgb(${shade},${Math.round(0x64 + (0x14 - 0x64) * near)},${Math.round(0x71 + (0x19 - 0x71) * near)})`;
      tab.setAttribute("aria-selected", i === active ? "true" : "false");
    });

    // Lists: the pager slides pages, each page's content sits at -contentOffset.y below the
    // top of the lists' frames (0 for ours, whose lists fill the screen; below the tab bar for
    // the outer-view techniques, whose lists are clipped there).
    const listAreaTop = s[SLOT.listAreaTop];
    pagesDom.track.style.transform = `translate3d(${px(-s[SLOT.pagerOffset])}px,0,0)`;
    const clip = listAreaTop > 0 ? `inset(${px(listAreaTop)}px 0 0 0)` : "";
    if (pagesDom.clip !== clip) {
      pagesDom.clip = clip;
      pagesDom.track.style.clipPath = clip;
    }
    for (let page = 0; page < pagesDom.contents.length; page++) {
      const offset = s[pageSlot(page, PAGE.offset)];
      pagesDom.contents[page].style.transform = `translate3d(0,${px(listAreaTop - offset)}px,0)`;
      // A page wholly off screen is hidden: on a scaled phone its edge would show as a sliver.
      const shown = Math.abs(page * W - s[SLOT.pagerOffset]) < W - 0.5 ? "" : "hidden";
      if (pagesDom.pages[page].style.visibility !== shown) pagesDom.pages[page].style.visibility = shown;
      const footerTop = s[pageSlot(page, PAGE.loadMoreFooterTop)];
      const footer = pagesDom.footers[page];
      const loading = Number.isFinite(footerTop);
      if (footer.hidden === loading) footer.hidden = !loading;
      if (loading && footer.style.top !== px(footerTop) + "px") footer.style.top = px(footerTop) + "px";
    }

    // Scroll indicator of the active list, below the tab bar.
    const base = pageSlot(active, 0);
    const low = s[base + PAGE.minimumOffset];
    const high = s[base + PAGE.maximumOffset];
    const top = Math.max(tabBarTop + TABBAR, 0) + 3;
    const track = V - top - 12;
    if (high > low && track > 0) {
      const content = s[base + PAGE.contentHeight] + s[base + PAGE.insetTop] + s[base + PAGE.insetBottom];
      const length = clamp((V / content) * track, 36, track);
      const fraction = clamp((s[base + PAGE.offset] - low) / (high - low), 0, 1);
      dom.scrollIndicator.style.transform = `translate3d(0,${px(top + fraction * (track - length))}px,0)`;
      dom.scrollIndicator.style.height = px(length) + "px";
    }
    dom.scrollIndicator.classList.toggle("visible", s[SLOT.listDragging] === 1 || (s[SLOT.moving] === 1 && s[SLOT.pagerDragging] === 0 && Math.abs(s[SLOT.velocity]) > 1));

    // Pull-to-refresh: the spinner fills in with the pull, spins while refreshing.
    const code = s[SLOT.refreshState];
    const overscroll = s[SLOT.overscroll];
    let visible = 0;
    let ticks = 8;
    if (code === 1) {
      visible = clamp(s[SLOT.refreshProgress] * 1.4, 0, 1);
      ticks = Math.ceil(s[SLOT.refreshProgress] * 8);
    } else if (code === 2 || code === 3) {
      visible = 1;
    } else if (code === 4) {
      visible = clamp(overscroll / REFRESH_ROOM, 0, 1);
    }
    dom.refresh.style.opacity = px(visible);
    dom.refresh.dataset.state = REFRESH_NAMES[code] || "idle";
    dom.refresh.classList.toggle("spinning", code === 3 || code === 4);
    // Under the island while the header rests below its refresh room; once the header
    // scrolls up, the spinner goes up with it (so it is long gone when the navigation title
    // fades in over the collapsed cover: they never overlap).
    const spinnerShift = Math.min(0, headerTop - s[SLOT.refreshReservation]);
    const spin = code === 1 ? ` rotate(${px(s[SLOT.refreshProgress] * 180)}deg)` : "";
    dom.refresh.style.transform = `translate3d(0,${px(spinnerShift)}px,0)${spin}`;
    spinnerLines.forEach((line, i) => {
      line.style.visibility = i < ticks ? "visible" : "hidden";
    });

    // The selected tab's own refresh (per-tab refresh): its spinner in the room its list
    // opens under the tab bar, filling in with the pull and spinning while the tab refreshes.
    const tabCode = s[SLOT.tabRefreshState];
    const tabVisible = tabCode === 1 ? clamp(s[SLOT.tabRefreshProgress] * 1.4, 0, 1) : tabCode >= 2 ? 1 : 0;
    const tabTicks = tabCode === 1 ? Math.ceil(s[SLOT.tabRefreshProgress] * 8) : 8;
    dom.tabRefresh.style.opacity = px(tabVisible);
    dom.tabRefresh.dataset.state = REFRESH_NAMES[tabCode] || "idle";
    dom.tabRefresh.classList.toggle("spinning", tabCode === 3 || tabCode === 4);
    const tabSpinnerTop = s[SLOT.tabRefreshAreaTop] + Math.max(s[SLOT.tabRefreshAreaHeight] - 28, 0) / 2;
    dom.tabRefresh.style.transform = `translate3d(0,${px(tabSpinnerTop)}px,0)`;
    tabSpinnerLines.forEach((line, i) => {
      line.style.visibility = i < tabTicks ? "visible" : "hidden";
    });
  }

  // ---- the panel ----
  const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
  // The live values; a row per tab, under the titles the bar shows (built again when they change).
  const valueRows = () => [
    ["Header top", (s) => fmt(s[SLOT.headerTop]) + " pt"],
    ["Collapse", (s) => fmt(s[SLOT.collapseProgress] * 100, 0) + " %"],
    ["Stretch", (s) => fmt(s[SLOT.stretch]) + " pt"],
    ["Tab bar top", (s) => fmt(s[SLOT.tabBarTop]) + " pt"],
    ["Pinned", (s) => (s[SLOT.isPinned] ? "yes" : "no"), (s) => (s[SLOT.isPinned] ? "on" : "")],
    ["Pager", (s) => fmt(s[SLOT.pagerProgress], 2)],
    ["Active tab", (s) => TAB_TITLES[s[SLOT.activePage]] || "–"],
    ["Velocity", (s) => fmt(s[SLOT.velocity], 0) + " pt/s"],
    ["Refresh", (s) => REFRESH_NAMES[s[SLOT.refreshState]] || "–", (s) => (s[SLOT.refreshState] >= 2 ? "warn" : "")],
    ["Tab refresh", (s) => REFRESH_NAMES[s[SLOT.tabRefreshState]] || "–",
      (s) => (s[SLOT.tabRefreshState] >= 2 ? "warn" : "")],
    ["Header way left", (s) => fmt(s[SLOT.headerShift]) + " pt", (s) => (s[SLOT.headerShift] !== 0 ? "on" : "")],
    ...TAB_TITLES.map((title, page) => [
      title + " offset",
      (s) => fmt(s[pageSlot(page, PAGE.offset)]) + " pt",
    ]),
    ["Position", (s) => fmt(s[SLOT.scrollPosition]) + " pt"],
  ];
  let VALUES = [];
  let valueCells = [];
  function buildValues() {
    VALUES = valueRows();
    $("values").innerHTML = VALUES.map(([label]) => `<dt>${label}</dt><dd>–</dd>`).join("");
    valueCells = Array.from($("values").querySelectorAll("dd"));
  }
  buildValues();
  let panelFrame = 0;

  // The metrics of the last gesture (the lab's definitions, measured by the module's
  // GestureMeter): label, value, verdict class, what it means. Verdicts are the lab's goals and
  // tolerances (NestLabStrategies' MetricGoal, through nsk_goal_met; codes below are its raw
  // values), so a value is marked met ("on") or missed ("warn") exactly where `nestlab
  // compare` marks it. As in the lab's snapping scenarios, a snap is not judged by distance ÷
  // projection: moving the rest point is what it does.
  const GOAL = { trackingError: 0, momentumContinuity: 1, reversals: 2, distanceRatio: 3, offsetsKept: 5 };
  const verdict = (goal, value) => {
    const met = exports.nsk_goal_met(goal, value);
    return met < 0 ? "" : met === 1 ? "on" : "warn";
  };
  const snapping = () =>
    techniqueById(options.technique).id === "modulo-snap" ||
    (techniqueById(options.technique).ownScreen && (options.itemSnap || options.headerSnap));
  const METRICS = [
    ["Tracking error", (s) => fmt(s[SLOT.trackingError]) + " pt",
      (s) => verdict(GOAL.trackingError, s[SLOT.trackingError]),
      "content vs finger while dragging; goal 0"],
    ["Release", (s) => fmt(s[SLOT.releaseVelocity], 0) + " pt/s", null, "the finger's speed at lift-off"],
    ["Momentum at pin", (s) => fmt(s[SLOT.momentumContinuity], 2),
      (s) => verdict(GOAL.momentumContinuity, s[SLOT.momentumContinuity]),
      "speed after ÷ before crossing the pin; goal 1.00"],
    ["Distance ÷ projection", (s) => fmt(s[SLOT.distanceRatio], 2),
      (s) => (snapping() ? "" : verdict(GOAL.distanceRatio, s[SLOT.distanceRatio])),
      "how far the fling went vs UIKit's projection; goal 1.00 (not judged while snapping)"],
    ["Reversals", (s) => fmt(s[SLOT.reversals], 0),
      (s) => verdict(GOAL.reversals, s[SLOT.reversals]),
      "direction flips after the release; goal 0"],
    ["Other tabs kept", (s) => (s[SLOT.tabsCompared] > 0 ? `${s[SLOT.tabsKept]} of ${s[SLOT.tabsCompared]}` : "–"),
      (s) => (s[SLOT.tabsCompared] > 0 ? verdict(GOAL.offsetsKept, s[SLOT.tabsKept] / s[SLOT.tabsCompared]) : ""),
      "tabs not shown whose offset survived; goal all"],
  ];
  $("metrics").innerHTML = METRICS.map(([label, , , help]) =>
    `<dt title="${help}">${label}<small>${help}</small></dt><dd>–</dd>`).join("");
  const metricCells = Array.from($("metrics").querySelectorAll("dd"));

  function mean(values, count) {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += values[i];
    return count ? sum / count : NaN;
  }

  function fill(cells, rows, s) {
    rows.forEach(([, text, className], i) => {
      const value = text(s);
      const cell = cells[i];
      if (cell.textContent !== value) cell.textContent = value;
      const cls = (className && className(s)) || "";
      if (cell.className !== cls) cell.className = cls;
    });
  }

  function updatePanel() {
    const s = stateView();
    fill(valueCells, VALUES, s);
    fill(metricCells, METRICS, s);
    const gestures = s[SLOT.gestures];
    const label = gestures > 0 ? `gesture ${gestures} · ${techniqueById(options.technique).title}` : "no gesture yet";
    if ($("metrics-of").textContent !== label) $("metrics-of").textContent = label;
    // The DOM update's live mean needs enough frames to average out the coarse clock.
    if (panelFrame++ % 15 === 0 || $("cost-render").textContent === "–") {
      if (costs.filled >= 60) $("cost-render").textContent = fmt(mean(costs.render, costs.filled) * 1000, 0);
      $("cost-alloc").textContent = String(hotAllocations());
    }
  }

  // ---- settings ----
  // A new tab count: the bar's titles, the pages, the live rows and each tab's loads are built
  // again, and the module gets a new screen with that many pages and the current settings.
  function setTabCount() {
    TAB_TITLES = titlesFor(options.tabCount, options.manyTabs);
    pagesDom.track.remove();
    tabEls = buildTabs();
    pagesDom = buildPages();
    loads = newLoads();
    loadStartedAt = null;
    touch = null;
    buildValues();
    setUpScreen(exports, options);
  }

  function apply(changes) {
    const previous = { ...options };
    Object.assign(options, changes);
    const count = Math.round(Number(options.tabCount));
    options.tabCount = Number.isFinite(count) ? clamp(count, MIN_TABS, MAX_TABS) : previous.tabCount;
    if (!exports) return;
    const switched = previous.technique !== options.technique;
    configuring(() => {
      if (previous.tabCount !== options.tabCount) {
        setTabCount();
      } else {
        if (previous.headerSnap !== options.headerSnap || refreshCode(previous) !== refreshCode(options)) {
          exports.nsk_screen_configure(options.headerSnap ? 1 : 0, refreshCode(options));
        }
        if (previous.manyTabs !== options.manyTabs) {
          TAB_TITLES = titlesFor(options.tabCount, options.manyTabs);
          setTabTitles(exports);
          buildValues();
        }
      }
      if (previous.loadMore !== options.loadMore) setLoadMore(exports, options.loadMore);
      if (previous.reduceMotion !== options.reduceMotion) exports.nsk_set_reduce_motion(options.reduceMotion ? 1 : 0);
      if (previous.tabSwitch !== options.tabSwitch) {
        exports.nsk_set_tab_switch_policy(options.tabSwitch === "content" ? 1 : 0);
      }
      if (previous.headerMode !== options.headerMode) {
        exports.nsk_set_header_mode(HEADER_MODES.indexOf(options.headerMode));
      }
      exports.nsk_set_item_snap(options.itemSnap ? 1 : 0);
      if (previous.deceleration !== options.deceleration) {
        exports.nsk_set_fast_deceleration(options.deceleration === "fast" ? 1 : 0);
      }
      if (previous.technique !== options.technique) {
        options.technique = techniqueById(options.technique).id;
        exports.nsk_set_technique(techniqueById(options.technique).code);
        touch = null;
        loadStartedAt = null;
        for (const load of loads) load.startedAt = null;
      }
    });
    if (switched) resetCounters();
    clock.hz = options.rate === "display" ? 0 : Number(options.rate);
    clock.updateRate();
    syncControls();
    render();
    updatePanel();
  }

  function syncControls() {
    $("toggle-header-snap").checked = options.headerSnap;
    $("toggle-item-snap").checked = options.itemSnap;
    const refreshChoice = !options.refresh ? "off" : options.tabRefresh ? "tab" : "page";
    document.querySelectorAll('input[name="refresh"]').forEach((input) => {
      input.checked = input.value === refreshChoice;
    });
    $("tab-count").value = String(options.tabCount);
    $("tab-count-value").textContent = String(options.tabCount);
    $("toggle-load-more").checked = options.loadMore;
    $("toggle-slow").checked = options.slowMotion;
    $("toggle-reduce-motion").checked = options.reduceMotion;
    $("toggle-many-tabs").checked = options.manyTabs;
    document.querySelectorAll('input[name="deceleration"]').forEach((input) => {
      input.checked = input.value === options.deceleration;
    });
    document.querySelectorAll('input[name="rate"]').forEach((input) => {
      input.checked = input.value === options.rate;
    });
    document.querySelectorAll('input[name="tabswitch"]').forEach((input) => {
      input.checked = input.value === options.tabSwitch;
    });
    document.querySelectorAll('input[name="headermode"]').forEach((input) => {
      input.checked = input.value === options.headerMode;
    });
    const technique = techniqueById(options.technique);
    document.querySelectorAll('input[name="technique"]').forEach((input) => {
      input.checked = input.value === technique.id;
    });
    $("technique-text").textContent = technique.text;
    // The coordinator's settings mean nothing to the outer-view techniques (no coordinator,
    // no refresh); the modulo snap replaces item snapping and decelerates at .fast.
    document.querySelectorAll("[data-ours]").forEach((row) => {
      const kind = row.dataset.ours;
      const modulo = technique.id === "modulo-snap";
      const applies = kind === "deceleration" ? !modulo : technique.ownScreen && !(modulo && kind === "snap");
      row.classList.toggle("na", !applies);
      row.querySelectorAll("input, button").forEach((control) => {
        control.disabled = !applies;
      });
    });
    const stage = document.querySelector(".stage");
    if (stage.dataset.technique !== technique.id) stage.dataset.technique = technique.id;
  }

  $("toggle-header-snap").addEventListener("change", (e) => apply({ headerSnap: e.target.checked }));
  $("toggle-item-snap").addEventListener("change", (e) => apply({ itemSnap: e.target.checked }));
  // Pull to refresh: off, the page's, or each tab's own (per-tab refresh).
  document.querySelectorAll('input[name="refresh"]').forEach((input) => {
    input.addEventListener("change", () => apply({ refresh: input.value !== "off", tabRefresh: input.value === "tab" }));
  });
  $("tab-count").addEventListener("input", (e) => apply({ tabCount: Number(e.target.value) }));
  $("toggle-load-more").addEventListener("change", (e) => apply({ loadMore: e.target.checked }));
  $("toggle-slow").addEventListener("change", (e) => apply({ slowMotion: e.target.checked }));
  $("toggle-reduce-motion").addEventListener("change", (e) => apply({ reduceMotion: e.target.checked }));
  $("toggle-many-tabs").addEventListener("change", (e) => apply({ manyTabs: e.target.checked }));
  document.querySelectorAll('input[name="deceleration"]').forEach((input) => {
    input.addEventListener("change", () => apply({ deceleration: input.value }));
  });
  document.querySelectorAll('input[name="rate"]').forEach((input) => {
    input.addEventListener("change", () => apply({ rate: input.value }));
  });
  document.querySelectorAll('input[name="tabswitch"]').forEach((input) => {
    input.addEventListener("change", () => apply({ tabSwitch: input.value }));
  });
  document.querySelectorAll('input[name="headermode"]').forEach((input) => {
    input.addEventListener("change", () => apply({ headerMode: input.value }));
  });
  $("techniques").innerHTML = TECHNIQUES.map((t) =>
    `<label><input type="radio" name="technique" value="${t.id}"><span>${t.title}</span></label>`).join("");
  document.querySelectorAll('input[name="technique"]').forEach((input) => {
    input.addEventListener("change", () => apply({ technique: input.value }));
  });
  const now = () => (clock.manual ? clock.manualNow : clock.at(performance.now()));
  $("top-button").addEventListener("click", () => exports && exports.nsk_tap_status_bar(fed(now())));
  $("refresh-button").addEventListener("click", () => exports && exports.nsk_begin_refresh(fed(now())));
  $("page-down-button").addEventListener("click", () => exports && accessibilityScroll(A11Y.up, fed(now())));
  $("page-up-button").addEventListener("click", () => exports && accessibilityScroll(A11Y.down, fed(now())));
  function showBenchmark(result) {
    benchmarkResult = result;
    $("cost-bench").textContent = fmt(result.medianMicroseconds, 2);
    $("cost-p95").textContent = fmt(result.p95Microseconds, 2);
    $("timer-resolution").textContent = fmt(result.timerResolutionMicroseconds, result.timerResolutionMicroseconds < 10 ? 1 : 0);
    $("bench-batch").textContent = result.sampleFrames.toLocaleString("en-US");
    $("bench-rounding").textContent = fmt(result.timerResolutionMicroseconds / result.sampleFrames, 3);
    $("bench-result").textContent =
      `${techniqueById(result.technique).title}: ${result.frames.toLocaleString("en-US")} frames in ${result.samples} batches · ` +
      `mean ${fmt(result.meanMicroseconds, 2)} µs · ${result.allocations} allocations`;
  }
  $("bench-button").addEventListener("click", async () => {
    $("bench-result").textContent = "running…";
    showBenchmark(await benchmark({}));
  });

  // ---- fitting the device into short or narrow windows (the stage's padding: 24 px, 12 px
  // at phone widths, as in playground.css) ----
  function fit() {
    const pad = window.innerWidth <= 520 ? 12 : 24;
    const scale = Math.min(1, (window.innerHeight - 2 * pad) / 872, (window.innerWidth - 2 * pad) / 418);
    const device = $("device");
    device.style.transform = scale < 1 ? `scale(${scale})` : "";
    const slot = $("device-slot");
    slot.style.width = 418 * scale + "px";
    slot.style.height = 872 * scale + "px";
  }
  window.addEventListener("resize", fit);
  fit();

  // ---- benchmark: a separate instance of the same module, scripted gestures at 120 Hz ----
  // Only nsk_advance calls are timed. Browsers coarsen performance.now() (100 µs in Chromium
  // without cross-origin isolation), so frames are timed in runs of 120 (one second of a
  // gesture's momentum; the next gesture catches the motion) and summed into samples of
  // `sample` frames; the median is over samples. `warmup` frames run first, untimed, so the
  // engine's optimizing compiler has replaced its baseline code.
  async function benchmark({ frames = 120000, sample = 2400, warmup = 24000 } = {}) {
    const { exports: e } = await WebAssembly.instantiate(wasmModule, {});
    e.__wasm_call_ctors();
    setUpScreen(e, options);
    const technique = techniqueById(options.technique).id;
    const dt = 1 / 120;
    const run = 120;
    let t = 1;
    for (let i = 0; i < warmup; i++) {
      if (i % run === 0) {
        e.nsk_pointer_down(200, 700, t);
        e.nsk_pointer_move(200, 650, t + dt / 2);
        e.nsk_pointer_up(200, 600, t + dt);
      }
      t += dt;
      e.nsk_advance(t);
    }
    let done = 0;
    let gesture = 0;
    let eventMs = 0;
    let events = 0;
    let movingFrames = 0;
    let totalMs = 0;
    let sampleMs = 0;
    let sampleFrames = 0;
    const samples = [];
    const allocationsBefore = e.nsk_allocations();
    const timed = (call) => {
      const start = performance.now();
      call();
      eventMs += performance.now() - start;
      events++;
    };
    while (done < frames) {
      // Alternate: fling up, fling down, swipe to the next tab, swipe back.
      const kind = gesture++ % 4;
      const from = [[200, 700], [200, 200], [320, 600], [70, 600]][kind];
      const delta = [[0, -34], [0, 34], [-22, 0], [22, 0]][kind];
      timed(() => e.nsk_pointer_down(from[0], from[1], t));
      for (let k = 1; k <= 12; k++) {
        t += dt;
        e.nsk_advance(t);
        timed(() => e.nsk_pointer_move(from[0] + delta[0] * k, from[1] + delta[1] * k, t));
      }
      timed(() => e.nsk_pointer_up(from[0] + delta[0] * 12, from[1] + delta[1] * 12, t));
      const n = Math.min(run, frames - done);
      let moving = 0;
      const start = performance.now();
      for (let i = 0; i < n; i++) {
        t += dt;
        moving += e.nsk_advance(t);
      }
      const elapsed = performance.now() - start;
      totalMs += elapsed;
      sampleMs += elapsed;
      sampleFrames += n;
      movingFrames += moving;
      done += n;
      if (sampleFrames >= sample || done >= frames) {
        samples.push((sampleMs * 1000) / sampleFrames);
        sampleMs = 0;
        sampleFrames = 0;
      }
    }
    const sorted = samples.slice().sort((x, y) => x - y);
    return {
      technique,
      frames: done,
      sampleFrames: sample,
      samples: samples.length,
      movingFrames,
      meanMicroseconds: (totalMs * 1000) / done,
      medianMicroseconds: sorted[Math.floor(sorted.length / 2)],
      p95Microseconds: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))],
      maxMicroseconds: sorted[sorted.length - 1],
      eventMicroseconds: (eventMs * 1000) / events,
      allocations: e.nsk_allocations() - allocationsBefore,
      timerResolutionMicroseconds: timerResolution(),
    };
  }

  function timerResolution() {
    let smallest = Infinity;
    let previous = performance.now();
    for (let i = 0; i < 20000; i++) {
      const current = performance.now();
      if (current > previous) smallest = Math.min(smallest, current - previous);
      previous = current;
    }
    return smallest * 1000;
  }

  // ---- the test hook ----
  function snapshot() {
    const s = stateView();
    const lists = [];
    for (let page = 0; page < s[SLOT.pageCount]; page++) {
      const base = pageSlot(page, 0);
      lists.push({
        offset: s[base + PAGE.offset], contentHeight: s[base + PAGE.contentHeight], insetTop: s[base + PAGE.insetTop],
        insetBottom: s[base + PAGE.insetBottom], minOffset: s[base + PAGE.minimumOffset], maxOffset: s[base + PAGE.maximumOffset],
        // null while the list does not wait for rows (NaN in the buffer).
        loadMoreFooterTop: Number.isFinite(s[base + PAGE.loadMoreFooterTop]) ? s[base + PAGE.loadMoreFooterTop] : null,
        refreshState: REFRESH_NAMES[s[base + PAGE.refreshState]],
      });
    }
    return {
      time: s[SLOT.time], headerTop: s[SLOT.headerTop], headerFrameHeight: s[SLOT.headerFrameHeight],
      visibleHeaderHeight: s[SLOT.visibleHeaderHeight], stretch: s[SLOT.stretch], overscroll: s[SLOT.overscroll],
      collapse: s[SLOT.collapse], collapseProgress: s[SLOT.collapseProgress], pinned: s[SLOT.isPinned] === 1,
      tabBarTop: s[SLOT.tabBarTop], refreshState: REFRESH_NAMES[s[SLOT.refreshState]], refreshCode: s[SLOT.refreshState],
      refreshProgress: s[SLOT.refreshProgress], refreshReservation: s[SLOT.refreshReservation],
      tabRefreshState: REFRESH_NAMES[s[SLOT.tabRefreshState]], tabRefreshProgress: s[SLOT.tabRefreshProgress],
      tabRefreshAreaTop: s[SLOT.tabRefreshAreaTop], tabRefreshAreaHeight: s[SLOT.tabRefreshAreaHeight],
      tabTitles: [...TAB_TITLES], valueLabels: VALUES.map(([label]) => label),
      pagerOffset: s[SLOT.pagerOffset], pagerProgress: s[SLOT.pagerProgress], activePage: s[SLOT.activePage],
      velocity: s[SLOT.velocity], listDragging: s[SLOT.listDragging] === 1, pagerDragging: s[SLOT.pagerDragging] === 1,
      moving: s[SLOT.moving] === 1, animating: s[SLOT.animating] === 1, listInsetTop: s[SLOT.listInsetTop],
      pinOffset: s[SLOT.pinOffset], diagnostics: s[SLOT.diagnostics], headerShift: s[SLOT.headerShift],
      keepsContent: s[SLOT.keepsContent] === 1, headerMode: HEADER_MODES[s[SLOT.headerMode]], lists,
      tabBar: {
        offset: s[SLOT.tabBarOffset], contentWidth: s[SLOT.tabBarContentWidth],
        indicator: { x: s[SLOT.tabIndicatorX], width: s[SLOT.tabIndicatorWidth] },
        items: TAB_TITLES.map((_, page) => ({
          x: s[pageSlot(page, PAGE.tabItemX)], width: s[pageSlot(page, PAGE.tabItemWidth)] })),
      },
      technique: TECHNIQUES.find((t) => t.code === s[SLOT.technique]).id, listAreaTop: s[SLOT.listAreaTop],
      scrollPosition: s[SLOT.scrollPosition], pinPosition: s[SLOT.pinPosition],
      reducesMotion: s[SLOT.reducesMotion] === 1, wheeling: s[SLOT.wheeling] === 1,
      accessibilityStatus: s[SLOT.accessibilityPageCount] > 0
        ? { page: s[SLOT.accessibilityPage], pageCount: s[SLOT.accessibilityPageCount] } : null,
      announcementShown: $("announcement").textContent,
      gesture: {
        count: s[SLOT.gestures], trackingError: s[SLOT.trackingError], releaseVelocity: s[SLOT.releaseVelocity],
        momentumContinuity: s[SLOT.momentumContinuity], distanceRatio: s[SLOT.distanceRatio],
        reversals: s[SLOT.reversals], tabsKept: s[SLOT.tabsKept], tabsCompared: s[SLOT.tabsCompared],
      },
      allocations: exports.nsk_allocations(),
      // What the panel's counter shows: the technique's allocations in frames and events.
      hotAllocations: hotAllocations(),
    };
  }

  const hook = {
    ready: false,
    get manualClock() {
      return clock.manual;
    },
    set manualClock(value) {
      if (value && !clock.manual) {
        clock.manualNow = lastTime;
      } else if (!value && clock.manual) {
        clock.realBase = performance.now();
        clock.simBase = lastTime;
      }
      clock.manual = Boolean(value);
    },
    /** With the manual clock: each DOM pointer event first advances the clock by this many seconds. */
    get eventStep() {
      return clock.eventStep;
    },
    set eventStep(value) {
      clock.eventStep = Number(value) || 0;
    },
    /** How many pointer events of the finger (down, moves, up) the page has handled. */
    get inputCount() {
      return inputCount;
    },
    get now() {
      return clock.manual ? clock.manualNow : lastTime;
    },
    advanceTo,
    state: snapshot,
    /** Feeds a pointer event straight to the module ("down" | "move" | "up"), at time t. */
    pointer(type, x, y, t) {
      if (clock.manual) clock.manualNow = Math.max(clock.manualNow, t);
      const time = fed(t);
      if (type === "down") exports.nsk_pointer_down(x, y, time);
      else if (type === "move") exports.nsk_pointer_move(x, y, time);
      else if (type === "up") exports.nsk_pointer_up(x, y, time);
      else throw new Error("pointer type must be down, move or up");
      render();
      return snapshot();
    },
    /** Feeds a wheel event straight to the module: the content moves by (dx, dy) points, at time t. */
    wheel(x, y, dx, dy, t) {
      if (clock.manual) clock.manualNow = Math.max(clock.manualNow, t);
      exports.nsk_wheel(x, y, dx, dy, fed(t));
      render();
      return snapshot();
    },
    /** VoiceOver's three-finger scroll ("up": a page towards the end, "down", "left", "right") at time t; whether it scrolled. */
    accessibilityScroll(direction, t) {
      if (!(direction in A11Y)) throw new Error("direction must be up, down, left or right");
      if (clock.manual) clock.manualNow = Math.max(clock.manualNow, t);
      return accessibilityScroll(A11Y[direction], fed(t));
    },
    tapTab(page, t) {
      if (clock.manual) clock.manualNow = Math.max(clock.manualNow, t);
      exports.nsk_tap_tab(page, fed(t));
      render();
      return snapshot();
    },
    set: apply,
    get options() {
      return { ...options };
    },
    /** A fresh screen at time 0 with the current options (the clock restarts too). */
    reset() {
      configuring(() => setUpScreen(exports, options));
      $("announcement").textContent = ANNOUNCEMENT_PROMPT;
      lastTime = 0;
      loadStartedAt = null;
      touch = null;
      clock.manualNow = 0;
      clock.realBase = performance.now();
      clock.simBase = 0;
      render();
      return snapshot();
    },
    benchmark,
    /** The live readout: mean µs per nsk_advance and per DOM update over the last frames. */
    frameCost() {
      return {
        advanceMicroseconds: mean(costs.advance, costs.filled) * 1000,
        renderMicroseconds: mean(costs.render, costs.filled) * 1000,
        frames: costs.filled,
        hotAllocations: hotAllocations(),
        benchmark: benchmarkResult,
      };
    },
    /** The techniques the switch offers: id, code (Technique.swift), title. */
    techniques: TECHNIQUES.map(({ id, code, title }) => ({ id, code, title })),
    /** Each tab's item heights (feeds: one per post, batches loaded included; media grids: one per grid row). */
    get items() {
      return TAB_TITLES.map((_, page) => itemsOf(page));
    },
    /** How many batches of posts each tab has loaded. */
    get loadedBatches() {
      return loads.map((load) => load.batches);
    },
    geometry: { width: W, height: V, status: STATUS, cover: COVER, header: HEADER, pinned: PINNED, tabBar: TABBAR, refreshThreshold: REFRESH_THRESHOLD, refreshRoom: REFRESH_ROOM, loadSeconds: LOAD_SECONDS,
      loadMoreDistance: LOAD_MORE_DISTANCE, loadMoreSeconds: LOAD_MORE_SECONDS, loadMoreBatches: LOAD_MORE_BATCHES },
    get exports() {
      return exports;
    },
  };
  window.playground = hook;

  // ---- start ----
  (async () => {
    try {
      const bytes = Uint8Array.from(atob(NSK_WASM_BASE64), (c) => c.charCodeAt(0));
      wasmModule = await WebAssembly.compile(bytes);
      const instance = await WebAssembly.instantiate(wasmModule, {});
      exports = instance.exports;
      exports.__wasm_call_ctors();
      if (exports.nsk_state_count() !== LAYOUT.count) throw new Error("state layout mismatch: rebuild the page");
      setUpScreen(exports, options);
      allocationsAtLoad = exports.nsk_allocations();
      // A first benchmark also compiles the module's hot code before the first live frame is
      // timed: engines compile wasm functions lazily, and every instance shares that code.
      showBenchmark(await benchmark({ frames: 24000, warmup: 4800 }));
      syncControls();
      clock.realBase = performance.now();
      render();
      updatePanel();
      hook.ready = true;
      requestAnimationFrame(frame);
    } catch (error) {
      hook.error = String(error && error.message ? error.message : error);
      document.body.insertAdjacentHTML("afterbegin", `<pre class="load-error" style="color:#f87171;padding:12px">Playground failed to start: ${hook.error}</pre>`);
    }
  })();
})();
