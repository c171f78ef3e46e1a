import NestedScrollCore
import Testing

/// A table's own header view set after the spacer goes under it; without a spacer the app's
/// header is the app's alone.
@Suite struct HeaderSpacerAdoptionTests {
  @Test func anAppHeaderSetOverTheSpacerGoesUnderIt() {
    #expect(HeaderSpacer.adoptsTableHeader(isInstalled: true, tableHeaderIsSpacer: false))
    #expect(!HeaderSpacer.adoptsTableHeader(isInstalled: true, tableHeaderIsSpacer: true))
    #expect(!HeaderSpacer.adoptsTableHeader(isInstalled: false, tableHeaderIsSpacer: false))
  }
}
