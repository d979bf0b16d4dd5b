extension SpotMeasurer {
  /// The notes on `saved`, just written to `spot`
  /// (``Note/savedReading(earlier:device:spot:photoLatitude:forced:remembered:farFromLevel:)``).
  ///
  /// The earlier readings' devices are counted after the write, which checks the store
  /// first; the reading is saved by then, so a failure to count or to read them costs only
  /// their notes.
  func notes(
    on saved: StoredReading, spot: SavedSpot, measured: SourceReading,
    refusals: [ImplausibleReading], remembered: RememberedDevice?
  ) -> [Note] {
    let reading = saved.reading
    let earlier = (try? store.deviceCounts(of: spot.id, excluding: saved.id)) ?? []
    // A capture whose header names a device used it, not the remembered one.
    var used = remembered
    if case .capture(let outcome) = measured.detail,
      ![.spot, .environment].contains(outcome.device.source)
    {
      used = nil
    }
    return Note.savedReading(
      earlier: earlier, device: reading.deviceID, spot: spot,
      photoLatitude: measured.photoLatitude, forced: reading.isForced ? refusals : [],
      remembered: used, farFromLevel: farFromLevel(saved, spot: spot, earlier: earlier))
  }

  /// Whether `saved` lies far from the level of the spot's earlier readings from its device
  /// (``FarFromLevelNote``); `nil` when it lies within the level's range, the spot has no
  /// earlier reading from its device, or they cannot be read. The earlier readings are
  /// re-derived with the catalog's profiles, as a spot's level is given.
  private func farFromLevel(
    _ saved: StoredReading, spot: SavedSpot, earlier: [DeviceReadingCount]
  ) -> FarFromLevelNote? {
    let reading = saved.reading
    guard !reading.isForced, earlier.contains(where: { $0.deviceID == reading.deviceID }),
      let derivation = try? ReadingDerivation(profiles: catalog.profiles),
      let stored = try? store.readings(of: spot.id).filter({ $0.id != saved.id })
    else { return nil }
    return FarFromLevelNote(
      reading: reading, earlier: derivation.rederive(stored).map(\.reading), spot: spot.name,
      hemisphere: spot.location.hemisphere)
  }
}
