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
        group: try container.decodeCase(Group.self, forKey: .group),
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
    case tolerated, ideal, directSun, lightGroup, statements, disagreements, notes, dli
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      tolerated: try container.decode(LightRange.self, forKey: .tolerated),
      ideal: try container.decode(LightRange.self, forKey: .ideal),
      directSun: try container.decode(DirectSun.self, forKey: .directSun),
      lightGroup: try container.decodeIfPresent(String.self, forKey: .lightGroup),
      statements: try container.decodeIfPresent([LightStatement].self, forKey: .statements) ?? [],
      disagreements: try container.decodeIfPresent(
        [LightDisagreement].self, forKey: .disagreements) ?? [],
      notes: try container.decodeIfPresent([String].self, forKey: .notes) ?? [],
      dli: try container.decodeIfPresent(LightFigure.self, forKey: .dli))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tolerated, forKey: .tolerated)
    try container.encode(ideal, forKey: .ideal)
    try container.encode(directSun, forKey: .directSun)
    try container.encodeIfPresent(lightGroup, forKey: .lightGroup)
    try container.encode(statements, forKey: .statements)
    try container.encode(disagreements, forKey: .disagreements)
    try container.encode(notes, forKey: .notes)
    try container.encodeIfPresent(dli, forKey: .dli)
  }
}

extension LightRange: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case min, max }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      min: try container.decode(LightBound.self, forKey: .min),
      max: try container.decode(LightBound.self, forKey: .max))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(min, forKey: .min)
    try container.encode(max, forKey: .max)
  }
}

extension LightBound: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case lux, kind, basis, grade, sources }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      lux: try container.decodeIfPresent(Double.self, forKey: .lux),
      kind: try container.decodeCase(Kind.self, forKey: .kind),
      basis: try container.decodeCase(Basis.self, forKey: .basis),
      grade: try container.decodeCase(EvidenceGrade.self, forKey: .grade),
      sources: try container.decodeIfPresent([String].self, forKey: .sources) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lux, forKey: .lux)
    try container.encode(kind.rawValue, forKey: .kind)
    try container.encode(basis.rawValue, forKey: .basis)
    try container.encode(grade.rawValue, forKey: .grade)
    try container.encode(sources, forKey: .sources)
  }
}

extension DirectSun: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case value, basis, grade, sources }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decodeCase(Exposure.self, forKey: .value),
      basis: try container.decodeCase(LightBound.Basis.self, forKey: .basis),
      grade: try container.decodeCase(EvidenceGrade.self, forKey: .grade),
      sources: try container.decodeIfPresent([String].self, forKey: .sources) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(exposure.rawValue, forKey: .value)
    try container.encode(basis.rawValue, forKey: .basis)
    try container.encode(grade.rawValue, forKey: .grade)
    try container.encode(sources, forKey: .sources)
  }
}

extension LightStatement: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case source, says, role, lux, figure, lightClass = "class", sun, basis, scope, about, grade
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      source: try container.decode(String.self, forKey: .source),
      says: try container.decode(String.self, forKey: .says),
      role: try container.decodeCase(Role.self, forKey: .role),
      lux: try container.decodeIfPresent(LuxBounds.self, forKey: .lux),
      figure: try container.decodeIfPresent(LightFigure.self, forKey: .figure),
      lightClass: try container.decodeIfPresent(String.self, forKey: .lightClass),
      sun: try container.decodeCaseIfPresent(DirectSun.Exposure.self, forKey: .sun),
      basis: try container.decodeCase(LightBound.Basis.self, forKey: .basis),
      scope: try container.decodeCaseIfPresent(Scope.self, forKey: .scope)
        ?? .plant,
      about: try container.decodeIfPresent(String.self, forKey: .about),
      grade: try container.decodeCase(EvidenceGrade.self, forKey: .grade))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(source, forKey: .source)
    try container.encode(says, forKey: .says)
    try container.encode(role.rawValue, forKey: .role)
    try container.encode(lux, forKey: .lux)
    try container.encode(figure, forKey: .figure)
    try container.encode(lightClass, forKey: .lightClass)
    try container.encode(sun?.rawValue, forKey: .sun)
    try container.encode(basis.rawValue, forKey: .basis)
    try container.encode(scope.rawValue, forKey: .scope)
    try container.encodeIfPresent(about, forKey: .about)
    try container.encode(grade.rawValue, forKey: .grade)
  }
}

extension LightDisagreement: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case field, source, grade, lux, exposure
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      field: try container.decodeCase(Field.self, forKey: .field),
      source: try container.decode(String.self, forKey: .source),
      grade: try container.decodeCase(EvidenceGrade.self, forKey: .grade),
      lux: try container.decodeIfPresent(Double.self, forKey: .lux),
      exposure: try container.decodeCaseIfPresent(
        DirectSun.Exposure.self, forKey: .exposure))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(field.rawValue, forKey: .field)
    try container.encode(source, forKey: .source)
    try container.encode(grade.rawValue, forKey: .grade)
    try container.encodeIfPresent(lux, forKey: .lux)
    try container.encodeIfPresent(exposure?.rawValue, forKey: .exposure)
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
      unit: try container.decodeCase(Unit.self, forKey: .unit))
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
    case cats, dogs, source, listing, scope, url, note
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      cats: try container.decodeCase(Status.self, forKey: .cats),
      dogs: try container.decodeCase(Status.self, forKey: .dogs),
      source: try container.decodeIfPresent(String.self, forKey: .source),
      listing: try container.decodeIfPresent(String.self, forKey: .listing),
      scope: try container.decodeCaseIfPresent(Scope.self, forKey: .scope),
      url: try container.decodeIfPresent(String.self, forKey: .url),
      note: try container.decodeIfPresent(String.self, forKey: .note))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(cats.rawValue, forKey: .cats)
    try container.encode(dogs.rawValue, forKey: .dogs)
    try container.encode(source, forKey: .source)
    try container.encodeIfPresent(listing, forKey: .listing)
    try container.encodeIfPresent(scope?.rawValue, forKey: .scope)
    try container.encodeIfPresent(url, forKey: .url)
    try container.encodeIfPresent(note, forKey: .note)
  }
}
