import NestLabKit
import ScrollSimulator
import Testing

/// Simultaneous pans: two pans recognised simultaneously, offsets pinned in
/// `scrollViewDidScroll` (NestLabStrategies' SimultaneousPans article).
@Suite("Baseline: simultaneous pans")
struct BaselineSimultaneousPansTests {
  static var strategies: [any NestedScrollStrategy.Type] {
    [
      CoordinatorStrategy.self, BaselineSimultaneousPansStrategy.self,
    ]
  }

  /// Momentum from a drag on the header: only the outer view was dragged, so nothing carries
  /// on into the list at the pin; ours goes on.
  @Test func momentumFromAHeaderDragDoesNotReachTheList() throws {
    let spec = BaselineScreens.profile()
    let pin = BaselineScreens.pin(spec)
    var results: [String: (before: Double, after: Double, ratio: Double)] = [:]
    for type in Self.strategies {
      let finger = FingerDriver(try type.init(screen: spec))
      let y = BaselineScreens.onHeader(spec)
      finger.drag(fromY: y, toY: y - 150, duration: 0.1)
      let release = finger.frames.count
      finger.wait(2)
      results[type.identifier] = Motion.continuity(
        finger.frames, from: release - 1, across: pin)
    }
    let ours = try #require(results["ours"])
    let pans = try #require(results["simultaneous-pans"])
    #expect(ours.ratio > 0.8, "\(ours)")
    #expect(pans.before > 1000 && pans.ratio < 0.05, "\(pans)")
  }

  /// Drags on the list through the pin: both views track the finger and hand over one
  /// callback late, so the content lags the finger at the crossing by up to a frame's
  /// movement (how much depends on where the frame falls, hence several drag speeds); ours
  /// tracks 1:1 in all of them.
  @Test func handingOverAtThePinLagsTheFinger() throws {
    let spec = BaselineScreens.profile()
    var errors: [String: Double] = [:]
    for type in Self.strategies {
      for duration in stride(from: 0.45, through: 0.6, by: 0.025) {
        let finger = FingerDriver(try type.init(screen: spec))
        finger.drag(fromY: 800, toY: 300, duration: duration, hold: 0.1)
        // From the second drag frame on (the first includes the 10 pt hysteresis).
        errors[type.identifier] = max(
          errors[type.identifier] ?? 0, Motion.trackingError(finger.frames, from: 2))
      }
    }
    #expect(try #require(errors["ours"]) < 0.01, "\(errors)")
    #expect(try #require(errors["simultaneous-pans"]) > 1, "\(errors)")
  }

  /// Flings from deep in the list back into the header: the two decelerations hand over at
  /// the pin and the content jumps ahead for a frame (a free deceleration speeding up, by
  /// up to a frame's travel depending on where the frame falls, hence several flings); ours
  /// only ever slows down.
  @Test func aFlingIntoTheHeaderJumpsAtThePin() throws {
    let spec = BaselineScreens.profile()
    var speedUps: [String: Double] = [:]
    for type in Self.strategies {
      for length in stride(from: 200.0, through: 325, by: 12.5) {
        let finger = FingerDriver(try type.init(screen: spec))
        finger.drag(fromY: 700, toY: 550, duration: 0.1)  // a fling deep into the list
        finger.wait(3)
        finger.drag(fromY: 400, toY: 400 + length, duration: 0.1)  // a fling back toward the top
        let release = finger.frames.count
        finger.wait(3)
        let speedUp = Motion.largestSpeedUp(finger.frames, from: release + 1)
        speedUps[type.identifier] = max(speedUps[type.identifier] ?? -.infinity, speedUp)
      }
    }
    #expect(try #require(speedUps["ours"]) <= 1.0 + 1e-9, "\(speedUps)")
    #expect(try #require(speedUps["simultaneous-pans"]) > 1.25, "\(speedUps)")
  }

  /// Tabs: whenever the header shows, every list goes back to its top (JXPagingView), so a
  /// tab left deep is at its top again even once the header is pinned again; ours keeps it.
  @Test func otherTabsAreResetWhenTheHeaderShows() throws {
    let runs = try TabScript.deepTabSurvivesHeaderRoundTrip(Self.strategies, spec: BaselineScreens.profile())
    for run in runs.values {
      #expect(run.headerShown && run.pinnedOnReturn, "the script did what it says: \(run)")
    }
    #expect(try #require(runs["ours"]).lost < 0.5, "\(runs)")
    let pans = try #require(runs["simultaneous-pans"])
    #expect(pans.before > 100 && pans.after == 0, "back at its top: \(pans)")
  }

  /// The direction variant: case 3 moves the outer view by three times the list's
  /// overscroll, so a fling from the list into the header accelerates sharply at the pin.
  @Test func theDirectionVariantTriplesTheHeaderSpeedAtThePin() throws {
    let spec = BaselineScreens.profile()
    let finger = FingerDriver(try BaselineSimultaneousPansStrategy(screen: spec, variant: .direction))
    finger.drag(fromY: 800, toY: 300, duration: 1, hold: 0.1)
    #expect(finger.observation.scrollPosition > BaselineScreens.pin(spec))
    finger.drag(fromY: 400, toY: 700, duration: 0.15)
    let release = finger.frames.count
    finger.wait(3)
    #expect(Motion.largestSpeedUp(finger.frames, from: release + 1) > 2)
  }
}

/// Scripts shared by the tab tests of several baselines.
enum TabScript {
  /// What happened to tab 0 in ``deepTabSurvivesHeaderRoundTrip(_:spec:)``.
  struct Run {
    /// Tab 0's offset when it was left.
    var before: Double
    /// Tab 0's offset after returning to it.
    var after: Double
    /// Whether the header showed (tab bar below its pinned place) during the visit to tab 1.
    var headerShown: Bool
    /// Whether the header was pinned again when returning.
    var pinnedOnReturn: Bool
    /// How far tab 0's offset moved.
    var lost: Double { abs(after - before) }
  }

  /// Leaves tab 0 deep (header pinned), switches to tab 1, drags the header down into view
  /// and back up to the pin there, and returns to tab 0.
  static func deepTabSurvivesHeaderRoundTrip(
    _ strategies: [any NestedScrollStrategy.Type], spec: ScreenSpec
  ) throws -> [String: Run] {
    let pinnedTabBarTop = spec.topInset + spec.pinnedHeaderHeight
    var result: [String: Run] = [:]
    for type in strategies {
      let finger = FingerDriver(try type.init(screen: spec))
      finger.drag(fromY: 800, toY: 200, duration: 1, hold: 0.1)
      finger.drag(fromY: 800, toY: 300, duration: 1, hold: 0.1)
      finger.wait(0.5)
      let before = finger.observation.tabOffsets[0]
      finger.tapTab(1)
      finger.drag(fromY: 300, toY: 500, duration: 0.5, hold: 0.1)  // the header shows
      let shown = finger.observation.tabBarTop > pinnedTabBarTop + 100
      finger.drag(fromY: 700, toY: 200, duration: 1, hold: 0.1)  // pinned again
      finger.wait(0.5)
      finger.tapTab(0)
      let observation = finger.observation
      result[type.identifier] = Run(
        before: before, after: observation.tabOffsets[0], headerShown: shown,
        pinnedOnReturn: observation.activeTab == 0 && abs(observation.tabBarTop - pinnedTabBarTop) < 0.5)
    }
    return result
  }
}
