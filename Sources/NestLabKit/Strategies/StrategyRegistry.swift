/// Every strategy the lab knows, looked up by ``NestedScrollStrategy/identifier`` on the
/// command line. Ours comes first (keeping the header, then keeping the content), so tables
/// show it in the first columns.
public enum StrategyRegistry {
  /// All strategies, ours first; add a re-enactment of another technique by appending its
  /// type here.
  public static var all: [any NestedScrollStrategy.Type] {
    [
      CoordinatorStrategy.self,
      KeepsContentCoordinatorStrategy.self,
      BaselineThresholdLockStrategy.self,
      BaselineSimultaneousPansStrategy.self,
      BaselineOverlayScrollViewStrategy.self,
      BaselineModuloSnapStrategy.self,
    ]
  }

  /// The identifiers of ``all``, in order.
  public static var identifiers: [String] { all.map { $0.identifier } }

  /// The strategy whose identifier is `identifier`, or `nil`.
  public static func strategy(named identifier: String) -> (any NestedScrollStrategy.Type)? {
    all.first { $0.identifier == identifier }
  }
}
