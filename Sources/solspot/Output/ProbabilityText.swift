/// Probabilities as people read them, never claiming certainty.
enum ProbabilityText {
  /// A whole percentage: `62%`; `>99%` and `<1%` at the ends, so that no reading is ever shown
  /// as 100% or 0% certain. A value that is not a number reads `?%`.
  static func percent(_ probability: Double) -> String {
    guard !probability.isNaN else { return "?%" }
    if probability >= 0.995 { return ">99%" }
    if probability < 0.005 { return "<1%" }
    return "\(Int((probability * 100).rounded()))%"
  }
}
