/// The consistency rules every plant catalog must meet, built-in or a user's
/// (docs/plant-catalog.md and docs/plant-matching.md, "Validation").
///
/// Each problem is a ``DataError`` naming the entry and field as a path,
/// `plants[dracaena-trifasciata].light.minBand` or `sources[ASPCA].title`. The rules:
/// - sources: a title; terms with a bound, bounds of at least 0, `min ≤ max`;
/// - plants: an id of lower-case letters, digits and hyphens, unique; a botanical name; every
///   name (botanical, synonym, common) used by one plant only, compared by ``PlantNameKey``;
/// - bands: known ids of the band table; `minBand ≤ idealBand ≤ maxBand` where known;
///   `maxBasis` only with a `maxBand`: `ceiling` with a `lux.max`, `ideal` only for the
///   brightest band with `lux.max` unknown;
/// - lux figures: finite and at least 0; `min ≤ max`, `idealMin ≤ idealMax`; the ideal inside
///   `min…max` unless the plant's `disagreement` says why not; a best range that is a single
///   figure at a ceiling (`idealMin` equal to a ceiling `lux.max`, with `idealMax` equal to it or
///   unknown), where no light can be judged best, only with a note saying so
///   (``bestAtCeilingPhrase``);
/// - bands against lux, under the band table (docs/plant-catalog.md, "Deriving lux and bands"):
///   `minBand` is the band of `lux.min` (both unknown, or both known); `maxBand` is the band of
///   `lux.max` when that is known; `idealBand` is the band of `lux.idealMin` when that is known,
///   or `minBand` when the sources' ideal lies below their minimum;
/// - evidence: at least one statement, each citing a known source, with words; not only
///   templated sources; a figure's bounds at least 0 and `min ≤ max`; `lux` present exactly
///   with `figure`, bound for bound, and equal to the figure at 10.764 lux per foot-candle
///   rounded to whole lux or two significant figures; `via: terms` only for a source with terms;
///   a `maximum` statement has an upper bound; a note that starts with a source id and a colon
///   (``PlantLight/citedSource(inNote:)``) names a known source;
/// - toxicity: a known source whenever cats or dogs is not `unknown`.
struct PlantCatalogValidation {
  let bands: BandTable
  let file: String

  /// The words a note must contain to say that a plant's best light is one figure at its
  /// ceiling (Phalaenopsis): "the best light is one figure at its ceiling".
  static let bestAtCeilingPhrase = "at its ceiling"

  func check(sources: [String: PlantSource], plants: [Plant]) throws(DataError) {
    for id in sources.keys.sorted() {
      guard let source = sources[id] else { continue }
      try check(source, id: id)
    }
    var ids = Set<String>()
    var names: [String: String] = [:]
    for (index, plant) in plants.enumerated() {
      let entry = plant.id.isEmpty ? "plants[\(index)]" : "plants[\(plant.id)]"
      try checkIdentity(plant, entry: entry, ids: &ids, names: &names)
      try checkBands(plant.light, entry: entry + ".light")
      try checkEvidence(plant.light, sources: sources, entry: entry + ".light")
      try checkToxicity(plant.toxicity, sources: sources, entry: entry + ".toxicity")
    }
  }

  func fail(_ field: String, _ reason: String) -> DataError {
    DataError(file: file, field: field, reason: reason)
  }

  // MARK: - Sources

