import SwiftUI

/// The SwiftUI header of ``ProfileDemoSwiftUIView``: a gradient cover, a round avatar on
/// its bottom edge, the name, the handle and the whole bio.
///
/// The cover may grow (`maxHeight: .infinity`) but would rather be 140 points: when the
/// controller stretches the header on overscroll, the cover takes the extra height and
/// the text below it moves down. "more" shows the whole bio: `NestedScrollView` re-measures
/// the header and the list below it moves down without jumping.
struct ProfileHeaderContent: View {
  /// The person shown.
  let profile: Profile
  @State private var showsWholeBio = false
  @State private var isFollowing = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      LinearGradient(
        colors: [Color(red: 0.29, green: 0.20, blue: 0.78), Color(red: 0.10, green: 0.66, blue: 0.80)],
        startPoint: .topLeading, endPoint: .bottomTrailing
      )
      .frame(minHeight: 140, idealHeight: 140, maxHeight: .infinity)
      .overlay(alignment: .bottomLeading) {
        avatar
          .padding(.leading, 16)
          .offset(y: 48)
      }
      VStack(alignment: .leading, spacing: 4) {
        Text(profile.name)
          .font(.title2.bold())
        Text(profile.handle)
          .font(.subheadline)
          .foregroundStyle(.secondary)
        Text(profile.bio)
          .font(.body)
          .lineLimit(showsWholeBio ? nil : 3)
          .fixedSize(horizontal: false, vertical: true)
          .padding(.top, 6)
        HStack {
          Button(showsWholeBio ? "less" : "more") { showsWholeBio.toggle() }
            .accessibilityIdentifier("swiftui.header.more")
          Spacer()
          Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIFollowButton)
        }
        .padding(.top, 8)
      }
      .padding(.horizontal, 16)
      .padding(.top, 56)
      .padding(.bottom, 16)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color(uiColor: .systemBackground))
  }

  private var avatar: some View {
    Image(systemName: "person.fill")
      .font(.system(size: 40))
      .foregroundColor(.white)
      .frame(width: 88, height: 88)
      .background(Circle().fill(Color.indigo))
      .overlay(Circle().stroke(Color(uiColor: .systemBackground), lineWidth: 4))
      .accessibilityLabel("Profile picture")
  }
}

/// Equal for the same person: `NestedScrollView` then keeps the header's hosted view as it
/// is when the screen's body runs again for something the header does not show (the
/// navigation title fading in as the header collapses). The header's own state is SwiftUI's
/// and survives either way.
extension ProfileHeaderContent: Equatable {
  nonisolated static func == (lhs: ProfileHeaderContent, rhs: ProfileHeaderContent) -> Bool {
    lhs.profile == rhs.profile
  }
}
