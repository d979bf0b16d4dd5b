import SolspotKit

/// Exposure settings in words.
enum ExposureText {
  /// "f/1.9, 1/60 s, ISO 100", with ", bias +0.7 EV" when there is a bias.
  static func settings(_ exposure: Exposure) -> String {
    var parts = [
      "f/\(NumberText.significant(exposure.fNumber, 3))",
      ExposureTimeText.format(exposure.exposureTime),
      "ISO \(NumberText.significant(exposure.iso, 6))",
    ]
    if exposure.bias != 0 {
      parts.append(
        "bias \(exposure.bias > 0 ? "+" : "")\(NumberText.significant(exposure.bias, 3)) EV")
    }
    return parts.joined(separator: ", ")
  }

  /// A setting's name in words, as messages use it: "f-number", "exposure time".
  static func name(_ field: ExposureField) -> String {
    switch field {
    case .fNumber: "f-number"
    case .exposureTime: "exposure time"
    case .iso: "ISO"
    case .bias: "exposure bias"
    }
  }

  /// Why settings were rejected, a lower-case phrase naming the setting and its value:
  /// "f-number 0.3 is outside the range 0.5 to 512".
  static func problem(_ error: ExposureError) -> String {
    switch error {
    case .notFinite(let field, let value):
      "\(name(field)) must be a finite number, not \(value)"
    case .notPositive(let field, let value):
      "\(name(field)) must be greater than zero, not \(NumberText.plain(value))"
    case .outOfRange(let field, let value, let allowed):
      "\(name(field)) \(NumberText.plain(value)) is outside the range "
        + "\(NumberText.plain(allowed.lowerBound)) to \(NumberText.plain(allowed.upperBound))"
    }
  }
}
