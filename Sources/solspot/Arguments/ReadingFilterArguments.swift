import SolspotKit

/// `--season`, `--since` and `--until`: which readings of a spot `spot show`, `spot history`
/// and `spot compare` use (``ReadingFilter``).
enum ReadingFilterArguments {
  /// The options, for a command's spec.
  static let options = [
    OptionSpec(
      ["--season"], value: "S",
      help: "Only readings of this season (winter, spring, summer or autumn) in each spot's "
        + "hemisphere."),
    OptionSpec(
      ["--since"], value: "DATE",
      help: "Only readings taken on or after this local date (YYYY-MM-DD), or time "
        + "(2025-06-21T14:30, in this computer's time zone, or with a UTC offset)."),
    OptionSpec(
      ["--until"], value: "DATE",
      help: "Only readings taken on or before this local date (the whole day), or time."),
  ]

  /// The filter the arguments give; the empty filter when none is given.
  ///
  /// A date alone is the whole local day, on each reading's own clock; a time without an
  /// offset is placed in this computer's time zone (``TimeArguments/place(_:text:option:)``).
  ///
  /// - Throws: ``UsageError`` for an unknown season; ``CommandFailure`` (exit 1, as for every
  ///   bad time) for a date that is not a real day, a time that is none of the forms, or an
  ///   empty range.
  static func filter(from arguments: ParsedArguments) throws -> ReadingFilter {
    let season = try arguments.value(
      "--season", expected: "expected winter, spring, summer or autumn"
    ) { Season(rawValue: $0.lowercased()) }
    func limit(_ option: String) throws -> ReadingFilter.Limit? {
      guard let text = arguments.string(option) else { return nil }
      // A date that is not a real day is worded as a date (ReadingFilterError.invalidDay).
      if text.count == 10, TimeInput(text) == nil { return .day(text) }
      switch try TimeArguments.read(text, option: option) {
      case .moment(let moment): return .moment(moment)
      case .local(let wall):
        return .moment(try TimeArguments.place(wall, text: text, option: option))
      // A day is only ever read from its YYYY-MM-DD text.
      case .day: return .day(text)
      }
    }
    let (since, until) = (try limit("--since"), try limit("--until"))
    do {
      return try ReadingFilter(season: season, since: since, until: until)
    } catch {
      throw CommandFailure.readingFilter(error)
    }
  }
}

/// Which readings a command shows, for its text: the filter, how many there were in all, and
/// how many forced readings were left out of the level (``LevelReadings``).
struct ReadingSelection {
  /// The filter applied.
  let filter: ReadingFilter
  /// The spot's readings before the filter.
  let total: Int
  /// The forced readings the filter chose, left out of the level.
  var forcedLeftOut = 0

  /// No filter.
  static let all = ReadingSelection(filter: .all, total: 0)

  /// Whether a filter was given.
  var isFiltered: Bool { !filter.isEmpty }

  /// "in winter", "from 2025-01-01 to 2025-03-31".
  var text: String { filter.text }
}
