extension NestedScrollHost {
  /// Measures the header or the tab bar with `measurement` (see ``ViewHeightMeasurement``)
  /// and returns the height to report in ``ContainerMeasurements``. A view that has just
  /// become unmeasurable is reported like any sanitised input: in the coordinator's
  /// diagnostics and through ``NestedScrollHostAdapter/didSanitize(_:)``.
  public func measuredHeight(
    _ measurement: inout ViewHeightMeasurement, intrinsic: Double, frame: Double, fitting: () -> Double
  ) -> Double {
    let result = measurement.measure(intrinsic: intrinsic, frame: frame, fitting: fitting)
    if let issue = result.issue { coordinator.record(issue) }
    return result.height
  }
}
