import RealModule
import Testing

/// Records a test issue unless `actual` is within `absoluteTolerance` of `expected`, or
/// within `relativeTolerance` of the larger of the two in magnitude.
///
/// The one approximate-equality check of the tests, so that every tolerance reads the same
/// way: the comparison is swift-numerics' `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)`
/// (`|actual − expected| ≤ max(absoluteTolerance, relativeTolerance · max(|actual|, |expected|))`),
/// and a failure names both values, their difference and the tolerance.
package func expectApproximatelyEqual<Value: BinaryFloatingPoint>(
  _ actual: Value,
  _ expected: Value,
  absoluteTolerance: Value,
  relativeTolerance: Value = 0,
  _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if actual.isApproximatelyEqual(
    to: expected, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
  {
    return
  }
  var message = "\(actual) is not within \(absoluteTolerance)"
  if relativeTolerance > 0 { message += " (or \(relativeTolerance) relative)" }
  message += " of \(expected): difference \(abs(actual - expected))"
  if let comment { message += ": \(comment.rawValue)" }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
