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

  /// Why the reading is only a bound, or `nil` for a value. At the bright end and clipped
  /// both, the bright end names it: the camera's range was exceeded.
  public var bound: ReadingBound? {
    ReadingBound(value: estimate.value, limitCheck: estimate.limitCheck)
  }

  /// The value or bound in words, without the band: "540 lux (90% interval 300–1,300 lux)",
  /// "brighter than this device can measure (at least 34,000 lux)", "part of the view is
  /// clipped (8% of the frame): a light source or bright patch in view; at least 0.54 lux".
  ///
  /// A clipped frame is not a camera at the end of its range, so its bound does not say
  /// "brighter than this device can measure".
  public var valueText: String {
    guard case .atLeast(let lux) = estimate.value, bound == .clipped else {
      return estimate.value.text
    }
    let share = window.clippedFraction.map {
      " (\(NumberText.significant($0 * 100, 2))% of the frame)"
    }
    return "part of the view is clipped\(share ?? ""): a light source or bright patch in view; "
      + "at least \(LuxText.format(lux, rounding: .down)) lux"
  }

  /// The reading in the words an app shows, without the state's lead-in: "540 lux (90%
  /// interval 300–1,300 lux), low", "at least 34,000 lux (direct)", "part of the view is
  /// clipped (8% of the frame): a light source or bright patch in view; at least 0.54 lux
  /// (low or brighter)", with the calibration warning for an uncalibrated device.
  public var text: String {
    let body: String
    switch (estimate.value, bound) {
    case (.estimate, _):
      body = "\(estimate.value.text), \(estimate.band.summary)"
    case (.atLeast, .clipped):
      body = "\(valueText) (\(estimate.band.summary))"
    case (.atLeast(let lux), _):
      body = "at least \(LuxText.format(lux, rounding: .down)) lux (\(estimate.band.summary))"
    case (.atMost(let lux), _):
      body = "at most \(LuxText.format(lux, rounding: .up)) lux (\(estimate.band.summary))"
    }
    return estimate.device.isCalibrated
      ? body : body + "; rough estimate; the category is the reliable part"
  }
}
