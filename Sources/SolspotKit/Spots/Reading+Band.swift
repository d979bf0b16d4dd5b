extension Reading {
  /// The reading's band verdict, worked out again from what it keeps: for an estimate, the
  /// probability of each band from its point and its error sizes (``ReadingUncertainty``), as
  /// its estimate judged it when it was taken; for a bound, the band of the bound.
  ///
  /// A reading stores only the band its verdict named first (``bandID``); this gives back the
  /// rest ("direct, possibly bright indirect"), so that a list or a history never states a band
  /// more surely than the reading did.
  ///
  /// Properties: for a reading made from an estimate with the built-in error model, the
  /// verdict's first band is ``bandID``.
  public func bandVerdict(in table: BandTable) -> BandVerdict {
    switch value {
    case .estimate(let point, let interval):
      // The reading's own interval, as its estimate printed it: the bands it reaches are the
      // ones its estimate named, at its own confidence, with no quantile to work out again.
      .estimate(
        BandAssessment(
          pointLux: point, distribution: uncertainty.absolute, interval: interval, table: table))
    case .atLeast(let lux):
      .atLeast(table.bands.first { $0.id == bandID } ?? table.band(forLux: lux))
    case .atMost(let lux):
      .atMost(table.bands.first { $0.id == bandID } ?? table.band(forLux: lux))
    }
  }

  /// The one band the reading's own interval lies in, when that alone is its verdict, found
  /// without integrating the distribution; `nil` when the verdict must be worked out
  /// (``bandVerdict(in:)``), and for a bound.
  ///
  /// When the interval lies inside one band at a confidence above both the table's confident
  /// probability and 1 − 2 × its possible probability, that band holds more than the
  /// confident share and each neighbour less than the possible share (a central interval
  /// leaves at most (1 − confidence)/2 on either side), so the verdict is that band alone: a
  /// list of a thousand spots needs this to stay fast.
  public func singleBand(in table: BandTable) -> Band? {
    guard case .estimate(_, let interval) = value,
      interval.confidence.level >= table.confidentProbability,
      interval.confidence.level > 1 - 2 * table.possibleProbability
    else { return nil }
    let band = table.band(forLux: interval.lower)
    return band == table.band(forLux: interval.upper) ? band : nil
  }
}
