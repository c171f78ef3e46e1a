import Foundation
import NestedScrollCore
import NestedScrollKit
import Testing

/// The package's string table words VoiceOver's announcements: in English exactly as the
/// core's texts, in German in German, and every language of the table has every announcement
/// with the same arguments.
struct NestedScrollAnnouncementsTests {
  /// The announcements of one language of the package's table.
  func announcements(in language: String) throws -> NestedScrollAnnouncements {
    let path = try #require(
      NestedScrollAnnouncements.tableBundle.path(forResource: language, ofType: "lproj"))
    return NestedScrollAnnouncements(table: try #require(Bundle(path: path)))
  }

  /// The table of one language, key by key, read from its `Localizable.strings`.
  func table(in language: String) throws -> [String: String] {
    let path = try #require(
      NestedScrollAnnouncements.tableBundle.path(
        forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: language))
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
  }

  @Test func theTableShipsInEnglishAndGerman() {
    let languages = Set(NestedScrollAnnouncements.tableBundle.localizations)
    #expect(languages.isSuperset(of: ["en", "de"]), "localizations: \(languages)")
  }

  @Test(arguments: [("Posts", 1, 4), ("", 0, 1), ("Media", 11, 12), ("Über uns", 0, 3)])
  func englishWordsAPageChangeAsTheCoreDoes(title: String, page: Int, pageCount: Int) throws {
    let english = try announcements(in: "en")
    #expect(
      english.pageChange(title, page, pageCount)
        == PageChangeAnnouncer.text(title: title, page: page, pageCount: pageCount))
  }

  @Test(arguments: [(1, 1), (2, 5), (12, 40)])
  func englishWordsAPageScrollAsTheCoreDoes(page: Int, pageCount: Int) throws {
    let status = AccessibilityScrollStatus(page: page, pageCount: pageCount)
    #expect(try announcements(in: "en").pageScroll(status) == status.text)
  }

  @Test func germanWordsThemInGerman() throws {
    let german = try announcements(in: "de")
    #expect(german.pageChange("Beiträge", 1, 4) == "Beiträge, Tab, 2 von 4")
    #expect(german.pageChange("", 0, 1) == "Tab, 1 von 1")
    #expect(german.pageScroll(AccessibilityScrollStatus(page: 2, pageCount: 5)) == "Seite 2 von 5")
  }

  @Test func aPageChangeTheCoreAnnouncesIsWordedByTheTableAlone() throws {
    var announcer = PageChangeAnnouncer()
    _ = announcer.pageDidAppear(0, selectedPage: 0, pageCount: 4, title: "Beiträge")
    let appeared = announcer.pageDidAppear(1, selectedPage: 1, pageCount: 4, title: "Medien")
    let announcement = try #require(appeared)
    #expect(try announcements(in: "de").words(for: announcement) == "Medien, Tab, 2 von 4")
    #expect(try announcements(in: "en").words(for: announcement) == "Medien, tab, 2 of 4")
  }

  @Test func everyLanguageHasEveryAnnouncementWithTheSameArguments() throws {
    let english = try table(in: "en")
    #expect(english.keys.sorted() == ["PageChange.Titled", "PageChange.Untitled", "PageScroll"])
    let arguments = /%(\d+)\$(@|ld)/
    for language in NestedScrollAnnouncements.tableBundle.localizations where language != "en" {
      let other = try table(in: language)
      #expect(other.keys.sorted() == english.keys.sorted(), "\(language)")
      for (key, format) in english {
        let expected = format.matches(of: arguments).map { "\($0.output.1)\($0.output.2)" }.sorted()
        let found = (other[key] ?? "").matches(of: arguments).map { "\($0.output.1)\($0.output.2)" }.sorted()
        #expect(found == expected, "\(language): \(key)")
      }
    }
  }
}
