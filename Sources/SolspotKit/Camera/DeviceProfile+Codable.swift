// The JSON form of device profiles (docs/calibration-format.md). Decoding is strict: unknown
// fields, unknown statuses and inconsistent values are errors naming the field.

extension DeviceProfile: Codable {
  /// The format version this code reads and writes, the value of `solspotProfile`.
  public static let formatVersion = 1

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case solspotProfile, id, displayName, camera, modelIdentifiers, match, fNumber
    case exposureLimits, calibration, sources, notes
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .solspotProfile)
    guard version == Self.formatVersion else {
      throw DataFieldError(
        .unsupportedVersion(version, readable: Self.formatVersion...Self.formatVersion),
        forKey: .solspotProfile, in: container)
    }
    let cameraName = try container.decode(String.self, forKey: .camera)
    guard let camera = Camera(rawValue: cameraName) else {
      throw DataFieldError(
        .unknownValue(cameraName, expected: ["front", "back", "unknown"]), forKey: .camera,
        in: container)
    }
    try self.init(
      id: container.decode(String.self, forKey: .id),
      displayName: container.decode(String.self, forKey: .displayName),
      camera: camera,
      modelIdentifiers: container.decodeIfPresent([String].self, forKey: .modelIdentifiers) ?? [],
      match: container.decodeIfPresent(Match.self, forKey: .match),
      fNumber: container.decodeIfPresent(Double.self, forKey: .fNumber),
      exposureLimits: container.decodeIfPresent(ExposureLimits.self, forKey: .exposureLimits),
      calibration: container.decode(Calibration.self, forKey: .calibration),
      sources: container.decodeIfPresent([Source].self, forKey: .sources) ?? [],
      notes: container.decodeIfPresent([String].self, forKey: .notes) ?? []
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .solspotProfile)
    try container.encode(id, forKey: .id)
    try container.encode(displayName, forKey: .displayName)
    try container.encode(camera, forKey: .camera)
    try container.encode(modelIdentifiers, forKey: .modelIdentifiers)
    try container.encode(match, forKey: .match)
    try container.encode(fNumber, forKey: .fNumber)
    try container.encode(exposureLimits, forKey: .exposureLimits)
    try container.encode(calibration, forKey: .calibration)
    try container.encode(sources, forKey: .sources)
    try container.encode(notes, forKey: .notes)
  }
}

extension DeviceProfile.Match: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case make, models, lensModelPrefixes
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      make: try container.decode(String.self, forKey: .make),
      models: try container.decode([String].self, forKey: .models),
      lensModelPrefixes: try container.decodeIfPresent([String].self, forKey: .lensModelPrefixes)
        ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(make, forKey: .make)
    try container.encode(models, forKey: .models)
    try container.encode(lensModelPrefixes, forKey: .lensModelPrefixes)
  }
}

extension DeviceProfile.Source: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case fact, source }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      fact: try container.decode(String.self, forKey: .fact),
      source: try container.decode(String.self, forKey: .source))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fact, forKey: .fact)
    try container.encode(source, forKey: .source)
  }
}

extension ExposureLimits: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case iso, exposureDuration }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      iso: try container.decode(LimitRange.self, forKey: .iso),
      exposureDuration: try container.decode(LimitRange.self, forKey: .exposureDuration))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(iso, forKey: .iso)
    try container.encode(exposureDuration, forKey: .exposureDuration)
  }
}

extension LimitRange: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case min, max, status, source }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let statusName = try container.decode(String.self, forKey: .status)
    guard let status = Status(rawValue: statusName) else {
      throw DataFieldError(
        .unknownValue(statusName, expected: ["documented", "generic"]), forKey: .status,
        in: container)
    }
    self.init(
      min: try container.decode(Double.self, forKey: .min),
      max: try container.decode(Double.self, forKey: .max),
      status: status,
      source: try container.decode(String.self, forKey: .source))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(min, forKey: .min)
    try container.encode(max, forKey: .max)
    try container.encode(status, forKey: .status)
    try container.encode(source, forKey: .source)
  }
}
