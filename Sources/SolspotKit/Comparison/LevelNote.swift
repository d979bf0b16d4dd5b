/// A note on a saved spot's level, as `solspot plants --spot` gives it beside its verdict: a
/// stable code and typed values, never a sentence. The CLI renders it as English
/// (`Output/LevelNoteText.swift`) for both its text and its JSON `message`.
public enum LevelNote: Sendable, Hashable {
  /// The readings vary more than the light at a spot usually does between readings
  /// (``LightVariation/exceedsPrior``); `outlier` is the one reading that alone makes them
  /// vary this much (``ReadingSummary/outlierIndex``), when it is a point reading.
  case readingsVary(LightVariation, outlier: StoredReading?)
  /// The readings span more months than one season, reckoned in `hemisphere`.
  case readingsSpanSeasons(ReadingTimes, hemisphere: Hemisphere)
  /// `--season` chose the readings in a hemisphere assumed as the spot has no location.
  case hemisphereAssumed(Season, hemisphere: Hemisphere)
  /// This many readings flagged implausible were left out of the level.
  case forcedLeftOut(count: Int)
  /// This many readings taken at night were left out of the verdict.
  case nightLeftOut(count: Int)
  /// Every reading was taken at night, so the verdict rests on lamp light.
  case nightOnly

  /// A level note's stable code, as scripts see it in JSON (`notes[].code`).
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// ``LevelNote/readingsVary(_:outlier:)``.
    case readingsVary = "readings-vary"
    /// ``LevelNote/readingsSpanSeasons(_:hemisphere:)``.
    case readingsSpanSeasons = "readings-span-seasons"
    /// ``LevelNote/hemisphereAssumed(_:hemisphere:)``.
    case hemisphereAssumed = "hemisphere-assumed"
    /// ``LevelNote/forcedLeftOut(count:)``: the same code as ``Note/Code/forced``.
    case forced
    /// ``LevelNote/nightLeftOut(count:)``.
    case nightLeftOut = "night-left-out"
    /// ``LevelNote/nightOnly``.
    case nightOnly = "night-only"
  }

  /// The note's stable code.
  public var code: Code {
    switch self {
    case .readingsVary: .readingsVary
    case .readingsSpanSeasons: .readingsSpanSeasons
    case .hemisphereAssumed: .hemisphereAssumed
    case .forcedLeftOut: .forced
    case .nightLeftOut: .nightLeftOut
    case .nightOnly: .nightOnly
    }
  }
}

extension LevelNote {
  /// The note on readings that vary more than the prior allows, or `nil` when they do not.
  /// `outlier` is kept only when it is a point reading: a bound is not part of the variation.
  public static func scatter(_ summary: ReadingSummary, outlier: StoredReading? = nil)
    -> LevelNote?
  {
    let variation = summary.variation
    guard variation.observedDegrees > 0, variation.exceedsPrior else { return nil }
    let point = outlier.flatMap { $0.reading.value.point == nil ? nil : $0 }
    return .readingsVary(variation, outlier: point)
  }

  /// The note on readings that span more months than one season, or `nil`.
  public static func seasonSpan(_ summary: ReadingSummary, hemisphere: Hemisphere) -> LevelNote? {
    summary.times.spansSeasons ? .readingsSpanSeasons(summary.times, hemisphere: hemisphere) : nil
  }

  /// The note on night readings, or `nil` when none was taken at night.
  public static func night(_ daylight: DaylightReadings) -> LevelNote? {
    if daylight.isNightOnly { return .nightOnly }
    return daylight.nightLeftOut > 0 ? .nightLeftOut(count: daylight.nightLeftOut) : nil
  }

  /// The notes of a saved spot's level, in the order `plants --spot` gives them: readings
  /// that vary, readings that span seasons, an assumed hemisphere when `season` chose the
  /// readings, forced readings left out (`forcedLeftOut`) and night readings (`daylight`).
  public static func notes(
    _ summary: ReadingSummary, spot: SavedSpot, outlier: StoredReading? = nil,
    season: Season? = nil, forcedLeftOut: Int = 0, daylight: DaylightReadings? = nil
  ) -> [LevelNote] {
    let hemisphere = spot.location.hemisphere
    return [
      scatter(summary, outlier: outlier),
      seasonSpan(summary, hemisphere: hemisphere),
      season.flatMap {
        spot.location.isAssumed ? LevelNote.hemisphereAssumed($0, hemisphere: hemisphere) : nil
      },
      forcedLeftOut > 0 ? LevelNote.forcedLeftOut(count: forcedLeftOut) : nil,
      daylight.flatMap { LevelNote.night($0) },
    ].compactMap { $0 }
  }
}
