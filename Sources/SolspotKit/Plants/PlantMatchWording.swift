/// The reason of a ``PlantMatch`` in words: what the plant needs, with the figures and the
/// sources that give them; where the spot's light lies; the boundaries the answer depends on;
/// and, when it rests on a statement about a genus or a group, which one.
///
/// "needs at least 1,615 lux (ILLINOIS-GRUPP-2006); this spot is 110 lux";
/// "takes 1,615–21,500 lux (ILLINOIS-GRUPP-2006, TROPICOPIA), best 3,200–21,500 lux
/// (TROPICOPIA); the light here is 62% likely within the range its sources give; depends on the
/// true light: too dark below 1,615 lux".
struct PlantMatchWording {
  let bands: BandTable
  let profile: LightProfile
  let spot: SpotRange
  let light: SpotLight
  let weights: ZoneWeights

  func reason(_ verdict: ZoneWeights.Verdict, boundaries: [MatchBoundary]) -> String {
    let parts =
      [needs(verdict), spotText(verdict)]
      + boundaryNotes(boundaries, depends: verdict.suitability == .depends)
    return (parts + scopeNotes(verdict)).joined(separator: "; ")
  }

  // MARK: - What the plant needs

  /// Whether the verdict is about the plant's best range rather than its whole range.
  private func isAboutIdeal(_ verdict: ZoneWeights.Verdict) -> Bool {
    switch verdict.suitability {
    case .thrives: true
    case .maySuit: verdict.zones.allSatisfy { $0.fit == .thrives }
    default: false
    }
  }

  private func needs(_ verdict: ZoneWeights.Verdict) -> String {
    switch verdict.suitability {
    case .thrives, .tolerates, .maySuit, .depends:
      isAboutIdeal(verdict) ? "does best at " + ideal() : range()
    case .unknown:
      unknown()
    case .notSuited, .mayNotSuit:
      limit(verdict.limit)
    }
  }

  /// "3,200–21,500 lux (TROPICOPIA)", "21,500 lux and more (TROPICOPIA)".
  private func ideal() -> String {
    guard let lower = profile.idealLower, let upper = profile.idealUpper else {
      return "an unknown range"
    }
    return span(lower.lux, upper.lux) + Self.cited([lower, upper])
  }

  /// "takes 1,615–21,500 lux (…), best 3,200–21,500 lux (…)".
  private func range() -> String {
    guard let lower = profile.knownLower, let upper = profile.knownUpper else {
      return "light needs unknown"
    }
    let best = profile.idealLower == nil ? ", best light unknown" : ", best " + ideal()
    if let idealLower = profile.idealLower, let idealUpper = profile.idealUpper,
      idealLower.lux == lower.lux, idealUpper.lux == upper.lux
    {
      return "does best at " + ideal()
    }
    return "takes " + span(lower.lux, upper.lux) + Self.cited([lower, upper]) + best
  }

  /// "needs at least 1,620 lux (…)", "takes at most 5,380 lux (…)"; for a ceiling that is
  /// also the plant's best light, "takes at most 16,100 lux (HYVEE-PHAL), which is also its
  /// best light (ORCHIDSAMORE-LIGHT)".
  private func limit(_ side: BandFit?) -> String {
    if side == .tooBright, let ceiling = profile.ceiling {
      let best =
        profile.isBestAtCeiling
        ? ", which is also its best light" + Self.cited(profile.idealLower.map { [$0] } ?? [])
        : ""
      return "takes at most \(lux(ceiling.lux))" + Self.cited([ceiling]) + best
    }
    guard let minimum = profile.minimum else { return "light needs unknown" }
    return "needs at least \(lux(minimum.lux))" + Self.cited([minimum])
  }

  /// Which side of what the sources give the light lies on: "no source gives an upper limit
  /// or a figure above 21,500 lux, the top of its known range (ICAR-ECOURSE, TROPICOPIA)".
  ///
  /// Light is unknown to a plant exactly where no figure reaches: above the top of its known
  /// range there is no ceiling (one would make the light too bright) and no statement of light
  /// it takes; below the bottom there is no minimum. The sentence says that, and no more: not
  /// that the plant fails there, nor that it takes the light.
  private func unknown() -> String {
    if profile.isBestAtCeiling, let best = profile.idealLower, let ceiling = profile.ceiling {
      // No zone thrives: light at the ceiling is too bright, and below it nothing is known.
      return "its sources give its best light as one figure, \(lux(best.lux))"
        + Self.cited([best]) + ", which is also the most it takes" + Self.cited([ceiling])
        + ", and no lower limit: no light is known in which it thrives, and below "
        + "\(lux(best.lux)) its needs are unknown"
    }
    guard profile.hasRange, let lower = profile.knownLower, let upper = profile.knownUpper else {
      return "light needs unknown: no source gives figures for them"
    }
    let unknownZones = weights.possible.filter { $0.fit == .unknown }
    let below = unknownZones.contains { $0.upper <= lower.lux }
    let above = unknownZones.contains { $0.lower >= upper.lux }
    if above, upper.lux.isFinite, let band = upper.band {
      return "no source gives an upper limit or an upper figure, so its known range is taken "
        + "only to \(lux(upper.lux)), where the \(band.name) band ends" + Self.cited([lower])
    }
    if above, upper.lux.isFinite {
      return noLimit(above: true, upper.lux) + ", the top of its known range"
        + Self.cited([upper])
    }
    if below {
      return noLowerLimit(lower.lux, ", the bottom of its known range" + Self.cited([lower]))
    }
    return "light needs unknown: its sources give no figures for this light"
  }

