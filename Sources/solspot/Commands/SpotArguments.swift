import SolspotKit

/// Reads the light of a spot from `--band`, `--lux`, exposure settings or a saved spot
/// (`--spot NAME`, with `--store PATH` and the reading filters), for `solspot plants`.
enum SpotArguments {
  /// The options, for a command's spec.
  static let options =
    [
      OptionSpec(
        ["--band"], value: "NAME", help: "The spot's band: low, medium, bright-indirect or direct."),
      OptionSpec(
        ["--lux"], value: "N",
        help: "The spot's light in lux, taken as exact (unlike an estimate): 0 to 200,000."),
      OptionSpec(
        ["--fc"], value: "N",
        help: "The spot's light in foot-candles (1 fc = 10.7639 lux), taken as exact: 0 to 18,580."),
    ] + ExposureArguments.options + [
      DeviceArguments.option, DeviceArguments.profileOption,
      OptionSpec(
        ["--spot"], value: "NAME",
        help: "A saved spot: its readings combined, as 'solspot spot show' gives its level."),
      StoreArguments.option,
    ] + ReadingFilterArguments.options

  /// The brightest `--lux` accepted: full sun is about 108,000 lux (REFERENCE.md), so more is
  /// no spot in a home.
  static let maximumLux = 200_000.0

  /// The light, with the settings hints for an estimate and the saved spot for `--spot`.
  ///
  /// - Throws: ``UsageError`` unless exactly one input is given, or for a reading filter
  ///   without `--spot`; ``CommandFailure`` (exit 1) for an unknown device, a bad date, or a
  ///   saved spot without readings (among those chosen); ``SpotError`` for an unknown spot,
  ///   with close names.
  static func spot(from arguments: ParsedArguments, bands: BandTable) throws -> PlantSpot {
    guard !(arguments.has("--lux") && arguments.has("--fc")) else {
      throw UsageError.conflict("give the light once: --lux N or --fc N")
    }
    let hasSettings = ExposureArguments.isPresent(in: arguments)
    let given = [
      arguments.has("--band"), arguments.has("--lux") || arguments.has("--fc"), hasSettings,
      arguments.has("--spot"),
    ]
    .filter { $0 }
    guard given.count == 1 else {
      throw UsageError.conflict(
        given.isEmpty
          ? "give the spot's light: --band NAME, --lux N, --fc N, -f, -t and --iso, or --spot NAME"
          : "give only one of --band, --lux (or --fc), -f/-t/--iso or --spot")
    }
    for key in ["--device", "--profile"] where arguments.has(key) && !hasSettings {
      throw UsageError.conflict("\(key) needs exposure settings (-f, -t and --iso)")
    }
    for key in ["--store", "--season", "--since", "--until"]
    where arguments.has(key) && !arguments.has("--spot") {
      throw UsageError.conflict("\(key) applies only with --spot NAME")
    }
    if let name = arguments.string("--spot") { return try saved(name, arguments) }
    if let name = arguments.string("--band") {
      guard let band = bands.band(named: name) else {
        let names = bands.bands.map(\.id)
        let close = Suggestions.closest(to: name, among: names, limit: 1).first
        throw UsageError.invalidValue(
          option: "--band", value: name,
          reason: "unknown band; expected " + names.dropLast().joined(separator: ", ") + " or "
            + (names.last ?? "") + (close.map { "; did you mean '\($0)'?" } ?? ""))
      }
      return PlantSpot(light: .band(band))
    }
    if let lux = try Self.grouped(
      arguments, "--lux", expected: "expected a number of lux such as 6000")
    {
      guard lux >= 0, lux <= maximumLux else {
        throw UsageError.invalidValue(
          option: "--lux", value: arguments.string("--lux") ?? "",
          reason: "expected 0 to \(LuxText.grouped(maximumLux)) lux")
      }
      return PlantSpot(light: .lux(lux))
    }
    if let footCandles = try Self.grouped(
      arguments, "--fc", expected: "expected a number of foot-candles such as 500")
    {
      let maximum = IlluminanceUnit.footCandles.value(fromLux: maximumLux)
      guard footCandles >= 0, footCandles <= maximum else {
        throw UsageError.invalidValue(
          option: "--fc", value: arguments.string("--fc") ?? "",
          reason: "expected 0 to \(LuxText.grouped(maximum.rounded(.down))) fc (200,000 lux)")
      }
      return PlantSpot(
        light: .lux(IlluminanceUnit.footCandles.lux(from: footCandles)), givenIn: .footCandles)
    }
    let exposure = try ExposureArguments.exposure(from: arguments)
    let profile = try DeviceArguments.profile(from: arguments)
    return PlantSpot(
      light: .estimate(try LuxEstimator(profile: profile).estimate(exposure)),
      hints: SettingsHint.hints(for: arguments, exposure: exposure, profile: profile))
  }

  /// The value of `key` as a quantity that may have thousands separators
  /// (``ValueText/grouped(_:)``), refused with how commas are read.
  static func grouped(_ arguments: ParsedArguments, _ key: String, expected: String)
    throws(UsageError) -> Double?
  {
    guard let text = arguments.string(key) else { return nil }
    guard let value = ValueText.grouped(text) else {
      throw .invalidValue(
        option: arguments.displayName(key), value: text,
        reason: ValueText.commaReason(text, expected: expected))
    }
    return value
  }

  /// The level of the saved spot `name` for plants: its readings, those `--season`, `--since`
  /// and `--until` choose, combined without the forced and night ones
  /// (``SpotAnswers/daylightLevel(of:filter:)``).
  private static func saved(_ name: String, _ arguments: ParsedArguments) throws -> PlantSpot {
    let filter = try ReadingFilterArguments.filter(from: arguments)
    let level: DaylightLevel
    do {
      level = try SavedSpotAnswers.answer(arguments, name: name) {
        try $0.daylightLevel(of: name, filter: filter)
      }
    } catch SpotError.unknownSpot(let name, let suggestions) {
      throw CommandFailure.unknownSpot(name, suggestions: suggestions)
    } catch let error as AnswerError {
      throw SavedSpotAnswers.failure(error, filter: filter, use: .level)
    }
    return PlantSpot(
      light: .level(level.summary),
      saved: PlantSpot.Saved(
        spot: level.spot,
        selection: ReadingSelection(
          filter: filter, total: level.total, forcedLeftOut: level.chosen.forcedLeftOut),
        daylight: level.daylight, outlier: level.outlier))
  }
}
