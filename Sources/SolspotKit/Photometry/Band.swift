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