  /// Why light below `lux`, the bottom of the plant's known range, is unknown: "no source gives
  /// a lower limit or a figure below 3,200 lux"; or, when a source says the plant tolerates
  /// less light than some figure without a lower end (Tropicopia's "diffuse light, under 5,300
  /// lux"), that statement, so that the reason does not seem to deny it: "TROPICOPIA says it
  /// tolerates less light than 5,300 lux but gives no lower limit, so below 3,200 lux its
  /// needs are unknown". `known` follows the figure: ", the bottom of its known range (…)".
  private func noLowerLimit(_ lux: Double, _ known: String = "") -> String {
    if profile.isBestAtCeiling, profile.ceiling?.lux == lux {
      return "no source gives a lower limit, so below \(self.lux(lux)) its needs are unknown"
    }
    guard let open = profile.toleratedBelow else {
      return noLimit(above: false, lux) + known
    }
    let basis = open.basis
    let one = basis.sources.count == 1
    let about = basis.scopeText.map { " (a statement about \($0))" } ?? ""
    return "\(basis.sourceText) \(one ? "says" : "say") it tolerates less light than "
      + "\(self.lux(open.lux))\(about) but \(one ? "gives" : "give") no lower limit, so below "
      + "\(self.lux(lux))\(known)\(known.isEmpty ? "" : ",") its needs are unknown"
  }

  /// "no source gives an upper limit or a figure above 21,500 lux": why the light beyond the
  /// plant's known range is unknown, for the reason of an unknown verdict and for a limit a
  /// depending verdict names.
  private func noLimit(above: Bool, _ lux: Double) -> String {
    above
      ? "no source gives an upper limit or a figure above \(self.lux(lux))"
      : "no source gives a lower limit or a figure below \(self.lux(lux))"
  }

  // MARK: - The spot

  private func spotText(_ verdict: ZoneWeights.Verdict) -> String {
    switch spot {
    case .point(let lux):
      return "this spot is \(Self.given(lux))"
    case .span:
      return "this spot reads " + spanText
    case .distribution:
      return "the light here is " + likelihood(verdict)
    }
  }

  /// "low (under 2,500 lux)", "at most 3.2 lux", "at least 40,000 lux".
  private var spanText: String {
    switch light {
    case .band(let band): return "\(band.name) (\(band.rangeText))"
    case .estimate(let estimate): return Self.bound(estimate.value)
    case .level(let summary):
      if summary.isUnsettled, let span = summary.readingsSpan {
        return "somewhere in \(span.text): "
          + (summary.unsettledReason == .devicesDisagree
            ? "readings of different phones disagree too much to give a level"
            : "its \(summary.count) readings disagree too much to give a level")
      }
      guard let value = summary.value else {
        return "beyond both ends of the device's range (some readings brighter, some darker), "
          + "so its level is not known"
      }
      return Self.bound(value)
    case .lux(let lux): return Self.given(lux)
    }
  }

  private static func bound(_ value: LuxValue) -> String {
    switch value {
    case .atLeast(let lux): "at least \(LuxText.format(lux, rounding: .down)) lux"
    case .atMost(let lux): "at most \(LuxText.format(lux, rounding: .up)) lux"
    case .estimate(_, let interval): "within \(interval.text)"
    }
  }

  /// "97% likely within its best range", "<1% likely within the range its sources give".
  private func likelihood(_ verdict: ZoneWeights.Verdict) -> String {
    func percent(_ value: Double?) -> String { ProbabilityText.percent(value ?? 0) }
    switch verdict.suitability {
    case .thrives, .tolerates, .maySuit, .depends:
      if isAboutIdeal(verdict) { return "\(percent(weights.ideal)) likely within its best range" }
      return "\(percent(weights.range)) likely within the range its sources give"
    case .unknown:
      return "\(percent(weights.unknown)) likely where its needs are unknown"
    case .notSuited, .mayNotSuit:
      let side = verdict.limit ?? .tooDark
      return "\(percent(weights.total([side]))) likely "
        + (side == .tooBright ? "above that" : "below that")
    }
  }

  // MARK: - Boundaries and scope

