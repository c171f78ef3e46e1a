import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import Testing

/// What a SwiftUI screen re-sends per scroll event (``LayoutTransformDelivery`` feeding
/// ``HostedViewResend``): with the header pinned, no root view is reassigned and no
/// environment written; while the header moves, only the view that reads the transformed
/// value is rebuilt, once per change of that value.
@Suite struct HostedViewResendTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  /// The screen as the app writes it: a header that reads the transformed layout, two tabs
  /// that do not, and forwarded environment values that no scroll changes.
  struct Screen<Value: Equatable & Sendable> {
    var delivery = LayoutTransformDelivery<Value>()
    var header = HostedViewResend<Value?>()
    var tabs = [HostedViewResend<Int>(), HostedViewResend<Int>()]
    var environment = HostedViewResend<[String]>()
    var rootViewAssignments = 0
    var environmentWrites = 0
    var deliveries = 0

    /// One layout from the host: the app hears of it only when its transform changed, and
    /// then the body runs again and each hosted view gets its inputs.
    mutating func layoutDidChange(_ value: Value) {
      guard let change = delivery.receive(value) else { return }
      deliveries += 1
      bodyDidRun(headerReads: change.new)
    }

    /// The screen's body ran: every hosted view is offered its current inputs.
    mutating func bodyDidRun(headerReads value: Value?) {
      if header.receive(value) { rootViewAssignments += 1 }
      for index in tabs.indices where tabs[index].receive(0) { rootViewAssignments += 1 }
      if environment.receive(["colorScheme=light", "dynamicTypeSize=large"]) { environmentWrites += 1 }
    }
  }

  @Test func aPinnedHeaderReassignsNoRootViewAndWritesNoEnvironment() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.setContentOffset(Expected.pinOffset(config) + 800, page: 0, animated: false, at: driver.time)
    #expect(driver.layout.isPinned)
    var app = Screen<Double>()
    app.bodyDidRun(headerReads: nil)
    app.layoutDidChange(driver.layout.collapseProgress)
    let (assignments, writes) = (app.rootViewAssignments, app.environmentWrites)
    driver.place(fromY: 700, toY: 200, duration: 1)
    driver.place(fromY: 200, toY: 500, duration: 1)
    #expect(driver.frames.count > 100)
    #expect(driver.frames.allSatisfy { $0.layout.isPinned })
    for frame in driver.frames { app.layoutDidChange(frame.layout.collapseProgress) }
    #expect(app.rootViewAssignments == assignments)
    #expect(app.environmentWrites == writes)
  }

  @Test func aMovingHeaderRebuildsOnlyTheViewThatReadsTheTransformOncePerChange() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    var app = Screen<Bool>()
    app.bodyDidRun(headerReads: nil)
    let environmentWrites = app.environmentWrites
    // Every view is built once with the first value (the tabs and environment as well).
    #expect(app.rootViewAssignments == 3)
    let initial = driver.layout.isPinned
    app.layoutDidChange(initial)
    // The finger lands on the header and collapses it past the pin, then brings it back.
    driver.place(fromY: 900, toY: 200, duration: 2)
    driver.place(fromY: 200, toY: 900, duration: 2)
    let pinned = [initial] + driver.frames.map(\.layout.isPinned)
    let flips = zip(pinned, pinned.dropFirst()).filter { $0 != $1 }.count
    #expect(flips >= 2)
    let moving = driver.frames.filter { !$0.layout.isPinned }.count
    #expect(moving > 50)
    for frame in driver.frames { app.layoutDidChange(frame.layout.isPinned) }
    // The header (first value included) once per change of the value; tabs and environment never again.
    #expect(app.deliveries == 1 + flips)
    #expect(app.rootViewAssignments == 3 + 1 + flips)
    #expect(app.environmentWrites == environmentWrites)
  }
}
