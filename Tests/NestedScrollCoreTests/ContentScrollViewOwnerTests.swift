import NestedScrollCore
import Testing

/// The navigation bar tracks its navigation controller's direct child: a container embedded
/// deeper tells that ancestor, not itself.
struct ContentScrollViewOwnerTests {
  /// A view controller in a chain: its name and whether its parent is a navigation
  /// controller.
  struct Controller: Equatable {
    var name: String
    var isNavigationChild: Bool
  }

  @Test func anEmbeddedContainerTellsTheNavigationControllersChild() {
    let chain = [
      Controller(name: "container", isNavigationChild: false),
      Controller(name: "profile", isNavigationChild: true),
      Controller(name: "navigation", isNavigationChild: false),
    ]
    #expect(
      ContentScrollViewOwner.owner(in: chain, isNavigationChild: \.isNavigationChild)?.name == "profile")
  }

  @Test func aContainerPushedItselfTellsItself() {
    let chain = [Controller(name: "container", isNavigationChild: true)]
    #expect(
      ContentScrollViewOwner.owner(in: chain, isNavigationChild: \.isNavigationChild)?.name == "container")
  }

  @Test func outsideANavigationControllerNoAncestorIsTheOwner() {
    let chain = [
      Controller(name: "container", isNavigationChild: false),
      Controller(name: "root", isNavigationChild: false),
    ]
    #expect(ContentScrollViewOwner.owner(in: chain, isNavigationChild: \.isNavigationChild) == nil)
  }
}