  private func check(_ source: PlantSource, id: String) throws(DataError) {
    let entry = "sources[\(id)]"
    guard !id.isEmpty else { throw fail("sources", "a source id must not be empty") }
    guard !source.title.isEmpty else { throw fail(entry + ".title", "must not be empty") }
    for word in source.terms.keys.sorted() {
      guard let figure = source.terms[word] else { continue }
      let field = "\(entry).terms.\(word)"
      guard figure.min != nil || figure.max != nil else {
        throw fail(field, "needs a min or a max")
      }
      try checkRange(figure.min, figure.max, field: field, unit: figure.unit.rawValue)
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
      throw fail(
        entry + ".id", "must be lower-case letters, digits and hyphens, not '\(plant.id)'")
    }
    guard ids.insert(plant.id).inserted else {
      throw fail(entry + ".id", "another plant has the id '\(plant.id)'")
    }
    let fields =
      [("botanicalName", plant.botanicalName)]
      + plant.synonyms.enumerated().map { ("synonyms[\($0.offset)]", $0.element) }
      + plant.commonNames.enumerated().map { ("commonNames[\($0.offset)]", $0.element) }
    for (field, name) in fields {
      let key = PlantNameKey.fold(name)
      guard !key.isEmpty else {
        throw fail("\(entry).\(field)", "must contain letters, not '\(name)'")
      }
      // The same name twice in one entry ("Alocasia × amazonica" and "Alocasia amazonica")
      // is harmless; only a name shared by two plants is ambiguous.
      if let owner = names[key], owner != plant.id {
        throw fail(
          "\(entry).\(field)", "'\(name)' is also a name of '\(owner)'; every name must be unique")
      }
      names[key] = plant.id
    }
  }

  // MARK: - Bands and lux

  private func checkBands(_ light: PlantLight, entry: String) throws(DataError) {
    let known = bands.bands.map(\.id)
    func index(_ id: String?, _ field: String) throws(DataError) -> Int? {
      guard let id else { return nil }
      guard let index = known.firstIndex(of: id) else {
        throw fail(
          "\(entry).\(field)",
          "unknown band '\(id)' (known: \(known.joined(separator: ", ")))")
      }
      return index
    }
    let low = try index(light.minBand, "minBand")
    let ideal = try index(light.idealBand, "idealBand")
    let high = try index(light.maxBand, "maxBand")
    if let low, let high, low > high {
      throw fail(
        entry + ".minBand", "'\(known[low])' is above maxBand '\(known[high])'")
    }
    if let ideal, (low.map { ideal < $0 } ?? false) || (high.map { ideal > $0 } ?? false) {
      throw fail(
        entry + ".idealBand",
        "'\(known[ideal])' is outside the range minBand \(light.minBand ?? "unknown") to "
          + "maxBand \(light.maxBand ?? "unknown")")
    }
    try checkMaxBasis(light, entry: entry, top: known.last)
    let lux = light.lux
    let figures = [
      ("min", lux.min), ("idealMin", lux.idealMin), ("idealMax", lux.idealMax),
      ("max", lux.max),
    ]
    for case (let name, let value?) in figures where !(value.isFinite && value >= 0) {
      throw fail("\(entry).lux.\(name)", "must be a number of at least 0 lux")
    }
    try checkRange(lux.min, lux.max, field: entry + ".lux", unit: "lux")
    try checkRange(lux.idealMin, lux.idealMax, field: entry + ".lux", unit: "lux", ideal: true)
    if light.disagreement == nil {
      if let min = lux.min, let idealMin = lux.idealMin, idealMin < min {
        throw fail(
          entry + ".lux.idealMin",
          "\(NumberText.plain(idealMin)) lux is below lux.min \(NumberText.plain(min)) lux; "
            + "a plant whose sources disagree must say so in 'disagreement'")
      }
      if let max = lux.max, let idealMax = lux.idealMax, idealMax > max {
        throw fail(
          entry + ".lux.idealMax",
          "\(NumberText.plain(idealMax)) lux is above lux.max \(NumberText.plain(max)) lux; "
            + "a plant whose sources disagree must say so in 'disagreement'")
      }
    }
    try checkBestAtCeiling(light, entry: entry)
    let bandOfMin = lux.min.map { bands.band(forLux: $0).id }
    if light.minBand != bandOfMin {
      throw fail(
        entry + ".minBand",
        bandOfMin.map {
          "must be '\($0)', the band of lux.min \(NumberText.plain(lux.min ?? 0)) lux, "
            + "not \(light.minBand.map { "'\($0)'" } ?? "null")"
        } ?? "must be null while lux.min is unknown: bands come from lux figures")
    }
    if let max = lux.max, light.maxBand != bands.band(forLux: max).id {
      throw fail(
        entry + ".maxBand",
        "must be '\(bands.band(forLux: max).id)', the band of lux.max "
          + "\(NumberText.plain(max)) lux, not \(light.maxBand.map { "'\($0)'" } ?? "null")")
    }
    if let idealMin = lux.idealMin {
      let expected = bands.band(forLux: idealMin).id
      let raised = light.minBand.flatMap { minBand in
        (low ?? 0) > (known.firstIndex(of: expected) ?? 0) ? minBand : nil
      }
      guard light.idealBand == expected || (raised != nil && light.idealBand == raised) else {
        throw fail(
          entry + ".idealBand",
          "must be '\(raised ?? expected)', the band of lux.idealMin "
            + "\(NumberText.plain(idealMin)) lux"
            + (raised != nil ? " raised to minBand" : "")
            + ", not \(light.idealBand.map { "'\($0)'" } ?? "null")")
      }
    }
  }

