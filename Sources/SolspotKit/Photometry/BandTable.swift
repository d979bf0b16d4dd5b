/// The ordered bands readings are sorted into, and the rules for calling a band confident.
///
/// The built-in table comes from `Data/bands.json` (see docs/uncertainty.md): low under 2,500
/// lux, medium 2,500–10,000, bright indirect 10,000–20,000 and direct above 20,000.
public struct BandTable: Sendable, Hashable {
  /// The bands from darkest to brightest; they meet without gaps.
  public let bands: [Band]
  /// The probability a band needs to be called confident (0.8 in the built-in table).
  public let confidentProbability: Double
  /// The probability a neighbouring band needs to be named as possible (0.1 built in).
  public let possibleProbability: Double

  /// Creates a table, checking that the bands are ordered, meet without gaps and cover all lux.
  ///
  /// - Throws: ``DataError`` naming the problem.
  public init(bands: [Band], confidentProbability: Double, possibleProbability: Double)
    throws(DataError)
  {
    let file = "bands.json"
    guard let first = bands.first, let last = bands.last else {
      throw DataError(file: file, field: "bands", reason: .empty)
    }
    guard first.lowerLux == nil else {
      throw DataError(file: file, field: "bands[0].lowerLux", reason: .firstBandBounded)
    }
    guard last.upperLux == nil else {
      throw DataError(
        file: file, field: "bands[\(bands.count - 1)].upperLux", reason: .lastBandBounded)
    }
    for (index, pair) in zip(bands, bands.dropFirst()).enumerated() {
      guard let upper = pair.0.upperLux, let lower = pair.1.lowerLux, upper == lower else {
        throw DataError(
          file: file, field: "bands[\(index + 1)].lowerLux",
          reason: .bandGap(pair.1.id, after: pair.0.id))
      }
      if let nextUpper = pair.1.upperLux, nextUpper <= lower {
        throw DataError(
          file: file, field: "bands[\(index + 1)].upperLux", reason: .bandEmpty(pair.1.id))
      }
      guard lower > 0 else {
        throw DataError(
          file: file, field: "bands[\(index + 1)].lowerLux",
          reason: .outOfRange(lower, .above(0, unit: .lux)))
      }
    }
    let ids = bands.map(\.id)
    if let repeated = ids.enumerated().first(where: { ids[..<$0.offset].contains($0.element) }) {
      throw DataError(
        file: file, field: "bands[\(repeated.offset)].id", reason: .duplicate(repeated.element))
    }
    guard (0.5..<1).contains(confidentProbability) else {
      throw DataError(
        file: file, field: "confidentProbability",
        reason: .outOfRange(
          confidentProbability, DataError.NumberRange(lower: 0.5, upper: 1, includesUpper: false)))
    }
    guard possibleProbability > 0, possibleProbability < confidentProbability else {
      throw DataError(
        file: file, field: "possibleProbability",
        reason: .outOfRange(
          possibleProbability,
          DataError.NumberRange(
            lower: 0, includesLower: false, upper: confidentProbability, includesUpper: false)))
    }
    self.bands = bands
    self.confidentProbability = confidentProbability
    self.possibleProbability = possibleProbability
    edgeStops = bands.dropLast().compactMap { $0.upperLux.map(Math.log2) }
  }

  /// log2 of the edges between bands, darkest first: worked out once, as every band
  /// probability asks for them.
  private let edgeStops: [Double]

  /// The band that contains `lux`.
  public func band(forLux lux: Double) -> Band {
    bands.first { $0.contains(lux) } ?? bands[bands.count - 1]
  }

  /// The band with identifier or name `text`, ignoring case, spaces, hyphens and underscores
  /// (`bright-indirect`, `Bright indirect` and `bright_indirect` are one band).
  public func band(named text: String) -> Band? {
    let key = Self.key(text)
    return bands.first { Self.key($0.id) == key || Self.key($0.name) == key }
  }

  private static func key(_ text: String) -> String {
    String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
  }

  /// The probability of each band when the error of the reading `pointLux`, in stops, follows
  /// `distribution`.
  ///
  /// Each band's probability is worked out on its own, as the distribution's probability
  /// between the band's limits (`cdf(upper) − cdf(lower)`, in stops from the point), so that
  /// their sum is 1 because the bands cover every lux value without gaps or overlaps, not
  /// because the last band is made up as the rest.
  public func probabilities(pointLux: Double, distribution: LogErrorDistribution)
    -> [BandProbability]
  {
    probabilities(pointLux: pointLux, between: distribution.probability(from:to:))
  }

  /// The probability of each band as ``probabilities(pointLux:distribution:)`` gives it, from
  /// a tabulated distribution (the same numbers within
  /// ``LogErrorDistribution/Table/tolerance``, at the cost of a look-up per band edge).
  public func probabilities(pointLux: Double, table: LogErrorDistribution.Table)
    -> [BandProbability]
  {
    let pointEV = Math.log2(pointLux)
    var below = LogErrorDistribution.Table.Tails.belowAll
    return bands.indices.map { index in
      let above =
        index < edgeStops.count
        ? table.tails(edgeStops[index] - pointEV) : LogErrorDistribution.Table.Tails.aboveAll
      defer { below = above }
      return BandProbability(
        band: bands[index], probability: table.probability(between: below, and: above))
    }
  }

  /// Each band's probability from `between(lower, upper)`, the probability that the error
  /// lies between two offsets in stops from the point.
  private func probabilities(pointLux: Double, between: (Double, Double) -> Double)
    -> [BandProbability]
  {
    let pointEV = Math.log2(pointLux)
    return bands.indices.map { index in
      let lower = index > 0 ? edgeStops[index - 1] - pointEV : -.infinity
      let upper = index < edgeStops.count ? edgeStops[index] - pointEV : .infinity
      return BandProbability(band: bands[index], probability: between(lower, upper))
    }
  }
}
