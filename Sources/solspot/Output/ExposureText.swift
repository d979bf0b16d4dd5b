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
}
