// The JSON form of a plant entry in a catalog (docs/plant-catalog.md). Decoding is strict:
// unknown fields and unknown values are errors, and every error inside an entry names the
// entry by its id: `plants[dracaena-trifasciata].light.minBand`.

extension Plant: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case id, botanicalName, synonyms, commonNames, group, light, toxicity
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(String.self, forKey: .id)
    do {
      try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
      self.init(
        id: id,
        botanicalName: try container.decode(String.self, forKey: .botanicalName),
        synonyms: try container.decode([String].self, forKey: .synonyms),
        commonNames: try container.decode([String].self, forKey: .commonNames),
        group: try container.decodeCase(Group.self, forKey: .group, what: "group"),
        light: try container.decode(PlantLight.self, forKey: .light),
        toxicity: try container.decode(PlantToxicity.self, forKey: .toxicity))
    } catch {
      throw DataDecoding.naming(error, entryDepth: decoder.codingPath.count, id: id)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(botanicalName, forKey: .botanicalName)
    try container.encode(synonyms, forKey: .synonyms)
    try container.encode(commonNames, forKey: .commonNames)
    try container.encode(group.rawValue, forKey: .group)
    try container.encode(light, forKey: .light)
    try container.encode(toxicity, forKey: .toxicity)
  }
}

extension PlantLight: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case minBand, maxBand, idealBand, maxBasis, lux, evidence, notes, disagreement
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      minBand: try container.decodeIfPresent(String.self, forKey: .minBand),
      maxBand: try container.decodeIfPresent(String.self, forKey: .maxBand),
      idealBand: try container.decodeIfPresent(String.self, forKey: .idealBand),
      maxBasis: try container.decodeCaseIfPresent(
        MaxBasis.self, forKey: .maxBasis, what: "maxBasis"),
      lux: try container.decode(LuxFigures.self, forKey: .lux),
      evidence: try container.decode([LightEvidence].self, forKey: .evidence),
      notes: try container.decodeIfPresent([String].self, forKey: .notes) ?? [],
      disagreement: try container.decodeIfPresent(String.self, forKey: .disagreement))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(minBand, forKey: .minBand)
    try container.encode(maxBand, forKey: .maxBand)
    try container.encode(idealBand, forKey: .idealBand)
    try container.encode(maxBasis?.rawValue, forKey: .maxBasis)
    try container.encode(lux, forKey: .lux)
    try container.encode(evidence, forKey: .evidence)
    try container.encode(notes, forKey: .notes)
    try container.encode(disagreement, forKey: .disagreement)
  }
}

extension PlantLight.LuxFigures: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case min, idealMin, idealMax, max }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      min: try container.decodeIfPresent(Double.self, forKey: .min),
      idealMin: try container.decodeIfPresent(Double.self, forKey: .idealMin),
      idealMax: try container.decodeIfPresent(Double.self, forKey: .idealMax),
      max: try container.decodeIfPresent(Double.self, forKey: .max))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(min, forKey: .min)
    try container.encode(idealMin, forKey: .idealMin)
    try container.encode(idealMax, forKey: .idealMax)
    try container.encode(max, forKey: .max)
  }
}

extension LightEvidence: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case source, says, figure, lux, role, via, scope, about
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      source: try container.decode(String.self, forKey: .source),
      says: try container.decode(String.self, forKey: .says),
      figure: try container.decodeIfPresent(LightFigure.self, forKey: .figure),
      lux: try container.decodeIfPresent(LuxBounds.self, forKey: .lux),
      role: try container.decodeCaseIfPresent(Role.self, forKey: .role, what: "role"),
      via: try container.decodeCaseIfPresent(Via.self, forKey: .via, what: "via"),
      scope: try container.decodeCaseIfPresent(Scope.self, forKey: .scope, what: "scope")
        ?? .plant,
      about: try container.decodeIfPresent(String.self, forKey: .about))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(source, forKey: .source)
    try container.encode(says, forKey: .says)
    try container.encode(figure, forKey: .figure)
    try container.encode(lux, forKey: .lux)
    try container.encodeIfPresent(role?.rawValue, forKey: .role)
    try container.encode(via?.rawValue, forKey: .via)
    try container.encode(scope.rawValue, forKey: .scope)
    try container.encodeIfPresent(about, forKey: .about)
  }
}

extension LightFigure: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case min, max, unit }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      min: try container.decodeIfPresent(Double.self, forKey: .min),
      max: try container.decodeIfPresent(Double.self, forKey: .max),
      unit: try container.decodeCase(Unit.self, forKey: .unit, what: "unit"))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(min, forKey: .min)
    try container.encode(max, forKey: .max)
    try container.encode(unit.rawValue, forKey: .unit)
  }
}

extension LuxBounds: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case min, max }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      min: try container.decodeIfPresent(Double.self, forKey: .min),
      max: try container.decodeIfPresent(Double.self, forKey: .max))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(min, forKey: .min)
    try container.encode(max, forKey: .max)
  }
}

extension PlantToxicity: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case cats, dogs, source, listing, note
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      cats: try container.decodeCase(Status.self, forKey: .cats, what: "toxicity"),
      dogs: try container.decodeCase(Status.self, forKey: .dogs, what: "toxicity"),
      source: try container.decodeIfPresent(String.self, forKey: .source),
      listing: try container.decodeIfPresent(String.self, forKey: .listing),
      note: try container.decodeIfPresent(String.self, forKey: .note))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(cats.rawValue, forKey: .cats)
    try container.encode(dogs.rawValue, forKey: .dogs)
    try container.encode(source, forKey: .source)
    try container.encodeIfPresent(listing, forKey: .listing)
    try container.encodeIfPresent(note, forKey: .note)
  }
}
