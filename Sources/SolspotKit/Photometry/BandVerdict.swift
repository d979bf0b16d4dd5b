/// What a reading says about the band of its spot.
public enum BandVerdict: Sendable, Hashable {
  /// A reading with an interval: the band of its point value and the probability of each band.
  case estimate(BandAssessment)
  /// A reading at the bright end of the device: the spot is in this band or a brighter one.
  case atLeast(Band)
  /// A reading at the dark end of the device: the spot is in this band or a darker one.
  case atMost(Band)

  /// The band named first: the likeliest band, or the band of the bound.
  public var band: Band {
    switch self {
    case .estimate(let assessment): assessment.likeliest
    case .atLeast(let band), .atMost(let band): band
    }
  }
}

/// The band of an estimate's point value, how likely each band is, and whether that is
/// confident.
///
/// The band named first is the likeliest band. It is usually the band of the point value, but
/// the one-sided attenuation puts more probability above the point than below it, so a point
/// just under a boundary can have the band above as its likeliest.
///
/// Every other band the printed interval reaches is named as possible, whatever the interval's
/// confidence, so that the words never claim less than the range printed beside them: a
/// reading of "4,500 lux (90% interval 2,400–11,000 lux)" is "medium, possibly bright indirect
/// or low". So is a band holding at least the table's `possibleProbability` (which a narrow
/// interval at a low confidence may not reach), and the runner-up when no band is confident.
///
/// Properties:
/// - `probabilities` has one entry per band of the table, in order, each worked out on its own;
///   they sum to 1.
/// - `likeliest` holds the largest probability (ties go to the darker band); for a level
///   (``level(pointLux:distribution:interval:table:)``) it is the band of the point instead.
/// - `isConfident` exactly when `likeliest` holds at least the table's `confidentProbability`.
/// - `reached` holds every band the printed interval (its ends rounded outward, as the CLI
///   prints them: ``LuxRounding/printedRange(_:)``) overlaps, darkest first; `straddles`
///   exactly when it holds more than one.
/// - `possible` never contains `likeliest`, contains every other band of `reached`, and is not
///   empty when the verdict is not confident or the interval straddles a boundary.
public struct BandAssessment: Sendable, Hashable {
  /// The band that contains the point value.
  public let band: Band
  /// The band the verdict names first: the one with the largest probability, or for a level
  /// the band of its point.
  public let likeliest: Band
  /// The probability of every band, darkest first.
  public let probabilities: [BandProbability]
  /// Whether the likeliest band holds at least the confident probability.
  public let isConfident: Bool
  /// The bands the printed interval reaches, darkest first.
  public let reached: [Band]
  /// The other bands that are possible, most probable first.
  public let possible: [Band]

  /// Judges the band of `pointLux` when its error follows `distribution` and its printed
  /// interval is `interval`.
  public init(
    pointLux: Double, distribution: LogErrorDistribution, interval: LuxInterval, table: BandTable
  ) {
    self.init(
      pointLux: pointLux,
      probabilities: table.probabilities(pointLux: pointLux, distribution: distribution),
      interval: interval, table: table)
  }