  /// Checks that a best range that is one figure at a ceiling is said to be in a note: light at
  /// a ceiling is too bright, so such a plant is never judged to thrive, and a figure typed or
  /// converted wrongly (an open "at least" where the source gives one level) looks the same.
  private func checkBestAtCeiling(_ light: PlantLight, entry: String) throws(DataError) {
    let lux = light.lux
    let isCeiling = light.maxBasis == .ceiling || light.maxBasis == nil
    guard isCeiling, let ceiling = lux.max, let best = lux.idealMin, best == ceiling,
      (lux.idealMax ?? best) == best
    else { return }
    let phrase = Self.bestAtCeilingPhrase
    guard !light.notes.contains(where: { $0.lowercased().contains(phrase) }) else { return }
    throw fail(
      entry + ".lux.idealMin",
      "the best range is the single figure \(NumberText.plain(best)) lux, the ceiling lux.max, "
        + "so no light is judged best; check the figures against the sources, or, if they say "
        + "so, say it in a note containing '\(phrase)'")
  }

  /// Checks that `maxBasis` fits `maxBand` and `lux.max`.
  private func checkMaxBasis(_ light: PlantLight, entry: String, top: String?) throws(DataError) {
    guard let basis = light.maxBasis else { return }
    let field = entry + ".maxBasis"
    guard light.maxBand != nil else {
      throw fail(field, "is '\(basis.rawValue)' but maxBand is unknown; it must be null")
    }
    switch basis {
    case .ceiling:
      guard light.lux.max != nil else {
        throw fail(field, "is 'ceiling' but lux.max is unknown; a ceiling is a figure")
      }
    case .ideal:
      guard light.maxBand == top, light.lux.max == nil else {
        throw fail(
          field,
          "'ideal' is only for maxBand '\(top ?? "")' with lux.max null, reached because an "
            + "ideal starts in that band")
      }
    case .tolerated:
      break
    }
  }

  /// Checks that `min ≤ max` when both are known.
  func checkRange(
    _ min: Double?, _ max: Double?, field: String, unit: String, ideal: Bool = false
  ) throws(DataError) {
    let (lowName, highName) = ideal ? ("idealMin", "idealMax") : ("min", "max")
    for (name, value) in [(lowName, min), (highName, max)] {
      if let value, !(value.isFinite && value >= 0) {
        throw fail("\(field).\(name)", "must be a number of at least 0 \(unit)")
      }
    }
    if let min, let max, min > max {
      throw fail(
        "\(field).\(lowName)",
        "\(NumberText.plain(min)) \(unit) is above \(highName) \(NumberText.plain(max)) \(unit)")
    }
  }
}
