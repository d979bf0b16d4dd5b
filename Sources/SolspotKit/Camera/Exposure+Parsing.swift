extension Exposure {
  /// The f-number written in `text`: `1.9` or `f/1.9` (any case), or `nil` when it is not a
  /// number. The value is not range-checked: ``init(fNumber:exposureTime:iso:bias:)`` does that.
  public static func fNumber(_ text: some StringProtocol) -> Double? {
    let lowered = text.lowercased()
    return NumberText.number(lowered.hasPrefix("f/") ? lowered.dropFirst(2) : Substring(lowered))
  }
}
