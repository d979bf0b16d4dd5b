/// Why a committed reading is only a bound, not a value.
///
/// The three causes say different things about the light: at the bright end of its range the
/// camera could not expose for the scene at all; a clipped frame says only that something in
/// view (a lamp, the sky, a sunlit patch) was too bright for the exposure chosen, which can
/// happen at any light level; at the dark end the camera ran out of exposure.
public enum ReadingBound: String, Sendable, Hashable, CaseIterable {
  /// Part of the frame was clipped: a lower bound (``LuxValue/atLeast(_:)``).
  case clipped
  /// The settings were at the bright end of the camera's range: a lower bound.
  case brightEnd = "bright-end"
  /// The settings were at the dark end of the camera's range: an upper bound
  /// (``LuxValue/atMost(_:)``).
  case darkEnd = "dark-end"
}
