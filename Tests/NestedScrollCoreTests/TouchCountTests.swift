import NestedScrollCore
import NestedScrollPropertyChecks
import Testing

/// First finger down, last finger up, and a sequence UIKit ends with `reset()` alone: the
/// host hears one lift for every landing, so "a finger is down" never sticks.
struct TouchCountTests {
  /// Applies `steps` to a new count, in order, and returns each step's report.
  func reports(_ steps: [(inout TouchCount) -> Bool]) -> (reports: [Bool], count: TouchCount) {
    var count = TouchCount()
    let reports = steps.map { $0(&count) }
    return (reports, count)
  }

  @Test func twoFingersReportOneLandingAndOneLift() {
    let (firstLift, count) = reports([
      { $0.touchesBegan(1) }, { $0.touchesBegan(1) }, { $0.touchesEnded(1) },
    ])
    #expect(firstLift == [true, false, false])
    #expect(count.isDown)
    let (all, after) = reports([
      { $0.touchesBegan(1) }, { $0.touchesBegan(1) }, { $0.touchesEnded(1) }, { $0.touchesEnded(1) },
    ])
    #expect(all == [true, false, false, true])
    #expect(!after.isDown)
  }

  @Test func aResetWithFingersCountedDownReportsTheLift() {
    // The recognizer failed or was excluded: UIKit delivers no more touches, only reset().
    // A reset after the lift was reported reports nothing.
    let (result, count) = reports([
      { $0.touchesBegan(2) }, { $0.touchesEnded(1) }, { $0.reset() }, { $0.reset() },
    ])
    #expect(result == [true, false, true, false])
    #expect(!count.isDown)
  }

  @Test func badCountsAreIgnored() {
    let (result, count) = reports([
      { $0.touchesEnded(3) }, { $0.touchesBegan(0) }, { $0.touchesBegan(-2) },
      { $0.touchesBegan(Int.max) }, { $0.touchesBegan(Int.max) },
    ])
    #expect(result == [false, false, false, true, false])
    #expect(count.fingersDown == Int.max)
  }

  /// Any order of landings, lifts (more than landed, too) and resets: reports alternate
  /// landing, lift, landing, …, and the host's idea of a finger being down is the count's.
  @Test func landingsAndLiftsAlternateWhateverUIKitDelivers() async {
    let step = zip(Gen.int(in: 0...2), Gen.int(in: -1...3)).array(of: 0...40)
    await propertyCheck(count: 300, input: step) { steps in
      var count = TouchCount()
      var hostThinksDown = false
      for (kind, fingers) in steps {
        switch kind {
        case 0:
          if count.touchesBegan(fingers) {
            #expect(!hostThinksDown, "a second landing without a lift")
            hostThinksDown = true
          }
        case 1:
          if count.touchesEnded(fingers) {
            #expect(hostThinksDown, "a lift without a landing")
            hostThinksDown = false
          }
        default:
          if count.reset() {
            #expect(hostThinksDown, "a lift without a landing")
            hostThinksDown = false
          }
          #expect(!count.isDown)
        }
        #expect(hostThinksDown == count.isDown)
        #expect(count.fingersDown >= 0)
      }
    }
  }
}
