/// A category of light, such as "medium": the thing a reading is really for.
///
/// A band includes its lower limit and excludes its upper limit. The first band has no lower
/// limit and the last has no upper limit, so the bands of a ``BandTable`` cover every lux value.
public struct Band: Sendable, Hashable, Codable, Identifiable {
  /// A stable identifier for scripts and files, e.g. `bright-indirect`.
  public let id: String
  /// The name people read, e.g. "bright indirect".
  public let name: String
  /// The lowest illuminance in the band, in lux; `nil` for the darkest band.
  public let lowerLux: Double?
  /// The illuminance where the next band starts, in lux; `nil` for the brightest band.
  public let upperLux: Double?

  /// Creates a band.
  public init(id: String, name: String, lowerLux: Double?, upperLux: Double?) {
    self.id = id
    self.name = name
    self.lowerLux = lowerLux
    self.upperLux = upperLux
  }

  /// Whether `lux` lies in this band.
  public func contains(_ lux: Double) -> Bool {
    (lowerLux.map { lux >= $0 } ?? true) && (upperLux.map { lux < $0 } ?? true)
  }

  /// The band's range in words, in lux: "under 2,500 lux", "2,500–10,000 lux", "over 20,000
  /// lux".
  public var rangeText: String { rangeText(in: .lux) }

  /// The band's range in words, its edges in `unit` as limits
  /// (``LuxText/exact(_:in:)``): "under 232 fc", "232–929 fc".
  public func rangeText(in unit: IlluminanceUnit) -> String {
    switch (lowerLux, upperLux) {
    case (nil, let upper?): "under \(LuxText.exactText(upper, in: unit))"
    case (let lower?, nil): "over \(LuxText.exactText(lower, in: unit))"
    case (let lower?, let upper?):
      "\(LuxText.exact(lower, in: unit))–\(LuxText.exactText(upper, in: unit))"
    case (nil, nil): "any light"
    }
  }
}

/// The probability that the true illuminance lies in one band.
public struct BandProbability: Sendable, Hashable {
  /// The band.
  public let band: Band
  /// The probability, from 0 to 1.
  public let probability: Double

  /// Creates a band probability.
  public init(band: Band, probability: Double) {
    self.band = band
    self.probability = probability
  }
}
