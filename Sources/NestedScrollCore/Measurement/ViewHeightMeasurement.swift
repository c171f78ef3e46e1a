/// How a host measures the header's or the tab bar's height, and when it reports a view it
/// could not measure.
///
/// UIKit offers three heights for a view, and each fails for some views:
///
/// - the **intrinsic** height (`intrinsicContentSize`) is `noIntrinsicMetric` (−1) for a view
///   built from constraints or subviews, such as a custom tab bar made with Auto Layout or a
///   collection view;
/// - the **fitting** height (`systemLayoutSizeFitting(_:…)` at the container's width) is 0
///   for a view laid out with frames, which has no constraints to fit;
/// - the **frame** height is whatever the view was last given, which is the container's own
///   choice once it has laid the view out.
///
/// The tab bar is measured by its intrinsic height first (the default tab bar grows with
/// Dynamic Type through it), then by fitting; the header by fitting first (an Auto Layout
/// header's height depends on the width), then by its intrinsic height. When neither gives a
/// positive height, the frame height the app gave the view is used, and the view counts as
/// unmeasured: ``measure(intrinsic:frame:fitting:)`` returns
/// ``CoordinatorIssue/unmeasuredHeight(_:)`` once, when the view becomes unmeasured, so the
/// diagnostics say so instead of the view silently measuring 0 on every layout pass.
public struct ViewHeightMeasurement: Hashable, Sendable {
  /// The view this measures.
  public let view: MeasuredView
  /// Whether the last measurement fell back to the frame (or to 0).
  public private(set) var isUnmeasured = false

  /// A measurement of `view`.
  public init(view: MeasuredView) {
    self.view = view
  }

  /// A height and, the first time a view cannot be measured, the issue that says so.
  public struct Result: Hashable, Sendable {
    /// The height to use, in points: finite and not negative.
    public var height: Double
    /// ``CoordinatorIssue/unmeasuredHeight(_:)`` when the view has just become unmeasured;
    /// `nil` otherwise (also while it stays unmeasured: it was reported already).
    public var issue: CoordinatorIssue?

    /// A height and the issue to report with it, if any.
    public init(height: Double, issue: CoordinatorIssue?) {
      self.height = height
      self.issue = issue
    }
  }

  /// Measures the view from its `intrinsic` height (UIKit's `noIntrinsicMetric`, any
  /// negative or non-finite value: none), its current `frame` height and, only if needed,
  /// its `fitting` height (computed lazily: an Auto Layout pass).
  public mutating func measure(intrinsic: Double, frame: Double, fitting: () -> Double) -> Result {
    let height: Double?
    switch view {
    case .tabBar: height = Self.usable(intrinsic) ?? Self.usable(fitting())
    case .header: height = Self.usable(fitting()) ?? Self.usable(intrinsic)
    }
    let wasUnmeasured = isUnmeasured
    isUnmeasured = height == nil
    let issue: CoordinatorIssue? = isUnmeasured && !wasUnmeasured ? .unmeasuredHeight(view) : nil
    return Result(height: height ?? Self.usable(frame) ?? 0, issue: issue)
  }

  /// `value` if it is a positive, finite height.
  static func usable(_ value: Double) -> Double? {
    value.isFinite && value > 0 ? value : nil
  }
}
