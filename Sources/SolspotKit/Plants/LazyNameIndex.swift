/// A ``PlantNameIndex`` built at its first use and kept: folding some 700 names costs a few
/// milliseconds, which a command that only matches light should not pay at start-up.
///
/// Copies of a ``PlantCatalog`` share one index, built once whichever thread asks first.
final class LazyNameIndex: @unchecked Sendable {
  // @unchecked: `built` is the only mutable state, and it is read and written only while
  // `lock` is held.
  private let plants: [Plant]
  private let lock = Lock()
  private var built: PlantNameIndex?

  /// An index of `plants`' names, not built yet.
  init(_ plants: [Plant]) { self.plants = plants }

  /// The index, built now if this is its first use.
  var index: PlantNameIndex {
    lock.withLock {
      if let built { return built }
      let index = PlantNameIndex(plants)
      built = index
      return index
    }
  }
}
