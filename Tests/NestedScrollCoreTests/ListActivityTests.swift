import NestedScrollCore
import ScrollPhysics
import Testing

/// The lists' one activity and its one transition function: what the rest rule may count on.
@Suite struct ListActivityTests {
  static let animation = ListAnimation(
    page: 0, motion: .toward(100, from: 0, velocity: 0, at: 0), target: 100, purpose: .snap)
  static let activities: [ListActivity] = [
    .idle, .settling, .driven(.init(animation: animation, time: 0)),
  ]
  static let events: [ListActivity.Event] = [
    .changed, .drive(animation, at: 1), .stopped, .rested,
  ]

  /// A change never ends an animation (it plays on, and the rule looks once it ends) and
  /// always leaves the rule due on a screen it had looked at.
  @Test(arguments: activities)
  func aChangeMakesTheRuleDueWithoutStoppingAnAnimation(activity: ListActivity) {
    let next = activity.next(on: .changed)
    switch activity {
    case .idle: #expect(next == .settling)
    case .settling, .driven: #expect(next == activity)
    }
  }

  /// The rule is due after every animation that ends, whatever its purpose.
  @Test func theEndOfAnAnimationCallsTheRule() {
    let driven = ListActivity.driven(.init(animation: Self.animation, time: 0))
    #expect(driven.next(on: .stopped) == .settling)
  }

  /// Only the rule's own look ends in `idle`; the rule's look never stops an animation.
  @Test(arguments: activities, events)
  func idleIsReachedOnlyWhenNothingIsDue(activity: ListActivity, event: ListActivity.Event) {
    let next = activity.next(on: event)
    if next == .idle {
      switch (activity, event) {
      case (.settling, .rested), (.idle, .rested): break
      default: Issue.record("\(activity) on \(event) rests")
      }
    }
    if case .driven = activity, event == .rested { #expect(next == activity) }
  }

  /// Starting an animation replaces whatever the lists did, and its clock is the one given.
  @Test(arguments: activities)
  func driveReplacesAnyActivity(activity: ListActivity) {
    let next = activity.next(on: .drive(Self.animation, at: 2))
    #expect(next == .driven(.init(animation: Self.animation, time: 2)))
  }
}
