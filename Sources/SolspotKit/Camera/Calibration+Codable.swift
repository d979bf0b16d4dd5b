// The JSON form of a profile's `calibration` object (docs/calibration-format.md): one flat
// object whose `status` says which of the measurement fields must be present.

extension Calibration: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case status, constantLux, constantSigmaEV, constantSource, sigmaBasis
    case samples, referenceMeter, date, scope, validLux, residualSigmaEV, residualSlope
    case trendChangeEV, spotScatterEV, spotScatterDegrees, centerLux
  }

  private static let nominalKeys: Set<CodingKeys> = [
    .status, .constantLux, .constantSigmaEV, .constantSource, .sigmaBasis,
  ]

  private struct LuxRange: Codable {
    let min: Double
    let max: Double
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let statusName = try container.decode(String.self, forKey: .status)
    let status: Status
    switch statusName {
    case "nominal":
      try decoder.rejectUnknownKeys(allowed: Set(Self.nominalKeys.map(\.rawValue)))
      status = .nominal
    case "measured":
      try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
      let scopeName = try container.decode(String.self, forKey: .scope)
      guard let scope = Measurement.Scope(rawValue: scopeName) else {
        throw DataFieldError(
          .unknownValue(scopeName, expected: ["unit", "model"]), forKey: .scope, in: container)
      }
      let range = try container.decode(LuxRange.self, forKey: .validLux)
      guard range.min.isFinite, range.max.isFinite, range.min <= range.max else {
        throw DataFieldError(
          .aboveMaximum(range.min, maximum: range.max, maximumField: "max", unit: .lux),
          forKey: .validLux, in: container)
      }
      status = .measured(
        Measurement(
          samples: try container.decode(Int.self, forKey: .samples),
          referenceMeter: try container.decode(String.self, forKey: .referenceMeter),
          date: try container.decode(String.self, forKey: .date),
          scope: scope,
          validLux: range.min...range.max,
          residualSigmaEV: try container.decodeIfPresent(Double.self, forKey: .residualSigmaEV),
          residualSlope: try container.decodeIfPresent(Double.self, forKey: .residualSlope),
          trendChangeEV: try container.decodeIfPresent(Double.self, forKey: .trendChangeEV),
          spotScatterEV: try container.decodeIfPresent(Double.self, forKey: .spotScatterEV),
          spotScatterDegrees: try container.decodeIfPresent(Int.self, forKey: .spotScatterDegrees),
          centerLux: try container.decodeIfPresent(Double.self, forKey: .centerLux)))
    default:
      throw DataFieldError(
        .unknownValue(statusName, expected: ["nominal", "measured"]), forKey: .status,
        in: container)
    }
    self.init(
      status: status,
      constantLux: try container.decode(Double.self, forKey: .constantLux),
      constantSigmaEV: try container.decode(Double.self, forKey: .constantSigmaEV),
      constantSource: try container.decode(String.self, forKey: .constantSource),
      sigmaBasis: try container.decode(String.self, forKey: .sigmaBasis))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(status.name, forKey: .status)
    try container.encode(constantLux, forKey: .constantLux)
    try container.encode(constantSigmaEV, forKey: .constantSigmaEV)
    try container.encode(constantSource, forKey: .constantSource)
    try container.encode(sigmaBasis, forKey: .sigmaBasis)
    guard let measurement else { return }
    try container.encode(measurement.samples, forKey: .samples)
    try container.encode(measurement.referenceMeter, forKey: .referenceMeter)
    try container.encode(measurement.date, forKey: .date)
    try container.encode(measurement.scope, forKey: .scope)
    try container.encode(
      LuxRange(min: measurement.validLux.lowerBound, max: measurement.validLux.upperBound),
      forKey: .validLux)
    try container.encodeIfPresent(measurement.residualSigmaEV, forKey: .residualSigmaEV)
    try container.encodeIfPresent(measurement.residualSlope, forKey: .residualSlope)
    try container.encodeIfPresent(measurement.trendChangeEV, forKey: .trendChangeEV)
    try container.encodeIfPresent(measurement.spotScatterEV, forKey: .spotScatterEV)
    try container.encodeIfPresent(measurement.spotScatterDegrees, forKey: .spotScatterDegrees)
    try container.encodeIfPresent(measurement.centerLux, forKey: .centerLux)
  }
}
