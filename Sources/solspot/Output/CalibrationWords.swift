import Foundation
import SolspotKit

// A calibration fit's figures and the words a measured profile records about it.

extension CalibrationFit {
  /// Why the constant's σ is what it is, in words, for the profile's `sigmaBasis`.
  var sigmaBasis: String {
    let parts = [
      "standard error of the mean over \(samples) readings, "
        + "\(NumberText.fixed(standardErrorEV, 3)) EV (from the pairs' scatter "
        + (spotScatterEV.map { NumberText.fixed($0, 3) } ?? "unknown")
        + " EV, outliers included)",
      "the reference meter's \(NumberText.fixed(referenceSigmaEV, 3)) EV",
    ]
    return "Measured: " + parts.joined(separator: ", ") + ", in quadrature."
  }

  /// Where the constant comes from, for the profile's `constantSource`: "Fit of 12 paired
  /// readings against Sekonic C-800 on 2026-03-14 (solspot calibrate fit): log2 C =
  /// mean(log2 reference lux − EV), 20–20,000 lux".
  func constantSource(referenceMeter: String, date: String) -> String {
    let meter = referenceMeter.trimmingCharacters(in: [" ", "\t"])
    return "Fit of \(samples) paired readings against \(meter) on \(date) "
      + "(solspot calibrate fit): log2 C = mean(log2 reference lux − EV), "
      + LuxText.range(luxRange)
  }

  /// ``roundedDecades(_:)`` as text: `2.1`.
  static func decadesText(_ range: ClosedRange<Double>) -> String {
    NumberText.fixed(roundedDecades(range), 1)
  }
}

extension Calibration {
  /// A constant as people read it: three significant figures, zeros kept (`3.00`, `2.88`,
  /// `0.250`); beyond 1,000 or below 0.001 (no camera read right, but a wrong pair can imply
  /// it) with a power of ten: `1.06e4`, `1.00e-320`.
  static func constantText(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return NumberText.plain(value) }
    let magnitude = Int(log10(value).rounded(.down))
    if magnitude >= -3 && magnitude < 3 {
      return NumberText.significant(value, 3, keepingZeros: true)
    }
    var mantissa = value / pow(10, Double(magnitude))
    var exponent = magnitude
    // Rounding can carry into the next power of ten (9.996e4 to three figures is 1.00e5).
    if (mantissa * 100).rounded() >= 1000 {
      mantissa /= 10
      exponent += 1
    }
    return NumberText.fixed(mantissa, 2) + "e" + String(exponent)
  }
}
