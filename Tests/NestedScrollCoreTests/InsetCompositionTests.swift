import NestedScrollCore
import Testing

/// The app's insets and the host's add up, and neither overwrites the other.
struct InsetCompositionTests {
  @Test func theInsetAListCameWithIsTheApps() {
    var inset = InsetComposition(listInset: 20)
    #expect(inset.setHost(391) == 411)
    #expect(inset.app == 20)
  }

  @Test func anAppsNewInsetKeepsTheHostsPart() {
    var inset = InsetComposition(listInset: 0)
    _ = inset.setHost(34)
    // The keyboard shows: the app assigns its height, as it would on a plain table.
    #expect(inset.listInsetDidChange(to: 300) == 334)
    #expect(inset.app == 300)
    // The write-back is recognised as the host's own.
    #expect(inset.listInsetDidChange(to: 334) == nil)
    // The host's part changes; the app's stays.
    #expect(inset.setHost(80) == 380)
    // The keyboard hides.
    #expect(inset.listInsetDidChange(to: 0) == 80)
  }

  @Test func nonFiniteValuesCountAsZero() {
    var inset = InsetComposition(listInset: .nan)
    #expect(inset.setHost(.infinity) == 0)
    #expect(inset.listInsetDidChange(to: .nan) == 0)
  }
}
