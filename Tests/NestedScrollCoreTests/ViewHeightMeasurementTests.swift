import NestedScrollCore
import NestedScrollPropertyChecks
import Testing

/// Where the header's and the tab bar's heights come from: an Auto Layout tab bar (no
/// intrinsic height) is measured by fitting, a frame-based header (no fitting height) by its
/// frame, and a view nothing can measure is reported once, not silently measured 0.
struct ViewHeightMeasurementTests {
  /// UIKit's `UIView.noIntrinsicMetric`.
  let noIntrinsicMetric = -1.0

  @Test func aTabBarWithAnIntrinsicHeightIsMeasuredByItAndNotFitted() {
    var measurement = ViewHeightMeasurement(view: .tabBar)
    var fitted = false
    let result = measurement.measure(intrinsic: 48, frame: 0) {
      fitted = true
      return 60
    }
    #expect(result == .init(height: 48, issue: nil))
    #expect(!fitted, "fitting is an Auto Layout pass: not run when the intrinsic height answers")
  }

  @Test func anAutoLayoutTabBarWithNoIntrinsicMetricIsMeasuredByFitting() {
    var measurement = ViewHeightMeasurement(view: .tabBar)
    let result = measurement.measure(intrinsic: noIntrinsicMetric, frame: 0) { 52 }
    #expect(result == .init(height: 52, issue: nil))
    #expect(!measurement.isUnmeasured)
  }

  @Test func anAutoLayoutHeaderIsMeasuredByFittingEvenWithAnIntrinsicHeight() {
    var measurement = ViewHeightMeasurement(view: .header)
    #expect(measurement.measure(intrinsic: 100, frame: 0) { 312 }.height == 312)
    #expect(measurement.measure(intrinsic: 100, frame: 0) { 0 }.height == 100)
  }

  @Test func aFrameBasedHeaderKeepsItsFrameHeightAndIsReportedOnce() {
    var measurement = ViewHeightMeasurement(view: .header)
    let first = measurement.measure(intrinsic: noIntrinsicMetric, frame: 240) { 0 }
    #expect(first == .init(height: 240, issue: .unmeasuredHeight(.header)))
    // Every layout pass measures again; the issue is not reported again while it lasts.
    let second = measurement.measure(intrinsic: noIntrinsicMetric, frame: 240) { 0 }
    #expect(second == .init(height: 240, issue: nil))
    // Measurable again (constraints added), then unmeasurable again: reported again.
    #expect(
      measurement.measure(intrinsic: noIntrinsicMetric, frame: 240) { 250 } == .init(height: 250, issue: nil))
    #expect(
      measurement.measure(intrinsic: noIntrinsicMetric, frame: 0) { 0 }.issue == .unmeasuredHeight(.header))
  }

  @Test func heightsAreAlwaysFiniteAndNeverNegative() async {
    let values = [-1.0, 0, -0.0, 12, 300, .nan, .infinity, -.infinity, 1e300]
    let value = Gen.int(in: 0...(values.count - 1)).map { values[$0] }
    await propertyCheck(count: 300, input: value, value, value, Gen.bool) {
      intrinsic, frame, fitting, header in
      var measurement = ViewHeightMeasurement(view: header ? .header : .tabBar)
      let result = measurement.measure(intrinsic: intrinsic, frame: frame) { fitting }
      #expect(result.height.isFinite && result.height >= 0)
      // Unmeasured exactly when neither the intrinsic nor the fitting height is usable.
      let measurable = [intrinsic, fitting].contains { $0.isFinite && $0 > 0 }
      #expect(measurement.isUnmeasured == !measurable)
      #expect((result.issue != nil) == !measurable)
    }
  }

  @Test func theHostRecordsAnUnmeasuredHeaderInItsDiagnosticsAndTellsTheAdapter() {
    let adapter = IssueRecordingAdapter()
    let host = NestedScrollHost<IssueRecordingAdapter>(behavior: NestedScrollBehavior(), pageCount: 2)
    host.adapter = adapter
    var header = ViewHeightMeasurement(view: .header)
    let before = host.diagnostics.count
    for _ in 0..<3 {
      let height = host.measuredHeight(&header, intrinsic: noIntrinsicMetric, frame: 0) { 0 }
      #expect(height == 0)
    }
    #expect(host.diagnostics.count == before + 1)
    #expect(host.diagnostics.lastIssue == .unmeasuredHeight(.header))
    #expect(adapter.issues == [.unmeasuredHeight(.header)])
    #expect(CoordinatorIssue.unmeasuredHeight(.tabBar).description.contains("tab bar"))
  }
}

/// An adapter that records only the issues its host reports.
final class IssueRecordingAdapter: NestedScrollHostAdapter {
  private(set) var issues: [CoordinatorIssue] = []
  /// The lists loaded, by page.
  private(set) var loaded: [Int: StubList] = [:]
  func loadList(forPage page: Int) -> StubList? {
    let list = StubList(contentHeight: 2000)
    loaded[page] = list
    return list
  }
  func didSanitize(_ issue: CoordinatorIssue) { issues.append(issue) }
  func startRefreshAction(run: Int) {}
  func cancelRefreshAction(run: Int) {}
  func startTabRefreshAction(page: Int, run: Int) {}
  func cancelTabRefreshAction(page: Int, run: Int) {}
  func startLoadMoreAction(page: Int) {}
}
