import SolspotKit

/// Whether a reading `spot measure` just saved lies far from the level of the spot's earlier
/// readings from its device (``FarFromLevelNote``).
enum LevelCheck {
  /// The note for `saved`, or `nil` when it lies within the level's range, or the spot has no
  /// earlier reading from its device (`earlier`, counted after the write). The earlier
  /// readings are re-derived with the current profiles, as `spot show` gives their level; a
  /// failure to read them costs only the note, as the reading is saved by now.
  static func note(
    for saved: StoredReading, spot: SavedSpot, earlier: [DeviceReadingCount], store: SpotStore
  ) -> FarFromLevelNote? {
    let reading = saved.reading
    guard !reading.isForced,
      earlier.contains(where: { $0.deviceID == reading.deviceID }),
      let stored = try? CurrentProfiles.rederive(
        store.readings(of: spot.id).filter { $0.id != saved.id })
    else { return nil }
    return FarFromLevelNote(
      reading: reading, earlier: stored.map(\.reading), spot: spot.name,
      hemisphere: spot.location.hemisphere)
  }
}
