/// What a spot's seasonal drop in light means for plants: which plants that suit it in its
/// brightest season will struggle in a darker one (docs/plant-matching.md, "Seasons").
///
/// Each season's level (``SeasonalReport/SeasonLevel/summary``) is matched as a
/// ``SpotLight/level(_:)`` by ``PlantMatcher``. For each plant, its verdicts in the brightest
/// season and in a darker one give an ``Outcome``:
///
/// | brightest season | darker season | outcome |
/// |---|---|---|
/// | good or possible | too dark, not borderline | ``Outcome/struggles`` |
/// | good or possible | too dark borderline, or possible borderline on the dark side | ``Outcome/mayStruggle`` |
/// | good or possible | good or possible otherwise | ``Outcome/stillSuits`` |
/// | good or possible | too bright | ``Outcome/neither`` |
/// | too dark or too bright | good or possible | ``Outcome/suitsDarker`` |
/// | too dark or too bright | too dark or too bright | ``Outcome/neither`` |
///
/// The seasons' bands are absolute levels: with an uncalibrated device they carry its wide
/// interval, and the plants named are as sure as the levels are (the ratio between seasons is
/// the precise part).
///
/// Properties (mirrored by the tests):
/// - an ``Effect`` of ``init(report:plants:matcher:)`` holds only plants that struggle or may
///   struggle, each named at the first darker season after the brightest one where it does,
///   in the order the seasons follow it (a plant that struggles from September is not named
///   again for December; one that only may struggle from September is, if it struggles from
///   December);
/// - within an effect, plants that struggle come first, then those that may; each group in the
///   ranking of the brightest season (most suitable first);
/// - a change that is not clear (``SeasonalReport/BandChange/isClear``: its season's light is
///   not clearly less than the brightest season's) has no entries, with `--plant` too.
public struct SeasonalPlants: Sendable, Hashable {
  /// How a plant fares when the light drops.
  public enum Outcome: String, Sendable, Hashable, CaseIterable {
    /// Suited in the brightest season, too dark in the darker one.
    case struggles
    /// Suited in the brightest season; in the darker one it is borderline on the dark side.
    case mayStruggle = "may-struggle"
    /// Suited in both.
    case stillSuits = "still-suits"
    /// Not suited in the brightest season (too dark or too bright), suited in the darker one.
    case suitsDarker = "suits-darker"
    /// Suited in neither season.
    case neither

    /// The outcome of a plant matched `brightest` in the brightest season and `darker` in a
    /// darker one.
    public init(brightest: PlantMatch, darker: PlantMatch) {
      guard brightest.verdict.isSuited else {
        self = darker.verdict.isSuited ? .suitsDarker : .neither
        return
      }
      let darkSide = darker.borderline?.side == .dark
      switch darker.verdict {
      case .tooDark: self = darkSide ? .mayStruggle : .struggles
      case .good, .possible: self = darkSide ? .mayStruggle : .stillSuits
      case .tooBright: self = .neither
      }
    }
  }

  /// One plant in a darker season.
  public struct Entry: Sendable, Hashable {
    /// Its match in the brightest season.
    public let brightest: PlantMatch
    /// Its match in the darker season.
    public let darker: PlantMatch
    /// What that means for it.
    public let outcome: Outcome

    /// The plant.
    public var plant: Plant { brightest.plant }
  }

  /// The plants of one band change.
  public struct Effect: Sendable, Hashable {
    /// The darker season and its band.
    public let change: SeasonalReport.BandChange
    /// The plants, in the order above.
    public let entries: [Entry]
  }

  /// The brightest season, when the report has readings.
  public let reference: Season?
  /// One effect per band change of the report, in the report's order.
  public let effects: [Effect]

  /// The plants of `plants` that suit the brightest season and struggle, or may, in a darker
  /// one.
  public init(report: SeasonalReport, plants: [Plant], matcher: PlantMatcher) {
    self.init(report: report, matcher: matcher, plants: plants, everyOutcome: false)
  }

  /// How `plant` fares in every darker season of `report`, whatever the outcome.
  public init(report: SeasonalReport, plant: Plant, matcher: PlantMatcher) {
    self.init(report: report, matcher: matcher, plants: [plant], everyOutcome: true)
  }

  private init(
    report: SeasonalReport, matcher: PlantMatcher, plants: [Plant], everyOutcome: Bool
  ) {
    reference = report.reference
    guard let reference = report.reference,
      let brightest = report.seasons.first(where: { $0.season == reference })
    else {
      effects = []
      return
    }
    let ranked = matcher.matches(plants, spot: .level(brightest.summary))
    let start = Season.yearOrder.firstIndex(of: reference) ?? 0
    func delay(_ season: Season) -> Int {
      ((Season.yearOrder.firstIndex(of: season) ?? 0) - start + 4) % 4
    }
    // A plant is named once it struggles; one that only may struggle is named again when a
    // later season makes it struggle.
    var struggling: Set<String> = []
    var mayStruggle: Set<String> = []
    func keep(_ entry: Entry) -> Bool {
      if everyOutcome { return true }
      let id = entry.plant.id
      switch entry.outcome {
      case .struggles: return !struggling.contains(id)
      case .mayStruggle: return !struggling.contains(id) && !mayStruggle.contains(id)
      case .stillSuits, .suitsDarker, .neither: return false
      }
    }
    var bySeason: [Season: [Entry]] = [:]
    // A change the ratio does not show (no clear difference) is only possible: no plant is
    // said to struggle, or not, for it.
    let clear = report.changes.filter(\.isClear)
    for change in clear.sorted(by: { delay($0.season) < delay($1.season) }) {
      guard let level = report.seasons.first(where: { $0.season == change.season }) else {
        continue
      }
      let entries = ranked.map { match in
        let darker = matcher.match(match.plant, spot: .level(level.summary))
        return Entry(
          brightest: match, darker: darker,
          outcome: Outcome(brightest: match, darker: darker))
      }.filter(keep)
      let ordered =
        entries.filter { $0.outcome == .struggles } + entries.filter { $0.outcome != .struggles }
      for entry in ordered {
        if entry.outcome == .struggles { struggling.insert(entry.plant.id) }
        if entry.outcome == .mayStruggle { mayStruggle.insert(entry.plant.id) }
      }
      bySeason[change.season] = ordered
    }
    effects = report.changes.map { Effect(change: $0, entries: bySeason[$0.season] ?? []) }
  }

  /// The effect of `change`, if it is one of the report's.
  public func effect(of change: SeasonalReport.BandChange) -> Effect? {
    effects.first { $0.change == change }
  }
}
