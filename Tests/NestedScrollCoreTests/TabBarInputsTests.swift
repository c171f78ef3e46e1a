import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import Testing

/// When a tab bar drawn from values (a SwiftUI tab bar of the app's own) is drawn again:
/// only when what it shows changed, never for a call that repeats what it shows, and with
/// each badge on the tab it was given for, as the default tab bar shows it.
struct TabBarInputsTests {
  /// Offers the bar `inputs`; returns whether it is drawn again.
  func draw(_ resend: inout HostedViewResend<TabBarInputs>, _ inputs: TabBarInputs) -> Bool {
    resend.receive(inputs)
  }

  /// A bar with three tabs, drawn once.
  func drawnBar() -> (TabBarInputs, HostedViewResend<TabBarInputs>) {
    var inputs = TabBarInputs()
    var resend = HostedViewResend<TabBarInputs>()
    inputs.setTitles(["Posts", "Replies", "Media"])
    #expect(draw(&resend, inputs))
    return (inputs, resend)
  }

  @Test func callsThatRepeatWhatTheBarShowsDrawNothing() {
    var (inputs, resend) = drawnBar()
    inputs.setSelection(progress: 0, selectedIndex: 0)
    inputs.setTitles(["Posts", "Replies", "Media"])
    inputs.setBadge(nil, forTab: 1)
    #expect(!draw(&resend, inputs))
    inputs.setSelection(progress: 0.25, selectedIndex: 0)
    #expect(draw(&resend, inputs))
    inputs.setSelection(progress: 0.25, selectedIndex: 0)
    #expect(!draw(&resend, inputs))
    // New content (a builder that cannot be compared) and a changed environment draw again.
    inputs.contentRevision += 1
    #expect(draw(&resend, inputs))
    inputs.environmentRevision += 1
    #expect(draw(&resend, inputs))
  }

  @Test func aBadgeStaysWithItsTabAndWaitsForATabThatIsNotThereYet() {
    var (inputs, resend) = drawnBar()
    inputs.setBadge(.count(3), forTab: 1)
    #expect(inputs.badges == [nil, .count(3), nil])
    #expect(draw(&resend, inputs))
    // A badge for a fourth tab shows nothing, so draws nothing, until the tab is added.
    inputs.setBadge(.dot, forTab: 3)
    #expect(!draw(&resend, inputs))
    inputs.setTitles(["Posts", "Replies", "Media", "About"])
    #expect(inputs.badges == [nil, .count(3), nil, .dot])
    #expect(draw(&resend, inputs))
    // Fewer tabs: the badges of the tabs that stay stay; a negative tab is ignored.
    inputs.setTitles(["Posts", "Replies"])
    inputs.setBadge(.dot, forTab: -1)
    #expect(inputs.badges == [nil, .count(3)])
    inputs.setBadge(nil, forTab: 1)
    #expect(inputs.badges == [nil, nil])
  }

  /// On the simulated screen, the selection the host sends reaches the bar as the controller
  /// gives it: a vertical scroll (the header moving, then pinned) draws the bar no more, and a
  /// swipe draws it once for each frame that moved the indicator or the selection, also when
  /// each frame's selection is given twice (a layout pass that repeats it).
  @Test func aVerticalScrollDrawsNothingAndASwipeDrawsEachFrameThatMovedTheIndicator() throws {
    let screen = try makeScreen(profileConfiguration(pinnedHeaderHeight: 60))
    let driver = ScreenDriver(screen)
    var (inputs, resend) = drawnBar()
    /// Gives the bar each frame's selection; returns how many times it was drawn.
    func draws(over frames: [FrameRecord]) -> Int {
      frames.reduce(0) { draws, frame in
        inputs.setSelection(progress: frame.pagerProgress, selectedIndex: frame.page)
        return draws + (resend.receive(inputs) ? 1 : 0)
      }
    }
    driver.place(fromY: 700, toY: 200, duration: 1)
    driver.place(fromY: 200, toY: 600, duration: 1)
    #expect(driver.frames.count > 100)
    #expect(driver.frames.contains { $0.layout.isPinned })
    #expect(draws(over: driver.frames) == 0)

    driver.clearFrames()
    driver.swipePage(forward: true)
    let states =
      [TabSelection(selectedIndex: 0, progress: 0)]
      + driver.frames.map { TabSelection(selectedIndex: $0.page, progress: $0.pagerProgress) }
    let changes = zip(states, states.dropFirst()).filter { $0 != $1 }.count
    #expect(changes > 5)
    #expect(draws(over: driver.frames.flatMap { [$0, $0] }) == changes)
    #expect(states.last == TabSelection(selectedIndex: 1, progress: 1))
  }
}
