import Foundation
import SolspotKit

/// What the library estimates for settings, so that tests of the CLI's wording derive their
/// figures instead of pinning numbers a change of the default constant would move.
enum ExpectedEstimate {
  /// The estimate of `fNumber`, `time` (seconds) and `iso` on the built-in profile `device`.
  static func of(
    f fNumber: Double, t time: Double, iso: Double, bias: Double = 0, device: String = "generic",
    confidence: Double = 0.9
  ) throws -> LuxEstimate {
    let catalog = try DeviceProfileCatalog.builtIn()
    guard let profile = catalog.profile(named: device),
      let level = Confidence(confidence)
    else { throw Missing.profile(device) }
    let exposure = try Exposure(fNumber: fNumber, exposureTime: time, iso: iso, bias: bias)
    return try LuxEstimator(profile: profile).estimate(exposure, confidence: level)
  }

  /// The bias, to six decimals as a test passes it, that puts the lower end (or with `upper`
  /// the upper end) of the estimate's interval at `lux` for these settings.
  static func bias(
    putting lux: Double, upper: Bool = false, f fNumber: Double, t time: Double, iso: Double,
    confidence: Double
  ) throws -> Double {
    let estimate = try of(f: fNumber, t: time, iso: iso, confidence: confidence)
    guard let level = Confidence(confidence) else { throw Missing.profile("confidence") }
    let stops = estimate.distribution.centralInterval(level)
    let end = upper ? stops.upperBound : stops.lowerBound
    let bias = log2(lux) - log2(estimate.pointLux) - end
    return Double(String(format: "%.6f", bias)) ?? bias
  }

  enum Missing: Error { case profile(String) }
}
