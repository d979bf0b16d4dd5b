// The JSON form of `Data/bands.json` (docs/uncertainty.md, "Bands").

extension BandTable: Decodable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case solspotBands, unit, source, boundaryRule, bands
    case confidentProbability, confidentProbabilityBasis
    case possibleProbability, possibleProbabilityBasis
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .solspotBands)
    guard version == 1 else {
      throw DataFieldError(
        .unsupportedVersion(version, readable: 1...1), forKey: .solspotBands, in: container)
    }
    let unit = try container.decode(String.self, forKey: .unit)
    guard unit == "lux" else {
      throw DataFieldError(.mustBe("lux", not: unit), forKey: .unit, in: container)
    }
    try self.init(
      bands: container.decode([Band].self, forKey: .bands),
      confidentProbability: container.decode(Double.self, forKey: .confidentProbability),
      possibleProbability: container.decode(Double.self, forKey: .possibleProbability))
  }

  /// The bands built into the library from `Data/bands.json`.
  public static func builtIn() throws(DataError) -> BandTable { try builtInResult.get() }

  private static let builtInResult: Result<BandTable, DataError> = Result {
    () throws(DataError) -> BandTable in
    guard let text = BuiltInData.contents(of: "Data/bands.json") else {
      throw DataError(file: "bands.json", field: "", reason: .notBuiltIn)
    }
    return try DataDecoding.decode(BandTable.self, from: text, file: "bands.json")
  }
}
