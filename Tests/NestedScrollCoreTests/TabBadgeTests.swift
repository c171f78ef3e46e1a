import NestedScrollCore
import Testing

/// ``TabBadge``: what a tab's badge shows and what VoiceOver reads, the same in every tab
/// bar.
@Suite struct TabBadgeTests {
  @Test func aCountShowsItsDigitsAndIsReadAsNewItems() {
    #expect(TabBadge.count(3).isShown)
    #expect(TabBadge.count(3).text == "3")
    #expect(TabBadge.count(3).accessibilityValue == "3 new items")
    #expect(TabBadge.count(1).accessibilityValue == "1 new item")
  }

  @Test func aLargeCountShowsCappedButIsReadExactly() {
    #expect(TabBadge.count(99).text == "99")
    #expect(TabBadge.count(100).text == "99+")
    #expect(TabBadge.count(120).accessibilityValue == "120 new items")
  }

  @Test func aDotShowsNoTextAndIsReadAsNew() {
    #expect(TabBadge.dot.isShown)
    #expect(TabBadge.dot.text == nil)
    #expect(TabBadge.dot.accessibilityValue == "New")
  }

  @Test func aCountOfZeroOrLessShowsAndReadsNothing() {
    for count in [0, -1, Int.min] {
      #expect(!TabBadge.count(count).isShown)
      #expect(TabBadge.count(count).text == nil)
      #expect(TabBadge.count(count).accessibilityValue == nil)
    }
  }
}
