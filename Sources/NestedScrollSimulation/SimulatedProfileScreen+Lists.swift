import NestedScrollCore
import ScrollSimulator

extension SimulatedProfileScreen {
  /// Page `page` shows an empty placeholder list, as a SwiftUI tab does until its `List`
  /// renders, until ``replaceList(forPage:rowHeights:)`` gives it the real one. A loaded
  /// page hands the placeholder to the host at once (`NestedScrollCore/NestedScrollHost/replaceList(_:forPage:)`);
  /// one that is not hands it over when it loads.
  public func showPlaceholder(forPage page: Int) {
    guard lists.indices.contains(page) else { return }
    placeholders[page] = true
    install(makeList(contentHeight: 0, replacing: lists[page], page: page), rows: [], page: page)
  }

  /// Page `page` shows its content in a new list of rows `rowHeights` (top row first, in
  /// one section), as when SwiftUI builds a tab's `List` after the page loaded: the list
  /// reports its rows (``rowHeights``), and the host takes it over.
  public func replaceList(forPage page: Int, rowHeights: [Double]) {
    guard lists.indices.contains(page) else { return }
    placeholders[page] = false
    let height = rowHeights.reduce(0, +)
    install(makeList(contentHeight: height, replacing: lists[page], page: page), rows: rowHeights, page: page)
  }

  /// A list sized, inset and wired as `old`, for `page`.
  func makeList(contentHeight: Double, replacing old: SimulatedScrollView, page: Int)
    -> SimulatedScrollView
  {
    let list = SimulatedScrollView(
      size: old.boundsSize, contentSize: Size(width: old.boundsSize.width, height: contentHeight))
    list.alwaysBounceVertical = true
    list.safeAreaInsets = old.safeAreaInsets
    list.contentInsetAdjustmentBehavior = .always
    list.scrollsToTop = false
    list.advance(to: currentTime)
    list.delegate = listBridges[page]
    return list
  }

  /// Makes `list`, with rows `rows`, page `page`'s list, handed to the host if the page is
  /// loaded.
  func install(_ list: SimulatedScrollView, rows: [Double], page: Int) {
    lists[page].stopScrolling()
    lists[page].scrollsToTop = false
    lists[page] = list
    while rowHeights.count <= page { rowHeights.append([]) }
    rowHeights[page] = rows
    guard rendered.pages[page].isLoaded else { return }
    if let policy = ListInsetPolicy.forScrollView(in: .list(page: page)) { Self.apply(policy, to: list) }
    host.replaceList(list, forPage: page)
  }
}
