extension SpotAnswers {
  /// The light of the spot named `name` season by season: every reading re-derived, the
  /// forced ones left out, grouped by the local date each was taken on in the spot's
  /// hemisphere.
  ///
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, ``StoreError``, ``DataError``.
  public func seasons(of name: String) throws -> SavedSpotSeasons {
    let (spot, readings) = try spotWithCurrentReadings(named: name)
    let chosen = LevelReadings(readings.map(\.reading))
    return SavedSpotSeasons(
      spot: spot, readings: readings, chosen: chosen,
      report: SeasonalReport(readings: chosen.readings, location: spot.location, bands: bands))
  }
}
