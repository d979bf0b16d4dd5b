// The evidence and toxicity rules of PlantCatalogValidation.

extension PlantCatalogValidation {
  func checkEvidence(_ light: PlantLight, sources: [String: PlantSource], entry: String)
    throws(DataError)
  {
    guard !light.evidence.isEmpty else {
      throw fail(entry + ".evidence", "is empty: every plant needs a source for its light")
    }
    var isOnlyTemplated = true
    for (index, evidence) in light.evidence.enumerated() {
      let field = "\(entry).evidence[\(index)]"
      guard let source = sources[evidence.source] else {
        throw fail(field + ".source", "cites '\(evidence.source)', which is not in sources")
      }
      if !source.isTemplated { isOnlyTemplated = false }
      guard !evidence.says.isEmpty else {
        throw fail(field + ".says", "must give the source's words")
      }
      if evidence.via == .terms, source.terms.isEmpty {
        throw fail(
          field + ".via",
          "is 'terms', but source '\(evidence.source)' defines no terms")
      }
      try checkConversion(evidence, field: field)
      try checkScope(evidence, field: field)
      if evidence.role == .maximum, evidence.figure?.max == nil {
        throw fail(field + ".figure.max", "is missing: a maximum statement needs an upper bound")
      }
    }
    for (index, note) in light.notes.enumerated() {
      guard let id = PlantLight.citedSource(inNote: note), sources[id] == nil else { continue }
      throw fail(
        "\(entry).notes[\(index)]",
        "starts with '\(id)', a source id that is not in sources; a note that starts with an "
          + "id and a colon cites that source")
    }
    if isOnlyTemplated {
      let cited = Set(light.evidence.map(\.source)).sorted().joined(separator: ", ")
      throw fail(
        entry + ".evidence",
        "cites only templated sources (\(cited)); a templated source is never a plant's only one")
    }
  }

  /// Checks that a statement about a genus or a group names it, and one about the plant does
  /// not.
  private func checkScope(_ evidence: LightEvidence, field: String) throws(DataError) {
    switch (evidence.scope, evidence.about) {
    case (.plant, nil):
      return
    case (.plant, .some):
      throw fail(
        field + ".about", "is only for a statement about a genus or a group (scope 'plant')")
    case (let scope, let about):
      guard let about, about.contains(where: { !$0.isWhitespace }) else {
        throw fail(
          field + ".about",
          "is missing: a statement with scope '\(scope.rawValue)' names the \(scope.rawValue) it "
            + "is about")
      }
    }
  }

  /// Checks that the evidence's lux is its figure converted, bound for bound.
  private func checkConversion(_ evidence: LightEvidence, field: String) throws(DataError) {
    guard let figure = evidence.figure else {
      guard evidence.lux == nil else {
        throw fail(field + ".lux", "is given without the source's own figure")
      }
      return
    }
    guard figure.min != nil || figure.max != nil else {
      throw fail(field + ".figure", "needs a min or a max")
    }
    try checkRange(figure.min, figure.max, field: field + ".figure", unit: figure.unit.rawValue)
    guard let lux = evidence.lux else {
      throw fail(field + ".lux", "is missing: every figure is converted to lux")
    }
    for (name, given, converted) in [("min", figure.min, lux.min), ("max", figure.max, lux.max)] {
      switch (given, converted) {
      case (nil, nil):
        continue
      case (nil, _?):
        throw fail("\(field).lux.\(name)", "must be null, as figure.\(name) is")
      case (_?, nil):
        throw fail("\(field).lux.\(name)", "is missing, but figure.\(name) is given")
      case (let given?, let converted?):
        let exact = given * figure.unit.luxPerUnit
        guard Self.isRounding(converted, of: exact) else {
          throw fail(
            "\(field).lux.\(name)",
            "\(NumberText.plain(converted)) lux is not \(NumberText.plain(given)) "
              + "\(figure.unit.rawValue) converted (\(NumberText.significant(exact, 6)) lux "
              + "at \(NumberText.plain(PlantCatalog.luxPerFootCandle)) lux per foot-candle)")
        }
      }
    }
  }

  /// Whether `value` is `exact` rounded to whole lux or to two significant figures.
  static func isRounding(_ value: Double, of exact: Double) -> Bool {
    let slack = 1e-9 * Swift.max(1, abs(exact))
    if abs(value - exact) <= 0.5 + slack { return true }
    guard exact > 0 else { return false }
    let scale = Math.pow(10, Math.log10(exact).rounded(.down) - 1)
    return abs(value - (exact / scale).rounded() * scale) <= slack
  }

  func checkToxicity(_ toxicity: PlantToxicity, sources: [String: PlantSource], entry: String)
    throws(DataError)
  {
    if let source = toxicity.source {
      guard sources[source] != nil else {
        throw fail(entry + ".source", "cites '\(source)', which is not in sources")
      }
    } else if toxicity.cats != .unknown || toxicity.dogs != .unknown {
      throw fail(
        entry + ".source",
        "must name the source of the verdict; a plant no source lists is 'unknown'")
    }
  }
}
