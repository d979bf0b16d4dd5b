extension SpotAnswers {
  /// The light of the spot named `first` against that of `second`: both spots' readings
  /// re-derived with one derivation (a device's error distribution is worked out once), those
  /// `filter` chooses without the forced ones, compared with the lighting each spot declares
  /// (``PairLighting``), each side's outlier found again with its id.
  ///
  /// The spots are read in order, so an unknown first name is the one reported; two names of
  /// one spot are refused before any reading is re-derived.
  ///
  /// - Throws: ``AnswerError/sameSpot(first:second:name:)`` when both names name one spot;
  ///   ``AnswerError/noUsableReadings(spot:total:forcedLeftOut:)`` when a side has no reading
  ///   left (the first side first); ``AnswerError/notComparable`` when the readings give no
  ///   ratio; ``SpotError/unknownSpot(_:suggestions:)``, ``StoreError``, ``DataError``.
  public func comparison(of first: String, with second: String, filter: ReadingFilter = .all)
    throws -> SpotComparison
  {
    let a = try store.spotWithReadings(named: first)
    let b = try store.spotWithReadings(named: second)
    guard a.spot.id != b.spot.id else {
      throw AnswerError.sameSpot(first: first, second: second, name: a.spot.name)
    }
    let derivation = try profiles.derivation(
      for: (a.readings + b.readings).map(\.reading.deviceID), model: model, bands: bands)
    let sides = try [a, b].map { side throws(AnswerError) in
      let readings = derivation.rederive(side.readings)
      let chosen = LevelReadings(
        readings.map(\.reading), filter: filter, hemisphere: side.spot.location.hemisphere)
      guard !chosen.readings.isEmpty else {
        throw AnswerError.noUsableReadings(
          spot: side.spot.name, total: readings.count, forcedLeftOut: chosen.forcedLeftOut)
      }
      return (spot: side.spot, readings: readings, chosen: chosen)
    }
    let lighting = PairLighting(a.spot.lighting, b.spot.lighting, model: model)
    guard
      let comparison = LightComparison(
        sides[0].chosen.readings, sides[1].chosen.readings, bands: bands, lighting: lighting)
    else { throw AnswerError.notComparable }
    let outliers = [comparison.first.outlier, comparison.second.outlier]
    let made = sides.indices.map { index in
      SpotComparison.Side(
        spot: sides[index].spot, readings: sides[index].readings, chosen: sides[index].chosen,
        outlier: Self.stored(outliers[index], in: sides[index].readings))
    }
    return SpotComparison(first: made[0], second: made[1], filter: filter, comparison: comparison)
  }
}
