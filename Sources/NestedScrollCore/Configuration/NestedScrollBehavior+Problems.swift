extension NestedScrollBehavior {
  /// The options a host cannot use as given with `pageCount` pages, each as a sentence
  /// saying what is used instead; empty when every option is usable. A host replaces them
  /// anyway (creating a screen never fails); a debug build shows these on screen.
  public func problems(pageCount: Int) -> [String] {
    let (configuration, rejected) = NestedScrollConfiguration.unmeasured(self, pageCount: pageCount)
    var problems = rejected.map {
      "NestedScrollBehavior.\($0.name) is NaN, infinite, negative or too large; its default is used."
    }
    if initialPage != configuration.initialPage {
      problems.append(
        "NestedScrollBehavior.initialPage \(initialPage) names no page; page \(configuration.initialPage) is shown first."
      )
    }
    return problems
  }
}
