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
    case .estimate(let point, _):
      .estimate(
        BandAssessment(pointLux: point, distribution: uncertainty.absolute, table: table))
    case .atLeast(let lux):
      .atLeast(table.bands.first { $0.id == bandID } ?? table.band(forLux: lux))
    case .atMost(let lux):
      .atMost(table.bands.first { $0.id == bandID } ?? table.band(forLux: lux))
    }
  }
}
