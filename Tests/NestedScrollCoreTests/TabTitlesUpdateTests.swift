import NestedScrollCore
import Testing

/// ``TabTitlesUpdate``: a title change keeps every button, so VoiceOver keeps its focus;
/// only the buttons past the shorter row are added or removed.
@Suite struct TabTitlesUpdateTests {
  @Test func aRenamedTabKeepsItsButtonAndTakesTheNewTitle() {
    let update = TabTitlesUpdate(from: ["Posts", "Media", "Likes"], to: ["Posts", "Media (3)", "Likes"])
    #expect(update.retitled == [1])
    #expect(update.inserted.isEmpty)
    #expect(update.removed.isEmpty)
  }

  @Test func onlyButtonsPastTheShorterRowAreAddedOrRemoved() {
    let grown = TabTitlesUpdate(from: ["Posts"], to: ["Posts", "Media", "Likes"])
    #expect(grown.retitled.isEmpty)
    #expect(grown.inserted == 1..<3)
    #expect(grown.removed.isEmpty)
    let shrunk = TabTitlesUpdate(from: ["Posts", "Media", "Likes"], to: ["Replies"])
    #expect(shrunk.retitled == [0])
    #expect(shrunk.inserted.isEmpty)
    #expect(shrunk.removed == 1..<3)
  }

  @Test func theSameTitlesChangeNothing() {
    #expect(TabTitlesUpdate(from: ["Posts", "Media"], to: ["Posts", "Media"]).isEmpty)
    #expect(!TabTitlesUpdate(from: [], to: ["Posts"]).isEmpty)
  }
}
