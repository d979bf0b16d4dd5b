extension Exposure {
  /// The settings in words: "f/1.9, 1/60 s, ISO 100" with ", bias +0.7 EV" when there is one.
  public var text: String {
    var parts = [
      "f/\(NumberText.significant(fNumber, 3))",
      ExposureTimeText.format(exposureTime),
      "ISO \(NumberText.significant(iso, 6))",
    ]
    if bias != 0 {
      parts.append("bias \(bias > 0 ? "+" : "")\(NumberText.significant(bias, 3)) EV")
    }
    return parts.joined(separator: ", ")
  }
}
