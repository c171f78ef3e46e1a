/// What the host last sent its adapter, where the adapter must hear only of changes: the
/// header layout (whether one was sent at all: the coordinator passes on only layouts that
/// changed, and the first layout pass sends the first one), the tab selection, the container
/// layout, the primary list and whether display frames are wanted.
struct SentOutputs {
  /// Whether the adapter has had a header layout.
  var hasLayout = false
  /// The tab selection last sent.
  var tabSelection: TabSelection?
  /// The container layout last sent.
  var containerLayout: ContainerLayout?
  /// The primary list as the adapter last heard of it, and whether lists arrived since.
  var primaryList = PrimaryListNotice.current(page: nil)
  /// Whether the adapter was told to call ``NestedScrollHost/frame(at:)`` on every display
  /// frame.
  var needsFrames = false
}
