import SwiftUI

/// A tab with a sectioned `List` as SwiftUI writes it, in the inset-grouped style (whose
/// section headers scroll with their rows, so none floats mid-screen under the pinned tab
/// bar). On iOS 16 and later each row is a `NavigationLink(value:)`: the profile's
/// `NavigationStack` pushes the topic from its `navigationDestination(for:destination:)`.
struct TopicsTab: View {
  /// One topic of a section: the value a row's link pushes.
  struct Topic: Hashable, Identifiable {
    /// The topic's number, from 1, across all sections.
    let id: Int
    /// The section the topic is in.
    let section: Int

    /// The row's and the pushed screen's title.
    var title: String { "Topic \(id)" }
  }

  /// How many sections the list has, and how many topics each holds.
  static let sectionCount = 6
  static let topicsPerSection = 8

  /// The topics of section `section` (from 1).
  static func topics(inSection section: Int) -> [Topic] {
    let first = (section - 1) * topicsPerSection + 1
    return (first..<first + topicsPerSection).map { Topic(id: $0, section: section) }
  }

  /// The screen a topic's row pushes.
  static func detail(_ topic: Topic) -> some View {
    Text(topic.title)
      .navigationTitle(topic.title)
      .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUITopicDetail)
  }

  var body: some View {
    List {
      ForEach(1...Self.sectionCount, id: \.self) { section in
        Section {
          ForEach(Self.topics(inSection: section)) { topic in
            row(topic)
              .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUITopic(topic.id))
          }
        } header: {
          Text("Section \(section)")
            .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUITopicsSectionHeader(section))
        }
      }
    }
    .listStyle(.insetGrouped)
    .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUITopicsList)
  }

  /// A topic's row: a link that pushes the topic by value where `NavigationStack` is there.
  @ViewBuilder
  private func row(_ topic: Topic) -> some View {
    if #available(iOS 16.0, *) {
      NavigationLink(value: topic) { Text(topic.title) }
    } else {
      Text(topic.title)
    }
  }
}
