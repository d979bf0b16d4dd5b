/// Which readings of a spot a level or a comparison uses: one season, and a range of local
/// dates.
///
/// A spot's light changes with the season, so a level over a whole year is an average of
/// different light. `spot show`, `spot history` and `spot compare` take `--season`, `--since`
/// and `--until` to choose the readings of one time of year (docs/cli.md).
///
/// A reading's season and date are those of its local date (the UTC offset recorded with it);
/// the season is reckoned in the hemisphere of the reading's spot. Both date ends are
/// included.
///
/// Properties: the empty filter includes every reading; a filter includes a reading exactly
/// when each of its parts does.
public struct ReadingFilter: Sendable, Hashable {
  /// The season readings must fall in, if any.
  public let season: Season?
  /// The first local date, `YYYY-MM-DD`, included.
  public let since: String?
  /// The last local date, `YYYY-MM-DD`, included.
  public let until: String?

  /// Every reading.
  public static let all = ReadingFilter(checkedSeason: nil, since: nil, until: nil)

  /// Creates a filter, checking that the dates are real days and in order.
  ///
  /// - Throws: ``ReadingFilterError``.
  public init(season: Season? = nil, since: String? = nil, until: String? = nil)
    throws(ReadingFilterError)
  {
    for (field, text) in [("since", since), ("until", until)] {
      guard let text else { continue }
      guard CalendarDay(text) != nil else {
        throw .invalidDay(
          field: field, text: text,
          reason: CalendarDay.problem(text).map { "it is not a real day: \($0)" }
            ?? "expected a date written YYYY-MM-DD, such as 2025-06-21")
      }
    }
    if let since, let until, until < since { throw .emptyRange(since: since, until: until) }
    self.init(checkedSeason: season, since: since, until: until)
  }

  private init(checkedSeason season: Season?, since: String?, until: String?) {
    self.season = season
    self.since = since
    self.until = until
  }

  /// Whether the filter lets every reading through.
  public var isEmpty: Bool { season == nil && since == nil && until == nil }

  /// Whether `reading`, of a spot in `hemisphere`, passes.
  public func includes(_ reading: Reading, hemisphere: Hemisphere) -> Bool {
    let local = reading.takenAt.local
    if let season, Season.of(month: local.month, in: hemisphere) != season { return false }
    // YYYY-MM-DD with four-digit years orders as text.
    let date = local.dateText
    if let since, date < since { return false }
    if let until, date > until { return false }
    return true
  }

  /// The readings of a spot in `hemisphere` that pass, in their order.
  public func apply(_ readings: [Reading], hemisphere: Hemisphere) -> [Reading] {
    isEmpty ? readings : readings.filter { includes($0, hemisphere: hemisphere) }
  }

  /// "in winter", "from 2025-01-01 to 2025-03-31", "in winter until 2025-02-28"; empty for
  /// the empty filter.
  public var text: String {
    var parts: [String] = []
    if let season { parts.append("in \(season.rawValue)") }
    switch (since, until) {
    case (let since?, let until?): parts.append("from \(since) to \(until)")
    case (let since?, nil): parts.append("from \(since)")
    case (nil, let until?): parts.append("until \(until)")
    case (nil, nil): break
    }
    return parts.joined(separator: " ")
  }
}

/// Why a ``ReadingFilter`` was refused.
public enum ReadingFilterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A date that is not a real day written `YYYY-MM-DD`.
  case invalidDay(field: String, text: String, reason: String)
  /// `until` comes before `since`.
  case emptyRange(since: String, until: String)

  /// A lower-case phrase naming what is wrong.
  public var description: String {
    switch self {
    case .invalidDay(let field, let text, let reason):
      "the \(field) date '\(text)' is invalid: \(reason)"
    case .emptyRange(let since, let until):
      "the until date \(until) is before the since date \(since), so no reading could be chosen"
    }
  }
}
