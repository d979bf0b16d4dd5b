import SolspotKit

/// Reads the light of a spot from `--band`, `--lux` or exposure settings, for `solspot plants`.
///
/// `--spot NAME` (a saved spot) is reserved for the saved-spots feature and not accepted yet.
enum SpotArguments {
  /// The options, for a command's spec.
  static let options =
    [
      OptionSpec(
        ["--band"], value: "NAME", help: "The spot's band: low, medium, bright-indirect or direct."),
      OptionSpec(
        ["--lux"], value: "N",
        help: "The spot's light in lux, taken as exact (unlike an estimate): 0 to 200,000."),
    ] + ExposureArguments.options + [DeviceArguments.option]

  /// The brightest `--lux` accepted: full sun is about 108,000 lux (REFERENCE.md), so more is
  /// no spot in a home.
  static let maximumLux = 200_000.0

  /// The light, and the estimate it came from when settings were given.
  static func spot(from arguments: ParsedArguments, bands: BandTable) throws -> (
    spot: SpotLight, estimate: LuxEstimate?
  ) {
    let hasSettings = ExposureArguments.isPresent(in: arguments)
    let given = [arguments.has("--band"), arguments.has("--lux"), hasSettings].filter { $0 }
    guard given.count == 1 else {
      throw UsageError.conflict(
        given.isEmpty
          ? "give the spot's light: --band NAME, --lux N, or -f, -t and --iso"
          : "give only one of --band, --lux or -f/-t/--iso")
    }
    if arguments.has("--device"), !hasSettings {
      throw UsageError.conflict("--device needs exposure settings (-f, -t and --iso)")
    }
    if let name = arguments.string("--band") {
      guard let band = bands.band(named: name) else {
        let names = bands.bands.map(\.id)
        throw UsageError.invalidValue(
          option: "--band", value: name,
          reason: "unknown band; expected "
            + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""))
      }
      return (.band(band), nil)
    }
    if let lux = try arguments.number("--lux", expected: "expected a number of lux such as 6000") {
      guard lux >= 0, lux <= maximumLux else {
        throw UsageError.invalidValue(
          option: "--lux", value: arguments.string("--lux") ?? "",
          reason: "expected 0 to \(LuxText.grouped(maximumLux)) lux")
      }
      return (.lux(lux), nil)
    }
    let exposure = try ExposureArguments.exposure(from: arguments)
    let profile = try DeviceArguments.profile(from: arguments)
    let estimate = try LuxEstimator(profile: profile).estimate(exposure)
    return (.estimate(estimate), estimate)
  }
}
