extension SpotAnswers {
  /// The level of the spot named `name`: its readings re-derived, those `filter` chooses
  /// without the forced ones, combined; with no reading chosen, a level without a summary
  /// (``SpotLevel/summary`` is `nil`), as a spot's page still shows the spot.
  ///
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, ``StoreError``, ``DataError``.
  public func level(of name: String, filter: ReadingFilter = .all) throws -> SpotLevel {
    let (spot, readings) = try spotWithCurrentReadings(named: name)
    return SpotLevel(spot: spot, readings: readings, filter: filter, bands: bands)
  }
}
