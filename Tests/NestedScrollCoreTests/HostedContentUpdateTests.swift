import NestedScrollCore
import NestedScrollPropertyChecks
import Testing

/// When a hosted tab rebuilds its root view (``HostedContentUpdate``): a visible tab always
/// shows the latest content and its true visibility, a tab off screen is not rebuilt for new
/// content, and nothing is rebuilt when nothing it shows changed.
@Suite struct HostedContentUpdateTests {
  /// One thing that happens to a tab: new content (an update of the screen) or an
  /// appearance transition, which the page picks among those UIKit allows next.
  enum Event: Sendable, CustomStringConvertible {
    case content
    case transition(pick: Int)

    var description: String {
      switch self {
      case .content: "content"
      case .transition(let pick): "transition(\(pick))"
      }
    }

    static let sessions = zip(Gen.bool, Gen.int(in: 0...3)).map { isContent, pick in
      isContent ? Event.content : .transition(pick: pick)
    }.array(of: 1...30)
  }

  /// What the root view shows, and how often it was rebuilt.
  struct Root {
    var generation = 0
    var isVisible = false
    var rebuilds = 0
  }

  @Test func aVisibleTabShowsTheLatestContentAndAHiddenOneIsNotRebuiltForIt() async {
    await propertyCheck(count: 300, input: Event.sessions) { events in
      var update = HostedContentUpdate()
      var root = Root()
      var generation = 0
      var last: PageAppearanceTransition?
      for event in events {
        let before = root
        switch event {
        case .content:
          generation += 1
          if update.contentDidChange() {
            root.generation = generation
            root.rebuilds += 1
          }
          // Off screen, new content rebuilds nothing.
          if !PageAppearanceTransition.isVisible(after: last) {
            #expect(root.rebuilds == before.rebuilds, "\(events)")
          }
        case .transition(let pick):
          let allowed = [PageAppearanceTransition.willAppear, .didAppear, .willDisappear, .didDisappear]
            .filter { $0.canFollow(last) }
          let transition = allowed[pick % allowed.count]
          last = transition
          if update.pageDidTransition(transition) {
            root.generation = generation
            root.isVisible = PageAppearanceTransition.isVisible(after: transition)
            root.rebuilds += 1
          }
          // A transition that leaves visibility as it was rebuilds nothing.
          if PageAppearanceTransition.isVisible(after: transition) == before.isVisible {
            #expect(root.rebuilds == before.rebuilds, "\(events)")
          }
        }
        // The root always shows the tab's true visibility; a visible one, the latest content.
        #expect(root.isVisible == PageAppearanceTransition.isVisible(after: last), "\(events)")
        #expect(update.isVisible == root.isVisible, "\(events)")
        if root.isVisible { #expect(root.generation == generation, "\(events)") }
      }
    }
  }

  @Test func contentThatArrivedOffScreenIsShownWhenTheTabStartsToAppear() {
    var update = HostedContentUpdate()
    let offScreen = update.contentDidChange()
    #expect(!offScreen && update.hasPendingContent)
    let appearing = update.pageDidTransition(.willAppear)
    #expect(appearing && !update.hasPendingContent)
    // Visible: the next content is shown at once; the did of the same appearance rebuilds nothing.
    let appeared = update.pageDidTransition(.didAppear)
    let onScreen = update.contentDidChange()
    #expect(!appeared && onScreen)
  }
}
