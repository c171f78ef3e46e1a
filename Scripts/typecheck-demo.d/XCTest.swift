// Hand-written declarations of the XCTest and XCUIAutomation API that
// Examples/ProfileDemo/ProfileDemoUITests uses, so that the UI tests can be type-checked on
// Linux against the iOS SDK snapshot, which has no XCTest (it lives in Xcode's platform
// folder, Platforms/iPhoneOS.platform/Developer/Library/Frameworks, not in the SDK).
//
// Not Apple's code: each declaration is transcribed from Apple's documentation (URLs below),
// keeping the names, parameter labels, types, optionality and actor isolation the
// documentation gives, and only for the symbols the tests use. Bodies are placeholders:
// Scripts/typecheck-demo copies this file into a temporary folder named XCTest, type-checks
// it together with the tests (so their `import XCTest` lines are dropped) and never builds
// or runs it. Add a declaration here, from the documentation, when a test needs a new one.
//
// `import XCTest` brings Foundation and CoreGraphics along in Xcode; the exported imports
// below do the same for the test files checked with this stub.
@_exported import CoreGraphics
@_exported import Foundation
import UIKit

// MARK: XCTest (https://developer.apple.com/documentation/xctest)

/// https://developer.apple.com/documentation/xctest/xctestcase: `class XCTestCase`, not
/// isolated to an actor.
open class XCTestCase: NSObject {
  /// https://developer.apple.com/documentation/xctest/xctestcase/continueafterfailure
  open var continueAfterFailure = true
}

/// https://developer.apple.com/documentation/xctest/xctskip-swift.struct: `struct XCTSkip`,
/// an `Error` (and `Sendable`) that marks the test skipped when the test throws it.
public struct XCTSkip: Error, Sendable {
  /// https://developer.apple.com/documentation/xctest/xctskip-swift.struct/message
  public let message: String?

  /// https://developer.apple.com/documentation/xctest/xctskip-swift.struct/init(_:file:line:)
  public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    self.message = message
  }
}

