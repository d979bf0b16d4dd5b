/// A reading a ``CaptureGate`` committed: the estimate from its settled window, and the window.
///
/// Properties: `estimate.sceneEV == window.medianSceneEV`; the estimate's random component is
/// at least `window.spreadEV`; a saturated reading is ``LuxValue/atLeast(_:)`` and a too-dark
/// one ``LuxValue/atMost(_:)``, never a value.
public struct CaptureReading: Sendable, Hashable {
  /// The estimate, or bound, for the window's median scene EV.
  public let estimate: LuxEstimate
  /// The settled window the reading was committed from.
  public let window: WindowStatistics
  /// The time of the sample that completed the window, in seconds.
  public let committedAt: Double

  /// Creates a reading; a ``CaptureGate`` is the usual way to make one.
  public init(estimate: LuxEstimate, window: WindowStatistics, committedAt: Double) {
    self.estimate = estimate
    self.window = window
    self.committedAt = committedAt
  }

  /// The reading in the words an app shows, without the state's lead-in: "540 lux (90%
  /// interval 300–1,300 lux), low", "at least 34,000 lux (direct)", with the calibration
  /// warning for an uncalibrated device.
  public var text: String {
    let body: String
    switch estimate.value {
    case .estimate:
      body = "\(estimate.value.text), \(estimate.band.summary)"
    case .atLeast(let lux):
      body = "at least \(LuxText.format(lux, rounding: .down)) lux (\(estimate.band.summary))"
    case .atMost(let lux):
      body = "at most \(LuxText.format(lux, rounding: .up)) lux (\(estimate.band.summary))"
    }
    return estimate.device.isCalibrated
      ? body : body + "; rough estimate; the category is the reliable part"
  }
}
