/// The figures of a ``LightProfile``, each with the statements it rests on: read from the
/// catalog's lux figures, with a band standing in only where the catalog gives a band and no
/// figure.
///
/// A figure's statements are those of the roles that set it whose lux equals it (the catalog
/// derives each figure from such statements, docs/plant-catalog.md); when none equals it (a
/// figure written by hand), every statement of those roles, and failing that every credible
/// statement.
struct LightProfileFigures {
  typealias Figure = LightProfile.Figure

  var minimum: Figure?
  var idealLower: Figure?
  var idealUpper: Figure?
  var ceiling: Figure?
  var knownLower: Figure?
  var knownUpper: Figure?
  var toleratedBelow: Figure?
  /// Light the plant takes by its maximum when that is not a ceiling.
  private var taken: Figure?

  /// The roles whose lower ends set `lux.min`.
  static let minimumRoles: Set<LightEvidence.Role> = [.minimum, .toleratedBelow, .tolerated]
  /// The roles of statements that the plant takes a class of light.
  static let toleratedRoles: Set<LightEvidence.Role> = [
    .tolerated, .toleratedBelow, .toleratedAbove,
  ]
  /// The roles that set `lux.max`.
  static let maximumRoles: Set<LightEvidence.Role> = [.maximum, .toleratedAbove, .tolerated]

  private let statements: [LightEvidence]

  init(_ light: PlantLight, bands: BandTable, templated: Set<String>) {
    statements = light.evidence.filter { !templated.contains($0.source) }
    let lux = light.lux
    func band(_ id: String?) -> Band? { id.flatMap { id in bands.bands.first { $0.id == id } } }

    if let min = lux.min {
      minimum = Figure(
        lux: min, basis: basis(Self.minimumRoles) { Self.same($0.lux?.min, min) })
    }
    readIdeal(lux, idealBand: band(light.idealBand), bands: bands)
    readMaximum(light, maxBand: band(light.maxBand))
    knownLower = minimum ?? idealLower ?? lowestTolerated()
    knownUpper = brightestKnown(bands: bands)
    toleratedBelow = openBelow()
  }

  // MARK: - The ideal

  private mutating func readIdeal(
    _ lux: PlantLight.LuxFigures, idealBand: Band?, bands: BandTable
  ) {
    let ideals = statements.filter { $0.role == .ideal }
    if let lower = lux.idealMin {
      // The catalog's ideal is the overlap (or, when they do not overlap, the union) of every
      // ideal statement of the narrowest scope that gives one: all of them are its basis.
      let basis =
        narrowest(ideals.filter { $0.lux?.min != nil || $0.lux?.max != nil })
        ?? self.basis([.ideal]) { _ in false }
      idealLower = Figure(lux: lower, basis: basis)
      if let upper = lux.idealMax {
        idealUpper = Figure(lux: upper, basis: basis)
      } else if ideals.contains(where: { $0.lux?.min != nil && $0.lux?.max == nil }) {
        // A class with no upper end ("full sun, over 21,500 lux"): it runs on up.
        idealUpper = Figure(lux: .infinity, basis: basis)
      } else {
        // No figure for the upper end: the band of the lower one stands in.
        let band = bands.band(forLux: lower)
        idealUpper = Figure(lux: band.upperLux ?? .infinity, basis: basis, band: band)
      }
    } else if let upper = lux.idealMax {
      // An ideal with no lower end ("diffuse light, under 5,300 lux") starts at the minimum,
      // when there is one; without one, where it starts is unknown.
      let basis = basis([.ideal]) { Self.same($0.lux?.max, upper) }
      if let minimum {
        idealLower = Figure(lux: minimum.lux, basis: basis)
        idealUpper = Figure(lux: upper, basis: basis)
      }
    } else if let band = idealBand {
      let basis = basis([.ideal]) { _ in false }
      idealLower = Figure(lux: band.lowerLux ?? 0, basis: basis, band: band)
      idealUpper = Figure(lux: band.upperLux ?? .infinity, basis: basis, band: band)
    }
  }

  // MARK: - The upper end

