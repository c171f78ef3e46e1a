/// A whole HTML page: the `<!DOCTYPE html>` line and the `<html>` element.
package struct HTMLDocument: Hashable, Sendable {
  /// The `<html>` element.
  package var root: HTMLElement

  /// Creates a document whose root is `root`.
  package init(root: HTMLElement) {
    self.root = root
  }

  /// The page's text.
  package var rendered: String {
    var output = "<!DOCTYPE html>\n"
    root.render(into: &output)
    return output
  }
}