  /// What the boundaries change: "depends on the true light: too dark below 1,615 lux" for a
  /// verdict that depends on it; for another verdict, which the light's likeliest side
  /// decided, "the light may also lie past its limits: too dark below 1,615 lux", so that the
  /// reason never says "depends" under a verdict that does not. A boundary with the plant's
  /// range on both sides (its best range starting or ending) is not named: the needs clause
  /// gives the best range already.
  private func boundaryNotes(_ boundaries: [MatchBoundary], depends: Bool) -> [String] {
    func inRange(_ fit: BandFit) -> Bool { fit == .thrives || fit == .tolerates }
    /// "too dark below 807 lux"; "no source gives an upper limit or a figure above 21,500 lux".
    func side(_ fit: BandFit, above: Bool, _ lux: Double) -> String {
      if fit == .unknown { return above ? noLimit(above: true, lux) : noLowerLimit(lux) }
      return "\(fit.text) \(above ? "above" : "below") \(self.lux(lux))"
    }
    var range: [String] = []
    for boundary in boundaries {
      switch (inRange(boundary.below), inRange(boundary.above)) {
      case (true, true):
        continue
      case (true, false):
        range.append(side(boundary.above, above: true, boundary.lux))
      case (false, true):
        range.append(side(boundary.below, above: false, boundary.lux))
      case (false, false):
        range.append(
          side(boundary.below, above: false, boundary.lux) + ", "
            + side(boundary.above, above: true, boundary.lux))
      }
    }
    guard !range.isEmpty else { return [] }
    if case .band = light {
      return ["depends on where in the band the light lies: " + range.joined(separator: ", ")]
    }
    return [
      (depends ? "depends on the true light: " : "the light may also lie past its limits: ")
        + range.joined(separator: ", ")
    ]
  }

  /// "based only on a statement about succulents as a group (CHARLEYS)" for a softened
  /// verdict; "its minimum rests only on a statement about the genus Ficus (CHARLEYS)" for a
  /// figure of a firm or depending verdict that does.
  private func scopeNotes(_ verdict: ZoneWeights.Verdict) -> [String] {
    var bases: [LightBasis] = []
    var figures: [LightBasis: [String]] = [:]
    for zone in verdict.zones {
      guard let basis = zone.basis, !basis.isPlantLevel else { continue }
      if figures[basis] == nil { bases.append(basis) }
      let name = Self.figureName(zone.fit)
      if figures[basis]?.contains(name) != true { figures[basis, default: []].append(name) }
    }
    return bases.compactMap { basis in
      guard let about = basis.scopeText else { return nil }
      let statement = "a statement about \(about) (\(basis.sourceText))"
      switch verdict.suitability {
      case .maySuit, .mayNotSuit:
        return "based only on " + statement
      default:
        let names = figures[basis] ?? []
        let joined =
          names.count > 1
          ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
          : names.joined()
        return "its \(joined) \(names.count > 1 ? "rest" : "rests") only on " + statement
      }
    }
  }

  private static func figureName(_ fit: BandFit) -> String {
    switch fit {
    case .tooDark: "minimum"
    case .tooBright: "maximum"
    case .thrives: "best range"
    case .tolerates, .unknown: "range"
    }
  }

  // MARK: - Figures

  /// A figure of the plant's as its source gives it: "3,200 lux" from a source in lux; one
  /// converted from foot-candles to three significant figures, "1,620 lux" for 150 fc
  /// (1,615 lux), as the conversion adds digits the source never had
  /// (``LightProfile/isConverted(_:)``).
  func lux(_ value: Double) -> String { figure(value) + " lux" }

  /// A figure without its unit: "3,200", "1,620".
  private func figure(_ value: Double) -> String {
    profile.isConverted(value) ? LuxText.converted(value) : LuxText.exact(value)
  }

  /// "3,200–21,500 lux", "21,500 lux and more", "about 10,800 lux".
  func span(_ lower: Double, _ upper: Double) -> String {
    if upper.isInfinite { return "\(lux(lower)) and more" }
    if upper <= lower { return "about \(lux(lower))" }
    return "\(figure(lower))–\(lux(upper))"
  }

  /// Light as given for the spot (`--lux`), exactly: "110 lux".
  static func given(_ value: Double) -> String { "\(LuxText.exact(value)) lux" }

  /// " (ILLINOIS-GRUPP-2006, TROPICOPIA)": the sources of `figures`, each once, and for a
  /// figure a band stands in for, which band: " (CHARLEYS; 20,000 lux is where the bright
  /// indirect band ends, as no source gives that figure)".
  static func cited(_ figures: [LightProfile.Figure]) -> String {
    var parts: [String] = []
    for source in figures.flatMap(\.basis.sources) where !parts.contains(source) {
      parts.append(source)
    }
    var sources = [parts.joined(separator: ", ")].filter { !$0.isEmpty }
    let standIns = figures.filter { $0.band != nil }
    for figure in standIns {
      guard let band = figure.band else { continue }
      let both = standIns.contains { $0.band == band && $0.lux != figure.lux }
      let note =
        both
        ? "the \(band.name) band stands in, as no source gives figures"
        : figure.lux.isInfinite
          ? "open above, as the \(band.name) band is: no source gives an upper figure"
          : "\(LuxText.exact(figure.lux)) lux is where the \(band.name) band "
            + (figure.lux == band.lowerLux ? "starts" : "ends") + ", as no source gives that figure"
      if !sources.contains(note) { sources.append(note) }
    }
    return sources.isEmpty ? "" : " (\(sources.joined(separator: "; ")))"
  }
}
