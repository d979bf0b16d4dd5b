/// The consistency rules every plant catalog must meet, built-in or a user's
/// (docs/plant-catalog.md and docs/plant-matching.md, "Validation").
///
/// Each problem is a ``DataError`` naming the entry and field as a path,
/// `plants[dracaena-trifasciata].light.tolerated.min` or `sources[ASPCA].title`. The rules:
/// - sources: a title; terms with a bound, bounds of at least 0, `min ≤ max`;
/// - plants: an id of lower-case letters, digits and hyphens, unique; a botanical name; every
///   name (botanical, synonym, common) used by one plant only, compared by ``PlantNameKey``;
/// - the light model: a tolerated minimum of at least 0 lux; bounds of the right kind
///   (`needs-at-least`, `grows-at`, `avoid-above`); `tolerated.min ≤ ideal.min < ideal.max ≤
///   tolerated.max`, an open upper end being the highest; an open tolerated maximum only with
///   full direct sun; a plant that takes no direct sun takes no more than the direct band's
///   lower limit (20,000 lux);
/// - statements: each citing a known source, with words; a `sun` statement with an exposure,
///   any other with lux of at least 0 and `min ≤ max`; `about` exactly when the scope is not
///   `plant`; a disagreement and a bound name known sources; a note that starts with a source
///   id and a colon (``PlantLight/citedSource(inNote:)``) names a known source;
/// - toxicity: a known source whenever cats or dogs is not `unknown`; a `scope` or `url` only
///   with such a verdict.
package struct PlantCatalogValidation {
  /// Where direct sun starts, in lux: the lower limit of the band table's last band (20,000
  /// for the built-in bands), the most a plant that takes no direct sun may take.
  package let directSunLux: Double
  /// The name errors are reported under.
  package let file: String

  /// Where direct sun starts for a band table whose bands have these lower limits (the first
  /// has none): the last band's lower limit, or 20,000 lux for a table of one band.
  package static func directSunLux(bandLowerLimits: [Double?]) -> Double {
    (bandLowerLimits.last ?? nil) ?? 20_000
  }

  /// Rules for a catalog checked against bands whose direct band starts at `directSunLux`.
  package init(directSunLux: Double, file: String) {
    self.directSunLux = directSunLux
    self.file = file
  }

  /// Throws the first problem of `sources` and `plants`, in the order of the file.
  package func check(sources: [String: PlantSource], plants: [Plant]) throws(DataError) {
    for id in sources.keys.sorted() {
      guard let source = sources[id] else { continue }
      try check(source, id: id)
    }
    var ids = Set<String>()
    var names: [String: String] = [:]
    for (index, plant) in plants.enumerated() {
      let entry = plant.id.isEmpty ? "plants[\(index)]" : "plants[\(plant.id)]"
      try checkIdentity(plant, entry: entry, ids: &ids, names: &names)
      try checkModel(plant.light, entry: entry + ".light")
      try checkStatements(plant.light, sources: sources, entry: entry + ".light")
      try checkToxicity(plant.toxicity, sources: sources, entry: entry + ".toxicity")
    }
  }

  func fail(_ field: String, _ reason: DataError.Reason) -> DataError {
    DataError(file: file, field: field, reason: reason)
  }

  // MARK: - Sources

  private func check(_ source: PlantSource, id: String) throws(DataError) {
    let entry = "sources[\(id)]"
    guard !id.isEmpty else { throw fail("sources", .emptySourceID) }
    guard !source.title.isEmpty else { throw fail(entry + ".title", .empty) }
    for word in source.terms.keys.sorted() {
      guard let figure = source.terms[word] else { continue }
      let field = "\(entry).terms.\(word)"
      guard figure.min != nil || figure.max != nil else {
        throw fail(field, .noBound)
      }
      try checkRange(figure.min, figure.max, field: field, unit: DataError.Unit(figure.unit))
    }
  }

  // MARK: - Names

  private func checkIdentity(
    _ plant: Plant, entry: String, ids: inout Set<String>, names: inout [String: String]
  ) throws(DataError) {
    let idCharacters = plant.id.allSatisfy {
      $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-")
    }
    guard !plant.id.isEmpty, idCharacters else {
      throw fail(entry + ".id", .notAnID(plant.id))
    }
    guard ids.insert(plant.id).inserted else {
      throw fail(entry + ".id", .duplicate(plant.id))
    }
    let fields =
      [("botanicalName", plant.botanicalName)]
      + plant.synonyms.enumerated().map { ("synonyms[\($0.offset)]", $0.element) }
      + plant.commonNames.enumerated().map { ("commonNames[\($0.offset)]", $0.element) }
    for (field, name) in fields {
      let key = PlantNameKey.fold(name)
      guard !key.isEmpty else {
        throw fail("\(entry).\(field)", .noLetters(name))
      }
      // The same name twice in one entry ("Alocasia × amazonica" and "Alocasia amazonica")
      // is harmless; only a name shared by two plants is ambiguous.
      if let owner = names[key], owner != plant.id {
        throw fail("\(entry).\(field)", .nameTaken(name, owner: owner))
      }
      names[key] = plant.id
    }
  }

  // MARK: - The light model

  private func checkModel(_ light: PlantLight, entry: String) throws(DataError) {
    let bounds: [(String, LightBound, LightBound.Kind)] = [
      ("tolerated.min", light.tolerated.min, .needsAtLeast),
      ("tolerated.max", light.tolerated.max, .avoidAbove),
      ("ideal.min", light.ideal.min, .growsAt), ("ideal.max", light.ideal.max, .growsAt),
    ]
    for (field, bound, kind) in bounds {
      if let lux = bound.lux, !(lux.isFinite && lux >= 0) {
        throw fail("\(entry).\(field).lux", .outOfRange(lux, .atLeast(0, unit: .lux)))
      }
      guard bound.kind == kind else {
        throw fail("\(entry).\(field).kind", .mustBe(kind.rawValue, not: bound.kind.rawValue))
      }
    }
    guard let low = light.tolerated.min.lux else {
      throw fail(entry + ".tolerated.min.lux", .boundNotKnown)
    }
    guard let idealLow = light.ideal.min.lux else {
      throw fail(entry + ".ideal.min.lux", .boundNotKnown)
    }
    let top = light.tolerated.max.lux ?? .infinity
    let idealTop = light.ideal.max.lux ?? .infinity
    guard low <= idealLow, idealLow < idealTop, idealTop <= top else {
      throw fail(
        entry + ".ideal",
        .idealOutsideTolerated(
          toleratedMin: low, toleratedMax: top, idealMin: idealLow, idealMax: idealTop))
    }
    let direct = directSunLux
    switch light.directSun.exposure {
    case .none where top > direct:
      throw fail(entry + ".tolerated.max.lux", .aboveDirectSun(top, directSun: direct))
    case .none, .morningOrFiltered:
      guard top.isFinite else {
        throw fail(entry + ".tolerated.max.lux", .openWithoutFullSun)
      }
    case .full:
      break
    }
  }

  // MARK: - Statements

  private func checkStatements(
    _ light: PlantLight, sources: [String: PlantSource], entry: String
  ) throws(DataError) {
    for (index, statement) in light.statements.enumerated() {
      let field = "\(entry).statements[\(index)]"
      guard sources[statement.source] != nil else {
        throw fail(field + ".source", .unknownSource(statement.source))
      }
      guard !statement.says.isEmpty else { throw fail(field + ".says", .empty) }
      guard (statement.about == nil) == (statement.scope == .plant) else {
        throw fail(
          field + ".about",
          statement.scope == .plant
            ? .aboutOnlyForGroups : .aboutMissing(scope: statement.scope.rawValue))
      }
      if statement.role == .sun {
        guard statement.sun != nil else {
          throw fail(field + ".sun", .oneOf(DirectSun.Exposure.allCases.map(\.rawValue)))
        }
      } else {
        guard let lux = statement.lux, lux.min != nil || lux.max != nil else {
          throw fail(field + ".lux", .noBound)
        }
        try checkRange(lux.min, lux.max, field: field + ".lux", unit: .lux)
      }
    }
    let cited =
      light.tolerated.min.sources + light.tolerated.max.sources + light.ideal.min.sources
      + light.ideal.max.sources + light.directSun.sources + light.disagreements.map(\.source)
    for id in cited where sources[id] == nil {
      throw fail(entry, .citesUnknownSource(id))
    }
    for (index, note) in light.notes.enumerated() {
      guard let id = PlantLight.citedSource(inNote: note), sources[id] == nil else { continue }
      throw fail("\(entry).notes[\(index)]", .noteCitesUnknownSource(id))
    }
  }

  private func checkToxicity(
    _ toxicity: PlantToxicity, sources: [String: PlantSource], entry: String
  ) throws(DataError) {
    if toxicity.isKnown {
      guard let source = toxicity.source, sources[source] != nil else {
        throw fail(entry + ".source", .toxicityWithoutSource)
      }
    } else {
      if toxicity.scope != nil {
        throw fail(entry + ".scope", .needsKnownVerdict)
      }
      if toxicity.url != nil {
        throw fail(entry + ".url", .needsKnownVerdict)
      }
    }
  }

  /// Checks that `min ≤ max` when both are known.
  func checkRange(
    _ min: Double?, _ max: Double?, field: String, unit: DataError.Unit, ideal: Bool = false
  ) throws(DataError) {
    let (lowName, highName) = ideal ? ("idealMin", "idealMax") : ("min", "max")
    for (name, value) in [(lowName, min), (highName, max)] {
      if let value, !(value.isFinite && value >= 0) {
        throw fail("\(field).\(name)", .outOfRange(value, .atLeast(0, unit: unit)))
      }
    }
    if let min, let max, min > max {
      throw fail(
        "\(field).\(lowName)", .aboveMaximum(min, maximum: max, maximumField: highName, unit: unit))
    }
  }
}
