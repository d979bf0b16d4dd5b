import SolspotKit

/// What `spot measure` says of an implausible reading (``ImplausibleReading``): why it was
/// refused (the warning on one saved flagged with `--force` is ``NoteText/forced(_:)``, in
/// these rules' words); and what a level says of the forced readings it left out
/// (``LevelReadings``).
enum ForcedText {
  /// One rule the reading breaks, with its figures: "it reads 480,000 lux, above the 130,000
  /// lux no spot receives (full sun is about 108,000 lux), so the settings are wrong or the sun
  /// shone into the camera".
  static func rule(_ refusal: ImplausibleReading, device: String) -> String {
    switch refusal {
    case .brighterThanSun(let lux, let isBound, let limit):
      let figure =
        isBound
        ? "it is at least \(Illuminance.text(lux, rounding: .down))"
        : "it reads \(Illuminance.text(lux))"
      return figure + ", above the \(Illuminance.exact(limit)) no spot receives (full sun is "
        + "about \(Illuminance.exact(BandListing.fullSunLux))), so the settings are wrong or the "
        + "sun shone into the camera"
    case .beyondDocumentedRange(let field, let value, let range, let margin):
      let (shown, low, high) =
        field == .iso
        ? (
          "ISO \(NumberText.plain(value))", "ISO \(LuxText.grouped(range.lowerBound))",
          LuxText.grouped(range.upperBound)
        )
        : (
          "an exposure of \(ExposureTimeText.format(value))",
          ExposureTimeText.format(range.lowerBound), ExposureTimeText.format(range.upperBound)
        )
      return "\(shown) lies outside the \(low) to \(high) documented for \(device) by more "
        + "than the \(fraction(margin)) EV a rounded setting may be off: the camera cannot "
        + "have chosen it"
    }
  }

  /// "1/6" for a sixth of a stop, else the number.
  private static func fraction(_ ev: Double) -> String {
    abs(ev - 1.0 / 6) < 1e-9 ? "1/6" : NumberText.plain(ev)
  }

  /// The refusal, for standard error after `solspot: `: "nothing was saved to 'sill': this
  /// reading is implausible: … ; check the settings (…) and the device (…); if the sun is on
  /// the spot, …; or add --force to save it flagged (…)".
  static func refusal(_ refusals: [ImplausibleReading], spot: String, estimate: LuxEstimate)
    -> String
  {
    let rules = refusals.map { rule($0, device: estimate.device.id) }
    let settings = ExposureText.settings(estimate.exposure)
    let direct = (try? BandTable.builtIn())?.bands.first { $0.id == "direct" }?.lowerLux
    let sun =
      refusals.contains { $0.code == "brighter-than-sun" }
      ? "; if the sun is on the spot, it gets direct light"
        + (direct.map { " (more than \(Illuminance.exact($0)))" } ?? "")
        + ": measure its level when the sun is off it"
      : ""
    return "nothing was saved to '\(spot)': this reading is implausible: "
      + rules.joined(separator: "; and ") + "; check the settings (\(settings)) "
      + "and the device (\(estimate.device.id))" + sun + "; or add --force to save it flagged: "
      + "'spot history' lists it, but levels, comparisons, seasons and plant verdicts leave it "
      + "out"
  }

  /// "Note: 1 implausible reading of sill (flagged: …) is left out; …", or `nil` when none
  /// was. A flagged reading was saved with `--force`, or by an older Solspot and flagged when
  /// the store was upgraded or the file imported (``ImplausibleReading``).
  static func leftOut(_ name: String, count: Int) -> String? {
    count > 0 ? LevelNoteText.line(.forcedLeftOut(count: count), spot: name) : nil
  }

  /// What `spot history` adds to a flagged reading's line.
  static let historyMark = "; implausible: left out of levels"
}
