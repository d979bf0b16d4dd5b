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
}
