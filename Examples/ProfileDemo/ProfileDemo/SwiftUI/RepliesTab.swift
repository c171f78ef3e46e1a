import NestedScrollKitSwiftUI
import SwiftUI

/// A tab that loads: a spinner until its replies arrive, then a `List` whose rows push a
/// detail with `NavigationLink`. The load starts only once the tab is visible
/// (`isNestedTabVisible`), not when it is loaded ahead as a neighbour; the replies live in
/// the parent, so they outlive the tab's release. Near its end the tab loads more
/// (``loadMore(into:)``, from the tab's `onLoadMore`) until the feed finishes, after
/// ``totalCount`` replies: its footer then says so, and the tab asks no more.
struct RepliesTab: View {
  /// How many replies one load brings.
  static let batchSize = 30
  /// The most replies there are: the load that reaches them finishes the feed.
  static let totalCount = 60

  /// Appends the next batch to `replies` after a stand-in for a network request; finished
  /// once every reply is there.
  @MainActor
  static func loadMore(into replies: Binding<[Int]?>) async throws -> LoadMoreOutcome {
    guard let loaded = replies.wrappedValue else { return .loaded }
    guard loaded.count < totalCount else { return .finished }
    try await Task.sleep(nanoseconds: 500_000_000)
    guard let current = replies.wrappedValue else { return .loaded }
    let next = current.count + 1
    let last = min(totalCount, next + batchSize - 1)
    replies.wrappedValue = current + Array(next...last)
    return last == totalCount ? .finished : .loaded
  }

  /// The footer below the replies: a spinner while more load, a retry after a failure, and
  /// at the end of the feed a line that says so.
  @MainActor @ViewBuilder
  static func footer(_ state: LoadMoreState, retry: @escaping @MainActor () -> Void) -> some View {
    switch state {
    case .loading:
      ProgressView()
    case .failed:
      Button("Try again") { retry() }
    case .finished:
      Text("No more replies")
        .font(.footnote)
        .foregroundStyle(.secondary)
        .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIRepliesEnd)
    case .idle:
      EmptyView()
    }
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
          // A collection view list's swipe actions (a SwiftUI `List` on iOS 16 and later):
          // a swipe toward the leading edge reveals them instead of paging.
          .swipeActions(edge: .trailing) {
            Button("Hide") {}
          }
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
