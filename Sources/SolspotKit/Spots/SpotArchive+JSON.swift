#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SpotArchive {
  /// The archive as one line of JSON with sorted keys: `{"solspotSpots":1,"spots":[…]}`.
  ///
  /// Numbers are written in their shortest form that reads back to the same `Double`, so the
  /// JSON round trip is exact.
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let file = ArchiveJSON(
      solspotSpots: Self.formatVersion,
      spots: spots.map {
        SpotJSON(
          fields: SpotFields($0.spot), readings: $0.readings.map(ReadingRecord.init),
          lighting: ArchiveLightingFields(lamp: $0.lamp, plantIDs: $0.plantIDs))
      })
    return String(decoding: try encoder.encode(file), as: UTF8.self)
  }

  /// Reads an archive from JSON, checking every field.
  ///
  /// - Parameter file: The file's name, for errors.
  /// - Throws: ``DataError`` naming the field, such as `spots[2].readings[0].time`.
  public init(json data: Data, file: String) throws(DataError) {
    let decoded = try DataDecoding.decode(ArchiveJSON.self, from: data, file: file)
    guard Self.readableVersions.contains(decoded.solspotSpots) else {
      throw DataError(
        file: file, field: "solspotSpots",
        reason: .unsupportedVersion(decoded.solspotSpots, readable: Self.readableVersions))
    }
    var spots: [ArchivedSpot] = []
    for (index, entry) in decoded.spots.enumerated() {
      let path = "spots[\(index)]."
      let spot = try entry.fields.spot(file: file, path: path)
      var readings: [Reading] = []
      readings.reserveCapacity(entry.readings.count)
      for (number, fields) in entry.readings.enumerated() {
        readings.append(try fields.reading(file: file, path: path + "readings[\(number)]."))
      }
      let (lamp, plants) = try entry.lighting.values(file: file, path: path)
      spots.append(ArchivedSpot(spot: spot, readings: readings, lamp: lamp, plantIDs: plants))
    }
    self.init(spots: spots)
  }
}

/// The top level of the JSON form.
private struct ArchiveJSON: Codable {
  var solspotSpots: Int
  var spots: [SpotJSON]

  init(solspotSpots: Int, spots: [SpotJSON]) {
    self.solspotSpots = solspotSpots
    self.spots = spots
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["solspotSpots", "spots"])
    let container = try decoder.container(keyedBy: CodingKeys.self)
    solspotSpots = try container.decode(Int.self, forKey: .solspotSpots)
    spots = try container.decode([SpotJSON].self, forKey: .spots)
  }
}

/// One spot: its fields and its readings in one object.
private struct SpotJSON: Codable {
  var fields: SpotFields
  var readings: [ReadingRecord]
  var lighting: ArchiveLightingFields

  private enum Keys: String, CodingKey { case readings }
  private static let allowed: Set<String> = [
    "name", "room", "notes", "latitude", "hemisphere", "created", "device", "lit", "readings",
  ]

  init(fields: SpotFields, readings: [ReadingRecord], lighting: ArchiveLightingFields) {
    self.fields = fields
    self.readings = readings
    self.lighting = lighting
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.allowed.union(ArchiveLightingFields.jsonKeys))
    fields = try SpotFields(from: decoder)
    lighting = try ArchiveLightingFields(from: decoder)
    readings = try decoder.container(keyedBy: Keys.self)
      .decode([StrictReading].self, forKey: .readings).map(\.fields)
  }

  func encode(to encoder: any Encoder) throws {
    try fields.encode(to: encoder)
    try lighting.encode(to: encoder)
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(readings, forKey: .readings)
  }
}

/// A reading whose objects may hold only the keys the format defines.
private struct StrictReading: Decodable {
  let fields: ReadingRecord

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: [
      "time", "source", "file", "device", "calibration", "settings", "ev100", "sceneEV",
      "observedSpreadEV", "error", "lux", "band", "limitCheck", "boundReason", "forced",
    ])
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    for (key, allowed) in [
      ("calibration", ["status", "date", "constantLux", "constantSigmaEV"]),
      ("settings", ["fNumber", "exposureTime", "iso", "bias"]),
      ("error", ["deviceSigmaEV", "deviceUpwardEV", "sceneSigmaEV", "randomSigmaEV"]),
      ("lux", ["kind", "point", "lower", "upper", "confidence"]),
    ] {
      let codingKey = AnyCodingKey(stringValue: key)
      guard container.contains(codingKey) else { continue }
      let nested = try container.superDecoder(forKey: codingKey)
      try nested.rejectUnknownKeys(allowed: Set(allowed))
    }
    fields = try ReadingRecord(from: decoder)
  }
}
