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
      help: "Only readings taken on or after this local date (YYYY-MM-DD)."),
    OptionSpec(
      ["--until"], value: "DATE",
      help: "Only readings taken on or before this local date (YYYY-MM-DD)."),
  ]

  /// The filter the arguments give; the empty filter when none is given.
  ///
  /// - Throws: ``UsageError`` for an unknown season; ``CommandFailure`` (exit 1, as for every
  ///   bad time) for a date that is not a real day or an empty range.
  static func filter(from arguments: ParsedArguments) throws -> ReadingFilter {
    let season = try arguments.value(
      "--season", expected: "expected winter, spring, summer or autumn"
    ) { Season(rawValue: $0.lowercased()) }
    do {
      return try ReadingFilter(
        season: season, since: arguments.string("--since"), until: arguments.string("--until"))
    } catch {
      switch error {
      case .invalidDay(let field, let text, let reason):
        throw CommandFailure("invalid date '\(text)' for --\(field): \(reason)")
      case .emptyRange(let since, let until):
        throw CommandFailure(
          "--until \(until) is before --since \(since), so no reading could be chosen")
      }
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
