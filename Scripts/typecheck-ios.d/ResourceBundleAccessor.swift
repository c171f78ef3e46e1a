// What SwiftPM generates for a target with resources (`resources:` in Package.swift): the
// target's resource bundle as `Bundle.module`. A compile of the target's folder on its own,
// outside SwiftPM (Scripts/typecheck-ios, Scripts/api-snapshot --ios-sdk), gets this
// stand-in with the same name and type instead; it only type-checks, nothing runs it.
// `nonisolated(unsafe)`: the iOS 16 SDK's `Bundle` is not `Sendable` (later SDKs' is, and
// SwiftPM's own accessor is a plain `static let`).
import Foundation

extension Foundation.Bundle {
  nonisolated(unsafe) static let module = Bundle.main
}
