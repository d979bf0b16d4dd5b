extension SpotAnswers {
  /// The level plant verdicts rest on for the spot named `name`: its readings re-derived,
  /// those `filter` chooses without the forced ones and without those taken at night
  /// (when the spot has a latitude and not every reading is at night), combined.
  ///
  /// - Throws: ``AnswerError/noUsableReadings(spot:total:forcedLeftOut:)`` when no reading
  ///   is left; ``SpotError/unknownSpot(_:suggestions:)``, ``StoreError``, ``DataError``.
  public func daylightLevel(of name: String, filter: ReadingFilter = .all) throws
    -> DaylightLevel
  {
    let (spot, readings) = try spotWithCurrentReadings(named: name)
    return try DaylightLevel(spot: spot, readings: readings, filter: filter, bands: bands)
  }
}
