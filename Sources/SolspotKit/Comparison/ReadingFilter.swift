/// Which readings of a spot a level or a comparison uses: one season, and a range of local
/// dates.
///
/// A spot's light changes with the season, so a level over a whole year is an average of
/// different light. `spot show`, `spot history` and `spot compare` take `--season`, `--since`
/// and `--until` to choose the readings of one time of year (docs/cli.md).
///
/// A reading's season and date are those of its local date (the UTC offset recorded with it);
/// the season is reckoned in the hemisphere of the reading's spot. Both ends are included: a
/// day (``Limit/day(_:)``) the whole of it, by each reading's own local date; a moment
/// (``Limit/moment(_:)``, from a time typed with its offset, or placed in the machine's time
/// zone by the CLI) by the readings' moments.
///
/// Properties: the empty filter includes every reading; a filter includes a reading exactly
/// when each of its parts does.
public struct ReadingFilter: Sendable, Hashable {
  /// One end of the range of readings.
  public enum Limit: Sendable, Hashable {
    /// A local date, `YYYY-MM-DD`: the whole day, on each reading's own clock.
    case day(String)
    /// A moment.
    case moment(Timestamp)

    /// `2025-06-21`, or the moment in ISO 8601 with its offset.
    public var value: String {
      switch self {
      case .day(let day): day
      case .moment(let moment): moment.iso8601
      }
    }

    /// The local date the limit falls on: the day, or the moment's at its own offset.
    var dateText: String {
      switch self {
      case .day(let day): day
      case .moment(let moment): moment.local.iso8601Date
      }
    }
  }

  /// The season readings must fall in, if any.
  public let season: Season?
  /// The first day or moment, included.
  public let since: Limit?
  /// The last day or moment, included.
  public let until: Limit?

  /// Every reading.
  public static let all = ReadingFilter(checkedSeason: nil, since: nil, until: nil)

  /// Creates a filter of local dates written `YYYY-MM-DD`, checking that they are real days
  /// and in order.
  ///
  /// - Throws: ``ReadingFilterError``.
  public init(season: Season? = nil, since: String? = nil, until: String? = nil)
    throws(ReadingFilterError)
  {
    for (field, text) in [("since", since), ("until", until)] {
      guard let text else { continue }
      guard CalendarDay(text) != nil else {
        throw .invalidDay(field: field, text: text, problem: DayProblem(text))
      }
    }
    try self.init(season: season, since: since.map(Limit.day), until: until.map(Limit.day))
  }

  /// Creates a filter of days or moments, checking that they are in order.
  ///
  /// A day must be a real day written `YYYY-MM-DD`. Two moments are in order when `until`
  /// is not before `since`; a day and a moment when the moment's local date is not before
  /// (or after) the day.
  ///
  /// - Throws: ``ReadingFilterError``.
  public init(season: Season?, since: Limit?, until: Limit?) throws(ReadingFilterError) {
    for (field, limit) in [("since", since), ("until", until)] {
      guard case .day(let text)? = limit, CalendarDay(text) == nil else { continue }
      throw .invalidDay(field: field, text: text, problem: DayProblem(text))
    }
    if let since, let until {
      let isEmpty =
        switch (since, until) {
        case (.moment(let first), .moment(let last)): last < first
        default: until.dateText < since.dateText
        }
      if isEmpty { throw .emptyRange(since: since, until: until) }
    }
    self.init(checkedSeason: season, since: since, until: until)
  }

  private init(checkedSeason season: Season?, since: Limit?, until: Limit?) {
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
    let date = local.iso8601Date
    switch since {
    case .day(let day)?: if date < day { return false }
    case .moment(let moment)?: if reading.takenAt < moment { return false }
    case nil: break
    }
    switch until {
    case .day(let day)?: if date > day { return false }
    case .moment(let moment)?: if moment < reading.takenAt { return false }
    case nil: break
    }
    return true
  }

  /// The readings of a spot in `hemisphere` that pass, in their order.
  public func apply(_ readings: [Reading], hemisphere: Hemisphere) -> [Reading] {
    isEmpty ? readings : readings.filter { includes($0, hemisphere: hemisphere) }
  }
}

/// Why a ``ReadingFilter`` was refused.
public enum ReadingFilterError: Error, Sendable, Hashable {
  /// A date that is not a real day written `YYYY-MM-DD`: the field (`since`, `until`), the
  /// text as given, and why it is not a real day (`nil` when it is not written `YYYY-MM-DD`
  /// at all).
  case invalidDay(field: String, text: String, problem: DayProblem?)
  /// `until` comes before `since`.
  case emptyRange(since: ReadingFilter.Limit, until: ReadingFilter.Limit)
}
