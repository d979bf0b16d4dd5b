// The JSON form of `Data/error-model.json` (docs/uncertainty.md). A component's `sigmaEV` is
// either one number for every profile or an object with `nominal` and `measured` sizes; an
// optional `pointOffsetEV` moves the point of the readings the component applies to; an optional
// `degrees` gives a t shape (heavy tails) instead of the normal. A component's `label` says in
// words what it is, for people reading the file; the library reads it but does not keep it
// (English is the CLI's), so a component is known by its `id`.

extension ErrorModel: Decodable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case solspotErrorModel, unit, note, components
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .solspotErrorModel)
    guard version == 1 else {
      throw DataFieldError(
        .unsupportedVersion(version, readable: 1...1), forKey: .solspotErrorModel, in: container)
    }
    try self.init(templates: container.decode([Template].self, forKey: .components))
  }
}

extension ErrorModel.Template: Decodable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case id, label, kind, shape, appliesTo, sigmaEV, basis, pointOffsetEV, degrees
  }

  private struct Sizes: Decodable {
    let nominal: Double
    let measured: Double
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    _ = try container.decode(String.self, forKey: .label)
    let kindName = try container.decode(String.self, forKey: .kind)
    guard let kind = ErrorComponent.Kind(rawValue: kindName) else {
      throw DataFieldError(
        .unknownValue(kindName, expected: ["device", "scene", "random", "level"]), forKey: .kind,
        in: container)
    }
    let shapeName = try container.decode(String.self, forKey: .shape)
    guard let shape = ErrorComponent.Shape(rawValue: shapeName) else {
      throw DataFieldError(
        .unknownValue(shapeName, expected: ["normal", "halfNormalUp"]), forKey: .shape,
        in: container)
    }
    let sizes: Sizes
    if let single = try? container.decode(Double.self, forKey: .sigmaEV) {
      sizes = Sizes(nominal: single, measured: single)
    } else {
      sizes = try container.decode(Sizes.self, forKey: .sigmaEV)
    }
    self.init(
      id: try container.decode(String.self, forKey: .id),
      kind: kind,
      shape: shape,
      nominalSigmaEV: sizes.nominal,
      measuredSigmaEV: sizes.measured,
      appliesTo: try container.decode(String.self, forKey: .appliesTo),
      basis: try container.decode(String.self, forKey: .basis),
      pointOffsetEV: try container.decodeIfPresent(Double.self, forKey: .pointOffsetEV) ?? 0,
      degrees: try container.decodeIfPresent(Int.self, forKey: .degrees))
  }
}