  private mutating func readMaximum(_ light: PlantLight, maxBand: Band?) {
    let isCeiling = light.maxBasis == .ceiling || light.maxBasis == nil
    if let max = light.lux.max {
      let basis = basis(isCeiling ? [.maximum] : Self.maximumRoles) {
        Self.same($0.lux?.max, max) || (!isCeiling && Self.same($0.lux?.min, max))
      }
      if isCeiling {
        ceiling = Figure(lux: max, basis: basis)
      } else {
        // A tolerated maximum: the plant takes at least this much.
        taken = Figure(lux: max, basis: basis)
      }
    } else if let band = maxBand {
      let basis = basis(Self.maximumRoles) { _ in false }
      if isCeiling, let upper = band.upperLux {
        ceiling = Figure(lux: upper, basis: basis, band: band)
      } else {
        // No figure: the plant takes that band's light, or (`ideal`) the brightest band's.
        taken = Figure(lux: band.upperLux ?? .infinity, basis: basis, band: band)
      }
    }
  }

  /// The brightest light a source says the plant takes: the top of the ideal, a ceiling, the
  /// upper end of a class it tolerates (infinity for an open one) or of a statement's range;
  /// failing all of these, the top of the band of its highest known figure.
  ///
  /// Only a top above the darkest light the plant takes counts: when sources disagree, a
  /// statement's figure below the minimum another sets ("succulents need 300 fc" against
  /// "1,000 fc") says nothing of how much more than that minimum the plant takes, and would
  /// leave it no range at all.
  private func brightestKnown(bands: BandTable) -> Figure? {
    var candidates: [Figure] = [idealUpper, ceiling].compactMap { $0 }
    for statement in statements {
      guard let role = statement.role, let range = statement.lux else { continue }
      let top: Double?
      switch role {
      case .tolerated, .toleratedAbove:
        top = range.max ?? (range.min != nil ? .infinity : nil)
      case .toleratedBelow, .minimum:
        // An open "at least" says nothing about how much more the plant takes.
        top = range.max
      case .ideal, .maximum:
        top = nil
      }
      if let top, let basis = LightBasis([statement]) {
        candidates.append(Figure(lux: top, basis: basis))
      }
    }
    if let taken { candidates.append(taken) }
    let floor = knownLower?.lux ?? 0
    if let best = candidates.filter({ $0.lux > floor }).max(by: { $0.lux < $1.lux }) {
      return best
    }
    guard let highest = [minimum, idealLower].compactMap({ $0 }).max(by: { $0.lux < $1.lux })
    else { return nil }
    let band = bands.band(forLux: highest.lux)
    return Figure(lux: band.upperLux ?? .infinity, basis: highest.basis, band: band)
  }

  /// The darkest light of a class the plant is said to take, for a plant without a minimum or
  /// an ideal.
  private func lowestTolerated() -> Figure? {
    let classes = statements.filter {
      $0.role.map(Self.toleratedRoles.contains) == true && $0.lux?.min != nil
    }
    guard let lowest = classes.compactMap({ $0.lux?.min }).min() else { return nil }
    return LightBasis(classes.filter { $0.lux?.min == lowest }).map {
      Figure(lux: lowest, basis: $0)
    }
  }

  /// The highest upper end among the classes the plant is said to tolerate that have no lower
  /// end: "tolerates diffuse light (under 5,300 lux)".
  private func openBelow() -> Figure? {
    let classes = statements.filter {
      $0.role.map(Self.toleratedRoles.contains) == true && $0.lux?.min == nil
        && $0.lux?.max != nil
    }
    guard let top = classes.compactMap({ $0.lux?.max }).max() else { return nil }
    return LightBasis(classes.filter { $0.lux?.max == top }).map { Figure(lux: top, basis: $0) }
  }

  // MARK: - Bases

  /// The basis of the statements of the narrowest scope among `statements`.
  private func narrowest(_ statements: [LightEvidence]) -> LightBasis? {
    guard let scope = statements.map(\.scope).min() else { return nil }
    return LightBasis(statements.filter { $0.scope == scope })
  }

  /// The basis of the statements of `roles` that `matches`, else of every statement of `roles`,
  /// else of every statement.
  private func basis(_ roles: Set<LightEvidence.Role>, _ matches: (LightEvidence) -> Bool)
    -> LightBasis
  {
    let ofRoles = statements.filter { $0.role.map(roles.contains) == true }
    return LightBasis(ofRoles.filter(matches)) ?? LightBasis(ofRoles)
      ?? LightBasis(statements) ?? LightBasis(sources: [], scope: .plant)
  }

  /// Whether a statement's bound is the figure, to within rounding.
  static func same(_ bound: Double?, _ figure: Double?) -> Bool {
    guard let bound, let figure else { return false }
    return abs(bound - figure) < 0.5
  }
}
