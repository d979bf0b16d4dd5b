// The JSON form of a catalog source (docs/plant-catalog.md). Errors inside a source name it by
// its id: `sources[ASPCA].kind`.

extension PlantSource: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case title, publisher, url, kind, templated, terms
  }

  public init(from decoder: any Decoder) throws {
    let id = decoder.codingPath.last?.stringValue ?? ""
    do {
      try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        title: try container.decode(String.self, forKey: .title),
        publisher: try container.decode(String.self, forKey: .publisher),
        url: try container.decode(String.self, forKey: .url),
        kind: try container.decodeCase(Kind.self, forKey: .kind),
        isTemplated: try container.decode(Bool.self, forKey: .templated),
        terms: try container.decodeIfPresent([String: LightFigure].self, forKey: .terms) ?? [:])
    } catch {
      throw DataDecoding.naming(error, entryDepth: decoder.codingPath.count, id: id)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(publisher, forKey: .publisher)
    try container.encode(url, forKey: .url)
    try container.encode(kind.rawValue, forKey: .kind)
    try container.encode(isTemplated, forKey: .templated)
    try container.encode(terms, forKey: .terms)
  }
}
