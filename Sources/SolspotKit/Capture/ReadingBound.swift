/// Why a committed reading is only a bound, not a value.
///
/// The three causes say different things about the light: at the bright end of its range the
/// camera could not expose for the scene at all; a clipped frame says only that something in
/// view (a lamp, the sky, a sunlit patch) was too bright for the exposure chosen, which can
/// happen at any light level; at the dark end the camera ran out of exposure.
///
/// The raw values are the spelling of the store's `bound_reason` column and of the export
/// files' `boundReason` field (docs/store.md).
public enum ReadingBound: String, Sendable, Hashable, CaseIterable {
  /// Part of the frame was clipped: a lower bound (``LuxValue/atLeast(_:)``).
  case clipped
  /// The settings were at the bright end of the camera's range: a lower bound.
  case brightEnd = "bright-end"
  /// The settings were at the dark end of the camera's range: an upper bound
  /// (``LuxValue/atMost(_:)``).
  case darkEnd = "dark-end"

  /// Why `value` is a bound, from where its settings sat in the camera's range, or `nil` for
  /// a value.
  ///
  /// A ``LuxEstimator`` makes an "at least" bound only for settings at the bright end or a
  /// clipped frame, and an "at most" bound only at the dark end, so the limit check tells the
  /// two lower bounds apart: at the bright end and clipped both, the bright end names it (the
  /// camera's range was exceeded); an "at least" bound whose settings were not at the bright
  /// end can only come from a clipped frame.
  public init?(value: LuxValue, limitCheck: LimitCheck) {
    switch value {
    case .estimate: return nil
    case .atMost: self = .darkEnd
    case .atLeast: self = limitCheck == .brightEnd ? .brightEnd : .clipped
    }
  }
}
