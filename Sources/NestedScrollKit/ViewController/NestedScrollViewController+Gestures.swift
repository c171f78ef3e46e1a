#if canImport(UIKit)
  import NestedScrollCore
  import QuartzCore
  import UIKit

  /// Horizontal gestures that coexist with the pager: the controller gathers what is under
  /// the finger when the pager's pan is about to begin and applies the host's
  /// ``NestedScrollCore/PagerGestureRule`` (see the GestureCoexistence article). Touches on
  /// the header and the tab bar reach the pager only through a view that lets them pass (a
  /// header that is not interactive); the rule declines those too.
  extension NestedScrollViewController {
    /// Whether the pager's pan may begin for the swipe `pan` tracks: asked once, by
    /// `gestureRecognizerShouldBegin(_:)`.
    func pagerPanShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
      let translation = pan.translation(in: pager)
      let now = pan.location(in: view)
      let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
      let swipe = HorizontalSwipe(
        translationX: Double(translation.x), startY: Double(start.y),
        scrollViews: horizontalScrollRanges(at: start),
        rowSwipeActions: rowSwipeActions(at: start),
        startsAtLeadingScreenEdge: startsAtLeadingScreenEdge(start),
        canNavigateBack: canNavigateBack)
      return host.pagerGestureRule.owner(of: swipe).pagerBegins
    }

    /// Whether the pager's pan waits for `other` to fail: the navigation controller's back
    /// swipe, on the first page only, and the swipe-actions pan of a collection view list
    /// (``NestedScrollCore/PagerCompetitor/opaqueSwipeActions``), whose actions only its
    /// layout's providers know
    /// ([trailingSwipeActionsConfigurationProvider](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider)).
    func pagerPanRequiresFailure(of other: UIGestureRecognizer) -> Bool {
      if let popGesture = navigationController?.interactivePopGestureRecognizer, other === popGesture {
        return host.pagerGestureRule.waitsForBackSwipe(canNavigateBack: canNavigateBack)
      }
      return pageRecognizer(other).competitor == .opaqueSwipeActions
    }

    /// Whether `other` waits for the pager's pan to decide: a horizontal scroll view's pan
    /// inside a page (a carousel in a row) and a table's swipe-actions pan. The pager's pan
    /// declines at once when the rule gives the swipe to them, and takes it otherwise (a
    /// carousel at its end), which they then do not.
    func pagerPanIsRequiredToFail(by other: UIGestureRecognizer) -> Bool {
      switch pageRecognizer(other).competitor {
      case .horizontalScrolling, .askableSwipeActions: return true
      case .opaqueSwipeActions, .none: return false
      }
    }

    /// What the rules need to know about `recognizer`: the kind of view it is attached to,
    /// whether it is that scroll view's own pan or pinch, and whether that view is inside a
    /// page and scrolls sideways.
    func pageRecognizer(_ recognizer: UIGestureRecognizer) -> PageRecognizer {
      let owner = recognizer.view
      let scrollView = owner as? UIScrollView
      let role: PageRecognizer.Role
      if let scrollView, recognizer === scrollView.panGestureRecognizer {
        role = .scrollingPan
      } else if let scrollView, recognizer === scrollView.pinchGestureRecognizer {
        role = .zoomingPinch
      } else {
        role = recognizer is UIPanGestureRecognizer ? .otherPan : .other
      }
      let kind: PageRecognizer.Owner
      switch owner {
      case is UITableView: kind = .table
      case is UICollectionView: kind = .collection
      case is UIScrollView: kind = .scrollView
      default: kind = .view
      }
      let isInsidePage = owner.map { $0 !== pager && $0.isDescendant(of: pager) } ?? false
      return PageRecognizer(
        owner: kind, role: role, isInsidePage: isInsidePage,
        scrollsHorizontally: scrollView.map(Self.scrollsHorizontally) ?? false)
    }

    /// Whether the container can go back: a navigation controller with a controller to go
    /// back to and its back swipe enabled.
    var canNavigateBack: Bool {
      guard let navigationController, navigationController.viewControllers.count > 1,
        navigationController.interactivePopGestureRecognizer?.isEnabled == true
      else { return false }
      return true
    }

    /// The horizontal scroll views under `point` (in the container's coordinates),
    /// innermost first, below the pager.
    private func horizontalScrollRanges(at point: CGPoint) -> [HorizontalScrollRange] {
      var ranges: [HorizontalScrollRange] = []
      var current = view.hitTest(point, with: nil)
      while let candidate = current, candidate !== pager, candidate !== view {
        if let scrollView = candidate as? UIScrollView, Self.scrollsHorizontally(scrollView) {
          let inset = scrollView.adjustedContentInset
          ranges.append(
            HorizontalScrollRange(
              offsetX: Double(scrollView.contentOffset.x), minOffsetX: Double(-inset.left),
              maxOffsetX: Double(scrollView.contentSize.width - scrollView.bounds.width + inset.right)))
        }
        current = candidate.superview
      }
      return ranges
    }

    /// The swipe actions of the table row under `point`, as the table's delegate configures
    /// them; a row whose table deletes on swipe (its data source commits edits) has trailing
    /// ones (``NestedScrollCore/RowSwipeActions/init(leadingActionCount:trailingActionCount:commitsEdits:)``).
    /// A collection view list's rows report none: the pager's pan only asks once that list's
    /// swipe-actions pan has failed, so the row has no actions on that side.
    private func rowSwipeActions(at point: CGPoint) -> RowSwipeActions {
      var current = view.hitTest(point, with: nil)
      while let candidate = current, candidate !== pager, !(candidate is UITableView) {
        current = candidate.superview
      }
      guard let tableView = current as? UITableView,
        let indexPath = tableView.indexPathForRow(at: view.convert(point, to: tableView))
      else { return [] }
      let delegate = tableView.delegate
      return RowSwipeActions(
        leadingActionCount: delegate?.tableView?(
          tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)?
          .actions.count,
        trailingActionCount: delegate?.tableView?(
          tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)?
          .actions.count,
        commitsEdits: tableView.dataSource?.responds(
          to: #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))) == true)
    }

    /// Whether `point` (in the container's coordinates) is at the screen's leading edge.
    private func startsAtLeadingScreenEdge(_ point: CGPoint) -> Bool {
      guard let window = view.window else { return false }
      return HorizontalSwipe.isAtLeadingScreenEdge(
        x: Double(view.convert(point, to: window).x), screenWidth: Double(window.bounds.width),
        isRightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Whether `scrollView` has content to scroll sideways.
    static func scrollsHorizontally(_ scrollView: UIScrollView) -> Bool {
      let inset = scrollView.adjustedContentInset
      return HorizontalScrollRange.scrollsHorizontally(
        contentWidth: Double(scrollView.contentSize.width), leftInset: Double(inset.left),
        rightInset: Double(inset.right), width: Double(scrollView.bounds.width))
    }

    /// Connects the pager's pan to the gesture rule and the indirect-scroll observer to the
    /// host; called once, when the view loads.
    func installGestureRules() {
      pager.shouldBeginPan = { [weak self] pan in self?.pagerPanShouldBegin(pan) ?? true }
      pager.panRequiresFailure = { [weak self] other in self?.pagerPanRequiresFailure(of: other) ?? false }
      pager.panIsRequiredToFail = { [weak self] other in self?.pagerPanIsRequiredToFail(by: other) ?? false }
      let indirectScrollObserver = IndirectScrollObserver()
      indirectScrollObserver.onBegin = { [weak self] in
        self?.host.indirectScrollDidBegin(at: CACurrentMediaTime())
      }
      indirectScrollObserver.onEnd = { [weak self] in
        self?.host.indirectScrollDidEnd(at: CACurrentMediaTime())
      }
      // The view keeps its recognizers.
      view.addGestureRecognizer(indirectScrollObserver)
    }
  }
#endif
