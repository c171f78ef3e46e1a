import NestedScrollKitSwiftUI
import SwiftUI

/// A tab that loads: a spinner until its replies arrive, then a `List` whose rows push a
/// detail with `NavigationLink`. The load starts only once the tab is visible
/// (`isNestedTabVisible`), not when it is loaded ahead as a neighbour; the replies live in
/// the parent, so they outlive the tab's release. Near its end the tab loads more
/// (``loadMore(into:)``, from the tab's `onLoadMore`).
struct RepliesTab: View {
  /// How many replies one load brings.
  static let batchSize = 30
  /// The most replies there are: past them a load brings nothing.
  static let totalCount = 120

  /// Appends the next batch to `replies` after a stand-in for a network request.
  @MainActor
  static func loadMore(into replies: Binding<[Int]?>) async {
    guard let loaded = replies.wrappedValue, loaded.count < totalCount else { return }
    try? await Task.sleep(nanoseconds: 500_000_000)
    guard !Task.isCancelled, let current = replies.wrappedValue else { return }
    let next = current.count + 1
    replies.wrappedValue = current + Array(next...min(totalCount, next + batchSize - 1))
  }

  /// The replies, once loaded.
  @Binding var replies: [Int]?
  @Environment(\.isNestedTabVisible) private var isVisible

  var body: some View {
    Group {
      if let replies {
        List(replies, id: \.self) { reply in
          NavigationLink {
            Text("Reply \(reply)")
              .navigationTitle("Reply \(reply)")
              .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIReplyDetail)
          } label: {
            Text("Reply \(reply)")
          }
          .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIReply(reply))
        }
        .listStyle(.plain)
        .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIRepliesList)
      } else {
        ProgressView("Loading replies")
          .padding(.top, 40)
          .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIRepliesLoading)
      }
    }
    .task(id: isVisible) {
      guard isVisible, replies == nil else { return }
      // Stands in for a network request.
      try? await Task.sleep(nanoseconds: 1_500_000_000)
      guard !Task.isCancelled else { return }
      replies = Array(1...Self.batchSize)
    }
  }
}
