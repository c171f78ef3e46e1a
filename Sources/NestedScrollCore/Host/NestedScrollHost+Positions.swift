extension NestedScrollHost {
  /// Where the screen is now, as a value to store: the selected page, every page's position
  /// (loaded or not) and the header's collapse. A page whose list reports its items and is
  /// scrolled past the pin point also keeps the item at the top of its visible content.
  /// Before the first layout pass, the snapshot waiting to be restored, if any.
  public var positionSnapshot: ScrollPositionSnapshot {
    if let pendingSnapshot { return pendingSnapshot }
    var pages: [PageScrollPosition] = []
    pages.reserveCapacity(pageCount)
    for page in 0..<pageCount { pages.append(position(ofPage: page)) }
    return ScrollPositionSnapshot(selectedPage: selectedPage, headerCollapse: layout.collapse, pages: pages)
  }

  /// Page `page`'s list `contentOffset.y`: its list's, if loaded, or the one it gets when it
  /// loads. `nil` for a page that does not exist.
  public func contentOffset(forPage page: Int) -> Double? {
    guard page >= 0, page < pageCount else { return nil }
    return currentOffset(ofPage: page)
  }

  /// Page `page`'s position as a ``ScrollPositionSnapshot`` keeps it, or `nil` for a page
  /// that does not exist.
  public func scrollPosition(forPage page: Int) -> PageScrollPosition? {
    guard page >= 0, page < pageCount else { return nil }
    if let pendingSnapshot, page < pendingSnapshot.pages.count { return pendingSnapshot.pages[page] }
    return position(ofPage: page)
  }

  /// Restores `snapshot`: selects its page and puts every page where it was, without
  /// animation; the header follows the selected page's list. Pages that are not loaded get
  /// their positions when they load (pages other than the selected one are fitted to the
  /// header by the tab rule when they are shown, as after any tab switch). Before the first
  /// layout pass the snapshot waits for it.
  ///
  /// What does not apply to this screen is dropped or clamped and reported through the
  /// diagnostics (``CoordinatorIssue/positionSnapshot(_:)``): pages the screen does not
  /// have, a selected page out of range, NaN or infinite values (that page keeps its
  /// position), positions past the end of content that is shorter now, items the list no
  /// longer has. A snapshot in a format older than any (version below 1) restores nothing.
  public func restore(_ snapshot: ScrollPositionSnapshot, at time: Double) {
    note(time)
    guard measurements != nil else {
      pendingSnapshot = snapshot
      return
    }
    apply(snapshot)
  }

  /// Restores `snapshot` on the measured screen (``restore(_:at:)``).
  func apply(_ snapshot: ScrollPositionSnapshot) {
    defer { updateFrames() }
    guard snapshot.version >= 1 else { return report(.unknownFormat(version: snapshot.version)) }
    if snapshot.version > ScrollPositionSnapshot.currentVersion {
      report(.newerFormat(version: snapshot.version))
    }
    if snapshot.pages.count != pageCount {
      report(.pageCountMismatch(saved: snapshot.pages.count, current: pageCount))
    }
    let selected = snapshot.selectedPage
    if selected >= 0, selected < pageCount {
      if selected != selectedPage { selectPage(selected, animated: false, at: time) }
    } else {
      report(.selectedPageOutOfRange(selected))
    }
    let restored = min(snapshot.pages.count, pageCount)
    pendingPositions.removeAll { $0.page < restored }
    var selectedRestored = false
    for page in 0..<restored where restore(snapshot.pages[page], page: page) {
      if page == selectedPage { selectedRestored = true }
    }
    let collapse = snapshot.headerCollapse
    guard collapse.isFinite else { return report(.nonFiniteHeaderCollapse) }
    // The selected page's own position implies the header's collapse; only without one does
    // the saved collapse place its list.
    if !selectedRestored {
      setDistance(min(max(collapse, 0), coordinator.space.maximumCollapse), page: selectedPage)
    }
  }

  /// Restores page `page`'s `position`; returns whether the page got one (`false`: the
  /// position is unusable, reported, and the page keeps its own). A page that is not loaded
  /// gets the saved offset now and is checked against its content, and its anchor applied,
  /// when it loads; a page showing a placeholder gets it when its real list arrives.
  private func restore(_ position: PageScrollPosition, page: Int) -> Bool {
    let offset = position.offset
    guard coordinator.list(at: page) != nil, !isAwaitingList(page: page) else {
      guard offset.isFinite || position.anchor != nil else {
        report(.nonFinitePosition(page: page))
        return false
      }
      if offset < -Self.tolerance { report(.positionClamped(page: page)) }
      let distance = offset.isFinite ? max(0, offset) : distance(ofOffset: currentOffset(ofPage: page))
      if let placeholder = coordinator.list(at: page) {
        // The placeholder goes as deep as it can meanwhile: the header follows it.
        let offset = coordinator.restingRange(of: placeholder, page: page).clamping(
          coordinator.space.offset(forHeaderPosition: distance))
        coordinator.setContentOffset(offset, page: page, animated: false, at: time)
        pendingPositions.append(
          PendingPosition(page: page, anchor: position.anchor, distance: distance, wait: .list))
        return true
      }
      let placed = coordinator.space.offset(forHeaderPosition: distance)
      coordinator.setContentOffset(placed, page: page, animated: false, at: time)
      pendingPositions.append(
        PendingPosition(
          page: page, anchor: position.anchor, distance: distance, wait: .load(placedOffset: placed)))
      return true
    }
    if let anchor = position.anchor {
      if let distance = distance(of: anchor, page: page) {
        setDistance(distance, page: page)
        return true
      }
      report(.anchorNotFound(page: page))
    }
    guard offset.isFinite else {
      report(.nonFinitePosition(page: page))
      return false
    }
    setDistance(offset, page: page)
    return true
  }

  /// Whether page `page`'s attached list is a placeholder for one still being built.
  private func isAwaitingList(page: Int) -> Bool {
    adapter?.listIsPlaceholder(forPage: page) ?? false
  }

  /// How far from its top page `page`'s loaded list goes to show `anchor` at the top of its
  /// visible content (just under the pinned header and tab bar), or `nil` when the list
  /// does not know the item or reports a frame that cannot be used.
  private func distance(of anchor: ItemAnchor, page: Int) -> Double? {
    guard anchor.section >= 0, anchor.item >= 0, anchor.offsetInItem.isFinite,
      let frame = adapter?.itemFrame(section: anchor.section, item: anchor.item, forPage: page),
      frame.minY.isFinite, frame.height.isFinite, frame.height >= 0
    else { return nil }
    // Within the item: a row that is shorter now is shown from a point before its end, not
    // from the top of the next one.
    let into = anchor.offsetInItem < frame.height ? max(0, anchor.offsetInItem) : max(0, frame.height - 1)
    let y = frame.minY + into
    return y + coordinator.space.maximumCollapse
  }

  /// Puts page `page`'s list `distance` points from its top, clamped to where the list can
  /// rest (reported when that moves it).
  private func setDistance(_ distance: Double, page: Int) {
    let space = coordinator.space
    var offset = space.offset(forHeaderPosition: max(0, distance))
    if let list = coordinator.list(at: page) {
      offset = coordinator.restingRange(of: list, page: page).clamping(offset)
    }
    if distance < -Self.tolerance
      || abs(space.headerPosition(forOffset: offset) - max(0, distance)) > Self.tolerance
    {
      report(.positionClamped(page: page))
    }
    coordinator.setContentOffset(offset, page: page, animated: false, at: time)
  }

  /// Finishes restoring page `page`, which just got a list: its saved position is checked
  /// against its content and its anchor applied, unless the tab rule fitted the page to the
  /// header on its way in (its position is the header's then) or it was moved since. A
  /// placeholder list keeps the position waiting for the real one.
  func applyPendingPosition(page: Int) {
    guard let index = pendingPositions.firstIndex(where: { $0.page == page }),
      let list = coordinator.list(at: page)
    else { return }
    var pending = pendingPositions[index]
    if case .load(let placed) = pending.wait, abs(list.contentOffsetY - placed) > Self.tolerance {
      pendingPositions.remove(at: index)
      return
    }
    guard !isAwaitingList(page: page) else {
      pending.wait = .list
      pendingPositions[index] = pending
      return
    }
    pendingPositions.remove(at: index)
    var distance = pending.distance
    if let anchor = pending.anchor {
      if let anchored = self.distance(of: anchor, page: page) {
        distance = anchored
      } else {
        report(.anchorNotFound(page: page))
      }
    }
    setDistance(distance, page: page)
  }

  /// Page `page`'s position now (an anchor from its list when it is loaded and scrolled
  /// past the pin point; the one waiting for it when it is not loaded).
  private func position(ofPage page: Int) -> PageScrollPosition {
    let distance = max(0, distance(ofOffset: currentOffset(ofPage: page)))
    let pin = coordinator.space.maximumCollapse
    let pending = pendingPositions.first { $0.page == page }
    // Still waiting for its list, the page is where it was saved.
    if let pending, case .list = pending.wait {
      return PageScrollPosition(offset: pending.distance, anchor: pending.anchor)
    }
    guard coordinator.list(at: page) != nil else {
      return PageScrollPosition(offset: distance, anchor: pending?.anchor)
    }
    guard distance > pin + Self.tolerance,
      let frame = adapter?.itemFrame(atContentY: distance - pin, forPage: page),
      frame.minY.isFinite, frame.section >= 0, frame.item >= 0
    else { return PageScrollPosition(offset: distance) }
    let anchor = ItemAnchor(
      section: frame.section, item: frame.item, offsetInItem: distance - pin - frame.minY)
    return PageScrollPosition(offset: distance, anchor: anchor)
  }

  /// Page `page`'s `contentOffset.y`: its list's, or the remembered one (a list reporting a
  /// NaN or infinite offset counts as at its last good one).
  private func currentOffset(ofPage page: Int) -> Double {
    if let offset = coordinator.list(at: page)?.contentOffsetY, offset.isFinite { return offset }
    return coordinator.rememberedOffsets[page]
  }

  /// How far from its top a list at `offset` is.
  private func distance(ofOffset offset: Double) -> Double {
    coordinator.space.headerPosition(forOffset: offset)
  }

  private func report(_ issue: ScrollPositionIssue) {
    coordinator.record(.positionSnapshot(issue))
  }

  /// Distances closer than this are the same position (rounding of the offsets' sums).
  private static var tolerance: Double { 1e-6 }
}
