/// A time as people type it: a moment with its UTC offset, a wall-clock date and time without
/// one, or a date alone.
///
/// `2025-06-21T14:30+02:00` and `2025-06-21T14:30Z` are moments (``Timestamp/init(iso8601:)``);
/// `2025-06-21T14:30` and `2025-06-21 14:30:05` are wall-clock times, which a caller places in
/// a time zone (``resolve(_:offsetAt:)``, as `date` and `git` read a time without offset in
/// the machine's zone); `2025-06-21` is a day.
///
/// The library reads no time zone: the offsets come from the caller, so the same text gives
/// the same moment for the same zone on every platform.
public enum TimeInput: Sendable, Hashable {
  /// A moment: the text carried its UTC offset (or `Z`).
  case moment(Timestamp)
  /// A wall-clock date and time without an offset.
  case local(LocalTime)
  /// A date alone, `YYYY-MM-DD`.
  case day(year: Int, month: Int, day: Int)

  /// Reads `text`, or returns `nil` when it is none of the three forms (including days that
  /// do not exist and hours past 23; ``Timestamp/problem(iso8601:)`` says why).
  public init?(_ text: String) {
    if let moment = Timestamp(iso8601: text) {
      self = .moment(moment)
    } else if text.count > 10, let utc = Timestamp(iso8601: text + "Z") {
      // The same text read at UTC gives its wall-clock figures.
      self = .local(utc.local)
    } else if let day = CalendarDay(text), Timestamp.yearRange.contains(day.year) {
      self = .day(year: day.year, month: day.month, day: day.day)
    } else {
      return nil
    }
  }

  /// Where a wall-clock time falls in a time zone.
  public enum Placement: Sendable, Hashable {
    /// One moment has this wall-clock time.
    case unique(Timestamp)
    /// Two moments have it: the clocks went back over it (the end of summer time). The
    /// earlier comes first.
    case repeated(Timestamp, Timestamp)
    /// No moment has it: the clocks went forward over it (the start of summer time), from
    /// the offset `before` to `after`, in minutes.
    case skipped(before: Int, after: Int)
  }

  /// The moments whose wall-clock time in a zone is `local`.
  ///
  /// - Parameter offsetAt: The zone's UTC offset in minutes at a moment (Unix seconds).
  ///
  /// Properties (mirrored by the tests): in a zone with one offset, every wall-clock time is
  /// ``Placement/unique(_:)`` at that offset; a placed moment's wall-clock time at its own
  /// offset is `local`.
  public static func resolve(_ local: LocalTime, offsetAt: (Int64) -> Int) -> Placement {
    let wall =
      Timestamp.days(fromCivil: local.year, local.month, local.day) * 86_400
      + Int64(local.hour * 3600 + local.minute * 60 + local.second)
    // The offsets around it: a zone changes its offset at most once in a day and a half.
    let around = [wall - 129_600, wall, wall + 129_600].map(offsetAt)
    let candidates = Set(around)
    let moments = candidates.compactMap { offset -> Timestamp? in
      let moment = wall - Int64(offset) * 60
      guard offsetAt(moment) == offset else { return nil }
      return Timestamp(secondsSince1970: moment, utcOffsetMinutes: offset)
    }.sorted()
    switch moments.count {
    case 0: return .skipped(before: around[0], after: around[2])
    case 1: return .unique(moments[0])
    default: return .repeated(moments[0], moments[moments.count - 1])
    }
  }
}

extension LocalTime {
  /// The wall-clock time at noon of a day.
  static func noon(year: Int, month: Int, day: Int) -> LocalTime {
    LocalTime(year: year, month: month, day: day, hour: 12, minute: 0, second: 0)
  }
}

extension TimeInput {
  /// The wall-clock time to place for `--at`: the time given, or noon of a day given alone;
  /// `nil` for a moment, which needs no zone.
  public var wallClock: LocalTime? {
    switch self {
    case .moment: nil
    case .local(let time): time
    case .day(let year, let month, let day): .noon(year: year, month: month, day: day)
    }
  }
}
