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

  /// The f-number written in `text`: `1.9` or `f/1.9` (any case), or `nil` when it is not a
  /// number. The value is not range-checked: ``init(fNumber:exposureTime:iso:bias:)`` does that.
  public static func fNumber(_ text: some StringProtocol) -> Double? {
    let lowered = text.lowercased()
    return NumberText.number(lowered.hasPrefix("f/") ? lowered.dropFirst(2) : Substring(lowered))
  }
}