/// https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
public func XCTAssertFalse(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// XCTAssertEqual(_:_:accuracy:_:file:line:), listed under
/// https://developer.apple.com/documentation/xctest/equality-and-inequality-assertions (the
/// `Numeric` overload, whose signature matches its documented sibling
/// XCTAssertNotEqual(_:_:accuracy:_:file:line:)).
public func XCTAssertEqual<T: Numeric>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertgreaterthan(_:_:_:file:line:)
public func XCTAssertGreaterThan<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertlessthan(_:_:_:file:line:)
public func XCTAssertLessThan<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertgreaterthanorequal(_:_:_:file:line:)
public func XCTAssertGreaterThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertlessthanorequal(_:_:_:file:line:)
public func XCTAssertLessThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

// MARK: XCUIAutomation (https://developer.apple.com/documentation/xcuiautomation; part of
// XCTest before Xcode 16.3, and `import XCTest` still brings it)

/// https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity: "how fast a
/// gesture moves across the screen, in pixels per second".
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
  public var rawValue: CGFloat
  /// https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity/init(_:)
  public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity/init(rawvalue:)
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity/default
  public static let `default` = XCUIGestureVelocity(0)
  /// https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity/fast
  public static let fast = XCUIGestureVelocity(0)
  /// https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity/slow
  public static let slow = XCUIGestureVelocity(0)
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes:
/// `@MainActor protocol XCUIElementAttributes`.
@MainActor
public protocol XCUIElementAttributes {
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/identifier
  var identifier: String { get }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
  var frame: CGRect { get }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
  var label: String { get }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value
  var value: Any? { get }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/isselected
  var isSelected: Bool { get }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider:
/// `@MainActor protocol XCUIElementTypeQueryProvider`, adopted by XCUIElement and
/// XCUIElementQuery. (The placeholders live in an extension here, once for both classes.)
@MainActor
public protocol XCUIElementTypeQueryProvider {
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/firstmatch
  var firstMatch: XCUIElement { get }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  var buttons: XCUIElementQuery { get }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
  var navigationBars: XCUIElementQuery { get }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/switches
  var switches: XCUIElementQuery { get }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/segmentedcontrols
  var segmentedControls: XCUIElementQuery { get }
}

extension XCUIElementTypeQueryProvider {
  public var firstMatch: XCUIElement { fatalError() }
  public var buttons: XCUIElementQuery { fatalError() }
  public var navigationBars: XCUIElementQuery { fatalError() }
  public var switches: XCUIElementQuery { fatalError() }
  public var segmentedControls: XCUIElementQuery { fatalError() }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielement:
/// `@MainActor class XCUIElement`.
@MainActor
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider {
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype
  /// (only the cases the tests use).
  public enum ElementType: UInt, Sendable {
    case any = 0
  }

  public var identifier: String { fatalError() }
  public var frame: CGRect { fatalError() }
  public var label: String { fatalError() }
  public var value: Any? { fatalError() }
  public var isSelected: Bool { fatalError() }

  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
  public var exists: Bool { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable
  public var isHittable: Bool { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
  public func waitForExistence(timeout: TimeInterval) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/descendants(matching:)
  public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/coordinate(withnormalizedoffset:)
  public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
  public func tap() {}
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication:
/// `@MainActor class XCUIApplication`.
@MainActor
open class XCUIApplication: XCUIElement {
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/state-swift.enum
  public enum State: UInt, Sendable {
    case unknown = 0
    case notRunning = 1
    case runningBackgroundSuspended = 2
    case runningBackground = 3
    case runningForeground = 4
  }

  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
  public override init() {}
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/terminate():
  /// "Terminates any running instance of the application."
  public func terminate() {}
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
  public var launchArguments: [String] = []
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launchenvironment
  public var launchEnvironment: [String: String] = [:]
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/state-swift.property
  public var state: XCUIApplication.State { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
  public func launch() {}
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery:
/// `@MainActor class XCUIElementQuery`.
@MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/count
  public var count: Int { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/allelementsboundbyindex
  public var allElementsBoundByIndex: [XCUIElement] { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
  public subscript(key: String) -> XCUIElement { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)
  public func element(boundBy index: Int) -> XCUIElement { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(identifier:)
  public func matching(identifier: String) -> XCUIElementQuery { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(_:)
  public func matching(_ predicate: NSPredicate) -> XCUIElementQuery { fatalError() }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate:
/// `@MainActor class XCUICoordinate`.
@MainActor
open class XCUICoordinate: NSObject {
  /// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/screenpoint
  public var screenPoint: CGPoint { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/withoffset(_:)
  public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/tap()
  public func tap() {}
  /// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:withvelocity:thenholdforduration:)
  public func press(
    forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval
  ) {}
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot:
/// `@MainActor class XCUIScreenshot`.
@MainActor
open class XCUIScreenshot: NSObject {
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot/image: "A
  /// representation of the screenshot as a platform-native image object", a `UIImage` on iOS
  /// (the page shows the macOS declaration, `NSImage`).
  public var image: UIImage { fatalError() }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiscreen:
/// `@MainActor class XCUIScreen`.
@MainActor
open class XCUIScreen: NSObject {
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiscreen/main
  public static var main: XCUIScreen { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding/screenshot():
  /// "Takes a screenshot of a screen or UI element's current visual state."
  public func screenshot() -> XCUIScreenshot { fatalError() }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuidevice:
/// `@MainActor class XCUIDevice`.
@MainActor
open class XCUIDevice: NSObject {
  /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/shared: "The
  /// current device."
  public class var shared: XCUIDevice { fatalError() }
  /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/orientation: set it
  /// "to simulate a change in the physical orientation of a device under test".
  public var orientation: UIDeviceOrientation = .portrait

  /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/button: "A physical
  /// button on an iOS device."
  public enum Button: Int, Sendable {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/button/home
    case home = 1
    /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/button/volumeup
    case volumeUp
    /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/button/volumedown
    case volumeDown
  }

  /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/press(_:):
  /// "Simulates the user pressing a physical button."
  public func press(_ button: Button) {}
}