  /// Judges the band of `pointLux` from each band's probability, in the order of `table`'s
  /// bands (from a distribution or its table), and its printed interval.
  ///
  /// The bands are ranked by probability, a tie going to the darker band, by selection over
  /// a bit set rather than by sorting: an estimate is made a million times a second, and a
  /// band table holds a handful of bands (at most 64).
  ///
  /// - Parameter namesPointBand: Name first the band that holds the point instead of the most
  ///   probable one: a level's statement (``level(pointLux:distribution:interval:table:)``).
  init(
    pointLux: Double, probabilities: [BandProbability], interval: LuxInterval, table: BandTable,
    namesPointBand: Bool = false
  ) {
    let count = probabilities.count
    precondition(count == table.bands.count && count >= 1 && count <= 64, "one per band")
    func probability(_ index: Int) -> Double { probabilities[index].probability }
    /// The most probable band not in `taken`, the darkest of equals.
    func next(after taken: UInt64) -> Int {
      var best = -1
      for index in 0..<count where taken & (1 << index) == 0 {
        if best < 0 || probability(index) > probability(best) { best = index }
      }
      return best
    }
    let pointIndex = table.bands.firstIndex { $0 == table.band(forLux: pointLux) }
    let first = namesPointBand ? (pointIndex ?? next(after: 0)) : next(after: 0)
    // The interval as printed, rounded outward to two figures: each end moves by less than a
    // tenth, so it is worked out only when an edge lies that close to an end.
    func isNear(_ edge: Double?) -> Bool {
      guard let edge else { return false }
      return (edge >= interval.lower * 0.89 && edge <= interval.lower)
        || (edge >= interval.upper && edge <= interval.upper * 1.12)
    }
    let raw = interval.lower...interval.upper
    let nearEdge = table.bands.contains { isNear($0.lowerLux) || isNear($0.upperLux) }
    let printed = nearEdge ? LuxRounding.printedRange(raw) : raw
    // The bands cover the lux line in order, so those the interval reaches are a run of them.
    var reachedSet: UInt64 = 0
    for (index, band) in table.bands.enumerated()
    where (band.lowerLux.map { printed.upperBound > $0 } ?? true)
      && (band.upperLux.map { printed.lowerBound < $0 } ?? true)
    {
      reachedSet |= 1 << index
    }
    let reached =
      reachedSet == 0
      ? []
      : Array(
        table.bands[reachedSet.trailingZeroBitCount...(63 - reachedSet.leadingZeroBitCount)])
    let isConfident = probability(first) >= table.confidentProbability
    var possible: [Band] = []
    var taken: UInt64 = 1 << first
    var runnerUp: Int?
    for _ in 1..<count {
      let index = next(after: taken)
      taken |= 1 << index
      if runnerUp == nil { runnerUp = index }
      if reachedSet & (1 << index) != 0 || probability(index) >= table.possibleProbability {
        possible.append(probabilities[index].band)
      }
    }
    if !isConfident, possible.isEmpty, let runnerUp {
      possible = [probabilities[runnerUp].band]
    }
    let likeliest = probabilities[first]
    self.band = table.band(forLux: pointLux)
    self.likeliest = likeliest.band
    self.probabilities = probabilities
    self.isConfident = isConfident
    self.reached = reached
    self.possible = possible
  }

  /// Judges the band of a level (``ReadingSummary``) whose point is `pointLux`: as
  /// ``init(pointLux:distribution:interval:table:)``, except that the band named first is the
  /// band that holds the point, not the most probable one.
  ///
  /// A level's point is the mean of its readings; a reading that confirms it (at the point)
  /// leaves it where it is and narrows its spread. The most probable band can still change as
  /// the spread narrows, because bands differ in width (low is unbounded below, medium spans
  /// two stops): a level just inside medium can be "low, possibly medium" from a few readings
  /// and "medium, possibly low" from more, with nothing learnt about where it lies. Naming the
  /// point's band keeps the statement fixed until the evidence moves the point across an edge;
  /// the other band is named as possible whenever the interval reaches it, and
  /// ``isConfident`` is then the point band's own probability against the confident one.
  static func level(
    pointLux: Double, distribution: LogErrorDistribution, interval: LuxInterval, table: BandTable
  ) -> BandAssessment {
    BandAssessment(
      pointLux: pointLux,
      probabilities: table.probabilities(pointLux: pointLux, distribution: distribution),
      interval: interval, table: table, namesPointBand: true)
  }

  /// Judges the band of `pointLux` with the interval `distribution` gives at `confidence`,
  /// as ``LuxEstimator`` computes it.
  public init(
    pointLux: Double, distribution: LogErrorDistribution, confidence: Confidence = .ninety,
    table: BandTable
  ) {
    self.init(
      pointLux: pointLux, distribution: distribution,
      interval: LuxInterval(
        point: pointLux, stops: distribution.centralInterval(confidence), confidence: confidence),
      table: table)
  }

  /// The probability of the likeliest band.
  public var probability: Double {
    probabilities.first { $0.band == likeliest }?.probability ?? 0
  }

  /// Whether the reading's printed interval straddles a band boundary: it reaches more than
  /// one band.
  public var straddles: Bool { reached.count > 1 }
}
